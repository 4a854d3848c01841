import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { LOGISTICA_ESTADOS } from '../../../shared/schemas/logistica';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras, envios, problemas } from '../../db/schema';
import { RECIBIO_REEMPLAZO_NOTE } from '../../domain/historia-colaboracion';

/** The most cards the screen answers with (one active collaboration per creator keeps it far below). */
export const LOGISTICA_LIMIT = 500;

/** A raw timestamp from a subquery: drivers give a Date or a string. */
export type RawTimestamp = Date | string | null;

/**
 * The latest move into produccion other than back from review, and other than her receipt of a
 * replacement (that is the second shipment's step, decision 078): when, from where, by whom.
 */
export interface RawRecibido {
  at: string;
  from: string | null;
  by: string;
}

export interface RawEvento {
  id: string;
  status: string;
  message: string | null;
  city: string | null;
  province: string | null;
  happened_at: string;
}

/**
 * Every collaboration with a creator in empaquetado, logistica or produccion, with its envío (when the
 * draft order exists), its carrier events as one JSON array, and the two history dates the timeline
 * needs (packed, and reached produccion): one query, most recently changed first.
 */
export async function listEnvios(db: Db) {
  return db
    .select({
      id: colaboraciones.id,
      nombre: sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`,
      estado: colaboraciones.estado,
      talla: colaboraciones.talla,
      updatedAt: colaboraciones.updatedAt,
      colaboradora: {
        id: colaboradoras.id,
        nombre: colaboradoras.nombre,
        apellidos: colaboradoras.apellidos,
        ciudad: colaboradoras.ciudad,
        estado: colaboradoras.estado,
      },
      envio: {
        id: envios.id,
        createdAt: envios.createdAt,
        updatedAt: envios.updatedAt,
        draftOrderId: envios.draftOrderId,
        draftOrderName: envios.draftOrderName,
        orderId: envios.orderId,
        orderCompletedAt: envios.orderCompletedAt,
        destinoCiudad: envios.destinoCiudad,
        destinoEstado: envios.destinoEstado,
        orderName: envios.orderName,
        fulfillmentId: envios.fulfillmentId,
        trackingCompany: envios.trackingCompany,
        trackingNumber: envios.trackingNumber,
        trackingUrl: envios.trackingUrl,
        shipmentStatus: envios.shipmentStatus,
        estimatedDeliveryAt: envios.estimatedDeliveryAt,
        inTransitAt: envios.inTransitAt,
        deliveredAt: envios.deliveredAt,
      },
      empaquetadoAt: sql<RawTimestamp>`(SELECT max(ev.created_at) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${colaboraciones.id} AND ev.to_estado = 'empaquetado')`,
      recibido: sql<RawRecibido | null>`(SELECT json_build_object('at', ev.created_at, 'from', ev.from_estado, 'by', ev.actor_role) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${colaboraciones.id} AND ev.to_estado = 'produccion' AND ev.from_estado IS DISTINCT FROM 'revision' AND ev.note IS DISTINCT FROM ${RECIBIO_REEMPLAZO_NOTE} ORDER BY ev.created_at DESC LIMIT 1)`,
      eventos: sql<RawEvento[] | null>`(SELECT json_agg(json_build_object('id', ee.id, 'status', ee.status, 'message', ee.message, 'city', ee.city, 'province', ee.province, 'happened_at', ee.happened_at) ORDER BY ee.happened_at DESC) FROM envio_eventos ee WHERE ee.envio_id = ${envios.id})`,
    })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .leftJoin(envios, eq(envios.colaboracionId, colaboraciones.id))
    .where(and(inArray(colaboraciones.estado, [...LOGISTICA_ESTADOS]), isNotNull(colaboraciones.colaboradoraId)))
    .orderBy(desc(sql`greatest(${colaboraciones.updatedAt}, coalesce(${envios.updatedAt}, ${colaboraciones.updatedAt}))`), desc(colaboraciones.id))
    .limit(LOGISTICA_LIMIT);
}

export type EnvioRow = Awaited<ReturnType<typeof listEnvios>>[number];

/** The problems of the listed collaborations (issue 29): their replacements are second shipments. */
export async function problemasDe(db: Db, colaboracionIds: string[]) {
  if (colaboracionIds.length === 0) return [];
  return db.select().from(problemas).where(inArray(problemas.colaboracionId, colaboracionIds)).orderBy(problemas.createdAt);
}
