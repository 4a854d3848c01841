import type { ErrorCode } from '../../../shared/errors';
import { pgErrorOf } from '../../db/pg-error';
import { AppError } from '../../app-error';

/** Constraints with a message of their own; the rest answer by kind of violation. */
const BY_CONSTRAINT: Record<string, ErrorCode> = {
  colaboraciones_one_active_per_creator: 'COLABORADORA_HAS_ACTIVE',
  // entregas → colaboraciones is ON DELETE RESTRICT: a collaboration with delivered files stays.
  entregas_colaboracion_id_colaboraciones_id_fk: 'COLABORACION_CON_CONTENIDO',
};

const BY_PG_CODE: Record<string, ErrorCode> = {
  '23505': 'COLABORACION_DUPLICATE',
  '23514': 'COLABORACION_RULES',
  '23503': 'COLABORACION_REFERENCED',
  // restrict_violation: an ON DELETE RESTRICT key (entregas) refused the delete.
  '23001': 'COLABORACION_REFERENCED',
};

/**
 * Database invariants (unique indexes, checks, foreign keys) are the last line of defence: when one
 * refuses a write, the request answers 409 with a Spanish message instead of a 500.
 */
export function toConflict(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  const byCode = pg ? BY_PG_CODE[pg.code] : undefined;
  if (!pg || !byCode) return null;
  return new AppError((pg.constraint ? BY_CONSTRAINT[pg.constraint] : undefined) ?? byCode);
}

export async function withConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toConflict(error) ?? error;
  }
}
