import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { safePublicacionUrl } from '../../shared/domain/publicaciones';
import type { Publicacion } from '../../shared/schemas/publicaciones';
import type { Db, Tx } from '../db/client';
import { publicaciones } from '../db/schema';
import { signFileUrl } from '../storage/signed-urls';

/**
 * Proof of publication (decision 047), shared by the creator's screens, the staff review, the reminders
 * and the dashboard (features may not import each other); who may read a row is the caller's decision.
 */

/**
 * One row as the API answers it: the link only when it is still an https post link of its platform; a
 * found post's kept media as a URL signed with `secret` (who may be given it is the caller's decision).
 */
export function presentPublicacion(row: typeof publicaciones.$inferSelect, secret: string): Publicacion {
  return {
    id: row.id,
    colaboracionId: row.colaboracionId,
    plataforma: row.plataforma,
    url: safePublicacionUrl(row.url),
    createdAt: row.createdAt.toISOString(),
    origen: row.origen,
    publicadoAt: row.publicadoAt?.toISOString() ?? null,
    caption: row.caption,
    mediaTipo: row.mediaTipo,
    mediaEstado: row.mediaEstado,
    mediaUrl: row.mediaKey ? signFileUrl(secret, { bucket: 'entregas', key: row.mediaKey }) : null,
    mediaContentType: row.mediaContentType,
  };
}

/** A collaboration's post links, in the order she added them. */
export async function listPublicacionesOf(db: Db | Tx, colaboracionId: string) {
  return db
    .select()
    .from(publicaciones)
    .where(eq(publicaciones.colaboracionId, colaboracionId))
    .orderBy(asc(publicaciones.createdAt), asc(publicaciones.id));
}

/**
 * The 7-day rule is met (spec §9): the collaboration in the surrounding query has at least one post
 * link. Reminders, the admins' overdue digest and the dashboard's overdue list all use this one test.
 */
// Spelled out: in a one-table select drizzle drops table names, and a bare "id" in the subquery would be
// the publicación's own.
export const publicada: SQL<boolean> = sql<boolean>`EXISTS (SELECT 1 FROM publicaciones p WHERE p.colaboracion_id = "colaboraciones"."id")`;

/** When the rule was met: the first post link's time, or null. */
export const publicadaAt = sql<Date | string | null>`(SELECT min(p.created_at) FROM publicaciones p WHERE p.colaboracion_id = "colaboraciones"."id")`;
