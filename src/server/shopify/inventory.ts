import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { colaboraciones } from '../db/schema';
import type { Estado } from '../../shared/domain/estado';
import { ERROR_MESSAGES } from '../../shared/errors';
import { stockTransition } from '../domain/stock';
import { transition } from '../domain/transition';
import { AppError } from '../app-error';
import type { ShopifyClient } from './client';
import { rememberCurrency } from './currency';
import { isAvailable } from './mapping';
import { unitCostOf } from './mirror';
import { inventoryByIdsReply, inventoryNode } from './replies';
import { recordRun, type SyncTrigger } from './sync-runs';

/** nodes(ids:) takes at most 250 ids: 5,000 variants are 20 calls. */
export const INVENTORY_BATCH = 250;

interface Tracked {
  id: string;
  variantId: string;
  estado: Estado;
  colaboradoraId: string | null;
  stock: number | null;
  costo: string | null;
  moneda: string | null;
}

/**
 * A variant's unit cost as we keep it: two decimals in an ISO currency, or null ('Costo no disponible')
 * for no cost, a cost we cannot keep (negative, too large) or a currency that is not ISO 4217 (USDC).
 * The import's rule (mirror.ts unitCostOf), so a sync never disagrees with the import it follows.
 */
export function costOf(unitCost: { amount: string; currencyCode: string } | null): { costo: string; moneda: string } | null {
  const { costoUnitario, costoMoneda } = unitCostOf(unitCost);
  return costoUnitario !== null && costoMoneda !== null ? { costo: costoUnitario, moneda: costoMoneda } : null;
}

const sameCost = (r: Tracked, c: { costo: string; moneda: string } | null) =>
  c === null ? r.costo === null && r.moneda === null : r.costo !== null && Number(r.costo) === Number(c.costo) && r.moneda === c.moneda;

/**
 * Inventory sync: stock of every imported collaboration follows the store; an unassigned item flips
 * disponible ↔ agotado through the state machine (actor system). An item a creator holds keeps its
 * estado whatever the stock; a variant deleted in the store is agotado with stock 0. Each variant's unit
 * cost follows too (issue 19; a deleted variant keeps the last one known, the basis of past figures),
 * and the reply's shop currency is stored. `updated` counts rows whose stock, estado or cost changed.
 * `variantIds` limits the run (inventory webhooks).
 */
export async function syncInventory(
  db: Db,
  client: ShopifyClient,
  opts: { trigger: SyncTrigger; actorId?: string | null; variantIds?: string[] },
): Promise<{ updated: number }> {
  return recordRun(db, { kind: 'inventory', trigger: opts.trigger, actorId: opts.actorId ?? null }, client.stats, async () => {
    const where = opts.variantIds
      ? inArray(colaboraciones.shopifyVariantId, opts.variantIds.length ? opts.variantIds : ['-'])
      : isNotNull(colaboraciones.shopifyVariantId);
    const rows = (await db
      .select({
        id: colaboraciones.id,
        variantId: colaboraciones.shopifyVariantId,
        estado: colaboraciones.estado,
        colaboradoraId: colaboraciones.colaboradoraId,
        stock: colaboraciones.shopifyInventoryQuantity,
        costo: colaboraciones.costoUnitario,
        moneda: colaboraciones.costoMoneda,
      })
      .from(colaboraciones)
      .where(where)
      .orderBy(asc(colaboraciones.shopifyVariantId))) as Tracked[];
    let updated = 0;
    let currency: string | null = null;
    for (let i = 0; i < rows.length; i += INVENTORY_BATCH) {
      const batch = await syncBatch(db, client, rows.slice(i, i + INVENTORY_BATCH));
      updated += batch.changed;
      currency = batch.currency;
    }
    if (currency) await rememberCurrency(db, currency);
    return { updated };
  });
}

interface VariantState {
  stock: number;
  available: boolean;
  /** undefined: the variant is gone, its last cost stays; null: no cost. */
  cost: { costo: string; moneda: string } | null | undefined;
}

async function syncBatch(db: Db, client: ShopifyClient, rows: Tracked[]): Promise<{ changed: number; currency: string }> {
  const ids = [...new Set(rows.map((r) => r.variantId))];
  const reply = await client.request('InventoryByIds', { ids }, inventoryByIdsReply);
  if (reply.nodes.length !== ids.length) throw new AppError('SYNC_FAILED', 502, ERROR_MESSAGES.STORE_INVALID_REPLY);
  const state = new Map<string, VariantState>();
  ids.forEach((id, k) => {
    // null: deleted in the store; {}: an id that is not a variant any more. Both: nothing to sell.
    const node = inventoryNode.safeParse(reply.nodes[k]);
    if (!node.success) state.set(id, { stock: 0, available: false, cost: undefined });
    else state.set(id, { stock: node.data.inventoryQuantity ?? 0, available: isAvailable(node.data), cost: costOf(node.data.inventoryItem.unitCost) });
  });

  const values = sql.join(
    rows.map((r) => {
      const s = state.get(r.variantId);
      const known = s?.cost !== undefined;
      return sql`(${r.variantId}::text, ${s?.stock ?? 0}::int, ${known}::boolean, ${s?.cost?.costo ?? null}::numeric, ${s?.cost?.moneda ?? null}::text)`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE colaboraciones AS c
    SET shopify_inventory_quantity = v.stock, last_sync_at = now(),
      costo_unitario = CASE WHEN v.known THEN v.costo ELSE c.costo_unitario END,
      costo_moneda = CASE WHEN v.known THEN v.moneda ELSE c.costo_moneda END
    FROM (VALUES ${values}) AS v(variant_id, stock, known, costo, moneda)
    WHERE c.shopify_variant_id = v.variant_id`);

  let changed = 0;
  for (const r of rows) {
    const s = state.get(r.variantId);
    if (!s) continue;
    let estadoChanged = false;
    const name = stockTransition(r, s.available);
    if (name) {
      try {
        await transition(db, {
          colaboracionId: r.id,
          name,
          actor: { userId: null, role: 'system' },
          // A creator may take it between our read and now: then it is hers, leave it.
          where: sql`${colaboraciones.colaboradoraId} IS NULL`,
          note: name === 'agotar' ? 'Sin existencias en Shopify' : 'Con existencias en Shopify',
        });
        estadoChanged = true;
      } catch (err) {
        if (!(err instanceof AppError && err.status === 409)) throw err;
      }
    }
    const costChanged = s.cost !== undefined && !sameCost(r, s.cost);
    if (estadoChanged || r.stock !== s.stock || costChanged) changed++;
  }
  return { changed, currency: reply.shop.currencyCode };
}
