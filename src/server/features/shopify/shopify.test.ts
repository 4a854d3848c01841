import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, shopifyConfig, syncRuns, webhookDeliveries } from '../../db/schema';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { signWebhook } from '../../../../tools/shopify-emulator';
import { createStoreTestContext, TEST_ADMIN_TOKEN, TEST_STORE_DOMAIN, TEST_WEBHOOK_SECRET, type StoreTestContext } from '../../test/shopify-store';
import { processPending } from '../../shopify/webhooks/process';
import { json, type TestClient } from '../../test/context';
import { WEBHOOK_TOPICS } from '../../shopify/webhooks/topics';
import { runStoreJobs } from '../../test/store-jobs';
import {
  importListResponseSchema,
  storeJobSchema,
  storeStatusSchema,
  syncResponseSchema,
  type ImportProduct,
} from '../../../shared/schemas/shopify';
import pino from 'pino';

type ErrorBody = { error: { code: string; message: string } };

describe('store connection saved in Configuración', () => {
  let ctx: StoreTestContext;
  let admin: TestClient;
  beforeAll(async () => {
    ctx = await createStoreTestContext({ connectByEnv: false });
    admin = await ctx.loginAs('admin');
  });
  afterAll(() => ctx.close());

  it('starts unconfigured', async () => {
    const res = await admin.get('/api/shopify/status');
    expect(res.status).toBe(200);
    const status = storeStatusSchema.parse(await res.json());
    expect(status).toMatchObject({ connected: false, source: null, syncIntervalMinutes: 30, lastSync: null });
    const products = await admin.get('/api/shopify/products');
    expect(products.status).toBe(409);
    expect((await json<ErrorBody>(products)).error.code).toBe('STORE_NOT_CONFIGURED');
  });

  it('tests credentials before saving: a wrong token is a Spanish 400', async () => {
    const res = await admin.post('/api/shopify/config/test', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: 'shpat_wrong' });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe('STORE_AUTH');
    expect(body.error.message).toMatch(/credenciales/);
    const ok = await admin.post('/api/shopify/config/test', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: TEST_ADMIN_TOKEN });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, shopName: 'Colabora Demo' });
    expect(await ctx.db.select().from(shopifyConfig)).toHaveLength(0);
  });

  it('saves a token encrypted at rest and never returns it', async () => {
    const res = await admin.put('/api/shopify/config', {
      storeDomain: TEST_STORE_DOMAIN,
      authKind: 'token',
      accessToken: TEST_ADMIN_TOKEN,
      webhookSecret: TEST_WEBHOOK_SECRET,
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(TEST_ADMIN_TOKEN);
    expect(text).not.toContain(TEST_WEBHOOK_SECRET);
    expect(storeStatusSchema.parse(JSON.parse(text))).toMatchObject({
      connected: true,
      source: 'database',
      storeDomain: TEST_STORE_DOMAIN,
      shopName: 'Colabora Demo',
      authKind: 'token',
    });
    const [row] = await ctx.db.select().from(shopifyConfig);
    expect(row?.accessTokenEnc).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(TEST_ADMIN_TOKEN);
    expect(JSON.stringify(row)).not.toContain(TEST_WEBHOOK_SECRET);
    // Saving subscribed the app to the store's webhooks (the emulator stands beside the app).
    expect(ctx.emu.store.webhookSubscriptions.size).toBe(WEBHOOK_TOPICS.length);
    const saved = await admin.post('/api/shopify/config/test');
    expect(await saved.json()).toEqual({ ok: true, shopName: 'Colabora Demo', permisosFaltantes: [] });
    // Saving again does not subscribe twice.
    await admin.put('/api/shopify/config', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: TEST_ADMIN_TOKEN });
    expect(ctx.emu.store.webhookSubscriptions.size).toBe(WEBHOOK_TOPICS.length);
  });

  it('supports client credentials: the issued token is cached encrypted', async () => {
    const bad = await admin.put('/api/shopify/config', { storeDomain: TEST_STORE_DOMAIN, authKind: 'client_credentials', clientId: 'emulator-client-id', clientSecret: 'nope' });
    expect(bad.status).toBe(400);
    const res = await admin.put('/api/shopify/config', {
      storeDomain: TEST_STORE_DOMAIN,
      authKind: 'client_credentials',
      clientId: 'emulator-client-id',
      clientSecret: 'emulator-client-secret',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('emulator-client-secret');
    const [row] = await ctx.db.select().from(shopifyConfig);
    expect(row?.authKind).toBe('client_credentials');
    expect(row?.issuedTokenEnc).toBeTruthy();
    expect(row?.issuedTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const issued = ctx.emu.controls.stats().tokensIssued;
    expect((await admin.post('/api/shopify/config/test')).status).toBe(200);
    // The cached token is reused, not renewed on every call.
    expect(ctx.emu.controls.stats().tokensIssued).toBe(issued);
  });

  it('keeps the references gallery URL as a setting', async () => {
    const bad = await admin.put('/api/shopify/settings', { referenciasUrl: 'no es url' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.message).toBe('Debe ser una URL válida');
    const res = await admin.put('/api/shopify/settings', { referenciasUrl: 'https://drive.google.com/referencias' });
    expect(storeStatusSchema.parse(await res.json()).referenciasUrl).toBe('https://drive.google.com/referencias');
  });

  it('lets tienda read the status but not change it', async () => {
    const tienda = await ctx.loginAs('tienda');
    expect((await tienda.get('/api/shopify/status')).status).toBe(200);
    expect((await tienda.put('/api/shopify/settings', { referenciasUrl: null })).status).toBe(403);
    expect((await tienda.post('/api/shopify/config/test')).status).toBe(403);
  });

  it('forgets the connection', async () => {
    const res = await admin.request('DELETE', '/api/shopify/config');
    expect(storeStatusSchema.parse(await res.json()).connected).toBe(false);
  });
});

describe('import, sync and webhooks against the store', () => {
  let ctx: StoreTestContext;
  let admin: TestClient & { userId: string };
  let products: ImportProduct[];
  const allVariantIds = () => products.flatMap((p) => p.variants.map((v) => v.variantId));
  /** Store changes the app hears of only by syncing. */
  const withoutWebhooks = (change: () => void) => {
    const subs = new Map(ctx.emu.store.webhookSubscriptions);
    ctx.emu.store.webhookSubscriptions.clear();
    try {
      change();
    } finally {
      for (const [k, v] of subs) ctx.emu.store.webhookSubscriptions.set(k, v);
    }
  };
  const rowOf = async (variantId: string) => {
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantId));
    return row!;
  };

  beforeAll(async () => {
    ctx = await createStoreTestContext();
    admin = await ctx.loginAs('admin');
    await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => ctx.close());

  it('reports the environment connection', async () => {
    const status = storeStatusSchema.parse(await (await admin.get('/api/shopify/status')).json());
    expect(status).toMatchObject({ connected: true, source: 'env', shopName: 'Colabora Demo', authKind: 'token' });
    // The environment owns the connection: the page cannot replace it.
    const res = await admin.put('/api/shopify/config', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: 'x' });
    expect(res.status).toBe(409);
  });

  it('lists every product, jeans collection first then newest, once the store was read into the mirror', async () => {
    const empty = importListResponseSchema.parse(await (await admin.get('/api/shopify/products')).json());
    expect(empty).toMatchObject({ products: [], total: 0, leidoAt: null, desactualizado: true });
    const started = await admin.post('/api/shopify/catalogo');
    expect(started.status).toBe(202);
    expect(storeJobSchema.parse(await started.json())).toMatchObject({ tipo: 'catalogo', estado: 'en_cola', activo: true });
    const read = await runStoreJobs(ctx);
    expect(read).toMatchObject({ estado: 'terminada', resumen: { lectura: { productos: 30, eliminados: 0 } } });
    const res = await admin.get('/api/shopify/products?porPagina=100');
    expect(res.status).toBe(200);
    const body = importListResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ total: 30, desactualizado: false });
    products = body.products;
    expect(products).toHaveLength(30);
    const jeansId = body.collections.find((c) => c.title === 'Jeans')!.id;
    const firstNonJeans = products.findIndex((p) => !p.collectionIds.includes(jeansId));
    expect(firstNonJeans).toBe(24);
    expect(products.slice(firstNonJeans).every((p) => !p.collectionIds.includes(jeansId))).toBe(true);
    const jeansDates = products.slice(0, 24).map((p) => p.createdAt);
    expect(jeansDates).toEqual([...jeansDates].sort().reverse());
    const v = products[0]!.variants[0]!;
    expect(v).toMatchObject({ imported: false, option1: expect.any(String), option2: expect.any(String) });
    expect(ctx.emu.store.variants.size).toBe(allVariantIds().length);
  });

  it('rejects an empty selection with the spec message', async () => {
    const res = await admin.post('/api/shopify/import', { variantIds: [] });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toBe('Selecciona al menos una variante para importar');
  });

  it('imports every variant with its fields, estado by availability, a history row each', async () => {
    const res = await admin.post('/api/shopify/import', { variantIds: allVariantIds() });
    expect(res.status).toBe(202);
    const started = storeJobSchema.parse(await res.json());
    expect(started).toMatchObject({ tipo: 'import', estado: 'en_cola' });
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ id: started.id, estado: 'terminada', hechos: allVariantIds().length, total: allVariantIds().length, porcentaje: 100 });
    expect(job.resumen).toMatchObject({ creadas: allVariantIds().length, actualizadas: 0, sinCambios: 0, fallidas: 0 });
    expect(storeJobSchema.parse(await (await admin.get(`/api/shopify/trabajos/${started.id}`)).json())).toEqual(job);

    const p = products[0]!;
    const v = p.variants[0]!;
    const store = ctx.emu.store.variants.get(Number(v.variantId.split('/').pop()))!;
    const product = ctx.emu.store.products.get(store.productId)!;
    const row = await rowOf(v.variantId);
    const talla = store.selectedOptions.find((o) => o.name === 'Talla')!.value;
    const color = store.selectedOptions.find((o) => o.name === 'Color')!.value;
    expect(row).toMatchObject({
      titulo: `${p.title} - ${v.title}`,
      // The name every card shows (Confirmación read 'Sin nombre' for every import): product and variant.
      nombreVisualizacion: p.title.toLowerCase().includes(color.toLowerCase()) ? `${p.title} · Talla ${talla}` : `${p.title} · Talla ${talla} · ${color}`,
      producto: 'Jeans',
      tipo: product.productType,
      marca: product.vendor,
      talla: store.selectedOptions.find((o) => o.name === 'Talla')!.value,
      color: store.selectedOptions.find((o) => o.name === 'Color')!.value,
      barcode: store.barcode,
      imagen: p.image,
      shopifyProductId: p.shopifyId,
      shopifyInventoryQuantity: store.available,
      colaboradoraId: null,
    });
    expect(row.shopifyInventoryItemId).toMatch(/^gid:\/\/shopify\/InventoryItem\//);
    expect(row.lastSyncAt).toBeInstanceOf(Date);
    for (const prod of products) {
      for (const variant of prod.variants) {
        const r = await rowOf(variant.variantId);
        expect(r.estado, variant.variantId).toBe(variant.available ? 'disponible' : 'agotado');
      }
    }
    // Jewelry keeps its collection as producto and has no cut.
    const jewel = products.find((x) => x.productType === 'Joyería')!;
    expect(await rowOf(jewel.variants[0]!.variantId)).toMatchObject({ producto: 'Joyería', tipo: null, talla: null });
    expect((await rowOf(jewel.variants[0]!.variantId)).nombreVisualizacion).toMatch(new RegExp(`^${jewel.title}`));
    const history = await ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, row.id));
    expect(history).toEqual([expect.objectContaining({ fromEstado: null, toEstado: row.estado, actorRole: 'admin', actorId: admin.userId })]);
    // Each variant's unit cost in the store's currency; a variant without cost is NULL, never zero.
    let costed = 0;
    for (const variant of products.flatMap((x) => x.variants)) {
      const inStore = ctx.emu.store.variants.get(Number(variant.variantId.split('/').pop()))!;
      const r = await rowOf(variant.variantId);
      expect({ costoUnitario: r.costoUnitario, costoMoneda: r.costoMoneda }).toEqual(
        inStore.unitCost === null ? { costoUnitario: null, costoMoneda: null } : { costoUnitario: Number(inStore.unitCost).toFixed(2), costoMoneda: 'MXN' },
      );
      if (inStore.unitCost !== null) costed++;
    }
    expect(costed).toBeGreaterThan(0);
  });

  it('importing again updates instead of duplicating, and marks variants imported', async () => {
    const some = allVariantIds().slice(0, 5);
    const res = await admin.post('/api/shopify/import', { variantIds: some });
    expect(res.status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job.resumen).toMatchObject({ creadas: 0, actualizadas: 0, sinCambios: 5, fallidas: 0 });
    const rows = await ctx.db.select().from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
    expect(rows).toHaveLength(allVariantIds().length);
    const list = importListResponseSchema.parse(await (await admin.get('/api/shopify/products?porPagina=100')).json());
    expect(list.products.every((p) => p.variants.every((v) => v.imported))).toBe(true);
  });

  it('sync: stock follows the store, unassigned items flip, a held item keeps its estado, a deleted variant is agotado', async () => {
    const available = products.flatMap((p) => p.variants).filter((v) => v.available);
    const [toSoldOut, toHold, toDelete] = available;
    const soldOut = products.flatMap((p) => p.variants).find((v) => !v.available)!;
    // A creator holds one item in confirmacion.
    const creator = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    await ctx.db.update(colaboraciones).set({ colaboradoraId: c!.id, estado: 'confirmacion' }).where(eq(colaboraciones.shopifyVariantId, toHold!.variantId));

    // A first sync brings what the import did not read (unit costs, issue 19), so that the count below is the stock's.
    await admin.post('/api/shopify/sync', { trigger: 'manual' });
    // Without webhooks, so that this test exercises the sync itself.
    withoutWebhooks(() => {
      ctx.emu.controls.setInventory(toSoldOut!.variantId, 0);
      ctx.emu.controls.setInventory(toHold!.variantId, 0);
      ctx.emu.controls.deleteVariant(toDelete!.variantId);
      ctx.emu.controls.setInventory(soldOut.variantId, 4);
    });

    const res = await admin.post('/api/shopify/sync', { trigger: 'manual' });
    expect(res.status).toBe(200);
    expect(syncResponseSchema.parse(await res.json())).toEqual({ updated: 4 });
    expect(await rowOf(toSoldOut!.variantId)).toMatchObject({ estado: 'agotado', shopifyInventoryQuantity: 0 });
    expect(await rowOf(toHold!.variantId)).toMatchObject({ estado: 'confirmacion', colaboradoraId: c!.id, shopifyInventoryQuantity: 0 });
    expect(await rowOf(toDelete!.variantId)).toMatchObject({ estado: 'agotado', shopifyInventoryQuantity: 0 });
    expect(await rowOf(soldOut.variantId)).toMatchObject({ estado: 'disponible', shopifyInventoryQuantity: 4 });
    const flips = await ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.actorRole, 'system'));
    expect(flips.map((f) => f.toEstado).sort()).toEqual(['agotado', 'agotado', 'disponible']);

    // Nothing changed since: nothing updated.
    expect(await json(await admin.post('/api/shopify/sync', {}))).toEqual({ updated: 0 });
    const runs = await ctx.db.select().from(syncRuns).where(eq(syncRuns.kind, 'inventory'));
    expect(runs.every((r) => r.status === 'ok' && r.trigger === 'manual')).toBe(true);
  });

  it('recovers from THROTTLED and 429 replies', async () => {
    const v = allVariantIds()[10]!;
    withoutWebhooks(() => ctx.emu.controls.setInventory(v, 2));
    ctx.emu.controls.failNext('THROTTLED', 2);
    ctx.emu.controls.failNext('HTTP_429', 1, { retryAfterSeconds: 0.01 });
    const res = await admin.post('/api/shopify/sync', { trigger: 'screen' });
    expect(res.status).toBe(200);
    expect((await rowOf(v)).shopifyInventoryQuantity).toBe(2);
    const runs = await ctx.db.select().from(syncRuns).where(eq(syncRuns.trigger, 'screen'));
    expect(runs[0]).toMatchObject({ status: 'ok' });
    expect(runs[0]!.graphqlCalls).toBe(4);
  });

  it('answers a Spanish error when the store stays down, and records it', async () => {
    ctx.emu.controls.failNext('HTTP_5XX', 10, { status: 503 });
    const res = await admin.post('/api/shopify/sync', { trigger: 'manual' });
    ctx.emu.controls.clearFaults();
    expect(res.status).toBe(502);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe('SYNC_FAILED');
    expect(body.error.message).toMatch(/Shopify/);
    const status = storeStatusSchema.parse(await (await admin.get('/api/shopify/status')).json());
    expect(status.lastError?.message).toMatch(/Shopify/);
    await admin.post('/api/shopify/sync', {});
    expect(storeStatusSchema.parse(await (await admin.get('/api/shopify/status')).json()).lastError).toBeNull();
  });

  it('refuses a forged webhook with 401 and ignores a repeated one', async () => {
    const before = (await ctx.db.select().from(webhookDeliveries)).length;
    const [forged] = ctx.emu.controls.sendForgedWebhook({ topic: 'ORDERS_CREATE', uri: `${ctx.config.appUrl}/api/shopify/webhooks` });
    await ctx.emu.controls.webhooksIdle();
    expect(forged!.status).toBe(401);
    const body = JSON.stringify({ inventory_item_id: 1 });
    const unsigned = await ctx.client().post('/api/shopify/webhooks', undefined, {
      origin: false,
      headers: { 'x-shopify-topic': 'inventory_levels/update', 'x-shopify-webhook-id': 'x', 'x-shopify-hmac-sha256': signWebhook('otro', body) },
    });
    expect(unsigned.status).toBe(401);
    expect((await ctx.db.select().from(webhookDeliveries)).length).toBe(before);

    const v = allVariantIds()[12]!;
    ctx.emu.controls.setInventory(v, 9);
    await ctx.emu.controls.webhooksIdle();
    const again = ctx.emu.controls.resendLastWebhook()!;
    await ctx.emu.controls.webhooksIdle();
    expect(again.status).toBe(200);
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, again.webhookId));
    expect(rows).toHaveLength(1);
    // The inventory webhook refreshes that one item.
    await processPending({ db: ctx.db, config: ctx.config });
    expect((await rowOf(v)).shopifyInventoryQuantity).toBe(9);
    const runs = await ctx.db.select().from(syncRuns).where(eq(syncRuns.trigger, 'webhook'));
    expect(runs.length).toBeGreaterThan(0);
  });

  it('keeps import and sync for admins: tienda and colaboradora 403, anonymous 401', async () => {
    const tienda = await ctx.loginAs('tienda');
    const creator = await ctx.loginAs('colaboradora');
    for (const c of [tienda, creator]) {
      expect((await c.get('/api/shopify/products')).status).toBe(403);
      expect((await c.post('/api/shopify/import', { variantIds: ['x'] })).status).toBe(403);
      expect((await c.post('/api/shopify/sync', {})).status).toBe(403);
    }
    expect((await creator.get('/api/shopify/status')).status).toBe(403);
    expect((await ctx.client().post('/api/shopify/sync', {})).status).toBe(401);
  });
});
