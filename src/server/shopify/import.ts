import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { colaboraciones } from '../db/schema';
import { stockTransition } from '../domain/stock';
import { recordCreation, transition } from '../domain/transition';
import { AppError } from '../app-error';
import type { ImportProduct } from '../../shared/schemas/shopify';
import type { ShopifyClient } from './client';
import { fetchCatalogue, productImage, sortForImport, type Catalogue } from './catalogue';
import { colorOf, isAvailable, tallaOf, toImportedFields, type ImportedFields } from './mapping';
import { recordRun } from './sync-runs';

const BATCH = 250;

async function importedVariantIds(db: Db, ids: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: colaboraciones.shopifyVariantId })
      .from(colaboraciones)
      .where(and(isNotNull(colaboraciones.shopifyVariantId), inArray(colaboraciones.shopifyVariantId, ids.slice(i, i + 1000))));
    for (const r of rows) if (r.id) out.add(r.id);
  }
  return out;
}

/** The Importar dialog's list: every product and variant, jeans first then newest, imported ones marked. */
export async function listImportable(
  db: Db,
  client: ShopifyClient,
): Promise<{ products: ImportProduct[]; collections: Catalogue['collections'] }> {
  const { products, collections } = await fetchCatalogue(client);
  const imported = await importedVariantIds(db, products.flatMap((p) => p.variants.map((v) => v.id)));
  return {
    collections,
    products: sortForImport(products).map((p) => ({
      shopifyId: p.id,
      title: p.title,
      productType: p.productType || null,
      image: productImage(p),
      createdAt: p.createdAt,
      collectionIds: p.collections.nodes.map((c) => c.id),
      variants: p.variants.map((v) => ({
        variantId: v.id,
        title: v.title,
        // The spec's option1 (color) and option2 (size), read from selectedOptions by name.
        option1: colorOf(v),
        option2: tallaOf(v),
        barcode: v.barcode,
        inventoryQuantity: v.inventoryQuantity,
        available: isAvailable(v),
        imported: imported.has(v.id),
      })),
    })),
  };
}

export interface ImportActor {
  userId: string;
}

/**
 * Importar: one collaboration per chosen variant, in ONE transaction. A variant imported before is
 * updated in place (unique shopify_variant_id); only unassigned disponible/agotado items change estado,
 * through the state machine; an item a creator holds keeps her and its estado.
 */
export async function importVariants(
  db: Db,
  client: ShopifyClient,
  actor: ImportActor,
  variantIds: string[],
): Promise<{ imported: number; updated: number }> {
  return recordRun(db, { kind: 'import', trigger: 'manual', actorId: actor.userId }, client.stats, async () => {
    const wanted = new Set(variantIds);
    const { products } = await fetchCatalogue(client);
    const rows: ImportedFields[] = [];
    for (const p of products) for (const v of p.variants) if (wanted.has(v.id)) rows.push(toImportedFields(p, v));
    if (rows.length === 0) {
      throw new AppError('VARIANTS_GONE');
    }
    return db.transaction(async (tx) => {
      let imported = 0;
      let updated = 0;
      for (let i = 0; i < rows.length; i += BATCH) {
        const r = await upsertBatch(tx, rows.slice(i, i + BATCH), actor);
        imported += r.imported;
        updated += r.updated;
      }
      // sync_runs.updated_count of an import: every row it wrote.
      return { updated: imported + updated, result: { imported, updated } };
    });
  }).then(({ result }) => result);
}

async function upsertBatch(tx: Tx, rows: ImportedFields[], actor: ImportActor): Promise<{ imported: number; updated: number; flips: number }> {
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
    lastSyncAt: now,
  });
  const excluded = (col: string) => sql.raw(`excluded.${col}`);
  const result = await tx
    .insert(colaboraciones)
    .values(rows.map((f) => ({ ...store(f), estado: f.available ? ('disponible' as const) : ('agotado' as const) })))
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
        lastSyncAt: excluded('last_sync_at'),
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: colaboraciones.id,
      variantId: colaboraciones.shopifyVariantId,
      estado: colaboraciones.estado,
      colaboradoraId: colaboraciones.colaboradoraId,
      // xmax is 0 for a row this statement inserted, set for one it updated.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  const byVariant = new Map(rows.map((f) => [f.shopifyVariantId, f]));
  let imported = 0;
  let updated = 0;
  let flips = 0;
  for (const row of result) {
    const f = row.variantId ? byVariant.get(row.variantId) : undefined;
    if (!f) continue;
    if (row.inserted) {
      imported++;
      await recordCreation(tx, row.id, row.estado, { userId: actor.userId, role: 'admin' }, 'Importada desde Shopify');
      continue;
    }
    updated++;
    const name = stockTransition(row, f.available);
    if (!name) continue;
    await transition(tx, {
      colaboracionId: row.id,
      name,
      actor: { userId: null, role: 'system' },
      where: sql`${colaboraciones.colaboradoraId} IS NULL`,
      note: 'Importación desde Shopify',
    });
    flips++;
  }
  return { imported, updated, flips };
}

