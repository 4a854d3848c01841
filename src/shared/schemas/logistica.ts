import { z } from './zod';
import { ESTADOS, type Estado } from '../domain/estado';
import { historiaEventoSchema, reemplazoEnvioSchema } from './historia';

/**
 * Logística (spec §2 logistics tracking, §4 shipment statuses; issue 6): one card per collaboration on
 * its way to a creator, with what the store reported. The mapping from Shopify's fulfillment statuses
 * and events to these steps is in src/server/features/logistica/logistica.timeline.ts and
 * docs/decisions/013-logistica-timeline.md.
 */

/** The collaborations the screen follows: packed (draft order), shipped, and received (in production). */
export const LOGISTICA_ESTADOS = ['empaquetado', 'logistica', 'produccion'] as const satisfies readonly Estado[];

/** Spec §4 shipment statuses, in order. */
export const PASOS_ENVIO = ['procesado', 'en_camino', 'en_transito', 'en_reparto', 'entregado'] as const;
export type PasoEnvio = (typeof PASOS_ENVIO)[number];

export const PASO_ENVIO_LABELS: Record<PasoEnvio, string> = {
  procesado: 'Procesado',
  en_camino: 'En camino',
  en_transito: 'En tránsito',
  en_reparto: 'En reparto',
  entregado: 'Entregado',
};

/** Progress on the spec's 0-100 scale (§9): each of the five steps is a fifth, Procesado 20 … Entregado 100. */
export function progresoDe(paso: PasoEnvio): number {
  return ((PASOS_ENVIO.indexOf(paso) + 1) * 100) / PASOS_ENVIO.length;
}

export const pasoTimelineSchema = z.object({
  paso: z.enum(PASOS_ENVIO),
  /** Reached: this step or a later one is known to have happened. */
  alcanzado: z.boolean(),
  /** When, if the store (or the history) says; a step reached without a reported date has null. */
  fecha: z.string().nullable(),
  /** Where the step comes from when it is not the carrier's event (e.g. 'Recibido según la colaboradora'). */
  nota: z.string().nullable(),
});
export type PasoTimeline = z.infer<typeof pasoTimelineSchema>;

/** One fulfillment event as the store reported it, with a Spanish description of its status. */
export const eventoEnvioSchema = z.object({
  id: z.string(),
  status: z.string(),
  descripcion: z.string(),
  mensaje: z.string().nullable(),
  ubicacion: z.string().nullable(),
  fecha: z.string(),
});
export type EventoEnvio = z.infer<typeof eventoEnvioSchema>;

export const envioCardSchema = z.object({
  colaboracion: z.object({ id: z.string(), nombre: z.string(), estado: z.enum(ESTADOS), talla: z.string().nullable() }),
  /** The creator; ciudad and estado are her profile's (the store's shipping address is not read). */
  colaboradora: z.object({ id: z.string(), nombre: z.string(), ciudad: z.string().nullable(), estado: z.string().nullable() }),
  /** The store order she placed (e.g. '#1001'), null before she completes it. */
  pedido: z.string().nullable(),
  /** Where the order ships, 'Monterrey, Nuevo León' (the order's address), or null: the card falls back to her profile. */
  destino: z.string().nullable(),
  /** In logistica on her word only: the store has not reported the order yet (issue 16). */
  pedidoPendiente: z.boolean(),
  guia: z.object({ numero: z.string().nullable(), url: z.string().nullable(), paqueteria: z.string().nullable() }),
  paso: z.enum(PASOS_ENVIO),
  progreso: z.number().min(0).max(100),
  /** The carrier's latest event when it reports a problem (retraso, intento fallido …); null otherwise. */
  alerta: z.string().nullable(),
  entregaEstimada: z.string().nullable(),
  ultimaUbicacion: z.string().nullable(),
  timeline: z.array(pasoTimelineSchema),
  /** The carrier's events, newest first. */
  eventos: z.array(eventoEnvioSchema),
  actualizadoAt: z.string(),
  /** Her open problem with the parcel (issue 29): what she reported and where it stands; null when none. */
  problema: z.object({ tipo: z.string(), estado: z.string() }).nullable(),
  /** Each replacement sent for a problem: a second shipment of the same collaboration, oldest first. */
  reemplazos: z.array(reemplazoEnvioSchema),
  /** The collaboration's story, oldest first: both shipments, each problem and its resolution (decision 078). */
  historia: z.array(historiaEventoSchema),
});
export type EnvioCard = z.infer<typeof envioCardSchema>;

/** GET /api/logistica: every card, and how many are at each step. */
export const logisticaResponseSchema = z.object({
  envios: z.array(envioCardSchema),
  porPaso: z.object({ procesado: z.number(), en_camino: z.number(), en_transito: z.number(), en_reparto: z.number(), entregado: z.number() }),
});
export type LogisticaResponse = z.infer<typeof logisticaResponseSchema>;
