import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { Entrega } from '../../../shared/schemas/entregas';
import type { FeedbackInput } from '../../../shared/schemas/revision';
import type { Db } from '../../db/client';
import { presentEntrega } from '../../domain/entrega';
import { AppError } from '../../http/errors';
import { updateFeedback } from './revision.queries';

interface Deps {
  db: Db;
  secret: string;
}

/** Spec §2 deliveries review: the delivery's estado follows the choice, aprobado only for Excelente. */
export function estadoForFeedback(feedbackStatus: FeedbackStatus): EntregaEstado {
  return feedbackStatus === 'excelente' ? 'aprobado' : 'pendiente';
}

/**
 * PATCH /api/revision/entregas/{id}/feedback (admin): any feedback may change to any other (spec §2),
 * so there is no state to check, only the row to find.
 */
export async function guardarFeedback({ db, secret }: Deps, id: string, input: FeedbackInput): Promise<Entrega> {
  const row = await updateFeedback(db, id, {
    feedbackStatus: input.feedbackStatus,
    feedbackComentario: input.feedbackComentario ?? null,
    estado: estadoForFeedback(input.feedbackStatus),
  });
  if (!row) throw new AppError('NOT_FOUND', 404, 'Entrega no encontrada');
  return presentEntrega(row, secret);
}
