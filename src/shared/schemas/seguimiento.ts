import { z } from './zod';

/**
 * Issue 20 items 2 and 3: the creator score and the ghosted queue (who received her item and has not
 * delivered after 7, 10 and 14 days), with the one-click reminder.
 */

export const puntajeSchema = z.object({
  /** 0-100; null: 'Sin historial suficiente'. */
  valor: z.number().int().nullable(),
  partes: z.object({
    /** Share of rated files that were Excelente or Bueno (0-1). */
    utiles: z.number().nullable(),
    /** Share of closed 7-day windows with a post link in time (0-1). */
    aTiempo: z.number().nullable(),
    /** Average rating, 1-3 (Excelente 3, Bueno 2, Descartado 1). */
    notaPromedio: z.number().nullable(),
    /** Changes asked per send to review (0-1). */
    tasaCambios: z.number().nullable(),
  }),
  datos: z.object({
    terminadas: z.number().int(),
    calificados: z.number().int(),
    utiles: z.number().int(),
    sumaNotas: z.number().int(),
    conPlazo: z.number().int(),
    aTiempo: z.number().int(),
    envios: z.number().int(),
    cambios: z.number().int(),
  }),
});
export type PuntajeResponse = z.infer<typeof puntajeSchema>;

/** The days after receipt at which a collaboration joins each level of the queue. */
export const SIN_ENTREGAR_NIVELES = [7, 10, 14] as const;
export type SinEntregarNivel = (typeof SIN_ENTREGAR_NIVELES)[number];

export const sinEntregarItemSchema = z.object({
  colaboracionId: z.string(),
  colaboradoraId: z.string(),
  creadora: z.string(),
  producto: z.string(),
  /** When she pressed Recibido. */
  recibidoEl: z.string(),
  /** Whole days since, by Mexico City dates. */
  dias: z.number().int(),
  nivel: z.union([z.literal(7), z.literal(10), z.literal(14)]),
  /** A reminder by hand went out today (Mexico City): the button is spent until tomorrow. */
  recordadaHoy: z.boolean(),
});
export type SinEntregarItem = z.infer<typeof sinEntregarItemSchema>;

export const sinEntregarResponseSchema = z.object({
  /** Longest waiting first; at most SIN_ENTREGAR_MAX. */
  items: z.array(sinEntregarItemSchema),
  /** Per level: 7 counts 7-9 days, 10 counts 10-13, 14 counts 14 and more. */
  counts: z.object({ 7: z.number().int(), 10: z.number().int(), 14: z.number().int() }),
  total: z.number().int(),
});
export type SinEntregarResponse = z.infer<typeof sinEntregarResponseSchema>;
export const SIN_ENTREGAR_MAX = 200;

export const recordarResponseSchema = z.object({ mensaje: z.string() });
export type RecordarResponse = z.infer<typeof recordarResponseSchema>;
