import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { esc, layout, renderCheckout, renderConfirmation, validateCheckout, type CheckoutLike, type CheckoutValues } from './checkout-page';
import { imageUrl } from './images';
import { discountByCode, placeOrder, usableDiscount } from './sales';
import type { CodeDiscount, DraftLineItem, Product, Store } from './store';

/**
 * The shop's own storefront at the emulator's origin (shop.primaryDomain.url): a creator's share link
 * /discount/<CODE> remembers the code and opens a product; *Comprar* opens the checkout the invoices use,
 * with a *Código de descuento* field; paying makes a paid web order carrying the code.
 */
export interface StorefrontDeps {
  store: Store;
  baseUrl: () => string;
}

interface Cart {
  token: string;
  lines: { variantId: number; quantity: number }[];
  discountCode: string | null;
  email: string | null;
  orderId: number | null;
}

export const DISCOUNT_COOKIE = 'discount_code';
const INVALID_CODE = 'Este código no es válido';
const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Only a path on this shop (never another site) may be a redirect target. */
function safePath(v: string | undefined): string | null {
  return v && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') ? v : null;
}

function firstProduct(store: Store): Product | undefined {
  for (const p of store.products.values()) if (p.variantIds.some((id) => store.variants.has(id))) return p;
  return undefined;
}

function productByHandle(store: Store, handle: string): Product | undefined {
  for (const p of store.products.values()) if (p.handle === handle) return p;
  return undefined;
}

/** The cart as the checkout page draws it: each line carries the code's percentage. */
function cartView(store: Store, cart: Cart, discount: CodeDiscount | null): CheckoutLike {
  const lineItems: DraftLineItem[] = cart.lines.flatMap((l, i) => {
    const v = store.variants.get(l.variantId);
    const p = v ? store.products.get(v.productId) : undefined;
    if (!v || !p) return [];
    return [
      {
        id: i + 1,
        variantId: v.id,
        productId: p.id,
        title: p.title,
        variantTitle: v.title,
        sku: v.sku,
        vendor: p.vendor,
        quantity: l.quantity,
        unitPrice: v.price,
        appliedDiscount: discount ? { valueType: 'PERCENTAGE', value: discount.percentage * 100, title: discount.code, description: null } : null,
        reserved: 0,
      },
    ];
  });
  return { lineItems, appliedDiscount: null, shippingLine: null, invoiceToken: cart.token, email: cart.email, discountCode: discount?.code ?? null };
}

function productPage(store: Store, baseUrl: string, p: Product, code: string | null): string {
  const variants = p.variantIds.map((id) => store.variants.get(id)).filter((v) => v !== undefined);
  const src = imageUrl(baseUrl, p);
  const discount = code ? usableDiscount(store, code, null) : null;
  const options = variants
    .map((v, i) => {
      const sellable = store.isAvailableForSale(v);
      return `<option value="${v.id}"${i === 0 ? ' selected' : ''}${sellable ? '' : ' disabled'}>${esc(v.title)} · ${esc(mxn.format(Number(v.price)))}${sellable ? '' : ' (agotado)'}</option>`;
    })
    .join('');
  const price = variants[0] ? mxn.format(Number(variants[0].price)) : '';
  const note = discount
    ? `<p class="applied">Tu código <strong>${esc(discount.code)}</strong> (${Math.round(discount.percentage * 10000) / 100} % de descuento) se aplicará en el pago.</p>`
    : '';
  const body = `<main><section>${src ? `<img class="product" src="${esc(src)}" alt="${esc(p.title)}">` : ''}</section>
<section><h1>${esc(p.title)}</h1><p class="muted">${esc(p.vendor)}</p><p class="price">${esc(price)}</p>${note}
<form method="post" action="/cart">
<label for="variantId">Variante</label><select id="variantId" name="variantId">${options}</select>
<label for="quantity">Cantidad</label><input id="quantity" name="quantity" type="number" min="1" max="10" value="1" inputmode="numeric">
<button type="submit">Comprar</button></form>
<p class="muted"><a href="/">Ver todos los productos</a></p></section></main>`;
  return layout(store, p.title, `<style>.product{width:100%;border-radius:8px;background:#f4f1ec}.price{font-size:22px;font-weight:700}.applied{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;border-radius:8px;padding:10px}</style>${body}`);
}

function homePage(store: Store, baseUrl: string): string {
  const items = [...store.products.values()]
    .slice(0, 60)
    .map((p) => {
      const v = store.variants.get(p.variantIds[0] ?? -1);
      const src = imageUrl(baseUrl, p);
      return `<li><a href="/products/${encodeURIComponent(p.handle)}">${src ? `<img src="${esc(src)}" alt="">` : ''}<span>${esc(p.title)}</span>${v ? `<span class="muted">${esc(mxn.format(Number(v.price)))}</span>` : ''}</a></li>`;
    })
    .join('');
  return layout(
    store,
    'Productos',
    `<style>ul.grid{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(160px,1fr))}ul.grid a{display:grid;gap:4px;color:inherit;text-decoration:none}ul.grid img{width:100%;border-radius:8px;background:#f4f1ec}</style>
<div style="max-width:960px;margin:0 auto;padding:24px"><h1>Productos</h1><ul class="grid">${items}</ul></div>`,
  );
}

export function mountStorefront(app: Hono, deps: StorefrontDeps): void {
  const { store } = deps;
  const carts = new Map<string, Cart>();

  // A creator's share link: Shopify keeps the code for the session and opens the page asked for.
  app.get('/discount/:code', (c) => {
    const code = decodeURIComponent(c.req.param('code')).trim();
    if (code) setCookie(c, DISCOUNT_COOKIE, code, { path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 14 * 86_400 });
    const target = safePath(c.req.query('redirect'));
    if (target) return c.redirect(target, 302);
    const p = firstProduct(store);
    return c.redirect(p ? `/products/${encodeURIComponent(p.handle)}` : '/', 302);
  });

  app.get('/', (c) => c.html(homePage(store, deps.baseUrl())));

  app.get('/products/:handle', (c) => {
    const p = productByHandle(store, c.req.param('handle'));
    if (!p) return c.html(layout(store, 'No encontrado', '<main><section><h1>Producto no encontrado</h1><p><a href="/">Ver todos los productos</a></p></section></main>'), 404);
    return c.html(productPage(store, deps.baseUrl(), p, getCookie(c, DISCOUNT_COOKIE) ?? null));
  });

  app.post('/cart', async (c) => {
    const form = await c.req.parseBody();
    const variantId = Number(form.variantId);
    const quantity = Number(form.quantity ?? 1);
    const v = store.variants.get(variantId);
    if (!v || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
      return c.html(layout(store, 'No disponible', '<main><section><h1>Ese artículo no está disponible</h1><p><a href="/">Ver todos los productos</a></p></section></main>'), 422);
    }
    const token = randomBytes(16).toString('hex');
    carts.set(token, { token, lines: [{ variantId, quantity }], discountCode: getCookie(c, DISCOUNT_COOKIE) ?? null, email: null, orderId: null });
    return c.redirect(`/checkouts/${token}`, 303);
  });

  const cartOf = (c: Context) => carts.get(c.req.param('token') ?? '');
  const notFound = (c: Context) =>
    c.html(layout(store, 'Enlace no válido', '<main><section><h1>Enlace no válido</h1><p>Este carrito ya no existe.</p></section></main>'), 404);

  app.get('/checkouts/:token', (c) => {
    const cart = cartOf(c);
    if (!cart) return notFound(c);
    const order = cart.orderId ? store.orders.get(cart.orderId) : undefined;
    if (order) {
      const used = order.discountCode ? (discountByCode(store, order.discountCode.code) ?? null) : null;
      return c.html(renderConfirmation(store, deps.baseUrl(), cartView(store, cart, used), order));
    }
    const code = cart.discountCode ?? '';
    const discount = code ? usableDiscount(store, code, cart.email) : null;
    return c.html(
      renderCheckout(store, deps.baseUrl(), cartView(store, cart, discount), {
        action: `/checkouts/${cart.token}`,
        askDiscountCode: true,
        values: { discountCode: code },
        errors: code && !discount ? { discountCode: INVALID_CODE } : {},
      }),
    );
  });

  app.post('/checkouts/:token', async (c) => {
    const cart = cartOf(c);
    if (!cart) return notFound(c);
    if (cart.orderId) return c.redirect(`/checkouts/${cart.token}`, 303);
    const form = await c.req.parseBody();
    const values: CheckoutValues = {};
    for (const k of ['email', 'firstName', 'lastName', 'address1', 'address2', 'city', 'provinceCode', 'zip', 'phone', 'discountCode'] as const) {
      const v = form[k];
      if (typeof v === 'string') values[k] = v;
    }
    const code = (values.discountCode ?? '').trim();
    cart.discountCode = code || null;
    const checked = validateCheckout(values);
    if (checked.email) cart.email = checked.email;
    const discount = code ? usableDiscount(store, code, checked.email) : null;
    const page = (status: 200 | 409 | 422, errors = checked.errors, notice?: string) =>
      c.html(
        renderCheckout(store, deps.baseUrl(), cartView(store, cart, discount), {
          action: `/checkouts/${cart.token}`,
          askDiscountCode: true,
          values,
          errors: { ...errors, ...(code && !discount ? { discountCode: INVALID_CODE } : {}) },
          notice,
        }),
        status,
      );
    // "Aplicar código" shows the discount in the summary without paying.
    if (form.action === 'apply') return page(code && !discount ? 422 : 200, {});
    if (!checked.address || (code && !discount)) return page(422);
    const unavailable = cart.lines.some((l) => {
      const v = store.variants.get(l.variantId);
      return !v || (v.tracked && v.inventoryPolicy === 'DENY' && v.available < l.quantity);
    });
    if (unavailable) return page(409, checked.errors, 'Uno o más artículos de tu pedido ya no están disponibles.');
    const order = placeOrder(store, { lines: cart.lines, discount, address: checked.address, email: checked.email });
    cart.orderId = order.id;
    return c.redirect(`/checkouts/${cart.token}`, 303);
  });
}
