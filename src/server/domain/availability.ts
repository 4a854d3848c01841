import { and, eq, gte, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { colaboraciones } from '../db/schema';

/**
 * Spec §5 available list: no assignee, estado disponible, cintura, cadera and talla present, and stock of
 * at least 1. An item made by hand (not from the store) has no store stock: it is one physical piece,
 * so it counts as 1 (docs/decisions/008-manual-items-stock.md).
 */
export const isAvailable: SQL = and(
  isNull(colaboraciones.colaboradoraId),
  eq(colaboraciones.estado, 'disponible'),
  isNotNull(colaboraciones.cintura),
  isNotNull(colaboraciones.cadera),
  isNotNull(colaboraciones.talla),
  or(isNull(colaboraciones.shopifyVariantId), gte(colaboraciones.shopifyInventoryQuantity, 1)),
)!;
