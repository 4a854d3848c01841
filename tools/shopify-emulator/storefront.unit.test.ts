import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index';
import { gql, signedWith, startReceiver, subscribe, type Receiver } from './test-helpers';

const SECRET = 'storefront-webhook-secret';
let emu: Emulator;
let hooks: Receiver;

const ADDRESS = {
  email: 'compradora@example.com',
  firstName: 'Renata',
  lastName: 'Campos',
  address1: 'Av. Juárez 100',
  address2: '',
  zip: '44100',
  city: 'Guadalajara',
  provinceCode: 'JAL',
  phone: '33 1234 5678',
};

/** A browser without script: cookies carried by hand, redirects read rather than followed. */
function browser() {
  const jar = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${emu.url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k) jar.set(k, v ?? '');
    }
    return { status: res.status, location: res.headers.get('location'), setCookie: res.headers.getSetCookie(), html: await res.text() };
  };
  const post = (path: string, form: Record<string, string>) =>
    request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  return { request, post, jar };
}

beforeAll(async () => {
  hooks = await startReceiver();
  emu = createEmulator({ webhookSecret: SECRET, bucket: { restoreRate: 1_000_000 } });
  await emu.listen(0);
  await subscribe(emu, hooks.url, ['ORDERS_CREATE', 'ORDERS_PAID']);
  const r = await gql(emu, 'DiscountCodeCreate', {
    basicCodeDiscount: {
      title: 'Colabora · CARLA15',
      code: 'CARLA15',
      startsAt: '2026-01-01T00:00:00Z',
      customerSelection: { all: true },
      customerGets: { value: { percentage: 0.15 }, items: { all: true } },
      appliesOncePerCustomer: false,
    },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
});

afterAll(async () => {
  await emu.close();
  await hooks.close();
});

describe('the storefront', () => {
  it('share link → product → checkout with the code → a paid order carrying it, announced by signed webhooks', async () => {
    const b = browser();
    const product = [...emu.store.products.values()].find((p) => p.image && p.variantIds.length > 1 && (emu.store.variants.get(p.variantIds[1]!)?.available ?? 0) > 2)!;
    const variant = emu.store.variants.get(product.variantIds[1]!)!;

    const link = await b.request(`/discount/CARLA15?redirect=${encodeURIComponent(`/products/${product.handle}`)}`);
    expect(link.status).toBe(302);
    expect(link.location).toBe(`/products/${product.handle}`);
    expect(link.setCookie[0]).toMatch(/^discount_code=CARLA15; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    // Without ?redirect= (or with one to another site) it opens the first product.
    const first = [...emu.store.products.values()][0]!;
    expect((await browser().request('/discount/CARLA15')).location).toBe(`/products/${first.handle}`);
    expect((await browser().request('/discount/CARLA15?redirect=//evil.example/x')).location).toBe(`/products/${first.handle}`);

    const page = await b.request(link.location!);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1>${product.title}</h1>`);
    expect(page.html).toContain(`/emulator/images/${product.id}.svg`);
    expect(page.html).toContain('Tu código <strong>CARLA15</strong>');
    expect(page.html).toContain(`<option value="${variant.id}"`);
    expect(page.html).toContain('>Comprar</button>');

    // The demo catalogue has sold-out variants: they cannot go into the cart.
    const soldOut = [...emu.store.variants.values()].find((v) => !emu.store.isAvailableForSale(v))!;
    expect((await b.post('/cart', { variantId: String(soldOut.id), quantity: '1' })).status).toBe(422);
    const cart = await b.post('/cart', { variantId: String(variant.id), quantity: '2' });
    expect(cart.status).toBe(303);
    expect(cart.location).toMatch(/^\/checkouts\/[0-9a-f]{32}$/);
    const checkout = await b.request(cart.location!);
    expect(checkout.html).toContain('Código de descuento');
    expect(checkout.html).toContain('name="discountCode" value="CARLA15"');
    expect(checkout.html).toContain('Descuento (CARLA15)');

    // A bad address keeps the page (and the code) and places nothing.
    const before = emu.store.orders.size;
    const bad = await b.post(cart.location!, { ...ADDRESS, zip: '12', discountCode: 'CARLA15', action: 'pay' });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('El código postal debe tener 5 dígitos.');
    expect(emu.store.orders.size).toBe(before);

    const paid = await b.post(cart.location!, { ...ADDRESS, discountCode: 'CARLA15', action: 'pay' });
    expect(paid.status).toBe(303);
    const done = await b.request(paid.location!);
    expect(done.html).toContain('¡Gracias por tu pedido!');

    const order = [...emu.store.orders.values()].at(-1)!;
    const unit = Math.round(Number(variant.price) * 100);
    const discount = Math.round(unit * 2 * 0.15);
    await emu.controls.webhooksIdle();
    const mine = hooks.received.filter((h) => h.body.id === order.id);
    expect(mine.map((h) => h.topic)).toEqual(['orders/create', 'orders/paid']);
    expect(mine.every((h) => signedWith(h, SECRET))).toBe(true);
    expect(mine[1]!.body).toMatchObject({
      source_name: 'web',
      financial_status: 'paid',
      email: 'compradora@example.com',
      subtotal_price: ((unit * 2 - discount) / 100).toFixed(2),
      total_discounts: (discount / 100).toFixed(2),
      discount_codes: [{ code: 'CARLA15', amount: (discount / 100).toFixed(2), type: 'percentage' }],
      line_items: [expect.objectContaining({ variant_id: variant.id, product_id: product.id, quantity: 2, discount_allocations: [expect.objectContaining({ amount: (discount / 100).toFixed(2) })] })],
      shipping_address: expect.objectContaining({ city: 'Guadalajara', province: 'Jalisco', province_code: 'JAL' }),
    });
    const code = await gql(emu, { query: '{ codeDiscountNodeByCode(code: "CARLA15") { codeDiscount { ... on DiscountCodeBasic { asyncUsageCount } } } }' });
    expect(code.data).toEqual({ codeDiscountNodeByCode: { codeDiscount: { asyncUsageCount: 1 } } });
  });

  it('refuses a deactivated or unknown code at checkout and places nothing', async () => {
    const id = (await gql(emu, 'DiscountCodeByCode', { code: 'CARLA15' })).data as { codeDiscountNodeByCode: { id: string } };
    await gql(emu, 'DiscountCodeDeactivate', { id: id.codeDiscountNodeByCode.id });
    const b = browser();
    await b.request('/discount/CARLA15');
    const variant = [...emu.store.variants.values()].find((v) => v.available > 2)!;
    const cart = await b.post('/cart', { variantId: String(variant.id), quantity: '1' });
    const checkout = await b.request(cart.location!);
    expect(checkout.html).toContain('Este código no es válido');

    const before = emu.store.orders.size;
    const refused = await b.post(cart.location!, { ...ADDRESS, discountCode: 'CARLA15', action: 'pay' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Este código no es válido');
    const unknown = await b.post(cart.location!, { ...ADDRESS, discountCode: 'NADIE99', action: 'apply' });
    expect(unknown.status).toBe(422);
    expect(emu.store.orders.size).toBe(before);

    // Without a code the same cart pays full price.
    const plain = await b.post(cart.location!, { ...ADDRESS, discountCode: '', action: 'pay' });
    expect(plain.status).toBe(303);
    expect([...emu.store.orders.values()].at(-1)).toMatchObject({ discountCode: null, discountCents: 0 });
  });
});
