import { PROBLEMA_TIPO_LABELS, REEMPLAZO_ESTADO_LABELS, problemaMedidaTexto } from '../../shared/domain/problemas';
import type { EnvioOriginal, HistoriaEvento, ReemplazoEnvio } from '../../shared/schemas/historia';
import type { problemas } from '../db/schema';

/**
 * A collaboration's story across both shipments (issue 29, decision 078): the first shipment's steps, each
 * problem and its resolution, and each replacement's steps, oldest first. Logística and the problems'
 * screens both read it, so it lives here rather than in either feature.
 */

export type ProblemaRow = typeof problemas.$inferSelect;

/** The note the 'recibido' transition carries when it is the replacement she received (problemas.service). */
export const RECIBIO_REEMPLAZO_NOTE = 'Recibió el reemplazo';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A problem's story, oldest first. */
export function problemaHistoria(p: ProblemaRow): HistoriaEvento[] {
  const out: HistoriaEvento[] = [];
  const detalle =
    p.tipo === 'talla' && p.medida
      ? ` (${p.medida === 'otra_talla' ? `quiere talla ${p.tallaDeseada ?? 'otra'}` : problemaMedidaTexto(p.medida, p.sentido)})`
      : '';
  out.push({ at: p.createdAt.toISOString(), texto: `Problema reportado: ${PROBLEMA_TIPO_LABELS[p.tipo]}${detalle}${p.nota ? `. «${p.nota}»` : ''}` });
  if (p.estado === 'cerrado' && p.resueltoAt) out.push({ at: p.resueltoAt.toISOString(), texto: `Problema cerrado sin reemplazo${p.resolucionNota ? `: ${p.resolucionNota}` : ''}` });
  if (p.reemplazoEstado && p.resueltoAt) {
    out.push({ at: p.resueltoAt.toISOString(), texto: `Reemplazo elegido: ${p.reemplazoTitulo ?? 'la misma variante'}${p.devolver ? ' (devolver la pieza anterior)' : ''}` });
  }
  if (p.draftOrderName) out.push({ at: (p.resueltoAt ?? p.updatedAt).toISOString(), texto: `Draft order de reemplazo ${p.draftOrderName}` });
  if (p.reemplazoEstado === 'fallido' && p.reemplazoError) out.push({ at: p.updatedAt.toISOString(), texto: `La tienda no creó el reemplazo: ${p.reemplazoError}` });
  if (p.orderAt) out.push({ at: p.orderAt.toISOString(), texto: `Pedido de reemplazo ${p.orderName ?? ''} realizado`.replace('  ', ' ') });
  if (p.recibidoAt) out.push({ at: p.recibidoAt.toISOString(), texto: 'Reemplazo recibido: el plazo de 7 días empieza de nuevo' });
  if (p.devueltoAt) out.push({ at: p.devueltoAt.toISOString(), texto: 'Pieza anterior devuelta' });
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

/** A replacement that went (or is going) to the store: not one refused by it. */
export const esReemplazoEnviado = (p: ProblemaRow) => p.reemplazoEstado !== null && p.reemplazoEstado !== 'fallido';

/** A replacement as a second shipment: its order (else its draft) and its three steps. */
export function reemplazoEnvio(p: ProblemaRow): ReemplazoEnvio | null {
  if (!p.reemplazoEstado || !esReemplazoEnviado(p)) return null;
  const draft = p.draftOrderName !== null;
  const pedido = p.orderName !== null || p.reemplazoEstado === 'pedido' || p.reemplazoEstado === 'recibido';
  const recibido = p.reemplazoEstado === 'recibido';
  return {
    problemaId: p.id,
    motivo: PROBLEMA_TIPO_LABELS[p.tipo],
    estado: p.reemplazoEstado,
    etiqueta: REEMPLAZO_ESTADO_LABELS[p.reemplazoEstado],
    pedido: p.orderName ?? p.draftOrderName,
    variante: p.reemplazoTitulo,
    pasos: [
      { label: 'Draft order creado', alcanzado: draft, fecha: draft ? iso(p.resueltoAt ?? p.updatedAt) : null },
      { label: 'Pedido realizado', alcanzado: pedido, fecha: iso(p.orderAt) },
      { label: 'Recibido', alcanzado: recibido, fecha: iso(p.recibidoAt) },
    ],
  };
}

/** What is known of the first shipment: the envío row's dates and her own 'Recibido'. */
export interface EnvioOriginalHechos {
  draftOrderName: string | null;
  draftAt: Date | null;
  orderName: string | null;
  orderAt: Date | null;
  /** The store gave a fulfillment or a tracking number. */
  enviado: boolean;
  inTransitAt: Date | null;
  deliveredAt: Date | null;
  /** Her 'Recibido' of this shipment (not the replacement's). */
  recibidoAt: Date | null;
}

/**
 * The store dates its orders and carrier events to the second, and our rows to the microsecond: an order
 * placed within the second its draft was made would read as placed before it. A step never precedes the
 * one before it, so each date is raised to the latest before it.
 */
function enOrden(e: EnvioOriginalHechos): EnvioOriginalHechos {
  let last: Date | null = null;
  const clamp = (d: Date | null) => {
    if (d === null) return null;
    const v: Date = last && d < last ? last : d;
    last = v;
    return v;
  };
  const draftAt = clamp(e.draftAt);
  const orderAt = clamp(e.orderAt);
  const inTransitAt = clamp(e.inTransitAt);
  const deliveredAt = clamp(e.deliveredAt);
  return { ...e, draftAt, orderAt, inTransitAt, deliveredAt, recibidoAt: clamp(e.recibidoAt) };
}

export function envioOriginal(hechos: EnvioOriginalHechos): EnvioOriginal {
  const e = enOrden(hechos);
  const entregado = e.deliveredAt !== null;
  const transito = e.inTransitAt !== null || entregado;
  const enviado = e.enviado || transito;
  return {
    pedido: e.orderName ?? e.draftOrderName,
    pasos: [
      { label: 'Draft order creado', alcanzado: e.draftAt !== null, fecha: iso(e.draftAt) },
      { label: 'Pedido realizado', alcanzado: e.orderName !== null, fecha: iso(e.orderAt) },
      { label: 'Enviado', alcanzado: enviado, fecha: null },
      { label: 'En tránsito', alcanzado: transito, fecha: iso(e.inTransitAt) },
      { label: 'Entregado', alcanzado: entregado, fecha: iso(e.deliveredAt) },
      { label: 'Recibido', alcanzado: e.recibidoAt !== null, fecha: iso(e.recibidoAt) },
    ],
  };
}

/** The first shipment's lines of the story. */
function envioHistoria(hechos: EnvioOriginalHechos): HistoriaEvento[] {
  const e = enOrden(hechos);
  const out: HistoriaEvento[] = [];
  const push = (at: Date | null, texto: string) => {
    if (at) out.push({ at: at.toISOString(), texto });
  };
  push(e.draftAt, `Empaquetado: draft order ${e.draftOrderName ?? ''}`.trim());
  push(e.orderAt, `Pedido ${e.orderName ?? ''} realizado`.replace('  ', ' '));
  push(e.inTransitAt, `Pedido ${e.orderName ?? ''} en tránsito`.replace('  ', ' '));
  push(e.deliveredAt, `Pedido ${e.orderName ?? ''} entregado según la paquetería`.replace('  ', ' '));
  push(e.recibidoAt, 'Recibido según la colaboradora');
  return out;
}

/**
 * The whole story, oldest first: the first shipment, then each problem with its replacement, in the order
 * they happened. A tie keeps the order they were listed in (the first shipment before a problem).
 */
export function historiaColaboracion(envio: EnvioOriginalHechos | null, problemasDe: ProblemaRow[]): HistoriaEvento[] {
  const lines = [...(envio ? envioHistoria(envio) : []), ...[...problemasDe].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).flatMap(problemaHistoria)];
  return lines.map((l, i) => ({ l, i })).sort((a, b) => a.l.at.localeCompare(b.l.at) || a.i - b.i).map(({ l }) => l);
}
