import { and, gte, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { INACTIVE_ESTADOS } from '../../shared/domain/estado';
import { colaboraciones } from '../db/schema';

/**
 * Spec §5 available list: no assignee, estado disponible, cintura, cadera and talla present, and stock of
 * at least 1. An item made by hand (not from the store) has no store stock: it is one physical piece,
 * so it counts as 1 (docs/decisions/008-manual-items-stock.md).
 */
export const isAvailable: SQL = and(
  isNull(colaboraciones.colaboradoraId),
  // A literal, not a parameter: a prepared statement's generic plan can then prove the partial indexes'
  // predicate (schema.ts colaboraciones_available_*_idx) and read only available items.
  sql`${colaboraciones.estado} = 'disponible'`,
  isNotNull(colaboraciones.cintura),
  isNotNull(colaboraciones.cadera),
  isNotNull(colaboraciones.talla),
  or(isNull(colaboraciones.shopifyVariantId), gte(colaboraciones.shopifyInventoryQuantity, 1)),
)!;

/**
 * Spec §5 'one active collaboration per creator': a collaboration is active in every state but entregado
 * and cancelada (the partial unique index colaboraciones_one_active_per_creator says the same in SQL).
 */
export const isActiveCollaboration: SQL = notInArray(colaboraciones.estado, [...INACTIVE_ESTADOS]);
