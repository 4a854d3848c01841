import { z } from './zod';
import { ESTADOS } from '../domain/estado';
import { ENTREGA_ESTADOS, FEEDBACK_STATUSES, TIPOS_CONTENIDO, VIDEO_ESTADOS } from '../domain/options';

/** One delivered photo or video (spec §3 entregas), as its creator sees it: files only as signed URLs. */
export const entregaSchema = z.object({
  id: z.string(),
  tipoContenido: z.enum(TIPOS_CONTENIDO),
  url: z.string().nullable(),
  /** A photo's thumbnail, or a video's poster once made. */
  thumbUrl: z.string().nullable(),
  /** A video browsers may not play (HEVC, .mov): its H.264 MP4 preview; null otherwise (play `url`). */
  previewUrl: z.string().nullable(),
  /** A video's poster and preview: being made, ready, or given up (the original still plays). */
  videoEstado: z.enum(VIDEO_ESTADOS).nullable(),
  feedbackStatus: z.enum(FEEDBACK_STATUSES),
  feedbackComentario: z.string().nullable(),
  estado: z.enum(ENTREGA_ESTADOS),
  createdAt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationMs: z.number().nullable(),
  /** Where the file departs from the Guía técnica (shared/domain/guia-tecnica.ts); empty when it fits. */
  avisos: z.array(z.string()),
});
export type Entrega = z.infer<typeof entregaSchema>;

/** GET /api/entregas/{colaboracionId}?tipo=imagen|video */
export const entregasQuerySchema = z.object({ tipo: z.enum(TIPOS_CONTENIDO).optional() });
export const entregasListResponseSchema = z.object({
  entregas: z.array(entregaSchema),
  counts: z.object({ imagenes: z.number(), videos: z.number() }),
});
export const entregaResponseSchema = z.object({ entrega: entregaSchema });
export const enviarRevisionResponseSchema = z.object({ colaboracion: z.object({ id: z.string(), estado: z.enum(ESTADOS) }) });

/** GET /api/mis-entregas: every file she delivered, newest first, with its collaboration (Contenido). */
export const miEntregaSchema = entregaSchema.extend({
  colaboracion: z.object({ id: z.string(), nombre: z.string(), estado: z.enum(ESTADOS) }),
});
export type MiEntrega = z.infer<typeof miEntregaSchema>;
export const misEntregasResponseSchema = z.object({ entregas: z.array(miEntregaSchema) });

/** Where the web sends a delivered video with tus-js-client; metadata `colaboracionId` names the collaboration. */
export const VIDEO_UPLOAD_ENDPOINT = '/api/uploads/videos';
/** The final PATCH of a video upload answers with the new entrega's id in this header. */
export const ENTREGA_ID_HEADER = 'X-Entrega-Id';
