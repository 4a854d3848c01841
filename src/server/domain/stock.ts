import type { Estado } from '../../shared/domain/estado';

/**
 * The one rule for stock going out and coming back (spec §4, store items): an unassigned disponible
 * item the store can no longer sell is agotado ('agotar'); an unassigned agotado item the store sells
 * again is disponible ('reponer'). An item a creator holds keeps its estado whatever the stock, and no
 * other estado follows the store. Both the import (shopify/import.ts) and the inventory sync
 * (shopify/inventory.ts) ask this, then run the transition through the state machine.
 */
export function stockTransition(item: { estado: Estado; colaboradoraId: string | null }, available: boolean): 'agotar' | 'reponer' | null {
  if (item.colaboradoraId !== null) return null;
  if (item.estado === 'disponible' && !available) return 'agotar';
  if (item.estado === 'agotado' && available) return 'reponer';
  return null;
}
