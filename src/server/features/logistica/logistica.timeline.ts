import {
  PASOS_ENVIO,
  progresoDe,
  type EventoEnvio,
  type PasoEnvio,
  type PasoTimeline,
} from '../../../shared/schemas/logistica';

/**
 * From what the store reported to the spec's five shipment steps (docs/decisions/013-logistica-timeline.md).
 *
 * Shopify gives an order's fulfillment a display status and a list of carrier events; shipments.ts
 * keeps them on `envios` (tracking, shipment_status, in_transit_at, estimated_delivery_at,
 * delivered_at) and `envio_eventos` (status, message, happened_at, city/province when reported).
 *
 * | Shopify (fulfillment display status or event status)              | step        |
 * | ----------------------------------------------------------------- | ----------- |
 * | no fulfillment yet: draft order, order placed; LABEL_PURCHASED,   | Procesado   |
 * |   LABEL_PRINTED, CONFIRMED, SUBMITTED                              |             |
 * | a fulfillment exists (tracking given): FULFILLED,                  | En camino   |
 * |   MARKED_AS_FULFILLED, CARRIER_PICKED_UP                           |             |
 * | IN_TRANSIT, DELAYED; or in_transit_at set                          | En tránsito |
 * | OUT_FOR_DELIVERY, ATTEMPTED_DELIVERY, READY_FOR_PICKUP             | En reparto  |
 * | DELIVERED, PICKED_UP; or delivered_at set                          | Entregado   |
 *
 * The step is the furthest any signal reaches (events can arrive out of order). FAILURE,
 * NOT_DELIVERED, CANCELED and LABEL_VOIDED move nothing: when the latest event or status is one of
 * those (or DELAYED / ATTEMPTED_DELIVERY), the card carries it as an alert instead.
 *
 * A collaboration in produccion has the item in hand whatever the carrier last said (she pressed
 * 'Recibido', or an admin moved it there): that is Entregado too, dated by that history row and noted
 * as such, never as a carrier event.
 */
const STEP_OF_STATUS: Record<string, PasoEnvio> = {
  LABEL_PURCHASED: 'procesado',
  LABEL_PRINTED: 'procesado',
  CONFIRMED: 'procesado',
  SUBMITTED: 'procesado',
  FULFILLED: 'en_camino',
  MARKED_AS_FULFILLED: 'en_camino',
  CARRIER_PICKED_UP: 'en_camino',
  IN_TRANSIT: 'en_transito',
  DELAYED: 'en_transito',
  OUT_FOR_DELIVERY: 'en_reparto',
  ATTEMPTED_DELIVERY: 'en_reparto',
  READY_FOR_PICKUP: 'en_reparto',
  DELIVERED: 'entregado',
  PICKED_UP: 'entregado',
};

const ALERT_OF_STATUS: Record<string, string> = {
  DELAYED: 'Envío retrasado',
  ATTEMPTED_DELIVERY: 'Intento de entrega sin éxito',
  FAILURE: 'Falla en la entrega',
  NOT_DELIVERED: 'No entregado',
  CANCELED: 'Envío cancelado',
  LABEL_VOIDED: 'Guía cancelada',
};

const DESCRIPTION_OF_STATUS: Record<string, string> = {
  LABEL_PURCHASED: 'Guía generada',
  LABEL_PRINTED: 'Guía impresa',
  CONFIRMED: 'Confirmado por la paquetería',
  SUBMITTED: 'Enviado a la paquetería',
  CARRIER_PICKED_UP: 'Recolectado por la paquetería',
  IN_TRANSIT: 'En tránsito',
  DELAYED: 'Retrasado',
  OUT_FOR_DELIVERY: 'En reparto',
  ATTEMPTED_DELIVERY: 'Intento de entrega',
  READY_FOR_PICKUP: 'Listo para recoger',
  DELIVERED: 'Entregado',
  PICKED_UP: 'Recogido',
  FAILURE: 'Falla en la entrega',
  NOT_DELIVERED: 'No entregado',
  CANCELED: 'Cancelado',
  LABEL_VOIDED: 'Guía cancelada',
};

export const RECIBIDO_NOTE = 'Recibido según la colaboradora';
/** In produccion without her own 'Recibido' in the history (an admin moved it there). */
export const PRODUCCION_NOTE = 'En Producción, sin confirmación de la colaboradora';

const norm = (status: string | null | undefined) => (status ?? '').trim().toUpperCase();

export function stepOfStatus(status: string | null | undefined): PasoEnvio | null {
  return STEP_OF_STATUS[norm(status)] ?? null;
}

export function describeStatus(status: string): string {
  return DESCRIPTION_OF_STATUS[norm(status)] ?? status;
}

export interface ShipmentFacts {
  /**
   * She pressed 'Pedido Realizado' (logistica) but the store has not reported her order and nothing
   * shipped: no step is reached yet, not even Procesado (issue 16: a ticked step claimed an order that
   * did not exist).
   */
  pedidoPendiente?: boolean;
  /** The envío row's creation: staff pressed Empaquetado (draft order). */
  envioCreatedAt: Date | null;
  /** When the collaboration last entered empaquetado (the history), for rows without an envío. */
  empaquetadoAt: Date | null;
  fulfillmentId: string | null;
  trackingNumber: string | null;
  shipmentStatus: string | null;
  inTransitAt: Date | null;
  deliveredAt: Date | null;
  /**
   * Set when the collaboration is in produccion: when it got there (null if the history has no row)
   * and how (her 'Recibido' or an admin's move).
   */
  recibido: { at: Date | null; nota: string } | null;
  /** The carrier's events, any order. */
  events: { id: string; status: string; message: string | null; city: string | null; province: string | null; happenedAt: Date }[];
}

export interface ShipmentView {
  paso: PasoEnvio;
  progreso: number;
  alerta: string | null;
  ultimaUbicacion: string | null;
  timeline: PasoTimeline[];
  eventos: EventoEnvio[];
}

const index = (p: PasoEnvio) => PASOS_ENVIO.indexOf(p);
const earliest = (dates: (Date | null | undefined)[]) =>
  dates.filter((d): d is Date => d instanceof Date).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

function location(city: string | null, province: string | null): string | null {
  const parts = [city, province].map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function shipmentView(f: ShipmentFacts): ShipmentView {
  const events = [...f.events].sort((a, b) => b.happenedAt.getTime() - a.happenedAt.getTime() || b.id.localeCompare(a.id));
  const candidates: PasoEnvio[] = ['procesado'];
  if (f.fulfillmentId || f.trackingNumber) candidates.push('en_camino');
  const fromStatus = stepOfStatus(f.shipmentStatus);
  if (fromStatus) candidates.push(fromStatus);
  for (const e of events) {
    const step = stepOfStatus(e.status);
    if (step) candidates.push(step);
  }
  if (f.inTransitAt) candidates.push('en_transito');
  if (f.deliveredAt || f.recibido) candidates.push('entregado');
  const paso = PASOS_ENVIO[Math.max(...candidates.map(index))]!;
  const pendiente = Boolean(f.pedidoPendiente) && candidates.length === 1;

  const eventDate = (step: PasoEnvio) => earliest(events.filter((e) => stepOfStatus(e.status) === step).map((e) => e.happenedAt));
  const dates: Record<PasoEnvio, Date | null> = {
    procesado: earliest([f.envioCreatedAt ?? f.empaquetadoAt, eventDate('procesado')]),
    en_camino: eventDate('en_camino'),
    en_transito: earliest([f.inTransitAt, eventDate('en_transito')]),
    en_reparto: eventDate('en_reparto'),
    entregado: earliest([f.deliveredAt, eventDate('entregado')]),
  };
  const notes: Record<PasoEnvio, string | null> = { procesado: null, en_camino: null, en_transito: null, en_reparto: null, entregado: null };
  if (!dates.entregado && f.recibido) {
    dates.entregado = f.recibido.at;
    notes.entregado = f.recibido.nota;
  }

  const latest = events[0];
  const alertStatus = latest ? norm(latest.status) : norm(f.shipmentStatus);
  const alerta = paso === 'entregado' ? null : (ALERT_OF_STATUS[alertStatus] ?? null);
  const located = events.find((e) => location(e.city, e.province));

  return {
    paso,
    progreso: pendiente ? 0 : progresoDe(paso),
    alerta,
    ultimaUbicacion: located ? location(located.city, located.province) : null,
    timeline: PASOS_ENVIO.map((p) => ({
      paso: p,
      alcanzado: !pendiente && index(p) <= index(paso),
      fecha: !pendiente && index(p) <= index(paso) ? (dates[p]?.toISOString() ?? null) : null,
      nota: notes[p],
    })),
    eventos: events.map((e) => ({
      id: e.id,
      status: e.status,
      descripcion: describeStatus(e.status),
      mensaje: e.message,
      ubicacion: location(e.city, e.province),
      fecha: e.happenedAt.toISOString(),
    })),
  };
}
