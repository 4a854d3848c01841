import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting, SETTING_KEYS } from '../db/app-settings';
import { colaboraciones, colaboradoras } from '../db/schema';
import { transition } from '../domain/transition';
import { json } from '../test/context';
import { createStoreTestContext, TEST_ADMIN_TOKEN, TEST_STORE_DOMAIN, type StoreTestContext } from '../test/shopify-store';
import { storeStatusSchema, syncResponseSchema } from '../../shared/schemas/shopify';
import { colaboracionTag } from './draft-orders';

// Issue 19 items 5 and 7: the store's own currency, read and kept, on the free draft's shipping line; each
// variant's unit cost kept in step by the inventory sync. Against the emulator, on PGlite and PostgreSQL.

const gidOf = (id: number) => `gid://shopify/ProductVariant/${id}`;

/** Collaborations for store variants, as an import leaves them (the import itself is another module's). */
async function track(ctx: StoreTestContext, variantIds: number[]) {
  for (const id of variantIds) {
    const v = ctx.emu.store.variants.get(id)!;
    await ctx.db.insert(colaboraciones).values({
      titulo: `Variante ${id}`,
      producto: 'Jeans',
      shopifyVariantId: gidOf(id),
      shopifyInventoryItemId: `gid://shopify/InventoryItem/${v.inventoryItemId}`,
      shopifyInventoryQuantity: v.available,
    });
  }
}
const rowOf = async (ctx: StoreTestContext, id: number) =>
  (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, gidOf(id))))[0]!;

describe('a store that sells in US dollars', () => {
  let ctx: StoreTestContext;
  beforeAll(async () => {
    ctx = await createStoreTestContext({ emulator: { currency: 'USD' } });
  });
  afterAll(() => ctx?.close());

  it('shows its currency in the status, learnt from the store once', async () => {
    const admin = await ctx.loginAs('admin');
    const status = storeStatusSchema.parse(await json(await admin.get('/api/shopify/status')));
    expect(status).toMatchObject({ connected: true, source: 'env', currencyCode: 'USD' });
    expect(await readSetting(ctx.db, SETTING_KEYS.monedaTienda)).toBe('USD');
  });

  it("puts the free draft's shipping line in the store's currency", async () => {
    const admin = await ctx.loginAs('admin');
    const v = [...ctx.emu.store.variants.values()].find((x) => x.available >= 2)!;
    await track(ctx, [v.id]);
    const creator = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const row = await rowOf(ctx, v.id);
    await transition(ctx.db, { colaboracionId: row.id, name: 'solicitar', actor: { userId: creator.userId, role: 'colaboradora' }, set: { colaboradoraId: c!.id } });

    expect((await admin.post(`/api/confirmacion/${row.id}/empaquetar`)).status).toBe(200);
    // As the store received it, read from the emulator's state page.
    const state = (await (await fetch(`${ctx.emu.url}/emulator/state`)).json()) as {
      draftOrders: { tags: string[]; shippingLine: { amount: string; currencyCode: string } | null }[];
    };
    const draft = state.draftOrders.find((d) => d.tags.includes(colaboracionTag(row.id)))!;
    expect(draft.shippingLine).toMatchObject({ amount: '0.00', currencyCode: 'USD' });
  });
});

describe('the currency of a connection saved in Configuración', () => {
  let ctx: StoreTestContext;
  beforeAll(async () => {
    ctx = await createStoreTestContext({ connectByEnv: false, emulator: { currency: 'EUR' } });
  });
  afterAll(() => ctx?.close());

  it('is stored on save, refreshed on Probar conexión and forgotten when the connection goes', async () => {
    const admin = await ctx.loginAs('admin');
    // Credentials only typed in are not the store yet: nothing stored.
    expect((await admin.post('/api/shopify/config/test', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: TEST_ADMIN_TOKEN })).status).toBe(200);
    expect(await readSetting(ctx.db, SETTING_KEYS.monedaTienda)).toBeNull();

    const saved = await admin.put('/api/shopify/config', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: TEST_ADMIN_TOKEN });
    expect(storeStatusSchema.parse(await json(saved)).currencyCode).toBe('EUR');

    ctx.emu.controls.setCurrency('CAD');
    expect((await admin.post('/api/shopify/config/test')).status).toBe(200);
    expect(storeStatusSchema.parse(await json(await admin.get('/api/shopify/status'))).currencyCode).toBe('CAD');

    expect((await admin.request('DELETE', '/api/shopify/config')).status).toBe(200);
    expect(await readSetting(ctx.db, SETTING_KEYS.monedaTienda)).toBeNull();
  });
});

describe('unit costs and the currency kept in step by the inventory sync', () => {
  let ctx: StoreTestContext;
  let withCost: number;
  let withoutCost: number;
  let other: number;
  beforeAll(async () => {
    ctx = await createStoreTestContext();
    // Without webhooks: these changes reach the app only by syncing.
    ctx.emu.store.webhookSubscriptions.clear();
    const variants = [...ctx.emu.store.variants.values()];
    withCost = variants.find((v) => v.unitCost !== null)!.id;
    withoutCost = variants.find((v) => v.unitCost === null)!.id;
    other = variants.find((v) => v.unitCost !== null && v.id !== withCost)!.id;
    await track(ctx, [withCost, withoutCost, other]);
  });
  afterAll(() => ctx?.close());

  const sync = async () => {
    const admin = await ctx.loginAs('admin');
    const res = await admin.post('/api/shopify/sync', { trigger: 'manual' });
    expect(res.status).toBe(200);
    return syncResponseSchema.parse(await res.json()).updated;
  };
  const setCost = async (variantId: number, amount: string | null) => {
    // The emulator's HTTP control, as a person or the e2e suite would use it.
    const res = await fetch(`${ctx.emu.url}/emulator/variants/${variantId}/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount }),
    });
    expect(res.status).toBe(200);
  };

  it('reads each cost with its currency; a variant without cost stays NULL (Costo no disponible)', async () => {
    // Two rows gain a cost (counted as updates); the one without cost changes nothing.
    expect(await sync()).toBe(2);
    const a = await rowOf(ctx, withCost);
    expect(a).toMatchObject({ costoUnitario: ctx.emu.store.variants.get(withCost)!.unitCost, costoMoneda: 'MXN' });
    expect(await rowOf(ctx, withoutCost)).toMatchObject({ costoUnitario: null, costoMoneda: null });
    expect(await readSetting(ctx.db, SETTING_KEYS.monedaTienda)).toBe('MXN');
    // Nothing changed since: nothing updated.
    expect(await sync()).toBe(0);
  });

  it('counts a changed cost as an update, follows a removed one to NULL, and keeps the last cost of a deleted variant', async () => {
    await setCost(withCost, '412.5');
    await setCost(withoutCost, '99.00');
    expect(await sync()).toBe(2);
    expect(await rowOf(ctx, withCost)).toMatchObject({ costoUnitario: '412.50', costoMoneda: 'MXN' });
    expect(await rowOf(ctx, withoutCost)).toMatchObject({ costoUnitario: '99.00', costoMoneda: 'MXN' });

    await setCost(withCost, null);
    expect(await sync()).toBe(1);
    expect(await rowOf(ctx, withCost)).toMatchObject({ costoUnitario: null, costoMoneda: null });

    const before = await rowOf(ctx, other);
    ctx.emu.controls.deleteVariant(gidOf(other));
    await sync();
    expect(await rowOf(ctx, other)).toMatchObject({ estado: 'agotado', costoUnitario: before.costoUnitario, costoMoneda: 'MXN' });
  });

  it("follows the shop's currency: costs and the stored currency change with it", async () => {
    ctx.emu.controls.setCurrency('USD');
    await setCost(withoutCost, '12.00');
    expect(await sync()).toBe(1);
    expect(await rowOf(ctx, withoutCost)).toMatchObject({ costoUnitario: '12.00', costoMoneda: 'USD' });
    expect(await readSetting(ctx.db, SETTING_KEYS.monedaTienda)).toBe('USD');
  });
});
