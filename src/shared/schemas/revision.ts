import { z } from './zod';
import { derechosSchema } from './derechos';
import { ESTADOS } from '../domain/estado';
import { FEEDBACK_STATUSES } from '../domain/options';
import { entregaSchema } from './entregas';
import { publicacionSchema } from './publicaciones';
import { FEEDBACK_COMENTARIO_MAX, NOTA_CAMBIOS_MAX, REVISION_FILTROS } from '../domain/revision';

export { FEEDBACK_COMENTARIO_MAX, NOTA_CAMBIOS_MAX, REVISION_FILTRO_LABELS, REVISION_FILTROS, type RevisionFiltro } from '../domain/revision';

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

/**
 * Collaboration cards per page of the review grid (GET /api/revision/colaboraciones?page=): two rows on
 * a 1280 px screen, so the selected collaboration's deliveries start on the first screen.
 */
export const REVISION_PAGE_SIZE = 8;

/**
 * The counters of the review (spec §2): every delivery, how many carry each feedback, and how many
 * nobody rated yet (Sin revisar, decision 040).
 */
export const feedbackCountsSchema = z.object({
  total: z.number().int(),
  sin_revisar: z.number().int(),
  excelente: z.number().int(),
  bueno: z.number().int(),
  descartado: z.number().int(),
});
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;

/** One card of the review grid: a collaboration that has a creator, with her name and the counters. */
export const revisionColaboracionSchema = z.object({
  id: z.string(),
  /** nombre_visualizacion, or the title when it has none. */
  nombre: z.string(),
  estado: z.enum(ESTADOS),
  /** The product picture's thumbnail (never the original), or null. */
  thumbUrl: z.string().nullable(),
  createdAt: z.string(),
  colaboradora: z.object({
    id: z.string(),
    /** Her account (profiles.id): the name below belongs to a real user. */
    userId: z.string(),
    /** Her profile's nombre and apellidos. */
    nombre: z.string(),
  }),
  counts: feedbackCountsSchema,
});
export type RevisionColaboracion = z.infer<typeof revisionColaboracionSchema>;

/** GET /api/revision/colaboraciones?page= */
export const revisionColaboracionesQuerySchema = z.object({
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1),
  estado: z.enum(REVISION_FILTROS, { error: 'Elige En Revisión, Producción, Logística, Entregado o Todas' }).default('todas'),
});
export const revisionColaboracionesResponseSchema = z.object({
  items: z.array(revisionColaboracionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RevisionColaboracionesResponse = z.infer<typeof revisionColaboracionesResponseSchema>;

/** GET /api/revision/colaboraciones/{id}/entregas: its photos and videos, newest first, the counters and her post links. */
export const revisionEntregasResponseSchema = z.object({
  colaboracion: revisionColaboracionSchema,
  entregas: z.array(entregaSchema),
  counts: feedbackCountsSchema,
  /** The links of the posts she published (proof of publication, decision 047), in the order she added them. */
  publicaciones: z.array(publicacionSchema),
  /** The usage rights she accepted with it (issue 18); null before terms existed. Every file carries them. */
  derechos: derechosSchema.nullable(),
});
export type RevisionEntregasResponse = z.infer<typeof revisionEntregasResponseSchema>;

/** POST /api/revision/colaboraciones/{id}/solicitar-cambios: what the creator has to change (required). */
export const solicitarCambiosInputSchema = z.object({
  nota: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'Escribe qué cambios necesitas' })
      .min(1, 'Escribe qué cambios necesitas')
      .max(NOTA_CAMBIOS_MAX, `La nota debe tener como máximo ${NOTA_CAMBIOS_MAX} caracteres`),
  ),
});
export type SolicitarCambiosInput = z.infer<typeof solicitarCambiosInputSchema>;

/** POST .../aprobar and .../solicitar-cambios answer with the collaboration's new state. */
export const revisionTransicionResponseSchema = z.object({ colaboracion: z.object({ id: z.string(), estado: z.enum(ESTADOS) }) });
