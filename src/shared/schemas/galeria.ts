import { z } from './zod';
import { ESTADOS } from '../domain/estado';
import { CALIFICACION_LABELS, CALIFICACIONES, type Calificacion } from '../domain/calificacion';
import { entregaSchema } from './entregas';
import { CANALES, derechosSchema } from './derechos';
import { ANUNCIO_FILTROS, AUTORIZACION_TIPOS } from './anuncios';

/**
 * Contenido (spec §2 content gallery, issue 6): every delivered photo and video, newest first. The
 * spec's sample shows likes, comments, views and engagement; we hold none, so we show none.
 */

/** Type chips: Todos, Fotos, Videos. */
export const GALERIA_TIPOS = ['todos', 'imagen', 'video'] as const;
export type GaleriaTipo = (typeof GALERIA_TIPOS)[number];
export const GALERIA_TIPO_LABELS: Record<GaleriaTipo, string> = { todos: 'Todos', imagen: 'Fotos', video: 'Videos' };

/**
 * Rating filter: a feedback staff gave, or 'sin_revisar' for uploads nobody has rated yet (estado
 * enviado; their stored feedback is the default 'bueno', which nobody chose).
 */
export const GALERIA_FEEDBACKS = CALIFICACIONES;
export type GaleriaFeedback = Calificacion;
export const GALERIA_FEEDBACK_LABELS = CALIFICACION_LABELS;

export const GALERIA_PAGE_SIZE = 20;

/** GET /api/galeria?tipo=todos|imagen|video&feedback=&page= */
export const galeriaQuerySchema = z.object({
  tipo: z.enum(GALERIA_TIPOS, { error: 'Elige Todos, Fotos o Videos' }).default('todos'),
  feedback: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(GALERIA_FEEDBACKS, { error: 'Elige Excelente, Bueno, Descartado o Sin revisar' }).optional()),
  /** Only files whose accepted usage terms allow this channel today (issue 18). */
  uso: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CANALES, { error: 'Elige un uso: orgánico, anuncios o web' }).optional()),
  /** Only files whose collaboration holds a valid ad authorization of this kind (issue 30 item 4). */
  anuncio: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ANUNCIO_FILTROS, { error: 'Elige una autorización de anuncio: cualquiera, Spark o Meta' }).optional()),
  page: z.coerce.number({ error: 'Página no válida' }).int('Página no válida').min(1, 'Página no válida').max(100_000, 'Página no válida').default(1),
});
export type GaleriaQuery = z.infer<typeof galeriaQuerySchema>;

export const galeriaItemSchema = entregaSchema.extend({
  /** Whether staff rated it (false: a new upload, shown as 'Sin revisar'). */
  revisada: z.boolean(),
  colaboracion: z.object({ id: z.string(), nombre: z.string(), estado: z.enum(ESTADOS) }),
  colaboradora: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  /** The usage rights accepted for its collaboration; null: none accepted (delivered before terms existed). */
  derechos: derechosSchema.nullable(),
  /** Its collaboration's valid ad authorizations (kind and end day), soonest to end first. */
  anuncios: z.array(z.object({ tipo: z.enum(AUTORIZACION_TIPOS), venceEl: z.string() })),
});
export type GaleriaItem = z.infer<typeof galeriaItemSchema>;

export const galeriaResponseSchema = z.object({
  items: z.array(galeriaItemSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Items matching both filters. */
  total: z.number(),
  /** Per type chip under the current rating filter. */
  counts: z.object({ todos: z.number(), imagen: z.number(), video: z.number() }),
});
export type GaleriaResponse = z.infer<typeof galeriaResponseSchema>;

/** At most this many files in one ZIP download; past it staff narrow the filter (a month, a rating). */
export const DESCARGA_MAX_ARCHIVOS = 5_000;

/**
 * GET /api/galeria/descarga?tipo=&feedback=&mes=YYYY-MM: every file the Contenido filter shows (all pages),
 * optionally only those delivered in one month (Mexico City), as one ZIP (issue 18).
 */
export const galeriaDescargaQuerySchema = galeriaQuerySchema.omit({ page: true }).extend({
  mes: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Elige un mes válido (AAAA-MM)')
    .optional(),
});
export type GaleriaDescargaQuery = z.infer<typeof galeriaDescargaQuerySchema>;
