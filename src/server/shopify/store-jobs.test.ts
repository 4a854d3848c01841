import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../tools/shopify-emulator';
import { colaboraciones, colaboracionEventos, colaboradoras, tiendaProductos, tiendaTrabajos } from '../db/schema';
import { registerWebhooksOnStart, runScheduledStoreSync } from '../jobs/store-sync';
import { json, type TestClient } from '../test/context';
import { createStoreTestContext, TEST_WEBHOOK_SECRET, type StoreTestContext } from '../test/shopify-store';
import { runStoreJobs, storeJobWorker } from '../test/store-jobs';
import { processWebhooks } from '../test/webhooks';
import { APPLY_BATCH } from './store-jobs';
import { currentStoreJobSchema, importListResponseSchema, storeJobSchema, type StoreJob } from '../../shared/schemas/shopify';

type ErrorBody = { error: { code: string; message: string } };
const gidOf = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/**
 * Issue 19: import, re-sync and the catalogue read as background jobs over the store's bulk operation,
 * against the emulator (bulkOperationRunQuery, its JSONL, bulk_operations/finish).
 */
describe('store jobs: import of everything as a job, with progress and a summary', () => {
  let ctx: StoreTestContext;
  let admin: TestClient & { userId: string };
  const PRODUCTS = 240;
  const VARIANTS = 5;

  beforeAll(async () => {
    ctx = await createStoreTestContext({ emulator: { seed: { products: PRODUCTS, variantsPerProduct: VARIANTS } } });
    admin = await ctx.loginAs('admin');
    await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => ctx.close());

  it('answers 202 at once with the job; a second start while it runs is a Spanish 409 that names it', async () => {
    const [a, b] = await Promise.all([admin.post('/api/shopify/import', { todas: true }), admin.post('/api/shopify/import', { todas: true })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    const body = await json<ErrorBody>(refused);
    expect(body.error.code).toBe('STORE_JOB_RUNNING');
    expect(body.error.message).toMatch(/^Ya hay una importación en curso \(iniciada a las \d\d:\d\d\)\. Espera a que termine\.$/);
    expect((await admin.post('/api/shopify/resync')).status).toBe(409);
    const current = currentStoreJobSchema.parse(await (await admin.get('/api/shopify/trabajos/actual')).json());
    expect(current.trabajo).toMatchObject({ tipo: 'import', estado: 'en_cola', activo: true, fase: 'En cola', hechos: 0 });
    expect(await ctx.db.select().from(tiendaTrabajos)).toHaveLength(1);
  });

  it('reads the store by bulk operation, then imports in batches; GET shows phase, N de M and the end summary', async () => {
    const { trabajo } = currentStoreJobSchema.parse(await (await admin.get('/api/shopify/trabajos/actual')).json());
    await ctx.db.execute(sql`CREATE TABLE progreso_log (n serial PRIMARY KEY, fase text, hechos int, total int)`);
    await ctx.db.execute(sql`CREATE FUNCTION log_progreso() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO progreso_log (fase, hechos, total) VALUES (NEW.fase, NEW.hechos, NEW.total); RETURN NEW; END $$`);
    await ctx.db.execute(sql`CREATE TRIGGER progreso AFTER UPDATE ON tienda_trabajos FOR EACH ROW EXECUTE FUNCTION log_progreso()`);
    const seen: StoreJob[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        seen.push(storeJobSchema.parse(await (await admin.get(`/api/shopify/trabajos/${trabajo!.id}`)).json()));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const job = await runStoreJobs(ctx);
    polling = false;
    await poll;
    const total = PRODUCTS * VARIANTS;
    expect(job).toMatchObject({ id: trabajo!.id, tipo: 'import', estado: 'terminada', hechos: total, total, porcentaje: 100, error: null });
    expect(job.resumen).toMatchObject({ creadas: total, actualizadas: 0, sinCambios: 0, fallidas: 0, motivos: [], lectura: { productos: PRODUCTS, variantes: total, eliminados: 0 } });
    // The phases went by in order, and the count only grew within a phase.
    // What GET showed while it ran: a running job with its phase and count.
    expect(seen.some((s) => s.activo && s.fase === 'Leyendo la tienda')).toBe(true);
    // Every progress write, as the table saw it (a trigger, set up before the job started).
    const log = (await ctx.db.execute(sql`SELECT fase, hechos, total FROM progreso_log ORDER BY n`)) as unknown as { rows: { fase: string; hechos: number; total: number | null }[] };
    const phases = [...new Set(log.rows.map((r) => r.fase))];
    expect(phases.filter((f) => f !== 'Terminada' && f !== 'En cola')).toEqual(['Leyendo la tienda', 'Descargando', 'Guardando']);
    const saving = log.rows.filter((r) => r.fase === 'Guardando');
    expect(saving.map((r) => r.hechos)).toEqual([...saving.map((r) => r.hechos)].sort((x, y) => x - y));
    // Batches of 500: 500, 1000, then the end, each saved with the total.
    expect(saving.filter((r) => r.total === total).map((r) => r.hechos)).toEqual(expect.arrayContaining([APPLY_BATCH, 2 * APPLY_BATCH, total]));
    const downloading = log.rows.filter((r) => r.fase === 'Descargando' && r.hechos > 0);
    expect(downloading.length).toBeGreaterThan(1);
    const rows = await ctx.db.select().from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.shopifyVariantId)).size).toBe(total);
    // Every variant's unit cost, or NULL where the store has none.
    const withCost = rows.filter((r) => r.costoUnitario !== null);
    expect(withCost.length).toBeGreaterThan(0);
    expect(withCost.every((r) => r.costoMoneda === 'MXN')).toBe(true);
    expect(rows.filter((r) => r.costoUnitario === null).every((r) => r.costoMoneda === null)).toBe(true);
    // The dialog now lists from the mirror: paged, searchable, every variant marked imported.
    const page = importListResponseSchema.parse(await (await admin.get('/api/shopify/products?pagina=2&porPagina=10')).json());
    expect(page).toMatchObject({ total: PRODUCTS, pagina: 2, porPagina: 10, desactualizado: false });
    expect(page.products).toHaveLength(10);
    expect(page.products.every((p) => p.variants.every((v) => v.imported))).toBe(true);
    const search = importListResponseSchema.parse(await (await admin.get(`/api/shopify/products?q=${encodeURIComponent(`Jeans Recto`)}`)).json());
    expect(search.total).toBeGreaterThan(0);
    expect(search.total).toBeLessThan(PRODUCTS);
  });

  it('importing everything again duplicates nothing: all unchanged', async () => {
    expect((await admin.post('/api/shopify/import', { todas: true })).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job.resumen).toMatchObject({ creadas: 0, actualizadas: 0, sinCambios: PRODUCTS * VARIANTS, fallidas: 0 });
    // The mirror was read once: this import did not read the store again.
    expect(job.resumen?.lectura ?? null).toBeNull();
    const rows = await ctx.db.select({ id: colaboraciones.id }).from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
    expect(rows).toHaveLength(PRODUCTS * VARIANTS);
  });

  it('re-sync: a fresh read, then titles, costs and stock of every imported collaboration follow the store; a deleted product takes its unassigned items out, never one in progress', async () => {
    const [first, second] = [...ctx.emu.store.products.values()];
    // Changes the app hears of only by re-syncing (no webhook is sent for a direct store edit).
    first!.title = 'Jeans Renombrado Para Resync';
    const v0 = ctx.emu.store.variants.get(first!.variantIds[0]!)!;
    v0.unitCost = '123.45';
    const heldVariant = gidOf('ProductVariant', second!.variantIds[0]!);
    const freeVariant = gidOf('ProductVariant', second!.variantIds[1]!);
    const creator = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    await ctx.db.update(colaboraciones).set({ colaboradoraId: c!.id, estado: 'confirmacion' }).where(eq(colaboraciones.shopifyVariantId, heldVariant));
    await ctx.db.update(colaboraciones).set({ estado: 'disponible' }).where(eq(colaboraciones.shopifyVariantId, freeVariant));
    const held = (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, heldVariant)))[0]!;
    for (const id of second!.variantIds) ctx.emu.store.variants.delete(id);
    ctx.emu.store.products.delete(second!.id);
    for (const col of ctx.emu.store.collections.values()) col.productIds = col.productIds.filter((p) => p !== second!.id);

    expect((await admin.post('/api/shopify/resync')).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ tipo: 'resync', estado: 'terminada', total: PRODUCTS * VARIANTS, hechos: PRODUCTS * VARIANTS });
    expect(job.resumen?.lectura).toEqual({ productos: PRODUCTS - 1, variantes: (PRODUCTS - 1) * VARIANTS, eliminados: 1 });
    expect(job.resumen?.avisos).toEqual([{ motivo: 'Producto eliminado en la tienda', variantes: VARIANTS }]);
    expect(job.resumen?.creadas).toBe(0);

    const renamed = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyProductId, gidOf('Product', first!.id)));
    expect(renamed.every((r) => r.titulo.startsWith('Jeans Renombrado Para Resync'))).toBe(true);
    expect(renamed.find((r) => r.shopifyVariantId === gidOf('ProductVariant', v0.id))).toMatchObject({ costoUnitario: '123.45', costoMoneda: 'MXN' });

    const [gone] = await ctx.db.select().from(tiendaProductos).where(eq(tiendaProductos.id, gidOf('Product', second!.id)));
    expect(gone?.eliminadoAt).toBeInstanceOf(Date);
    const free = (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, freeVariant)))[0]!;
    expect(free.estado).toBe('agotado');
    expect(free.shopifyEliminadoAt).toBeInstanceOf(Date);
    const flip = await ctx.db.select().from(colaboracionEventos).where(and(eq(colaboracionEventos.colaboracionId, free.id), eq(colaboracionEventos.toEstado, 'agotado')));
    expect(flip).toHaveLength(1);
    // Hers, in progress: exactly as it was.
    const heldAfter = (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, heldVariant)))[0]!;
    expect(heldAfter).toEqual(held);
  });

  it('a products/update webhook updates the mirror and the imported collaborations at once', async () => {
    const product = [...ctx.emu.store.products.values()][5]!;
    product.title = 'Jeans Cambiado Por Webhook';
    product.updatedAt = new Date().toISOString();
    const payload = JSON.stringify({ id: product.id, admin_graphql_api_id: gidOf('Product', product.id), title: product.title });
    const res = await ctx.app.request('/api/shopify/webhooks', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'products/update',
        'x-shopify-webhook-id': 'producto-actualizado-1',
        'x-shopify-hmac-sha256': signWebhook(TEST_WEBHOOK_SECRET, payload),
      },
    });
    expect(res.status).toBe(200);
    await processWebhooks(ctx);
    const rows = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyProductId, gidOf('Product', product.id)));
    expect(rows).toHaveLength(VARIANTS);
    expect(rows.every((r) => r.titulo.startsWith('Jeans Cambiado Por Webhook') && r.nombreVisualizacion!.startsWith('Jeans Cambiado Por Webhook'))).toBe(true);
    const [mirror] = await ctx.db.select().from(tiendaProductos).where(eq(tiendaProductos.id, gidOf('Product', product.id)));
    expect(mirror?.titulo).toBe('Jeans Cambiado Por Webhook');
  });

  it('a products/delete webhook marks the product and takes its unassigned items out of Disponibles', async () => {
    const product = [...ctx.emu.store.products.values()][6]!;
    const payload = JSON.stringify({ id: product.id });
    await ctx.app.request('/api/shopify/webhooks', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'products/delete',
        'x-shopify-webhook-id': 'producto-eliminado-1',
        'x-shopify-hmac-sha256': signWebhook(TEST_WEBHOOK_SECRET, payload),
      },
    });
    await processWebhooks(ctx);
    const rows = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyProductId, gidOf('Product', product.id)));
    expect(rows.every((r) => r.shopifyEliminadoAt !== null && r.estado === 'agotado')).toBe(true);
  });

  it('the periodic poll picks up a product changed in the store whose webhook was lost', async () => {
    const product = [...ctx.emu.store.products.values()][7]!;
    product.title = 'Jeans Visto Por El Sondeo';
    product.updatedAt = new Date(Date.now() + 1000).toISOString();
    ctx.emu.store.variants.get(product.variantIds[0]!)!.unitCost = '77.70';
    await runScheduledStoreSync({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) });
    const rows = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyProductId, gidOf('Product', product.id)));
    expect(rows.every((r) => r.titulo.startsWith('Jeans Visto Por El Sondeo'))).toBe(true);
    expect(rows.find((r) => r.shopifyVariantId === gidOf('ProductVariant', product.variantIds[0]!))?.costoUnitario).toBe('77.70');
  });

  it('the store unreachable mid-job: the job waits and says so in Spanish, then finishes', async () => {
    ctx.emu.controls.failNext('HTTP_5XX', 12, { status: 503 });
    expect((await admin.post('/api/shopify/catalogo')).status).toBe(202);
    const worker = storeJobWorker(ctx);
    await worker.drain();
    const waiting = storeJobSchema.parse(await (await admin.get('/api/shopify/trabajos/actual')).json().then((b: { trabajo: unknown }) => b.trabajo));
    expect(waiting).toMatchObject({ estado: 'esperando_tienda', fase: 'La tienda no responde; reintentando…', activo: true });
    ctx.emu.controls.clearFaults();
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ estado: 'terminada', error: null });
  });
});

describe('store jobs: odd catalogues', () => {
  let ctx: StoreTestContext;
  let admin: TestClient & { userId: string };

  beforeAll(async () => {
    ctx = await createStoreTestContext({ emulator: { seed: { products: 3, variantsPerProduct: 2000 } } });
    admin = await ctx.loginAs('admin');
  });
  afterAll(() => ctx.close());

  it('a product with 2,000 variants, variants without SKU and duplicate SKUs: imported, and the summary says so', { timeout: 120_000 }, async () => {
    const variants = [...ctx.emu.store.variants.values()];
    for (const v of variants.slice(0, 7)) v.sku = null;
    for (const v of variants.slice(10, 13)) v.sku = 'SKU-REPETIDO';
    expect((await admin.post('/api/shopify/import', { todas: true })).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ estado: 'terminada', total: 6000, hechos: 6000 });
    expect(job.resumen).toMatchObject({ creadas: 6000, fallidas: 0, motivos: [] });
    const all = [...ctx.emu.store.variants.values()];
    const bySku = new Map<string, number>();
    for (const v of all) if (v.sku) bySku.set(v.sku, (bySku.get(v.sku) ?? 0) + 1);
    const duplicated = all.filter((v) => v.sku && bySku.get(v.sku)! > 1).length;
    expect(duplicated).toBeGreaterThanOrEqual(3);
    expect(job.resumen?.avisos).toEqual(
      expect.arrayContaining([
        { motivo: 'Variante sin SKU', variantes: all.filter((v) => !v.sku).length },
        { motivo: 'SKU duplicado', variantes: duplicated },
      ]),
    );
  });

  it('a chosen variant deleted in the store meanwhile is reported, the rest imported', async () => {
    const [a, b] = [...ctx.emu.store.variants.values()];
    const ids = [gidOf('ProductVariant', a!.id), gidOf('ProductVariant', b!.id), 'gid://shopify/ProductVariant/999999999'];
    expect((await admin.post('/api/shopify/import', { variantIds: ids })).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job.resumen).toMatchObject({ sinCambios: 2, fallidas: 1, motivos: [{ motivo: 'Variante no encontrada en la tienda', variantes: 1 }] });
  });
});

describe('store jobs: bulk operations that end badly, and the finish webhook', () => {
  let ctx: StoreTestContext;
  let admin: TestClient & { userId: string };
  const mirrorCount = async () => (await ctx.db.select({ id: tiendaProductos.id }).from(tiendaProductos)).length;

  beforeAll(async () => {
    ctx = await createStoreTestContext();
    admin = await ctx.loginAs('admin');
    await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => ctx.close());

  it.each([
    ['FAILED', /^La lectura del catálogo falló en la tienda \(FAILED, INTERNAL_SERVER_ERROR\)\. No se guardó nada/],
    ['ACCESS_DENIED', /^La tienda negó el acceso a la lectura del catálogo \(FAILED, ACCESS_DENIED\): revisa los permisos/],
    ['CANCELED', /^La lectura del catálogo se canceló en la tienda \(CANCELED\)/],
    ['TIMEOUT', /^La lectura del catálogo tardó demasiado en la tienda \(FAILED, TIMEOUT\)/],
  ] as const)('a bulk read that ends %s: the job fails with a Spanish message naming it, and nothing is written', async (outcome, message) => {
    ctx.emu.controls.failNextBulk(outcome);
    expect((await admin.post('/api/shopify/import', { todas: true })).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ tipo: 'import', estado: 'fallida', fase: 'Fallida', activo: false });
    expect(job.error).toMatch(message);
    expect(await mirrorCount()).toBe(0);
    expect(await ctx.db.select({ id: colaboraciones.id }).from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId))).toHaveLength(0);
    // The next start is not refused: the failed job is over.
    expect(currentStoreJobSchema.parse(await (await admin.get('/api/shopify/trabajos/actual')).json()).trabajo?.activo).toBe(false);
  });

  it('completion comes by the bulk_operations/finish webhook (polling alone would wait a minute)', async () => {
    expect((await admin.post('/api/shopify/catalogo')).status).toBe(202);
    const job = await runStoreJobs(ctx, { pollMs: { first: 60_000, max: 60_000 } });
    expect(job).toMatchObject({ estado: 'terminada' });
    expect(job.resumen?.lectura?.productos).toBeGreaterThan(0);
  });

  it('a re-sync whose bulk read fails leaves every collaboration as it was', async () => {
    expect((await admin.post('/api/shopify/import', { todas: true })).status).toBe(202);
    expect((await runStoreJobs(ctx)).estado).toBe('terminada');
    const before = await ctx.db.select().from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
    const product = [...ctx.emu.store.products.values()][0]!;
    product.title = 'No Debe Llegar';
    ctx.emu.controls.failNextBulk('FAILED');
    expect((await admin.post('/api/shopify/resync')).status).toBe(202);
    expect((await runStoreJobs(ctx)).estado).toBe('fallida');
    expect(await ctx.db.select().from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId))).toEqual(before);
  });

  it('a result link that expired: the job reads the store again and finishes', async () => {
    ctx.emu.controls.failNextBulk('EXPIRED_URL');
    expect((await admin.post('/api/shopify/catalogo')).status).toBe(202);
    const job = await runStoreJobs(ctx);
    expect(job).toMatchObject({ estado: 'terminada', error: null });
  });
});
