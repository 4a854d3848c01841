import { BULK_FAULT_OUTCOMES, type BulkManager } from './bulk';
import type { EmulatorStats } from './emulator';
import { gid } from './ids';
import { fromCents } from './money';
import { currentSubtotalCents, discountStatus, financialStatus } from './sales';
import { FULFILLMENT_EVENT_STATUSES, type Store } from './store';
import type { WebhookDelivery } from './webhooks';

/**
 * /emulator: a plain-HTML panel for the demo, standing in for the Shopify admin. Staff (or a presenter)
 * can complete a draft, ship an order with tracking, move a shipment along, change stock and force
 * failures, all with no-script forms posting to the control endpoints.
 */
function esc(s: string | number | null | undefined): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f7;color:#202223}
header{background:#1a1a1a;color:#fff;padding:12px 24px;font-weight:600}main{padding:16px 24px;display:grid;gap:16px;max-width:1200px}
section{background:#fff;border:1px solid #e1e3e5;border-radius:10px;padding:16px}h2{margin:0 0 10px;font-size:17px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-bottom:1px solid #eee;padding:6px 8px;text-align:left;vertical-align:top}
form{display:inline-flex;gap:6px;flex-wrap:wrap;align-items:center;margin:2px 0}input,select{padding:4px 6px;font-size:13px}
button{padding:4px 10px;border:1px solid #8c9196;border-radius:6px;background:#fff;cursor:pointer}code{font-size:12px}
.muted{color:#6d7175;font-size:13px}`;

export function renderPanel(
  store: Store,
  baseUrl: string,
  stats: EmulatorStats,
  throttle: { currentlyAvailable: number; maximumAvailable: number; restoreRate: number },
  deliveries: readonly WebhookDelivery[],
  extra: { plan: string; bulk: BulkManager; scopes: readonly string[] },
): string {
  const drafts = [...store.draftOrders.values()].reverse();
  // The newest 50: a bench may hold 200,000 orders.
  const orders = [...store.orders.values()].slice(-50).reverse();
  const eventOptions = FULFILLMENT_EVENT_STATUSES.map((s) => `<option${s === 'IN_TRANSIT' ? ' selected' : ''}>${s}</option>`).join('');
  const draftRows = drafts
    .map((d) => {
      const complete =
        d.status === 'COMPLETED'
          ? ''
          : `<form method="post" action="/emulator/draft-orders/${d.id}/complete"><button>Completar</button></form>`;
      return `<tr><td>${esc(d.name)}</td><td>${esc(d.status)}</td><td>${esc(d.tags.join(', '))}</td><td>${esc(d.email)}</td>
<td><a href="${esc(`${baseUrl}/emulator/invoices/${d.invoiceToken}`)}">Enlace de pago</a> ${complete}</td></tr>`;
    })
    .join('');
  const orderRows = orders
    .map((o) => {
      const fulfillments = o.fulfillmentIds
        .map((id) => store.fulfillments.get(id))
        .filter((f) => f !== undefined)
        .map(
          (f) => `<div>${esc(f.tracking[0]?.company)} ${esc(f.tracking[0]?.number)} · ${esc(store.latestEvent(f)?.status ?? 'FULFILLED')}
<form method="post" action="/emulator/fulfillments/${f.id}/events"><select name="status">${eventOptions}</select><button>Agregar evento</button></form></div>`,
        )
        .join('');
      const money = `${fromCents(currentSubtotalCents(o))} ${esc(o.currencyCode)}${o.discountCode ? ` · código ${esc(o.discountCode.code)}` : ''}`;
      const state = `${esc(financialStatus(o))}${o.cancelledAt ? ' · CANCELADO' : ''}`;
      const actions = `<form method="post" action="/emulator/orders/${o.id}/refund"><input name="amount" placeholder="monto (vacío: todo)" style="width:9em" aria-label="Monto a reembolsar"><button>Reembolsar</button></form>
${o.cancelledAt ? '' : `<form method="post" action="/emulator/orders/${o.id}/cancel"><button>Cancelar</button></form>`}`;
      return `<tr><td>${esc(o.name)}<div class="muted">${money}<br>${state}</div>${actions}</td><td>${esc(o.tags.join(', '))}</td><td>${fulfillments}
<form method="post" action="/emulator/orders/${o.id}/fulfillments"><input name="company" value="Estafeta" aria-label="Paquetería">
<input name="number" placeholder="Número de guía" required aria-label="Número de guía"><input name="url" placeholder="URL de rastreo" aria-label="URL de rastreo"><button>Enviar</button></form></td></tr>`;
    })
    .join('');
  const variantRows = [...store.products.values()]
    .slice(0, 40)
    .flatMap((p) =>
      p.variantIds.map((id) => {
        const v = store.variants.get(id);
        if (!v) return '';
        return `<tr><td>${esc(p.title)}</td><td>${esc(v.title)}</td><td><code>${esc(gid('ProductVariant', v.id))}</code></td>
<td><form method="post" action="/emulator/variants/${v.id}/inventory"><input name="available" type="number" value="${v.available}" style="width:5em" aria-label="Existencias"><button>Guardar</button></form>
<form method="post" action="/emulator/variants/${v.id}/delete"><button>Eliminar</button></form></td></tr>`;
      }),
    )
    .join('');
  const productRows = [...store.products.values()]
    .slice(0, 40)
    .map(
      (p) => `<tr><td><code>${esc(gid('Product', p.id))}</code></td><td>${p.variantIds.length}</td><td>${esc(p.updatedAt)}</td>
<td><form method="post" action="/emulator/products/${p.id}"><input name="title" value="${esc(p.title)}" aria-label="Título"><button>Renombrar</button></form>
<form method="post" action="/emulator/products/${p.id}"><input name="image" value="${esc(p.image?.color ?? '')}" placeholder="sin imagen" style="width:7em" aria-label="Color de la imagen"><button>Cambiar imagen</button></form>
<form method="post" action="/emulator/products/${p.id}/delete"><button>Eliminar</button></form></td></tr>`,
    )
    .join('');
  const discountRows = [...store.discounts.values()]
    .slice(-50)
    .reverse()
    .map(
      (d) => `<tr><td><code>${esc(d.code)}</code></td><td>${esc(d.title)}</td><td>${Math.round(d.percentage * 10000) / 100} %</td><td>${esc(discountStatus(store, d))}</td><td>${d.usageCount}</td>
<td><form method="post" action="/emulator/discounts/${d.id}"><input type="hidden" name="status" value="${discountStatus(store, d) === 'ACTIVE' ? 'EXPIRED' : 'ACTIVE'}"><button>${discountStatus(store, d) === 'ACTIVE' ? 'Desactivar' : 'Activar'}</button></form>
<form method="post" action="/emulator/discounts/${d.id}"><input name="code" value="${esc(d.code)}" style="width:8em" aria-label="Código"><button>Cambiar código</button></form>
<form method="post" action="/emulator/discounts/${d.id}/delete"><button>Eliminar</button></form></td></tr>`,
    )
    .join('');
  const { bulk } = extra;
  const bulkRows = [...bulk.operations.values()]
    .reverse()
    .slice(0, 10)
    .map(
      (o) => `<tr><td><code>${esc(gid('BulkOperation', o.id))}</code></td><td>${esc(bulk.status(o))}${o.errorCode ? ` · ${esc(o.errorCode)}` : ''}</td>
<td>${o.objectCount} (${o.rootObjectCount} raíz)</td><td>${esc(o.createdAt)}</td>
<td><form method="post" action="/emulator/bulk/${o.id}/expire"><button>Caducar URL</button></form></td></tr>`,
    )
    .join('');
  const planOptions = ['standard', 'advanced', 'plus'].map((p) => `<option${p === extra.plan ? ' selected' : ''}>${p}</option>`).join('');
  const bulkFaultOptions = BULK_FAULT_OUTCOMES.map((o) => `<option>${o}</option>`).join('');
  const hooks = deliveries
    .slice(-15)
    .reverse()
    .map((d) => `<tr><td>${esc(d.topic)}</td><td>${esc(d.uri)}</td><td>${esc(d.lost ? 'perdido a propósito' : (d.status ?? d.error ?? 'pendiente'))}</td><td>${d.forged ? 'falsificado' : ''}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Emulador de Shopify · ${esc(store.shop.name)}</title><style>${STYLE}</style></head><body>
<header>Emulador de Shopify · ${esc(store.shop.name)} (${esc(store.shop.myshopifyDomain)})</header><main>
<section><h2>API</h2><p class="muted">${stats.graphqlRequests} llamadas GraphQL · ${stats.actualCost} puntos · ${stats.throttled} limitadas ·
cubeta ${throttle.currentlyAvailable}/${throttle.maximumAvailable} (+${throttle.restoreRate}/s)</p>
<form method="post" action="/emulator/faults"><select name="kind"><option>THROTTLED</option><option>HTTP_429</option><option>HTTP_5XX</option></select>
<input name="count" type="number" value="1" min="1" style="width:4em" aria-label="Veces"><button>Forzar fallas</button></form>
<form method="post" action="/emulator/webhooks/resend-last"><button>Reenviar último webhook</button></form>
<form method="post" action="/emulator/webhooks/lose"><input name="count" type="number" value="1" min="1" style="width:4em" aria-label="Webhooks a perder"><button>Perder webhooks</button></form>
<form method="post" action="/emulator/plan"><select name="plan" aria-label="Plan">${planOptions}</select><button>Cambiar plan</button></form>
<p class="muted">Moneda ${esc(store.shop.currencyCode)} · plan ${esc(extra.plan)}</p></section>
<section><h2>Operaciones masivas</h2><p class="muted">${bulk.settings.objectsPerSecond} objetos/s · hasta ${bulk.settings.concurrency} a la vez · fallas pendientes: ${esc(bulk.pendingFaults().join(', ') || 'ninguna')}</p>
<form method="post" action="/emulator/bulk/faults"><select name="outcome" aria-label="Resultado">${bulkFaultOptions}</select><button>Forzar resultado</button></form>
<table><tr><th>ID</th><th>Estado</th><th>Objetos</th><th>Creada</th><th></th></tr>${bulkRows || '<tr><td colspan="5" class="muted">Ninguna</td></tr>'}</table></section>
<section><h2>Tienda</h2><p class="muted"><a href="${esc(baseUrl)}/">Escaparate</a> · permisos del token: ${esc(extra.scopes.join(', ') || 'ninguno')}</p>
<form method="post" action="/emulator/scopes"><input name="scopes" value="${esc(extra.scopes.join(','))}" style="width:40em" aria-label="Permisos"><button>Cambiar permisos</button></form>
<form method="post" action="/emulator/orders/random"><input name="count" type="number" value="20" min="1" style="width:5em" aria-label="Pedidos"><input name="codes" placeholder="códigos (coma)" aria-label="Códigos"><input name="days" type="number" value="30" min="1" style="width:4em" aria-label="Días"><button>Pedidos al azar</button></form></section>
<section><h2>Códigos de descuento</h2>
<form method="post" action="/emulator/discounts"><input name="code" placeholder="CÓDIGO" required aria-label="Código"><input name="percentage" value="0.15" style="width:4em" aria-label="Porcentaje (0 a 1)"><button>Crear</button></form>
<table><tr><th>Código</th><th>Título</th><th>Descuento</th><th>Estado</th><th>Usos</th><th></th></tr>${discountRows || '<tr><td colspan="6" class="muted">Sin códigos</td></tr>'}</table></section>
<section><h2>Borradores de pedido</h2><table><tr><th>Nombre</th><th>Estado</th><th>Etiquetas</th><th>Correo</th><th></th></tr>${draftRows || '<tr><td colspan="5" class="muted">Sin borradores</td></tr>'}</table></section>
<section><h2>Pedidos</h2><table><tr><th>Pedido</th><th>Etiquetas</th><th>Envíos</th></tr>${orderRows || '<tr><td colspan="3" class="muted">Sin pedidos</td></tr>'}</table></section>
<section><h2>Webhooks recientes</h2><table><tr><th>Tema</th><th>Destino</th><th>Respuesta</th><th></th></tr>${hooks || '<tr><td colspan="4" class="muted">Ninguno</td></tr>'}</table></section>
<section><h2>Productos</h2><table><tr><th>ID</th><th>Variantes</th><th>Actualizado</th><th></th></tr>${productRows}</table></section>
<section><h2>Inventario</h2><table><tr><th>Producto</th><th>Variante</th><th>ID</th><th>Existencias</th></tr>${variantRows}</table></section>
</main></body></html>`;
}
