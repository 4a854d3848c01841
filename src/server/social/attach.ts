import { and, eq } from 'drizzle-orm';
import { CAPTION_MAX, MAX_PUBLICACIONES, parsePublicacionUrl, takesPublicaciones } from '../../shared/domain/publicaciones';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-error';
import { colaboraciones, publicaciones, publicacionesDescartadas } from '../db/schema';
import type { Storage } from '../storage';
import { keepMedia } from './keep-media';
import type { FoundPost } from './match';

export type AttachResult = 'adjuntada' | 'ya_estaba' | 'descartada' | 'cerrada' | 'llena' | 'enlace_invalido';

/** Text kept inert: no NUL or other control characters (a caption is only ever shown as text), bounded. */
export function inertCaption(caption: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we drop
  return caption.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, CAPTION_MAX);
}

/**
 * Attaches a found post to her collaboration as a publication with origen 'encontrada' (decision 075):
 * the same row a pasted link makes, so the 7-day clock and its reminders close exactly as they do for
 * one. Under the collaboration's row lock, like a pasted link; the unique indexes (post id per
 * collaboration and platform, link per collaboration) make a post found twice, by two sources or two
 * instances, one row. A post staff detached is never attached again. The media is copied afterwards,
 * outside the transaction, and its outcome written on the row.
 */
export async function attachFound(db: Db, storage: Storage, maxMediaBytes: number, colaboracionId: string, post: FoundPost): Promise<AttachResult> {
  const parsed = parsePublicacionUrl(post.permalink);
  if (!parsed.ok || parsed.plataforma !== post.plataforma) return 'enlace_invalido';
  let inserted: { id: string } | undefined;
  try {
    const result = await db.transaction(async (tx): Promise<AttachResult> => {
      const [c] = await tx.select({ estado: colaboraciones.estado }).from(colaboraciones).where(eq(colaboraciones.id, colaboracionId)).for('update');
      if (!c || !takesPublicaciones(c.estado)) return 'cerrada';
      const [gone] = await tx
        .select({ id: publicacionesDescartadas.externoId })
        .from(publicacionesDescartadas)
        .where(and(eq(publicacionesDescartadas.colaboracionId, colaboracionId), eq(publicacionesDescartadas.plataforma, post.plataforma), eq(publicacionesDescartadas.externoId, post.externoId)));
      if (gone) return 'descartada';
      const existing = await tx
        .select({ id: publicaciones.id, slot: publicaciones.slot, url: publicaciones.url, externoId: publicaciones.externoId })
        .from(publicaciones)
        .where(eq(publicaciones.colaboracionId, colaboracionId));
      if (existing.some((r) => r.url === parsed.url || (r.externoId === post.externoId && post.externoId))) return 'ya_estaba';
      const taken = new Set(existing.map((r) => r.slot));
      let slot = 1;
      while (taken.has(slot)) slot += 1;
      if (slot > MAX_PUBLICACIONES) return 'llena';
      [inserted] = await tx
        .insert(publicaciones)
        .values({
          colaboracionId,
          plataforma: post.plataforma,
          url: parsed.url,
          slot,
          createdBy: null,
          origen: 'encontrada',
          externoId: post.externoId,
          publicadoAt: post.publicadoAt,
          caption: inertCaption(post.caption),
          mediaTipo: post.mediaTipo.slice(0, 40),
        })
        .returning({ id: publicaciones.id });
      return 'adjuntada';
    });
    if (result !== 'adjuntada' || !inserted) return result;
  } catch (error) {
    if (isUniqueViolation(error)) return 'ya_estaba';
    throw error;
  }
  const kept = await keepMedia(storage, post.mediaUrl, `publicaciones/${colaboracionId}/${inserted.id}`, maxMediaBytes);
  await db
    .update(publicaciones)
    .set({ mediaEstado: kept.estado, mediaKey: kept.key, mediaContentType: kept.contentType })
    .where(eq(publicaciones.id, inserted.id));
  return 'adjuntada';
}
