import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_SCOPES, type Emulator } from './index';
import { control, gql, signedWith, startReceiver, subscribe, type Receiver } from './test-helpers';

const SECRET = 'discounts-webhook-secret';
let emu: Emulator;
let hooks: Receiver;

/** The input the app sends for a creator's code (issue 27): a percentage off everything, for everyone. */
function creatorCode(code: string, percentage = 0.15) {
  return {
    basicCodeDiscount: {
      title: `Colabora · ${code}`,
      code,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: null,
      customerSelection: { all: true },
      customerGets: { value: { percentage }, items: { all: true } },
      appliesOncePerCustomer: true,
      combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: true },
    },
  };
}

async function hooksOf(topic: string) {
  await emu.controls.webhooksIdle();
  return hooks.received.filter((r) => r.topic === topic);
}

beforeAll(async () => {
  hooks = await startReceiver();
  emu = createEmulator({ webhookSecret: SECRET, bucket: { restoreRate: 1_000_000 }, now: () => new Date('2026-11-20T12:00:00Z') });
  await emu.listen(0);
  await subscribe(emu, hooks.url, ['DISCOUNTS_CREATE', 'DISCOUNTS_UPDATE', 'DISCOUNTS_DELETE']);
});

afterAll(async () => {
  await emu.close();
  await hooks.close();
});

beforeEach(() => {
  emu.controls.setScopes(DEFAULT_SCOPES);
});

describe('discount codes on the Admin schema', () => {
  it('creates a code, refuses it again in any case (TAKEN), finds it by code, deactivates, activates and deletes it', async () => {
    const created = await gql(emu, 'DiscountCodeCreate', creatorCode('CARLA15'));
    expect(created.errors).toBeUndefined();
    const payload = created.data?.discountCodeBasicCreate as { codeDiscountNode: { id: string; codeDiscount: unknown }; userErrors: unknown[] };
    expect(payload.userErrors).toEqual([]);
    expect(payload.codeDiscountNode.id).toMatch(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/);
    expect(payload.codeDiscountNode.codeDiscount).toEqual({ title: 'Colabora · CARLA15', status: 'ACTIVE', codes: { nodes: [{ code: 'CARLA15' }] } });
    const id = payload.codeDiscountNode.id;

    const taken = await gql(emu, 'DiscountCodeCreate', creatorCode('carla15'));
    expect(taken.data?.discountCodeBasicCreate).toEqual({
      codeDiscountNode: null,
      userErrors: [{ field: ['basicCodeDiscount', 'code'], code: 'TAKEN', message: 'Code must be unique. Please try a different code.' }],
    });

    const found = await gql(emu, 'DiscountCodeByCode', { code: 'Carla15' });
    expect(found.data).toEqual({ codeDiscountNodeByCode: { id, codeDiscount: { status: 'ACTIVE' } } });
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'NADIE15' })).data).toEqual({ codeDiscountNodeByCode: null });

    const off = await gql(emu, 'DiscountCodeDeactivate', { id });
    expect(off.data?.discountCodeDeactivate).toEqual({ codeDiscountNode: { id, codeDiscount: { status: 'EXPIRED' } }, userErrors: [] });
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'CARLA15' })).data).toEqual({ codeDiscountNodeByCode: { id, codeDiscount: { status: 'EXPIRED' } } });
    const on = await gql(emu, 'DiscountCodeActivate', { id });
    expect(on.data?.discountCodeActivate).toEqual({ codeDiscountNode: { id, codeDiscount: { status: 'ACTIVE' } }, userErrors: [] });

    const deleted = await gql(emu, 'DiscountCodeDelete', { id });
    expect(deleted.data?.discountCodeDelete).toEqual({ deletedCodeDiscountId: id, userErrors: [] });
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'CARLA15' })).data).toEqual({ codeDiscountNodeByCode: null });
    const again = await gql(emu, 'DiscountCodeDelete', { id });
    expect(again.data?.discountCodeDelete).toEqual({
      deletedCodeDiscountId: null,
      userErrors: [{ field: ['id'], code: 'INVALID', message: 'Discount does not exist' }],
    });
    // Once deleted, the code is free again.
    const reused = await gql(emu, 'DiscountCodeCreate', creatorCode('CARLA15'));
    expect((reused.data?.discountCodeBasicCreate as { userErrors: unknown[] }).userErrors).toEqual([]);

    const created1 = await hooksOf('discounts/create');
    expect(created1.map((h) => h.body)).toContainEqual({
      admin_graphql_api_id: id,
      title: 'Colabora · CARLA15',
      status: 'ACTIVE',
      created_at: '2026-11-20T12:00:00Z',
      updated_at: '2026-11-20T12:00:00Z',
    });
    const updates = (await hooksOf('discounts/update')).filter((h) => h.body.admin_graphql_api_id === id);
    expect(updates.map((h) => h.body.status)).toEqual(['EXPIRED', 'ACTIVE']);
    const deletes = await hooksOf('discounts/delete');
    expect(deletes.map((h) => h.body)).toContainEqual({ admin_graphql_api_id: id, deleted_at: '2026-11-20T12:00:00Z' });
    expect([...created1, ...updates, ...deletes].every((h) => signedWith(h, SECRET))).toBe(true);
  });

  it('answers bad input with DiscountUserErrors and stores nothing', async () => {
    const before = emu.store.discounts.size;
    const tooMuch = await gql(emu, 'DiscountCodeCreate', creatorCode('MUCHO150', 1.5));
    expect((tooMuch.data?.discountCodeBasicCreate as { userErrors: unknown[] }).userErrors).toEqual([
      { field: ['basicCodeDiscount', 'customerGets', 'value', 'percentage'], code: 'VALUE_OUTSIDE_RANGE', message: 'Value must be between 0.0 and 1.0' },
    ]);
    const blank = await gql(emu, 'DiscountCodeCreate', creatorCode('  '));
    expect((blank.data?.discountCodeBasicCreate as { userErrors: { code: string }[] }).userErrors.map((e) => e.code)).toEqual(['BLANK']);
    const negative = await gql(emu, 'DiscountCodeCreate', creatorCode('MENOS', -0.1));
    expect((negative.data?.discountCodeBasicCreate as { codeDiscountNode: unknown }).codeDiscountNode).toBeNull();
    expect(emu.store.discounts.size).toBe(before);
  });

  it('lets the store change or delete a code from its admin (HTTP controls), announcing it', async () => {
    const created = await control(emu, '/emulator/discounts', { code: 'LUPITA10', percentage: 0.1 });
    expect(created.status).toBe(200);
    const id = created.json.id as string;
    expect((await hooksOf('discounts/create')).map((h) => h.body.admin_graphql_api_id)).toContain(id);

    expect((await control(emu, '/emulator/discounts/LUPITA10', { status: 'EXPIRED' })).status).toBe(200);
    expect((await hooksOf('discounts/update')).filter((h) => h.body.admin_graphql_api_id === id).map((h) => h.body.status)).toEqual(['EXPIRED']);
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'LUPITA10' })).data).toEqual({ codeDiscountNodeByCode: { id, codeDiscount: { status: 'EXPIRED' } } });

    // A code renamed in the admin: the old one no longer exists, the new one does.
    expect((await control(emu, `/emulator/discounts/${encodeURIComponent(id)}`, { code: 'LUPITA-10', status: 'ACTIVE' })).status).toBe(200);
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'LUPITA10' })).data).toEqual({ codeDiscountNodeByCode: null });
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'lupita-10' })).data).toEqual({ codeDiscountNodeByCode: { id, codeDiscount: { status: 'ACTIVE' } } });

    expect((await control(emu, '/emulator/discounts/LUPITA-10', undefined, 'DELETE')).status).toBe(200);
    expect((await hooksOf('discounts/delete')).map((h) => h.body.admin_graphql_api_id)).toContain(id);
    expect((await control(emu, '/emulator/discounts/LUPITA-10', undefined, 'DELETE')).status).toBe(404);
  });
});

describe('the shop address and the token scopes', () => {
  it('gives its own origin as primaryDomain.url and every scope the app needs by default', async () => {
    const r = await gql(emu, 'ShopStorefront');
    expect(r.errors).toBeUndefined();
    const data = r.data as { shop: { primaryDomain: { url: string }; currencyCode: string }; currentAppInstallation: { accessScopes: { handle: string }[] } };
    expect(data.shop).toEqual({ primaryDomain: { url: emu.url }, currencyCode: 'MXN' });
    expect(data.currentAppInstallation.accessScopes.map((s) => s.handle).sort()).toEqual(
      ['read_discounts', 'read_fulfillments', 'read_inventory', 'read_orders', 'read_products', 'write_discounts', 'write_draft_orders'].sort(),
    );
  });

  it('answers ACCESS_DENIED naming the scope the token lacks, and creates nothing', async () => {
    const set = await control(emu, '/emulator/scopes', { scopes: ['read_products', 'read_inventory', 'write_draft_orders', 'read_fulfillments'] });
    expect(set.json).toEqual({ scopes: ['read_products', 'read_inventory', 'write_draft_orders', 'read_fulfillments'] });
    const scopes = await gql(emu, 'ShopStorefront');
    expect((scopes.data as { currentAppInstallation: { accessScopes: { handle: string }[] } }).currentAppInstallation.accessScopes.map((s) => s.handle)).not.toContain(
      'write_discounts',
    );

    const before = emu.store.discounts.size;
    const denied = await gql(emu, 'DiscountCodeCreate', creatorCode('SINPERMISO'));
    expect(denied.data).toEqual({ discountCodeBasicCreate: null });
    expect(denied.errors?.[0]).toMatchObject({
      message: 'Access denied for discountCodeBasicCreate field. Required access: `write_discounts` access scope.',
      extensions: { code: 'ACCESS_DENIED', requiredAccess: '`write_discounts` access scope.' },
    });
    expect(emu.store.discounts.size).toBe(before);

    const orders = await gql(emu, 'OrdersUpdatedSince', { first: 3, query: "updated_at:>'2026-01-01T00:00:00Z'" });
    expect(orders.errors?.[0]?.extensions).toMatchObject({ code: 'ACCESS_DENIED', requiredAccess: '`read_orders` access scope.' });

    // write_discounts alone also grants reading them, as in Shopify.
    emu.controls.setScopes(['write_discounts']);
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'NADIE' })).errors).toBeUndefined();
    expect((await control(emu, '/emulator/scopes', { scopes: ['not a scope'] })).status).toBe(400);
  });
});
