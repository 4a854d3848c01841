import { safeHttpUrl } from '../../../shared/safe-url';
import { PASOS_ENVIO, type EnvioCard, type LogisticaResponse, type PasoEnvio } from '../../../shared/schemas/logistica';
import type { ServiceContext } from '../../http/service-context';
import { listEnvios, problemasDe, type EnvioRow, type RawRecibido, type RawTimestamp } from './logistica.queries';
import { PROBLEMA_ABIERTO_ESTADOS, PROBLEMA_ESTADO_LABELS, PROBLEMA_TIPO_LABELS } from '../../../shared/domain/problemas';
import { historiaColaboracion, reemplazoEnvio, type ProblemaRow } from '../../domain/historia-colaboracion';
import { PRODUCCION_NOTE, RECIBIDO_NOTE, shipmentView } from './logistica.timeline';
import { nombreCompleto } from '../../domain/nombre';

const toDate = (v: RawTimestamp): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));
const iso = (v: Date | null) => v?.toISOString() ?? null;

/** In produccion: she has it. Her own 'Recibido' (logistica → produccion) or another move there. */
function recibido(row: EnvioRow): { at: Date | null; nota: string } | null {
  if (row.estado !== 'produccion') return null;
  const r: RawRecibido | null = row.recibido;
  if (!r) return { at: null, nota: PRODUCCION_NOTE };
  const suya = r.from === 'logistica' && r.by === 'colaboradora';
  return { at: new Date(r.at), nota: suya ? RECIBIDO_NOTE : PRODUCCION_NOTE };
}

function present(row: EnvioRow, problemas: ProblemaRow[]): EnvioCard {
  const e = row.envio;
  // Past Empaquetado without the store's order, Logística ticks nothing (issue 28, decision 068): not on
  // her 'Pedido Realizado', and not on a 'Recibido' or a move to Producción the store never backed. A
  // collaboration without a draft order (staff's own record) keeps its history-based steps.
  const pedidoPendiente = !e?.orderId && (row.estado === 'logistica' || (row.estado !== 'empaquetado' && Boolean(e)));
  const view = shipmentView({
    pedidoPendiente,
    envioCreatedAt: e?.createdAt ?? null,
    empaquetadoAt: toDate(row.empaquetadoAt),
    fulfillmentId: e?.fulfillmentId ?? null,
    trackingNumber: e?.trackingNumber ?? null,
    shipmentStatus: e?.shipmentStatus ?? null,
    inTransitAt: e?.inTransitAt ?? null,
    deliveredAt: e?.deliveredAt ?? null,
    recibido: pedidoPendiente ? null : recibido(row),
    events: (row.eventos ?? []).map((ev) => ({
      id: ev.id,
      status: ev.status,
      message: ev.message,
      city: ev.city,
      province: ev.province,
      happenedAt: new Date(ev.happened_at),
    })),
  });
  const updated = [row.updatedAt, e?.updatedAt, ...problemas.map((p) => p.updatedAt)]
    .filter((d): d is Date => d instanceof Date)
    .sort((a, b) => b.getTime() - a.getTime())[0]!;
  const abierto = problemas.find((p) => (PROBLEMA_ABIERTO_ESTADOS as readonly string[]).includes(p.estado)) ?? null;
  const rec = recibido(row);
  return {
    colaboracion: { id: row.id, nombre: row.nombre, estado: row.estado, talla: row.talla },
    colaboradora: {
      id: row.colaboradora.id,
      nombre: nombreCompleto(row.colaboradora.nombre, row.colaboradora.apellidos),
      ciudad: row.colaboradora.ciudad,
      estado: row.colaboradora.estado,
    },
    pedido: e?.orderName ?? null,
    destino: [e?.destinoCiudad, e?.destinoEstado].map((p) => p?.trim()).filter(Boolean).join(', ') || null,
    pedidoPendiente,
    // The store's tracking link: a web link or none (decision 032), also for rows kept before that rule.
    guia: { numero: e?.trackingNumber ?? null, url: safeHttpUrl(e?.trackingUrl), paqueteria: e?.trackingCompany ?? null },
    paso: view.paso,
    progreso: view.progreso,
    alerta: view.alerta,
    entregaEstimada: view.paso === 'entregado' ? null : iso(e?.estimatedDeliveryAt ?? null),
    ultimaUbicacion: view.ultimaUbicacion,
    timeline: view.timeline,
    eventos: view.eventos,
    actualizadoAt: updated.toISOString(),
    // Issue 29 (decision 078): the open problem, each replacement as a second shipment, and the story.
    problema: abierto ? { tipo: PROBLEMA_TIPO_LABELS[abierto.tipo], estado: PROBLEMA_ESTADO_LABELS[abierto.estado] } : null,
    reemplazos: problemas.flatMap((p) => reemplazoEnvio(p) ?? []),
    historia: historiaColaboracion(
      e
        ? {
            draftOrderName: e.draftOrderName,
            draftAt: e.draftOrderId ? e.createdAt : null,
            orderName: e.orderName,
            orderAt: e.orderId ? e.orderCompletedAt : null,
            enviado: Boolean(e.fulfillmentId || e.trackingNumber),
            inTransitAt: e.inTransitAt,
            deliveredAt: e.deliveredAt,
            recibidoAt: !pedidoPendiente && rec?.nota === RECIBIDO_NOTE ? rec.at : null,
          }
        : null,
      problemas,
    ),
  };
}

/** GET /api/logistica (admin): the cards and how many stand at each step. */
export async function getLogistica({ db }: Pick<ServiceContext, 'db'>): Promise<LogisticaResponse> {
  const rows = await listEnvios(db);
  const porColaboracion = new Map<string, ProblemaRow[]>();
  for (const p of await problemasDe(db, rows.map((r) => r.id))) porColaboracion.set(p.colaboracionId, [...(porColaboracion.get(p.colaboracionId) ?? []), p]);
  const envios = rows.map((r) => present(r, porColaboracion.get(r.id) ?? []));
  const porPaso = Object.fromEntries(PASOS_ENVIO.map((p) => [p, 0])) as Record<PasoEnvio, number>;
  for (const card of envios) porPaso[card.paso] += 1;
  return { envios, porPaso };
}
