import { MX_STATES, MX_STATE_NAMES } from './mexico';
import { imageUrl } from './images';
import { draftTotals } from './resolvers/orders';
import type { Address, DraftOrder, Order, Store } from './store';

/**
 * The invoice page a creator opens from her draft order's invoiceUrl: a plain HTML form (no script, so
 * it works anywhere) that asks for a shipping address and completes the order.
 */
export type CheckoutValues = Partial<
  Record<'email' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'phone' | 'discountCode', string>
>;
export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

/** What the page shows: an invoice's draft, or the storefront's cart (its lines carry the code's percentage). */
export type CheckoutLike = Pick<DraftOrder, 'lineItems' | 'appliedDiscount' | 'shippingLine' | 'invoiceToken' | 'email'> & {
  /** The code applied to the cart, shown beside the discount. */
  discountCode?: string | null;
};

export interface CheckoutPageOptions {
  values?: CheckoutValues;
  errors?: CheckoutErrors;
  notice?: string;
  /** Where the form posts (default the invoice's own URL). */
  action?: string;
  /** The storefront's checkout asks for a discount code. */
  askDiscountCode?: boolean;
}

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

export function esc(s: string | null | undefined): string {
  return (s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f5f3;color:#1f2937}
header{background:#fff;border-bottom:1px solid #e5e7eb;padding:16px 24px;font-weight:700;font-size:20px}
.banner{background:#fff7ed;color:#9a3412;padding:8px 24px;font-size:14px;border-bottom:1px solid #fed7aa}
main{max-width:960px;margin:0 auto;padding:24px;display:grid;gap:24px;grid-template-columns:1fr}
@media(min-width:800px){main{grid-template-columns:3fr 2fr}}
section{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px}
h1{font-size:22px;margin:0 0 16px}h2{font-size:18px;margin:0 0 12px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:16px;background:#fff}
.row{display:grid;gap:12px;grid-template-columns:1fr 1fr}
.err{color:#b91c1c;font-size:13px;margin-top:4px}.invalid{border-color:#b91c1c}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:8px;background:#111827;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.item{display:flex;gap:12px;align-items:center;margin-bottom:12px}.item img{width:64px;height:84px;object-fit:cover;border-radius:8px;border:1px solid #e5e7eb;background:#f4f1ec}
.muted{color:#6b7280;font-size:14px}.strike{text-decoration:line-through;color:#9ca3af;font-size:13px}
dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:16px 0 0}dt{color:#4b5563}dd{margin:0;text-align:right}
.total{font-weight:700;font-size:18px;border-top:1px solid #e5e7eb;padding-top:8px}
.notice{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:12px;margin-bottom:12px}
.ok{font-size:48px;line-height:1}
button.secondary{background:#fff;color:#111827;border:1px solid #111827;margin-top:8px;padding:10px}
`;

export function layout(store: Store, title: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(store.shop.name)}</title><style>${STYLE}</style></head>
<body><header>${esc(store.shop.name)}</header>
<div class="banner">Tienda de prueba: este pago es simulado y no se hará ningún cargo.</div>
${body}
</body></html>`;
}

function summary(store: Store, baseUrl: string, d: CheckoutLike): string {
  const t = draftTotals(d);
  const items = d.lineItems
    .map((li) => {
      const p = store.products.get(li.productId);
      const src = p ? imageUrl(baseUrl, p) : null;
      const img = p && src ? `<img src="${esc(src)}" alt="${esc(p.title)}">` : '';
      const original = Number(li.unitPrice) * li.quantity;
      const pct = li.appliedDiscount?.valueType === 'PERCENTAGE' ? li.appliedDiscount.value : null;
      const discounted = pct !== null ? original * (1 - pct / 100) : original;
      return `<div class="item">${img}<div><div><strong>${esc(li.title)}</strong></div>
<div class="muted">${esc(li.variantTitle)} · Cantidad: ${li.quantity}</div>
${discounted !== original ? `<div class="strike">${mxn.format(original)}</div>` : ''}<div>${mxn.format(discounted)}</div></div></div>`;
    })
    .join('');
  return `<section><h2>Resumen del pedido</h2>${items}
<dl><dt>Subtotal</dt><dd>${mxn.format(t.lineOriginal)}</dd>
<dt>Descuento${d.discountCode ? ` (${esc(d.discountCode)})` : ''}</dt><dd>−${mxn.format(t.discounts)}</dd>
<dt>Envío${d.shippingLine ? ` (${esc(d.shippingLine.title)})` : ''}</dt><dd>${mxn.format(t.shipping)}</dd>
<dt class="total">Total</dt><dd class="total">${mxn.format(t.total)} MXN</dd></dl></section>`;
}

function field(name: keyof CheckoutValues, label: string, v: CheckoutValues, e: CheckoutErrors, extra = ''): string {
  const err = e[name];
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${esc(v[name])}"${err ? ' class="invalid" aria-invalid="true"' : ''} ${extra}>${err ? `<div class="err">${esc(err)}</div>` : ''}`;
}

export function renderCheckout(store: Store, baseUrl: string, d: CheckoutLike, o: CheckoutPageOptions = {}): string {
  const v: CheckoutValues = { email: d.email ?? '', ...o.values };
  const e = o.errors ?? {};
  const options = MX_STATES.map(
    ([code, name]) => `<option value="${esc(code)}"${v.provinceCode === code ? ' selected' : ''}>${esc(name)}</option>`,
  ).join('');
  const form = `<section><h1>Finaliza tu pedido</h1>
${o.notice ? `<div class="notice" role="alert">${esc(o.notice)}</div>` : ''}
<form method="post" action="${esc(o.action ?? `/emulator/invoices/${d.invoiceToken}`)}" novalidate>
<h2>Contacto</h2>
${field('email', 'Correo electrónico', v, e, 'type="email" autocomplete="email"')}
<h2 style="margin-top:20px">Dirección de envío</h2>
<div class="row"><div>${field('firstName', 'Nombre', v, e, 'autocomplete="given-name"')}</div><div>${field('lastName', 'Apellidos', v, e, 'autocomplete="family-name"')}</div></div>
${field('address1', 'Calle y número', v, e, 'autocomplete="address-line1"')}
${field('address2', 'Colonia, departamento, interior (opcional)', v, e, 'autocomplete="address-line2"')}
<div class="row"><div>${field('zip', 'Código postal', v, e, 'inputmode="numeric" autocomplete="postal-code"')}</div><div>${field('city', 'Ciudad o municipio', v, e, 'autocomplete="address-level2"')}</div></div>
<label for="provinceCode">Estado</label><select id="provinceCode" name="provinceCode"${e.provinceCode ? ' class="invalid" aria-invalid="true"' : ''}><option value="">Selecciona tu estado</option>${options}</select>${e.provinceCode ? `<div class="err">${esc(e.provinceCode)}</div>` : ''}
${field('phone', 'Teléfono', v, e, 'type="tel" inputmode="tel" autocomplete="tel"')}
${
  o.askDiscountCode
    ? `<h2 style="margin-top:20px">Código de descuento</h2>${field('discountCode', 'Código de descuento', v, e, 'autocomplete="off" autocapitalize="characters"')}
<button type="submit" name="action" value="apply" class="secondary">Aplicar código</button>`
    : ''
}
<button type="submit" name="action" value="pay">Completar pedido</button>
</form></section>`;
  return layout(store, 'Finaliza tu pedido', `<main>${form}${summary(store, baseUrl, d)}</main>`);
}

/** Checks the form as Shopify's checkout would for a Mexican address; messages in es-MX. */
export function validateCheckout(v: CheckoutValues): { address: Address | null; email: string | null; errors: CheckoutErrors } {
  const errors: CheckoutErrors = {};
  const t = (k: keyof CheckoutValues) => (v[k] ?? '').trim();
  const email = t('email');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Escribe un correo electrónico válido.';
  if (!t('firstName')) errors.firstName = 'Escribe tu nombre.';
  if (!t('lastName')) errors.lastName = 'Escribe tus apellidos.';
  if (!t('address1')) errors.address1 = 'Escribe tu calle y número.';
  if (!t('city')) errors.city = 'Escribe tu ciudad o municipio.';
  if (!MX_STATE_NAMES[t('provinceCode')]) errors.provinceCode = 'Selecciona tu estado.';
  if (!/^\d{5}$/.test(t('zip'))) errors.zip = 'El código postal debe tener 5 dígitos.';
  const phone = t('phone').replace(/[\s()-]/g, '').replace(/^\+?52/, '');
  if (!/^\d{10}$/.test(phone)) errors.phone = 'El teléfono debe tener 10 dígitos.';
  if (Object.keys(errors).length) return { address: null, email: email || null, errors };
  return {
    address: {
      firstName: t('firstName'),
      lastName: t('lastName'),
      address1: t('address1'),
      address2: t('address2'),
      city: t('city'),
      provinceCode: t('provinceCode'),
      zip: t('zip'),
      phone: `+52${phone}`,
      countryCode: 'MX',
    },
    email: email || null,
    errors,
  };
}

export function renderConfirmation(store: Store, baseUrl: string, d: CheckoutLike, o: Order): string {
  const a = o.shippingAddress;
  const body = `<main><section><div class="ok" aria-hidden="true">✓</div>
<h1>¡Gracias por tu pedido!</h1>
<p>Tu pedido <strong>${esc(o.name)}</strong> está confirmado.</p>
<p class="muted">Lo enviaremos a:</p>
<p>${esc(`${a.firstName} ${a.lastName}`)}<br>${esc(a.address1)}${a.address2 ? `<br>${esc(a.address2)}` : ''}<br>${esc(a.zip)} ${esc(a.city)}, ${esc(MX_STATE_NAMES[a.provinceCode] ?? a.provinceCode)}<br>México</p>
<p class="muted">Te avisaremos cuando tu pedido vaya en camino.</p></section>
${summary(store, baseUrl, d)}</main>`;
  return layout(store, 'Pedido confirmado', body);
}

export function renderMessage(store: Store, title: string, message: string): string {
  return layout(store, title, `<main><section><h1>${esc(title)}</h1><p>${esc(message)}</p></section></main>`);
}
