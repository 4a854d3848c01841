import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { colaboraciones, tiendaProductos, tiendaVariantes } from '../db/schema';
import type { ShopifyClient } from './client';
import { fetchProducts } from './catalogue';
import { applyStoreDeletion, upsertBatch } from './import';
import { fieldsFromMirror } from './mapping';
import { lastProductChange, markProductDeleted, writeProducts } from './mirror';

/**
 * Product changes kept live (issue 19 item 6): products/update and products/delete webhooks, and the
 * periodic poll, update the mirror and the collaborations already imported from those products (titles,
 * display names, images, variants, stock, unit cost). A new variant is offered in Importar, never
 * imported by itself; a deleted one takes its unassigned items out of Disponibles (import.ts).
 */

const numericId = (gid: string) => /\/(\d+)$/.exec(gid)?.[1] ?? gid;

/** Reads these products from the store (paged queries: a small read) and applies them. */
export async function refreshProducts(db: Db, client: ShopifyClient, productIds: string[]): Promise<{ products: number; updated: number }> {
  if (productIds.length === 0) return { products: 0, updated: 0 };
  const query = productIds.map((id) => `id:${numericId(id)}`).join(' OR ');
  const products = await fetchProducts(client, query);
  await writeProducts(db, products);
  const found = new Set(products.map((p) => p.id));
  let updated = 0;
  for (const id of productIds) {
    if (!found.has(id)) updated += await productDeleted(db, id);
  }
  updated += await applyProducts(db, [...found]);
  return { products: products.length, updated };
}

/** products/delete, or a product the store no longer has. */
export async function productDeleted(db: Db, productId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await markProductDeleted(tx, productId);
    return applyStoreDeletion(tx, { productId });
  });
}

/** The mirror's state of these products, into their imported collaborations. */
export async function applyProducts(db: Db, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const pairs = await db
    .select({ p: tiendaProductos, v: tiendaVariantes })
    .from(tiendaVariantes)
    .innerJoin(tiendaProductos, eq(tiendaProductos.id, tiendaVariantes.productoId))
    .where(and(inArray(tiendaProductos.id, productIds), isNull(tiendaVariantes.eliminadoAt), isNull(tiendaProductos.eliminadoAt)));
  let updated = 0;
  for (let i = 0; i < pairs.length; i += 500) {
    const batch = pairs.slice(i, i + 500).map(({ p, v }) => fieldsFromMirror(p, v));
    const r = await db.transaction((tx) => upsertBatch(tx, batch, { userId: null }, { onlyExisting: true, note: 'Cambio del producto en la tienda' }));
    updated += r.actualizadas;
  }
  // Variants the store removed from a product that is still there.
  const live = pairs.map((x) => x.v.id);
  const gone = await db
    .select({ v: colaboraciones.shopifyVariantId })
    .from(colaboraciones)
    .where(and(inArray(colaboraciones.shopifyProductId, productIds), isNotNull(colaboraciones.shopifyVariantId), live.length ? notInArray(colaboraciones.shopifyVariantId, live) : undefined));
  const ids = gone.map((g) => g.v).filter((v): v is string => v !== null);
  if (ids.length) updated += await db.transaction((tx) => applyStoreDeletion(tx, { variantIds: ids }, 'Variante eliminada en la tienda'));
  return updated;
}

/**
 * The periodic poll's share (the webhooks' safety net): products the store changed since the newest
 * change the mirror holds. Nothing before the first complete read (the mirror is empty).
 */
export async function pollProductChanges(db: Db, client: ShopifyClient): Promise<{ products: number; updated: number }> {
  const since = await lastProductChange(db);
  if (!since) return { products: 0, updated: 0 };
  const products = await fetchProducts(client, `updated_at:>'${since.toISOString()}'`);
  await writeProducts(db, products);
  const updated = await applyProducts(db, products.map((p) => p.id));
  return { products: products.length, updated };
}
