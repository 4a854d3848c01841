import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { colaboraciones, colaboradoras, ventaComisiones, ventaMovimientos, ventaProductos, ventas, ventasCodigos } from '../db/schema';
import { aCentavos, comisionDe } from './dinero';
import { revisarFuga } from './fugas';
import { avisarPrimeraVenta } from './avisos';
import { leerPrograma } from './programa';

/**
 * Sales attribution's ingest (issue 27 item 2, decision 063): the store's order, refund and discount
 * webhooks, and the reconciliation poll, all end here. Every write is idempotent by the store's ids:
 *
 *  - ONE sale per store order (ventas.order_id unique), whatever topic, instance or replay brings it;
 *  - the ledger (venta_movimientos) is append only and unique per source: the sale's revenue row (source:
 *    the order), each refund (source: the refund), the cancellation (source: the order), and adjustments
 *    that keep a cancelled order at zero when a refund or the payment arrives after its cancellation;
 *  - a refund that arrives before its order is kept under the order id and counts once the sale exists;
 *  - her commission is one row per ledger row (unique), accrued whenever both exist.
 *
 * One order's writes hold a transaction-level advisory lock on its id, so a cancellation never reads a
 * net that a concurrent refund is changing.
 */

export const ORDER_TOPICS = ['ORDERS_CREATE', 'ORDERS_PAID', 'ORDERS_CANCELLED'] as const;
export type OrderTopic = (typeof ORDER_TOPICS)[number];

const idField = z.union([z.number(), z.string()]);
const money = z.union([z.string(), z.number()]).nullish();
const gid = (type: string, id: number | string) => (String(id).startsWith('gid://') ? String(id) : `gid://shopify/${type}/${id}`);
const tagsField = z.union([z.string(), z.array(z.string())]).nullish();
const tagList = (t: z.infer<typeof tagsField>) => (Array.isArray(t) ? t : (t ?? '').split(',')).map((s) => s.trim()).filter(Boolean);

const orderPayload = z.object({
  id: idField,
  admin_graphql_api_id: z.string().optional(),
  name: z.string().nullish(),
  created_at: z.string().nullish(),
  processed_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  financial_status: z.string().nullish(),
  currency: z.string().regex(/^[A-Z]{3}$/).nullish(),
  subtotal_price: money,
  current_subtotal_price: money,
  total_discounts: money,
  current_total_discounts: money,
  discount_codes: z.array(z.object({ code: z.string(), amount: money, type: z.string().nullish() })).nullish(),
  tags: tagsField,
  line_items: z
    .array(
      z.object({
        id: idField,
        product_id: idField.nullish(),
        variant_id: idField.nullish(),
        title: z.string().nullish(),
        quantity: z.number().int(),
        price: money,
        total_discount: money,
        discount_allocations: z.array(z.object({ amount: money })).nullish(),
      }),
    )
    .nullish(),
  // City only: nothing else about the customer is read, let alone stored.
  shipping_address: z.object({ city: z.string().nullish() }).nullish(),
});
export type OrderPayload = z.infer<typeof orderPayload>;

const refundPayload = z.object({
  id: idField,
  admin_graphql_api_id: z.string().optional(),
  order_id: idField,
  created_at: z.string().nullish(),
  refund_line_items: z.array(z.object({ line_item_id: idField.nullish(), quantity: z.number().nullish(), subtotal: money })).nullish(),
  transactions: z.array(z.object({ amount: money, kind: z.string().nullish(), status: z.string().nullish(), currency: z.string().nullish() })).nullish(),
});

const PAGADAS = new Set(['paid', 'partially_refunded', 'refunded']);

/** The order as the ledger needs it, from a webhook or from the poll. */
export interface Orden {
  orderId: string;
  nombre: string;
  codigos: string[];
  /** A seeding order (tag colaboracion:<id>): never a sale. */
  sembrado: boolean;
  ocurridaAt: Date;
  pagada: boolean;
  pagadaAt: Date | null;
  canceladaAt: Date | null;
  moneda: string;
  subtotalCents: number;
  descuentoCents: number;
  ciudad: string | null;
  productos: { lineItemId: string; productoId: string | null; varianteId: string | null; titulo: string; cantidad: number; importeCents: number }[];
  /** Refunds the poll saw (webhooks bring theirs one by one). */
  reembolsos: Reembolso[];
}

export interface Reembolso {
  refundId: string;
  orderId: string;
  ocurridoAt: Date;
  /** Positive: what was given back of the subtotal. */
  importeCents: number;
  moneda: string | null;
}

const fecha = (s: string | null | undefined, otra?: string | null): Date => {
  const d = new Date(s ?? otra ?? Date.now());
  return Number.isNaN(d.getTime()) ? new Date() : d;
};

export function ordenDeWebhook(topic: OrderTopic, raw: unknown): Orden {
  const o = orderPayload.parse(raw);
  const tags = tagList(o.tags);
  const status = (o.financial_status ?? '').toLowerCase();
  const pagada = topic === 'ORDERS_PAID' || PAGADAS.has(status);
  const productos = (o.line_items ?? []).map((li) => {
    const bruto = aCentavos(li.price) * li.quantity;
    // Shopify allocates an order-level code to lines (discount_allocations); total_discount is the older field.
    const asignado = li.discount_allocations?.length ? li.discount_allocations.reduce((s, a) => s + aCentavos(a.amount), 0) : aCentavos(li.total_discount);
    return {
      lineItemId: gid('LineItem', li.id),
      productoId: li.product_id == null ? null : gid('Product', li.product_id),
      varianteId: li.variant_id == null ? null : gid('ProductVariant', li.variant_id),
      titulo: (li.title ?? '').slice(0, 200) || 'Producto',
      cantidad: li.quantity,
      importeCents: bruto - asignado,
    };
  });
  return {
    orderId: o.admin_graphql_api_id ?? gid('Order', o.id),
    nombre: o.name ?? `#${String(o.id)}`,
    codigos: (o.discount_codes ?? []).map((d) => d.code.trim().toUpperCase()).filter(Boolean),
    sembrado: tags.some((t) => /^colaboracion:/i.test(t)),
    ocurridaAt: fecha(o.processed_at, o.created_at),
    pagada,
    pagadaAt: pagada ? fecha(topic === 'ORDERS_PAID' ? o.updated_at : o.processed_at, o.created_at) : null,
    canceladaAt: topic === 'ORDERS_CANCELLED' || o.cancelled_at ? fecha(o.cancelled_at, o.updated_at) : null,
    moneda: o.currency ?? 'MXN',
    subtotalCents: aCentavos(o.subtotal_price ?? o.current_subtotal_price),
    descuentoCents: Math.abs(aCentavos(o.total_discounts ?? o.current_total_discounts)),
    ciudad: o.shipping_address?.city?.trim().slice(0, 100) || null,
    productos,
    reembolsos: [],
  };
}

export function reembolsoDeWebhook(raw: unknown): Reembolso {
  const r = refundPayload.parse(raw);
  const lineas = r.refund_line_items ?? [];
  // The subtotal of the refunded lines (no shipping, no taxes: the same basis as the sale). A refund of
  // money alone (no lines: an appeasement) counts its successful refund transactions.
  const importe = lineas.length
    ? lineas.reduce((s, l) => s + aCentavos(l.subtotal), 0)
    : (r.transactions ?? []).filter((t) => (t.kind ?? 'refund') === 'refund' && (t.status ?? 'success') === 'success').reduce((s, t) => s + aCentavos(t.amount), 0);
  const moneda = r.transactions?.find((t) => t.currency)?.currency ?? null;
  return {
    refundId: r.admin_graphql_api_id ?? gid('Refund', r.id),
    orderId: gid('Order', r.order_id),
    ocurridoAt: fecha(r.created_at),
    importeCents: Math.abs(importe),
    moneda: moneda && /^[A-Z]{3}$/.test(moneda) ? moneda : null,
  };
}

/**
 * How many order or refund transactions this process runs at once (decision 080). The job queue runs ten
 * jobs at a time on the pool's ten connections; a burst of order webhooks would hold them all, each for a
 * transaction of a dozen statements, and the staff's and creators' requests would wait for a connection.
 * Past this many, an ingest waits here without a connection; the rest of the pool stays for requests.
 * One (decision 092, was three): on two cores three ingests and their backends took both cores from the
 * creators' requests (their p99 during a burst 2.4–2.5× idle); one drains 10,000 orders in ~3.5 minutes.
 */
export const INGESTAS_A_LA_VEZ = 1;
let enCurso = 0;
const esperando: (() => void)[] = [];

/** How many ingests wait for a slot right now (the cap's test observes it: tests/faults/ventas-bloqueos.test.ts). */
export const ingestasEsperando = (): number => esperando.length;

async function aLaVez<T>(fn: () => Promise<T>): Promise<T> {
  if (enCurso >= INGESTAS_A_LA_VEZ) await new Promise<void>((r) => esperando.push(r));
  else enCurso++;
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next waiter (enCurso unchanged), or frees.
    const siguiente = esperando.shift();
    if (siguiente) siguiente();
    else enCurso--;
  }
}

async function bloquearOrden(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`venta:${orderId}`}, 0))`);
}

type VentaRow = typeof ventas.$inferSelect;

/** The code row the order carries, if any is ours (any state: an order placed while it was active counts). */
async function codigoDe(tx: Tx, codigos: string[]) {
  if (codigos.length === 0) return null;
  const [row] = await tx.select().from(ventasCodigos).where(inArray(ventasCodigos.codigo, codigos)).limit(1);
  return row ?? null;
}

/** Records an order (webhook or poll). Returns the sale's id, or null when it is not an attributed sale. */
export async function registrarOrden(db: Db, orden: Orden, now = new Date()): Promise<string | null> {
  if (orden.sembrado) return null;
  const resultado = await aLaVez(() => db.transaction(async (tx) => {
    await bloquearOrden(tx, orden.orderId);
    let [venta] = await tx.select().from(ventas).where(eq(ventas.orderId, orden.orderId));
    let lineas: (typeof ventaProductos.$inferInsert)[] = [];
    if (!venta) {
      const codigo = await codigoDe(tx, orden.codigos);
      if (!codigo) return null;
      const programa = await leerPrograma(tx);
      const [creada] = await tx
        .insert(ventas)
        .values({
          orderId: orden.orderId,
          orderName: orden.nombre.slice(0, 100),
          codigoId: codigo.id,
          codigo: codigo.codigo!,
          colaboradoraId: codigo.colaboradoraId,
          colaboradoraNombre: codigo.colaboradoraNombre,
          ocurridaAt: orden.ocurridaAt,
          // Paid on arrival (orders/paid, the poll): paid at insert, not by an UPDATE after it (decision 080:
          // one row version and one pass of the figures' triggers fewer per order).
          pagadaAt: orden.pagada ? (orden.pagadaAt ?? now) : null,
          moneda: orden.moneda,
          subtotalCents: orden.subtotalCents,
          descuentoCents: orden.descuentoCents,
          ciudad: orden.ciudad,
          comisionBp: programa.comisionBp,
          diasRetencion: programa.diasRetencion,
        })
        .onConflictDoNothing({ target: ventas.orderId })
        .returning();
      venta = creada ?? (await tx.select().from(ventas).where(eq(ventas.orderId, orden.orderId)))[0]!;
      if (creada && orden.productos.length) {
        const sembrados = codigo.colaboradoraId ? await productosSembrados(tx, codigo.colaboradoraId) : new Set<string>();
        lineas = orden.productos.map((p) => ({ ventaId: venta!.id, ...p, sembrado: p.productoId !== null && sembrados.has(p.productoId) }));
      }
    }
    let nuevaVenta = false;
    if (orden.pagada) {
      if (!venta.pagadaAt) {
        [venta] = await tx.update(ventas).set({ pagadaAt: orden.pagadaAt ?? now }).where(eq(ventas.id, venta.id)).returning();
      }
      // The poll sees an order's refunds already taken off its current subtotal: its revenue row is the
      // original subtotal, and each refund it saw a row of its own (the same ids the webhooks would bring).
      const inserted = await tx
        .insert(ventaMovimientos)
        .values({ orderId: orden.orderId, tipo: 'venta', fuenteId: orden.orderId, importeCents: venta!.subtotalCents, moneda: venta!.moneda, ocurridoAt: venta!.pagadaAt ?? now })
        .onConflictDoNothing()
        .returning({ id: ventaMovimientos.id });
      nuevaVenta = inserted.length > 0;
    }
    for (const r of orden.reembolsos) await insertarReembolso(tx, r, venta!.moneda);
    if (orden.canceladaAt && !venta!.canceladaAt) {
      // One lock order for every writer (decision 083): a code's figure rows, then a product's. A new sale
      // takes its code's rows (the sale and its ledger) before its product rows (the lines, last); so does
      // a cancellation now: its ledger row (the code's rows) before marking the sale cancelled, whose
      // trigger takes the product's rows. The other way round, the two could deadlock.
      await asentar(tx, { ...venta!, canceladaAt: orden.canceladaAt }, now);
      [venta] = await tx.update(ventas).set({ canceladaAt: orden.canceladaAt }).where(eq(ventas.id, venta!.id)).returning();
    } else {
      await asentar(tx, venta!, now);
    }
    // The lines last (decision 080): their trigger takes the product's monthly and daily figure rows, which
    // every order of that product needs (a few dozen products share all orders), and holds them until
    // the commit: here that is one statement, not the rest of the transaction.
    if (lineas.length) await tx.insert(ventaProductos).values(lineas).onConflictDoNothing();
    return { venta: venta!, nuevaVenta };
  }));
  if (!resultado) return null;
  if (resultado.nuevaVenta) await despuesDeVenta(db, resultado.venta);
  return resultado.venta.id;
}

async function despuesDeVenta(db: Db, venta: VentaRow): Promise<void> {
  if (venta.colaboradoraId) await avisarPrimeraVenta(db, venta.colaboradoraId, venta.id);
  await revisarFuga(db, venta.codigoId);
}

async function productosSembrados(tx: Tx, colaboradoraId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ p: colaboraciones.shopifyProductId })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.colaboradoraId, colaboradoraId), isNotNull(colaboraciones.shopifyProductId)));
  return new Set(rows.map((r) => r.p!));
}

async function insertarReembolso(tx: Tx, r: Reembolso, moneda: string | null): Promise<void> {
  await tx
    .insert(ventaMovimientos)
    .values({ orderId: r.orderId, tipo: 'reembolso', fuenteId: r.refundId, importeCents: -r.importeCents, moneda: moneda ?? r.moneda ?? 'MXN', ocurridoAt: r.ocurridoAt })
    .onConflictDoNothing();
}

/** A refund: kept under its order whether or not the sale is known yet (it may arrive first). */
export async function registrarReembolso(db: Db, r: Reembolso, now = new Date()): Promise<void> {
  await aLaVez(() => db.transaction(async (tx) => {
    await bloquearOrden(tx, r.orderId);
    const [venta] = await tx.select().from(ventas).where(eq(ventas.orderId, r.orderId));
    // Kept even when no sale of ours is known yet: the order's own webhook may still be on its way. A
    // refund of an order no code of ours touched is never read (figures join the ledger to sales).
    await insertarReembolso(tx, r, venta?.moneda ?? null);
    if (venta) await asentar(tx, venta, now);
  }));
}

/**
 * Brings a sale's ledger and commissions up to date: a cancelled order nets to zero (its cancellation row,
 * then an adjustment for each row that arrives after it), and every ledger row of a paid sale has its
 * commission row.
 */
async function asentar(tx: Tx, venta: VentaRow, now: Date): Promise<void> {
  // The ledger with each row's commission, read once: devengar reuses it unless a row is added here.
  let filas = await movimientosDe(tx, venta.orderId);
  const pagada = filas.some((f) => f.tipo === 'venta');
  let anadidas = false;
  if (venta.canceladaAt) {
    const cancelacion = filas.find((f) => f.tipo === 'cancelacion');
    if (!cancelacion) {
      const neto = filas.reduce((s, f) => s + f.importeCents, 0);
      if (pagada || neto !== 0) {
        await tx
          .insert(ventaMovimientos)
          .values({ orderId: venta.orderId, tipo: 'cancelacion', fuenteId: venta.orderId, importeCents: -neto, moneda: venta.moneda, ocurridoAt: venta.canceladaAt })
          .onConflictDoNothing();
        anadidas = true;
      }
    } else {
      const ajustados = new Set(filas.filter((f) => f.tipo === 'ajuste').map((f) => f.fuenteId));
      for (const f of filas) {
        if (f.tipo === 'cancelacion' || f.tipo === 'ajuste' || f.createdAt <= cancelacion.createdAt) continue;
        const fuente = `${f.tipo}:${f.fuenteId}`;
        if (ajustados.has(fuente) || f.importeCents === 0) continue;
        await tx
          .insert(ventaMovimientos)
          .values({ orderId: venta.orderId, tipo: 'ajuste', fuenteId: fuente, importeCents: -f.importeCents, moneda: venta.moneda, ocurridoAt: now })
          .onConflictDoNothing();
        anadidas = true;
      }
    }
  }
  if (!pagada || venta.comisionBp === 0) return;
  if (anadidas) filas = await movimientosDe(tx, venta.orderId);
  await devengar(tx, venta, filas);
}

type Movimiento = Awaited<ReturnType<typeof movimientosDe>>[number];

/** An order's ledger rows in the order they were written, each with its commission row's id (if any). */
function movimientosDe(tx: Tx, orderId: string) {
  return tx
    .select({
      id: ventaMovimientos.id,
      tipo: ventaMovimientos.tipo,
      fuenteId: ventaMovimientos.fuenteId,
      importeCents: ventaMovimientos.importeCents,
      ocurridoAt: ventaMovimientos.ocurridoAt,
      createdAt: ventaMovimientos.createdAt,
      comision: ventaComisiones.id,
    })
    .from(ventaMovimientos)
    .leftJoin(ventaComisiones, eq(ventaComisiones.movimientoId, ventaMovimientos.id))
    .where(eq(ventaMovimientos.orderId, orderId))
    .orderBy(ventaMovimientos.createdAt);
}

/** One commission row per ledger row of the sale, none twice. */
async function devengar(tx: Tx, venta: VentaRow, filas: Movimiento[]): Promise<void> {
  const pagadaAt = venta.pagadaAt ?? venta.ocurridaAt;
  const retencionHasta = new Date(pagadaAt.getTime() + venta.diasRetencion * 86_400_000);
  const nuevas = filas
    .filter((f) => !f.comision)
    .map((f) => ({
      movimientoId: f.id,
      ventaId: venta.id,
      colaboradoraId: venta.colaboradoraId,
      importeCents: comisionDe(f.importeCents, venta.comisionBp),
      moneda: venta.moneda,
      // A refund after the hold is payable (negative) at once; during it, it waits with the sale.
      disponibleAt: f.tipo === 'venta' || f.ocurridoAt < retencionHasta ? retencionHasta : f.ocurridoAt,
    }));
  if (nuevas.length) await tx.insert(ventaComisiones).values(nuevas).onConflictDoNothing();
}

/** Deleting a creator leaves her sales and their money (colaboradora_id goes NULL; her name stays). */
export async function nombreDe(db: Db, colaboradoraId: string): Promise<string> {
  const [c] = await db.select({ nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId));
  return c ? [c.nombre, c.apellidos].filter(Boolean).join(' ') : 'Colaboradora';
}
