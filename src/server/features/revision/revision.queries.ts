import { eq } from 'drizzle-orm';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { Db } from '../../db/client';
import { entregas } from '../../db/schema';

/** Sets the review of one entrega in one UPDATE; the updated row, or undefined when the id is unknown. */
export async function updateFeedback(
  db: Db,
  id: string,
  values: { feedbackStatus: FeedbackStatus; feedbackComentario: string | null; estado: EntregaEstado },
) {
  const [row] = await db.update(entregas).set(values).where(eq(entregas.id, id)).returning();
  return row;
}
