import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { columnList, inTextList, recordset } from '../db/recordset';
import { colaboraciones } from '../db/schema';
import type { Estado } from '../../shared/domain/estado';
import { stockTransition } from '../domain/stock';
import { transition } from '../domain/transition';
import { AppError } from '../app-error';
import type { ImportedFields } from './mapping';

/**
 * Writing store variants into colaboraciones (spec §7 bulk insert of imported variants), for the import
 * and re-sync jobs (store-jobs.ts) and a product that changed (products/update). A variant imported
 * before is updated in place (unique shopify_variant_id): a repeat never duplicates a collaboration, so
 * a job run again after a crash is harmless. Only unassigned disponible/agotado items change estado,
 * through the state machine; an item a creator holds keeps her and its estado.
 */
export interface ImportActor {
  userId: string | null;
}

export interface UpsertCounts {
  creadas: number;
  actualizadas: number;
  sinCambios: number;
}

const STORE_COLUMNS = [
  'titulo',
  'nombre_visualizacion',
  'producto',
  'tipo',
  'talla',
  'color',
  'marca',
  'barcode',
  'imagen',
  'shopify_product_id',
  'shopify_inventory_item_id',
  'shopify_inventory_quantity',
  'costo_unitario',
  'costo_moneda',
] as const;

/** What an import writes into a new collaboration: the store's columns, and its estado. */
const IMPORT_COLUMNS = {
  titulo: 'text',
  nombre_visualizacion: 'text',
  producto: 'text',
  tipo: 'text',
  talla: 'text',
  color: 'text',
  marca: 'text',
  barcode: 'text',
  imagen: 'text',
  shopify_product_id: 'text',
  shopify_variant_id: 'text',
  shopify_inventory_item_id: 'text',
  shopify_inventory_quantity: 'integer',
  costo_unitario: 'numeric(12,2)',
  costo_moneda: 'text',
  estado: 'text',
} as const satisfies Record<(typeof STORE_COLUMNS)[number] | 'shopify_variant_id' | 'estado', string>;

/**
 * Upserts one batch. `onlyExisting`: re-sync and product changes update imported variants and never
 * create new collaborations. A row whose store fields did not change is left alone (and counted).
 */
export async function upsertBatch(tx: Tx, rows: ImportedFields[], actor: ImportActor, opts: { onlyExisting?: boolean; note?: string } = {}): Promise<UpsertCounts> {
  if (rows.length === 0) return { creadas: 0, actualizadas: 0, sinCambios: 0 };
  const changed = sql.raw(
    `(${STORE_COLUMNS.map((c) => `colaboraciones.${c}`).join(', ')}, colaboraciones.shopify_eliminado_at) IS DISTINCT FROM (${STORE_COLUMNS.map((c) => `excluded.${c}`).join(', ')}, NULL::timestamptz)`,
  );
  let input = rows;
  if (opts.onlyExisting) {
    const existing = await tx
      .select({ id: colaboraciones.shopifyVariantId })
      .from(colaboraciones)
      .where(inTextList(colaboraciones.shopifyVariantId, rows.map((r) => r.shopifyVariantId)));
    const have = new Set(existing.map((r) => r.id));
    input = rows.filter((r) => have.has(r.shopifyVariantId));
    if (input.length === 0) return { creadas: 0, actualizadas: 0, sinCambios: 0 };
  }
  // The batch as one JSON parameter (db/recordset.ts): the same statement text for every batch.
  const batch = recordset(
    input.map((f) => ({
      titulo: f.titulo,
      nombre_visualizacion: f.nombreVisualizacion,
      producto: f.producto,
      tipo: f.tipo,
      talla: f.talla,
      color: f.color,
      marca: f.marca,
      barcode: f.barcode,
      imagen: f.imagen,
      shopify_product_id: f.shopifyProductId,
      shopify_variant_id: f.shopifyVariantId,
      shopify_inventory_item_id: f.shopifyInventoryItemId,
      shopify_inventory_quantity: f.shopifyInventoryQuantity,
      costo_unitario: f.costoUnitario,
      costo_moneda: f.costoMoneda,
      estado: f.available ? 'disponible' : 'agotado',
    })),
    IMPORT_COLUMNS,
  );
  // Every store column follows the store (no screen edits the display name either: a re-import follows
  // the store's renames); a row seen again in the store loses its deletion mark. xmax is 0 for a row
  // this statement inserted, set for one it updated.
  const updates = sql.raw(STORE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '));
  const { rows: result } = (await tx.execute(sql`
    INSERT INTO colaboraciones (${columnList(IMPORT_COLUMNS)}, last_sync_at)
    SELECT ${columnList(IMPORT_COLUMNS)}, now() FROM ${batch}
    ON CONFLICT (shopify_variant_id) DO UPDATE SET
      ${updates},
      shopify_eliminado_at = NULL,
      last_sync_at = excluded.last_sync_at,
      updated_at = now()
    WHERE ${changed}
    RETURNING id, shopify_variant_id AS "variantId", estado, colaboradora_id AS "colaboradoraId", (xmax = 0) AS inserted`)) as unknown as {
    rows: { id: string; variantId: string | null; estado: Estado; colaboradoraId: string | null; inserted: boolean }[];
  };
  const byVariant = new Map(input.map((f) => [f.shopifyVariantId, f]));
  const touched = new Set<string>();
  let creadas = 0;
  let actualizadas = 0;
  const created: { id: string; estado: (typeof result)[number]['estado'] }[] = [];
  for (const row of result) {
    if (row.variantId) touched.add(row.variantId);
    if (row.inserted) {
      creadas++;
      created.push(row);
      continue;
    }
    actualizadas++;
  }
  // recordCreation's history row for each new collaboration, in one statement for the batch (50,000
  // single inserts were most of a large import's time).
  if (created.length) {
    await tx.execute(sql`
      INSERT INTO colaboracion_eventos (colaboracion_id, from_estado, to_estado, actor_id, actor_role, note)
      SELECT v.colaboracion_id, NULL, v.to_estado, ${actor.userId}, ${actor.userId ? 'admin' : 'system'}, 'Importada desde Shopify'
      FROM ${recordset(
        created.map((row) => ({ colaboracion_id: row.id, to_estado: row.estado })),
        { colaboracion_id: 'uuid', to_estado: 'text' },
      )}`);
  }
  const createdIds = new Set(created.map((r) => r.id));
  // Stock follows the store for every existing row, changed or not (an item left agotado by an earlier
  // run is offered again once the store sells it).
  const existing = await tx
    .select({ id: colaboraciones.id, variantId: colaboraciones.shopifyVariantId, estado: colaboraciones.estado, colaboradoraId: colaboraciones.colaboradoraId })
    .from(colaboraciones)
    .where(
      and(
        inTextList(colaboraciones.shopifyVariantId, input.map((r) => r.shopifyVariantId)),
        isNull(colaboraciones.colaboradoraId),
        inArray(colaboraciones.estado, ['disponible', 'agotado']),
      ),
    );
  for (const row of existing) {
    const f = row.variantId ? byVariant.get(row.variantId) : undefined;
    if (!f) continue;
    const name = stockTransition(row, f.available);
    if (!name) continue;
    // A row this statement inserted already has the store's estado.
    if (createdIds.has(row.id)) continue;
    await transition(tx, {
      colaboracionId: row.id,
      name,
      actor: { userId: null, role: 'system' },
      where: sql`${colaboraciones.colaboradoraId} IS NULL`,
      note: opts.note ?? 'Importación desde Shopify',
    });
    if (!touched.has(f.shopifyVariantId)) {
      touched.add(f.shopifyVariantId);
      actualizadas++;
    }
  }
  return { creadas, actualizadas, sinCambios: input.length - creadas - actualizadas };
}

/**
 * A product (or variants) deleted in the store: its unassigned disponible items become agotado through
 * the state machine and carry the deletion mark; a collaboration in progress is never touched.
 * Returns how many collaborations it marked.
 */
export async function applyStoreDeletion(db: Db | Tx, where: { productId?: string; variantIds?: string[] }, note = 'Producto eliminado en la tienda'): Promise<number> {
  const cond = where.productId
    ? eq(colaboraciones.shopifyProductId, where.productId)
    : where.variantIds?.length
      ? inArray(colaboraciones.shopifyVariantId, where.variantIds)
      : undefined;
  if (!cond) return 0;
  const rows = await db
    .update(colaboraciones)
    .set({ shopifyEliminadoAt: sql`now()` })
    .where(and(cond, isNull(colaboraciones.colaboradoraId), isNull(colaboraciones.shopifyEliminadoAt), inArray(colaboraciones.estado, ['disponible', 'agotado'])))
    .returning({ id: colaboraciones.id, estado: colaboraciones.estado });
  for (const row of rows) {
    if (row.estado !== 'disponible') continue;
    try {
      await transition(db, {
        colaboracionId: row.id,
        name: 'agotar',
        actor: { userId: null, role: 'system' },
        where: sql`${colaboraciones.colaboradoraId} IS NULL`,
        note,
      });
    } catch (err) {
      // Taken by a creator between the two statements: hers now, left alone.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return rows.length;
}
