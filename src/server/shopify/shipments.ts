import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { colaboraciones, envioEventos, envios, problemas } from '../db/schema';
import { transition } from '../domain/transition';
import { AppError } from '../app-error';
import { notifyShipment } from '../avisos/por-evento';
import { safeHttpUrl } from '../../shared/safe-url';
import type { ShopifyClient } from './client';
import { draftOrderStatusReply, orderShipmentReply, type FulfillmentNode } from './replies';
import { recordRun, type SyncTrigger } from './sync-runs';
import { refreshReemplazoDraft } from './reemplazos';

type Envio = typeof envios.$inferSelect;

export const ORDER_PLACED_NOTE = 'La tienda confirmó el pedido';

/**
 * The creator completed her order in the store: keep the order on the envío and, if the collaboration
 * still waits in empaquetado (she has not pressed 'Pedido Realizado'), move it to logistica as the store.
 * Returns whether anything changed. Safe to call twice (webhook and poll).
 */
export async function applyOrderPlaced(
  db: Db,
  where: { envioId?: string; colaboracionId?: string; draftOrderId?: string },
  order: { id: string; name: string; completedAt?: string | null; destino?: { ciudad: string | null; estado: string | null } | null },
): Promise<boolean> {
  const cond = where.envioId
    ? eq(envios.id, where.envioId)
    : where.colaboracionId
      ? eq(envios.colaboracionId, where.colaboracionId)
      : where.draftOrderId
        ? eq(envios.draftOrderId, where.draftOrderId)
        : undefined;
  if (!cond) return false;
  const [envio] = await db.select().from(envios).where(cond);
  if (!envio) return false;
  let changed = false;
  if (order.destino && (order.destino.ciudad || order.destino.estado)) {
    await db.update(envios).set({ destinoCiudad: order.destino.ciudad, destinoEstado: order.destino.estado }).where(eq(envios.id, envio.id));
  }
  if (envio.orderId !== order.id) {
    await db
      .update(envios)
      .set({ orderId: order.id, orderName: order.name, orderCompletedAt: order.completedAt ? new Date(order.completedAt) : sql`now()` })
      .where(eq(envios.id, envio.id));
    changed = true;
  }
  const [colab] = await db.select({ estado: colaboraciones.estado }).from(colaboraciones).where(eq(colaboraciones.id, envio.colaboracionId));
  if (colab?.estado === 'empaquetado') {
    try {
      await transition(db, {
        colaboracionId: envio.colaboracionId,
        name: 'pedido_realizado',
        actor: { userId: null, role: 'system' },
        note: ORDER_PLACED_NOTE,
      });
      changed = true;
    } catch (err) {
      // She pressed 'Pedido Realizado' at the same moment: already in logistica.
      if (!(err instanceof AppError && err.status === 409)) throw err;
    }
  }
  return changed;
}

function latestFulfillment(fs: FulfillmentNode[]): FulfillmentNode | undefined {
  return fs.at(-1);
}

/** Tracking, status, dates and events of the order's (latest) fulfillment onto the envío. */
export async function applyShipment(
  db: Db,
  envio: Pick<Envio, 'id' | 'fulfillmentId' | 'shipmentStatus' | 'trackingNumber' | 'deliveredAt'>,
  order: { displayFulfillmentStatus: string | null; fulfillments: FulfillmentNode[] },
): Promise<boolean> {
  const f = latestFulfillment(order.fulfillments);
  if (!f) return false;
  const tracking = f.trackingInfo[0];
  const date = (v: string | null) => (v ? new Date(v) : null);
  const status = f.displayStatus ?? order.displayFulfillmentStatus;
  let changed =
    envio.fulfillmentId !== f.id ||
    envio.shipmentStatus !== status ||
    envio.trackingNumber !== (tracking?.number ?? null) ||
    (envio.deliveredAt?.toISOString() ?? null) !== (date(f.deliveredAt)?.toISOString() ?? null);
  // The guide and her notice of it commit together (issue 17); a guide seen again tells her nothing new.
  await db.transaction(async (tx) => {
    await tx
      .update(envios)
      .set({
        fulfillmentId: f.id,
        trackingCompany: tracking?.company ?? null,
        trackingNumber: tracking?.number ?? null,
        trackingUrl: tracking?.url ?? null,
        shipmentStatus: status,
        estimatedDeliveryAt: date(f.estimatedDeliveryAt),
        inTransitAt: date(f.inTransitAt),
        deliveredAt: date(f.deliveredAt),
      })
      .where(eq(envios.id, envio.id));
    if (tracking?.number) {
      await notifyShipment(tx, envio.id, { company: tracking.company ?? null, number: tracking.number, url: safeHttpUrl(tracking.url ?? null) });
    }
  });
  for (const fulfillment of order.fulfillments) {
    if (fulfillment.events.nodes.length === 0) continue;
    const inserted = await db
      .insert(envioEventos)
      .values(
        fulfillment.events.nodes.map((e) => ({
          envioId: envio.id,
          shopifyEventId: e.id,
          status: e.status,
          message: e.message,
          happenedAt: new Date(e.happenedAt),
        })),
      )
      .onConflictDoNothing({ target: envioEventos.shopifyEventId })
      .returning({ id: envioEventos.id });
    if (inserted.length > 0) changed = true;
  }
  return changed;
}

/** Reads one envío's draft, order and shipment from the store and applies what changed. */
export async function refreshEnvio(db: Db, client: ShopifyClient, envio: Envio): Promise<boolean> {
  let changed = false;
  let orderId = envio.orderId;
  if (!orderId && envio.draftOrderId) {
    const { draftOrder } = await client.request('DraftOrderStatus', { id: envio.draftOrderId }, draftOrderStatusReply);
    if (draftOrder?.status === 'COMPLETED' && draftOrder.order) {
      changed = await applyOrderPlaced(db, { envioId: envio.id }, { ...draftOrder.order, completedAt: draftOrder.completedAt });
      orderId = draftOrder.order.id;
    }
  } else if (orderId) {
    // The order may have come by webhook while the creator's collaboration still waits in empaquetado.
    changed = await applyOrderPlaced(db, { envioId: envio.id }, { id: orderId, name: envio.orderName ?? '', completedAt: envio.orderCompletedAt?.toISOString() ?? null });
  }
  if (orderId) {
    const { order } = await client.request('OrderShipment', { id: orderId }, orderShipmentReply);
    if (order) changed = (await applyShipment(db, envio, order)) || changed;
  }
  return changed;
}

/** The scheduled poll: every envío with a draft that is not delivered yet. */
export async function pollOrders(db: Db, client: ShopifyClient, trigger: SyncTrigger = 'schedule'): Promise<{ updated: number }> {
  return recordRun(db, { kind: 'orders', trigger }, client.stats, async () => {
    const open = await db
      .select()
      .from(envios)
      .where(and(isNotNull(envios.draftOrderId), isNull(envios.deliveredAt)));
    let updated = 0;
    for (const envio of open) if (await refreshEnvio(db, client, envio)) updated++;
    // A problem's replacement whose order has not come by webhook (issue 29).
    const waiting = await db
      .select({ draftOrderId: problemas.draftOrderId })
      .from(problemas)
      .where(and(isNotNull(problemas.draftOrderId), isNull(problemas.orderId)));
    for (const r of waiting) if (r.draftOrderId && (await refreshReemplazoDraft(db, client, r.draftOrderId))) updated++;
    return { updated };
  });
}
