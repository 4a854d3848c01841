import { z } from './zod';
import { MEDIA_ESTADOS, PLATAFORMAS, PUBLICACION_ORIGENES, parsePublicacionUrl } from '../domain/publicaciones';

/**
 * POST /api/publicaciones/{colaboracionId}: the link of one published post (decision 047). The same
 * rule checks the creator's form and the request; the server stores what it returns (the platform and
 * the canonical https link), never the text as sent.
 */
export const publicacionInputSchema = z.object({
  url: z.string({ error: 'Pega el enlace de tu publicación' }).superRefine((value, ctx) => {
    const parsed = parsePublicacionUrl(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  }),
});
export type PublicacionInput = z.infer<typeof publicacionInputSchema>;

/** One post link, as the creator and staff see it. */
export const publicacionSchema = z.object({
  id: z.string(),
  colaboracionId: z.string(),
  plataforma: z.enum(PLATAFORMAS),
  /** The canonical https link; null when a stored value is not one any more (then drawn as text, never as a link). */
  url: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 30: pasted by her ('enlace') or found by the checks ('encontrada'), with what was kept. */
  origen: z.enum(PUBLICACION_ORIGENES).optional(),
  /** When the post itself was published (found posts). */
  publicadoAt: z.string().nullable().optional(),
  /** The post's caption as found, shown as text only. */
  caption: z.string().nullable().optional(),
  mediaTipo: z.string().nullable().optional(),
  mediaEstado: z.enum(MEDIA_ESTADOS).nullable().optional(),
  /** The kept copy, a signed URL of ours; null when none was kept. */
  mediaUrl: z.string().nullable().optional(),
  mediaContentType: z.string().nullable().optional(),
});
export type Publicacion = z.infer<typeof publicacionSchema>;

export const publicacionResponseSchema = z.object({ publicacion: publicacionSchema });
export const publicacionesListResponseSchema = z.object({ publicaciones: z.array(publicacionSchema) });

/** GET /api/galeria/publicaciones (Contenido, issue 30): the latest posts the checks found, with whose they are. */
export const publicacionesEncontradasResponseSchema = z.object({
  items: z.array(z.object({ publicacion: publicacionSchema, creadora: z.string(), producto: z.string() })),
});
export type PublicacionesEncontradasResponse = z.infer<typeof publicacionesEncontradasResponseSchema>;
