import { z } from 'zod';
import { FEEDBACK_STATUSES } from '../domain/options';
import { entregaSchema } from './entregas';

/** The longest comment an admin may leave on one delivery. */
export const FEEDBACK_COMENTARIO_MAX = 1000;

const trimmedOrNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null));

/**
 * PATCH /api/revision/entregas/{id}/feedback (spec §2 deliveries review, §7 entregas update): Excelente,
 * Bueno or Descartado with an optional comment; a blank or missing comment is stored as null.
 */
export const feedbackInputSchema = z.object({
  feedbackStatus: z.enum(FEEDBACK_STATUSES, { error: 'Elige Excelente, Bueno o Descartado' }),
  feedbackComentario: z
    .preprocess(
      trimmedOrNull,
      z
        .string({ error: 'El comentario debe ser texto' })
        .max(FEEDBACK_COMENTARIO_MAX, `El comentario debe tener como máximo ${FEEDBACK_COMENTARIO_MAX} caracteres`)
        .nullable(),
    )
    .optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** The updated delivery, as the review screen shows it. */
export const feedbackResponseSchema = z.object({ entrega: entregaSchema });
