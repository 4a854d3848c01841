import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readSetting, SETTING_KEYS, writeSetting } from '../db/app-settings';
import type { Db } from '../db/client';
import type { ShopifyClient } from '../shopify/client';
import { aCentavos } from './dinero';
import { registrarOrden, type Orden } from './ingesta';
import { leerPrograma } from './programa';

/**
 * The reconciliation poll (issue 27 item 2): orders updated since the last poll's high-water mark, read
 * with their codes, so a webhook the app never got still makes its sale. Run by the scheduled store job.
 * The first poll looks back one day. Orders carrying none of our codes are skipped without a write.
 */
// lineItems(first: 50) with their product, variant and money per order: 3 orders a page stay under the query cost limit of 1,000.
const PAGINA = 3;
const MAX_PAGINAS = 500;
const PRIMERA_VEZ_MS = 86_400_000;

const money = z.object({ shopMoney: z.object({ amount: z.string(), currencyCode: z.string() }) });
const orderNode = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  displayFinancialStatus: z.string().nullable(),
  discountCodes: z.array(z.string()),
  tags: z.array(z.string()),
  currencyCode: z.string(),
  currentSubtotalPriceSet: money,
  currentTotalDiscountsSet: money,
  lineItems: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        quantity: z.number(),
        currentQuantity: z.number().nullish(),
        product: z.object({ id: z.string() }).nullable(),
        variant: z.object({ id: z.string() }).nullable(),
        discountedTotalSet: money,
      }),
    ),
  }),
  refunds: z.array(z.object({ id: z.string(), createdAt: z.string(), totalRefundedSet: money })),
});
const reply = z.object({
  orders: z.object({ pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }), nodes: z.array(orderNode) }),
});
type OrderNode = z.infer<typeof orderNode>;

const PAGADAS = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

export function ordenDeNodo(o: OrderNode): Orden {
  const reembolsos = o.refunds.map((r) => ({
    refundId: r.id,
    orderId: o.id,
    ocurridoAt: new Date(r.createdAt),
    importeCents: Math.abs(aCentavos(r.totalRefundedSet.shopMoney.amount)),
    moneda: r.totalRefundedSet.shopMoney.currencyCode,
  }));
  // The current subtotal already has the refunds taken off: the sale's own row is what was ordered.
  const subtotal = aCentavos(o.currentSubtotalPriceSet.shopMoney.amount) + reembolsos.reduce((s, r) => s + r.importeCents, 0);
  const pagada = PAGADAS.has((o.displayFinancialStatus ?? '').toUpperCase());
  return {
    orderId: o.id,
    nombre: o.name,
    codigos: o.discountCodes.map((c) => c.trim().toUpperCase()),
    sembrado: o.tags.some((t) => /^colaboracion:/i.test(t.trim())),
    ocurridaAt: new Date(o.createdAt),
    pagada,
    pagadaAt: pagada ? new Date(o.createdAt) : null,
    canceladaAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
    moneda: o.currencyCode,
    subtotalCents: subtotal,
    descuentoCents: Math.abs(aCentavos(o.currentTotalDiscountsSet.shopMoney.amount)),
    ciudad: null,
    productos: o.lineItems.nodes.map((li) => ({
      lineItemId: li.id,
      productoId: li.product?.id ?? null,
      varianteId: li.variant?.id ?? null,
      titulo: 'Producto',
      cantidad: li.quantity,
      importeCents: aCentavos(li.discountedTotalSet.shopMoney.amount),
    })),
    reembolsos,
  };
}

export async function pollVentas(db: Db, client: ShopifyClient, now = new Date()): Promise<{ pedidos: number; ventas: number }> {
  const programa = await leerPrograma(db);
  if (!programa.activo) return { pedidos: 0, ventas: 0 };
  const nuestros = (await db.execute(sql`SELECT 1 FROM ventas_codigos WHERE codigo IS NOT NULL LIMIT 1`)) as unknown as { rows: unknown[] };
  if (nuestros.rows.length === 0) return { pedidos: 0, ventas: 0 };
  const guardado = await readSetting(db, SETTING_KEYS.ventasPollDesde);
  const desde = typeof guardado === 'string' ? guardado : new Date(now.getTime() - PRIMERA_VEZ_MS).toISOString();
  let marca = desde;
  let after: string | null = null;
  let pedidos = 0;
  let hechas = 0;
  for (let pagina = 0; pagina < MAX_PAGINAS; pagina++) {
    const r: z.infer<typeof reply> = await client.request('OrdersUpdatedSince', { first: PAGINA, after, query: `updated_at:>='${desde}'` }, reply);
    for (const o of r.orders.nodes) {
      pedidos++;
      if (o.updatedAt > marca) marca = o.updatedAt;
      if (o.discountCodes.length === 0) continue;
      if (await registrarOrden(db, ordenDeNodo(o), now)) hechas++;
    }
    if (!r.orders.pageInfo.hasNextPage) break;
    after = r.orders.pageInfo.endCursor;
  }
  // The mark moves only after every order up to it was recorded; '>=' re-reads the last one, harmlessly.
  await writeSetting(db, SETTING_KEYS.ventasPollDesde, marca, null);
  return { pedidos, ventas: hechas };
}
