import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { avisos } from '../db/schema';

/**
 * How many of her notices she has not read: the bell's number. Here, not in the avisos feature, because
 * GET /api/me answers it too, so a first load draws the bell without a read of its own (decision 101).
 * Served by the partial index avisos_no_leidos_idx (usuario_id WHERE leido_at IS NULL).
 */
export async function unreadCount(db: Db, usuarioId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(avisos).where(and(eq(avisos.usuarioId, usuarioId), isNull(avisos.leidoAt)));
  return row?.n ?? 0;
}
