import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { colaboraciones, colaboracionEventos } from '../db/schema';
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

/**
 * Upserts one batch. `onlyExisting`: re-sync and product changes update imported variants and never
 * create new collaborations. A row whose store fields did not change is left alone (and counted).
 */
export async function upsertBatch(tx: Tx, rows: ImportedFields[], actor: ImportActor, opts: { onlyExisting?: boolean; note?: string } = {}): Promise<UpsertCounts> {
  if (rows.length === 0) return { creadas: 0, actualizadas: 0, sinCambios: 0 };
  const now = new Date();
  const store = (f: ImportedFields) => ({
    titulo: f.titulo,
    nombreVisualizacion: f.nombreVisualizacion,
    producto: f.producto,
    tipo: f.tipo,
    talla: f.talla,
    color: f.color,
    marca: f.marca,
    barcode: f.barcode,
    imagen: f.imagen,
    shopifyProductId: f.shopifyProductId,
    shopifyVariantId: f.shopifyVariantId,
    shopifyInventoryItemId: f.shopifyInventoryItemId,
    shopifyInventoryQuantity: f.shopifyInventoryQuantity,
    costoUnitario: f.costoUnitario,
    costoMoneda: f.costoMoneda,
    lastSyncAt: now,
  });
  const excluded = (col: string) => sql.raw(`excluded.${col}`);
  const changed = sql.raw(
    `(${STORE_COLUMNS.map((c) => `colaboraciones.${c}`).join(', ')}, colaboraciones.shopify_eliminado_at) IS DISTINCT FROM (${STORE_COLUMNS.map((c) => `excluded.${c}`).join(', ')}, NULL::timestamptz)`,
  );
  let input = rows;
  if (opts.onlyExisting) {
    const existing = await tx
      .select({ id: colaboraciones.shopifyVariantId })
      .from(colaboraciones)
      .where(inArray(colaboraciones.shopifyVariantId, rows.map((r) => r.shopifyVariantId)));
    const have = new Set(existing.map((r) => r.id));
    input = rows.filter((r) => have.has(r.shopifyVariantId));
    if (input.length === 0) return { creadas: 0, actualizadas: 0, sinCambios: 0 };
  }
  const result = await tx
    .insert(colaboraciones)
    .values(input.map((f) => ({ ...store(f), estado: f.available ? ('disponible' as const) : ('agotado' as const) })))
    .onConflictDoUpdate({
      target: colaboraciones.shopifyVariantId,
      set: {
        titulo: excluded('titulo'),
        // No screen edits the display name: a re-import follows the store's renames.
        nombreVisualizacion: excluded('nombre_visualizacion'),
        producto: excluded('producto'),
        tipo: excluded('tipo'),
        talla: excluded('talla'),
        color: excluded('color'),
        marca: excluded('marca'),
        barcode: excluded('barcode'),
        imagen: excluded('imagen'),
        shopifyProductId: excluded('shopify_product_id'),
        shopifyInventoryItemId: excluded('shopify_inventory_item_id'),
        shopifyInventoryQuantity: excluded('shopify_inventory_quantity'),
        costoUnitario: excluded('costo_unitario'),
        costoMoneda: excluded('costo_moneda'),
        // Seen again in the store: the deletion mark goes.
        shopifyEliminadoAt: sql`NULL`,
        lastSyncAt: excluded('last_sync_at'),
        updatedAt: sql`now()`,
      },
      setWhere: changed,
    })
    .returning({
      id: colaboraciones.id,
      variantId: colaboraciones.shopifyVariantId,
      estado: colaboraciones.estado,
      colaboradoraId: colaboraciones.colaboradoraId,
      // xmax is 0 for a row this statement inserted, set for one it updated.
      inserted: sql<boolean>`(xmax = 0)`,
    });
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
    await tx.insert(colaboracionEventos).values(
      created.map((row) => ({
        colaboracionId: row.id,
        fromEstado: null,
        toEstado: row.estado,
        actorId: actor.userId,
        actorRole: actor.userId ? ('admin' as const) : ('system' as const),
        note: 'Importada desde Shopify',
      })),
    );
  }
  // Stock follows the store for every existing row, changed or not (an item left agotado by an earlier
  // run is offered again once the store sells it).
  const existing = await tx
    .select({ id: colaboraciones.id, variantId: colaboraciones.shopifyVariantId, estado: colaboraciones.estado, colaboradoraId: colaboraciones.colaboradoraId })
    .from(colaboraciones)
    .where(and(inArray(colaboraciones.shopifyVariantId, input.map((r) => r.shopifyVariantId)), isNull(colaboraciones.colaboradoraId), inArray(colaboraciones.estado, ['disponible', 'agotado'])));
  for (const row of existing) {
    const f = row.variantId ? byVariant.get(row.variantId) : undefined;
    if (!f) continue;
    const name = stockTransition(row, f.available);
    if (!name) continue;
    // A row this statement inserted already has the store's estado.
    if (created.some((r) => r.id === row.id)) continue;
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
