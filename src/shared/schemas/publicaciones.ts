import { z } from './zod';
import { PLATAFORMAS, parsePublicacionUrl } from '../domain/publicaciones';

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
});
export type Publicacion = z.infer<typeof publicacionSchema>;

export const publicacionResponseSchema = z.object({ publicacion: publicacionSchema });
export const publicacionesListResponseSchema = z.object({ publicaciones: z.array(publicacionSchema) });
