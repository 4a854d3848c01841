import { z } from './zod';
import { puntajeSchema } from './seguimiento';

/** GET /api/inicio: the creator's Inicio (spec §2, §4 dashboard counts). */
export const inicioResponseSchema = z.object({
  nombre: z.string(),
  /** Unassigned items she could request now (the available rule of spec §5). */
  disponibles: z.number(),
  /** Hers in empaquetado, logistica or confirmacion. */
  pendientes: z.number(),
  /** Hers in revision or entregado. */
  entregadas: z.number(),
  /** Spec §9 profile completeness, rounded. */
  completitud: z.number(),
  /** Her score (issue 20 item 2): valor null is 'Sin historial suficiente'. */
  puntaje: puntajeSchema,
  /**
   * The sales program is on and she has a code to show (issue 27): Inicio loads its code card, and the
   * card's own read, only then, so a first visit without one carries none of it.
   */
  tieneCodigo: z.boolean(),
});
export type Inicio = z.infer<typeof inicioResponseSchema>;
