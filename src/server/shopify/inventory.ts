import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { colaboraciones } from '../db/schema';
import type { Estado } from '../../shared/domain/estado';
import { ERROR_MESSAGES } from '../../shared/errors';
import { stockTransition } from '../domain/stock';
import { transition } from '../domain/transition';
import { AppError } from '../app-error';
import type { ShopifyClient } from './client';
import { isAvailable } from './mapping';
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
}

/**
 * Inventory sync: stock of every imported collaboration follows the store; an unassigned item flips
 * disponible ↔ agotado through the state machine (actor system). An item a creator holds keeps its
 * estado whatever the stock; a variant deleted in the store is agotado with stock 0. `updated` counts
 * rows whose stock or estado changed. `variantIds` limits the run (inventory webhooks).
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
      })
      .from(colaboraciones)
      .where(where)
      .orderBy(asc(colaboraciones.shopifyVariantId))) as Tracked[];
    let updated = 0;
    for (let i = 0; i < rows.length; i += INVENTORY_BATCH) {
      updated += await syncBatch(db, client, rows.slice(i, i + INVENTORY_BATCH));
    }
    return { updated };
  });
}

async function syncBatch(db: Db, client: ShopifyClient, rows: Tracked[]): Promise<number> {
  const ids = [...new Set(rows.map((r) => r.variantId))];
  const reply = await client.request('InventoryByIds', { ids }, inventoryByIdsReply);
  if (reply.nodes.length !== ids.length) throw new AppError('SYNC_FAILED', 502, ERROR_MESSAGES.STORE_INVALID_REPLY);
  const state = new Map<string, { stock: number; available: boolean }>();
  ids.forEach((id, k) => {
    // null: deleted in the store; {}: an id that is not a variant any more. Both: nothing to sell.
    const node = inventoryNode.safeParse(reply.nodes[k]);
    if (!node.success) state.set(id, { stock: 0, available: false });
    else state.set(id, { stock: node.data.inventoryQuantity ?? 0, available: isAvailable(node.data) });
  });

  const values = sql.join(
    rows.map((r) => sql`(${r.variantId}::text, ${state.get(r.variantId)?.stock ?? 0}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE colaboraciones AS c
    SET shopify_inventory_quantity = v.stock, last_sync_at = now()
    FROM (VALUES ${values}) AS v(variant_id, stock)
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
    if (estadoChanged || r.stock !== s.stock) changed++;
  }
  return changed;
}
