import { z } from './zod';
import { REEMPLAZO_ESTADOS } from '../domain/problemas';

/**
 * A collaboration's shipments and story (issue 29, decision 078): the first shipment and each
 * replacement sent for a problem, with the steps the store reported for each; and one history, oldest
 * first, that reads both shipments, the problem and its resolution in order. Logística (staff) and her
 * collaboration screen show the same.
 */

/** One line of the story. */
export const historiaEventoSchema = z.object({ at: z.string(), texto: z.string() });
export type HistoriaEvento = z.infer<typeof historiaEventoSchema>;

/** One step of a shipment as the store (or she) reported it; fecha null when reached without a known date. */
export const pasoEnvioResumenSchema = z.object({ label: z.string(), alcanzado: z.boolean(), fecha: z.string().nullable() });

/** A replacement as a second shipment of the same collaboration. */
export const reemplazoEnvioSchema = z.object({
  problemaId: z.string(),
  /** What she reported: 'No me quedó', 'Llegó dañado', 'No ha llegado'. */
  motivo: z.string(),
  estado: z.enum(REEMPLAZO_ESTADOS),
  /** Its state in words ('Pedido de reemplazo realizado'). */
  etiqueta: z.string(),
  /** The store order she placed ('#1002'), else its draft order ('#D2'), else null (being made). */
  pedido: z.string().nullable(),
  /** The variant sent ('Wide leg azul - 30'). */
  variante: z.string().nullable(),
  /** Draft order made, order placed, received: the three the store and she report for a replacement. */
  pasos: z.array(pasoEnvioResumenSchema),
});
export type ReemplazoEnvio = z.infer<typeof reemplazoEnvioSchema>;

/** The first shipment, summed up for her screen (Logística has its own full card). */
export const envioOriginalSchema = z.object({
  pedido: z.string().nullable(),
  pasos: z.array(pasoEnvioResumenSchema),
});
export type EnvioOriginal = z.infer<typeof envioOriginalSchema>;
