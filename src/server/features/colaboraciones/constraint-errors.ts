import { pgErrorOf } from '../../db/pg-error';
import { AppError } from '../../app-error';

const MESSAGES: Record<string, string> = {
  colaboraciones_one_active_per_creator: 'La colaboradora ya tiene una colaboración activa',
};

/**
 * Database invariants (unique indexes, checks, foreign keys) are the last line of defence: when one
 * refuses a write, the request answers 409 with a Spanish message instead of a 500.
 */
export function toConflict(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  const specific = pg.constraint ? MESSAGES[pg.constraint] : undefined;
  switch (pg.code) {
    case '23505':
      return new AppError('CONFLICT', 409, specific ?? 'Ya existe una colaboración con esos datos');
    case '23514':
      return new AppError('CONFLICT', 409, specific ?? 'Los datos no cumplen las reglas de la colaboración');
    case '23503':
      return new AppError('CONFLICT', 409, specific ?? 'La colaboración tiene registros relacionados');
    default:
      return null;
  }
}

export async function withConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toConflict(error) ?? error;
  }
}
