import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { createPacer } from './pacer';
import type { Db, Tx } from '../db/client';
import { columnList, recordset } from '../db/recordset';
import { colaboraciones, tiendaProductos, tiendaVariantes } from '../db/schema';
import type { ImportProduct } from '../../shared/schemas/shopify';
import type { CatalogueProduct } from './catalogue';
import { isJeansCollection, productImage } from './catalogue';
import { colorOf, isAvailable, tallaOf } from './mapping';

/**
 * The local mirror of the store's catalogue (tienda_productos, tienda_variantes; decision 054): written
 * from a bulk read's JSONL, line by line in batches, and from the paged reads of a product that changed.
 */

// Small enough that one batch's statement and its SQL building hold the event loop for a few ms only.
export const MIRROR_BATCH = 200;

type ProductRow = typeof tiendaProductos.$inferInsert;
type VariantRow = typeof tiendaVariantes.$inferInsert;

const gidType = (id: string) => /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1] ?? '';
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);
const date = (v: unknown): Date | null => {
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** A cost the table can hold (12 digits, 2 decimals, not negative) and an ISO currency; else none. */
export function unitCostOf(cost: { amount?: unknown; currencyCode?: unknown } | null | undefined): { costoUnitario: string | null; costoMoneda: string | null } {
  const amount = typeof cost?.amount === 'string' || typeof cost?.amount === 'number' ? Number(cost.amount) : NaN;
  const currency = typeof cost?.currencyCode === 'string' && /^[A-Z]{3}$/.test(cost.currencyCode) ? cost.currencyCode : null;
  if (!Number.isFinite(amount) || amount < 0 || amount >= 1e10 || !currency) return { costoUnitario: null, costoMoneda: null };
  return { costoUnitario: amount.toFixed(2), costoMoneda: currency };
}

function imageOf(media: unknown): string | null {
  const m = media as { image?: { url?: unknown } | null; preview?: { image?: { url?: unknown } | null } | null } | null;
  return str(m?.image?.url) ?? str(m?.preview?.image?.url);
}

function productRow(line: Record<string, unknown>, readId: string | null): ProductRow | null {
  const id = str(line.id);
  const title = str(line.title);
  const createdAt = date(line.createdAt);
  if (!id || title === null || !createdAt) return null;
  return {
    id,
    titulo: title,
    vendor: str(line.vendor),
    productType: str(line.productType),
    imagen: imageOf(line.featuredMedia),
    creadoAt: createdAt,
    actualizadoAt: date(line.updatedAt),
    eliminadoAt: null,
    leidoPor: readId,
  };
}

function variantRow(line: Record<string, unknown>, productId: string, readId: string | null): VariantRow | null {
  const id = str(line.id);
  if (!id) return null;
  const item = (line.inventoryItem ?? null) as { id?: unknown; unitCost?: { amount?: unknown; currencyCode?: unknown } | null } | null;
  const options = Array.isArray(line.selectedOptions)
    ? (line.selectedOptions as unknown[]).flatMap((o) => {
        const r = o as { name?: unknown; value?: unknown };
        return typeof r.name === 'string' && typeof r.value === 'string' ? [{ name: r.name, value: r.value }] : [];
      })
    : [];
  return {
    id,
    productoId: productId,
    titulo: str(line.title) ?? '',
    sku: str(line.sku)?.trim() || null,
    barcode: str(line.barcode)?.trim() || null,
    opciones: options,
    inventoryQuantity: num(line.inventoryQuantity),
    availableForSale: line.availableForSale === true,
    inventoryItemId: str(item?.id),
    ...unitCostOf(item?.unitCost),
    posicion: num(line.position) ?? 0,
    eliminadoAt: null,
    leidoPor: readId,
  };
}

// The batches go as one JSON parameter each (db/recordset.ts): building a 200-row statement with a
// placeholder per cell held the event loop for ~9 ms.
const PRODUCT_COLUMNS = {
  id: 'text',
  titulo: 'text',
  vendor: 'text',
  product_type: 'text',
  imagen: 'text',
  creado_at: 'timestamptz',
  actualizado_at: 'timestamptz',
  leido_por: 'uuid',
} as const;

const VARIANT_COLUMNS = {
  id: 'text',
  producto_id: 'text',
  titulo: 'text',
  sku: 'text',
  barcode: 'text',
  opciones: 'jsonb',
  inventory_quantity: 'integer',
  available_for_sale: 'boolean',
  inventory_item_id: 'text',
  costo_unitario: 'numeric(12,2)',
  costo_moneda: 'text',
  posicion: 'integer',
  leido_por: 'uuid',
} as const;

/**
 * Upserts mirror rows by id: a row read again takes the store's values for every column and is not
 * deleted any more. The table name and columns are code (recordset checks the columns' names).
 */
async function upsertMirror(db: Db | Tx, table: 'tienda_productos' | 'tienda_variantes', columns: Readonly<Record<string, string>>, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const update = Object.keys(columns)
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  await db.execute(sql`
    INSERT INTO ${sql.raw(table)} (${columnList(columns)})
    SELECT ${columnList(columns)} FROM ${recordset(rows, columns)}
    ON CONFLICT (id) DO UPDATE SET ${sql.raw(update)}, eliminado_at = NULL, updated_at = now()`);
}

async function upsertProducts(db: Db | Tx, rows: ProductRow[]): Promise<void> {
  await upsertMirror(
    db,
    'tienda_productos',
    PRODUCT_COLUMNS,
    rows.map((r) => ({
      id: r.id,
      titulo: r.titulo,
      vendor: r.vendor ?? null,
      product_type: r.productType ?? null,
      imagen: r.imagen ?? null,
      creado_at: r.creadoAt,
      actualizado_at: r.actualizadoAt ?? null,
      leido_por: r.leidoPor ?? null,
    })),
  );
}

async function upsertVariants(db: Db | Tx, rows: VariantRow[]): Promise<void> {
  await upsertMirror(
    db,
    'tienda_variantes',
    VARIANT_COLUMNS,
    rows.map((r) => ({
      id: r.id,
      producto_id: r.productoId,
      titulo: r.titulo,
      sku: r.sku ?? null,
      barcode: r.barcode ?? null,
      opciones: r.opciones ?? [],
      inventory_quantity: r.inventoryQuantity ?? null,
      available_for_sale: r.availableForSale ?? false,
      inventory_item_id: r.inventoryItemId ?? null,
      costo_unitario: r.costoUnitario ?? null,
      costo_moneda: r.costoMoneda ?? null,
      posicion: r.posicion ?? 0,
      leido_por: r.leidoPor ?? null,
    })),
  );
}

async function writeCollections(db: Db | Tx, byProduct: Map<string, { id: string; title: string }[]>): Promise<void> {
  const entries = [...byProduct.entries()];
  for (let i = 0; i < entries.length; i += MIRROR_BATCH) {
    const slice = entries.slice(i, i + MIRROR_BATCH);
    const payload = JSON.stringify(slice.map(([id, cols]) => ({ id, cols, jeans: cols.some((c) => isJeansCollection(c.title)) })));
    await db.execute(sql`
      UPDATE tienda_productos AS p SET colecciones = v.cols, es_jeans = v.jeans
      FROM jsonb_to_recordset(${payload}::jsonb) AS v(id text, cols jsonb, jeans boolean)
      WHERE p.id = v.id`);
  }
}

export interface MirrorReadResult {
  productos: number;
  variantes: number;
  eliminados: number;
}

/**
 * Writes a COMPLETED bulk read into the mirror: products and variants upserted in batches as their lines
 * arrive (a child line comes after its parent's, not necessarily right after), collections kept per
 * product (small) and written at the end; then every product and variant this complete read did not see
 * is marked deleted. `onLines` reports progress.
 */
export async function writeBulkRead(
  db: Db,
  readId: string,
  lines: AsyncIterable<string>,
  onLines: (lines: number) => Promise<void>,
): Promise<MirrorReadResult> {
  let products: ProductRow[] = [];
  let variants: VariantRow[] = [];
  const collections = new Map<string, { id: string; title: string }[]>();
  let seen = 0;
  let nProducts = 0;
  let nVariants = 0;
  const pace = createPacer();
  const flush = async () => {
    // Products first: a batch's variants name products of this or an earlier batch.
    await upsertProducts(db, products);
    await upsertVariants(db, variants);
    products = [];
    variants = [];
    await onLines(seen);
    await pace();
  };
  for await (const text of lines) {
    seen++;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      continue;
    }
    const id = str(line.id) ?? '';
    const parent = str(line.__parentId);
    const type = gidType(id);
    if (type === 'Product' && !parent) {
      const row = productRow(line, readId);
      if (row) {
        products.push(row);
        nProducts++;
        if (!collections.has(row.id)) collections.set(row.id, []);
      }
    } else if (type === 'ProductVariant' && parent) {
      const row = variantRow(line, parent, readId);
      if (row) {
        variants.push(row);
        nVariants++;
      }
    } else if (type === 'Collection' && parent) {
      const title = str(line.title);
      if (title !== null) {
        const list = collections.get(parent) ?? [];
        list.push({ id, title });
        collections.set(parent, list);
      }
    }
    if (products.length + variants.length >= MIRROR_BATCH) await flush();
  }
  await flush();
  const eliminados = await db.transaction(async (tx) => {
    await writeCollections(tx, collections);
    const gone = await tx
      .update(tiendaProductos)
      .set({ eliminadoAt: sql`now()` })
      .where(and(isNull(tiendaProductos.eliminadoAt), sql`${tiendaProductos.leidoPor} IS DISTINCT FROM ${readId}`))
      .returning({ id: tiendaProductos.id });
    await tx
      .update(tiendaVariantes)
      .set({ eliminadoAt: sql`now()` })
      .where(and(isNull(tiendaVariantes.eliminadoAt), sql`${tiendaVariantes.leidoPor} IS DISTINCT FROM ${readId}`));
    return gone.length;
  });
  return { productos: nProducts, variantes: nVariants, eliminados };
}

/**
 * Writes products read by the paged queries (a products/update webhook, the periodic poll) into the
 * mirror; a variant of these products the read no longer lists was deleted in the store.
 */
export async function writeProducts(db: Db, products: CatalogueProduct[]): Promise<void> {
  if (products.length === 0) return;
  await db.transaction(async (tx) => {
    await upsertProducts(
      tx,
      products.map((p) => ({
        id: p.id,
        titulo: p.title,
        vendor: p.vendor,
        productType: p.productType,
        imagen: productImage(p),
        creadoAt: new Date(p.createdAt),
        actualizadoAt: p.updatedAt ? new Date(p.updatedAt) : null,
        eliminadoAt: null,
        leidoPor: null,
      })),
    );
    // leido_por NULL: these rows were not seen by a complete read; the next one will see them.
    const rows = products.flatMap((p) =>
      p.variants.map((v, i) =>
        variantRow({ ...v, position: i + 1 } as unknown as Record<string, unknown>, p.id, null),
      ),
    );
    const valid = rows.filter((r): r is VariantRow => r !== null);
    for (let i = 0; i < valid.length; i += MIRROR_BATCH) await upsertVariants(tx, valid.slice(i, i + MIRROR_BATCH));
    await writeCollections(tx, new Map(products.map((p) => [p.id, p.collections.nodes.map((c) => ({ id: c.id, title: c.title }))])));
    const keep = new Set(valid.map((v) => v.id));
    const ids = products.map((p) => p.id);
    const existing = await tx
      .select({ id: tiendaVariantes.id })
      .from(tiendaVariantes)
      .where(and(inArray(tiendaVariantes.productoId, ids), isNull(tiendaVariantes.eliminadoAt)));
    const gone = existing.map((r) => r.id).filter((id) => !keep.has(id));
    if (gone.length) await tx.update(tiendaVariantes).set({ eliminadoAt: sql`now()` }).where(inArray(tiendaVariantes.id, gone));
  });
}

/** products/delete: the product and its variants leave the mirror (kept, marked deleted). */
export async function markProductDeleted(db: Db | Tx, productId: string): Promise<void> {
  await db.update(tiendaProductos).set({ eliminadoAt: sql`now()` }).where(and(eq(tiendaProductos.id, productId), isNull(tiendaProductos.eliminadoAt)));
  await db.update(tiendaVariantes).set({ eliminadoAt: sql`now()` }).where(and(eq(tiendaVariantes.productoId, productId), isNull(tiendaVariantes.eliminadoAt)));
}

/** The newest product change the mirror holds: the periodic poll asks the store for anything later. */
export async function lastProductChange(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${tiendaProductos.actualizadoAt})` }).from(tiendaProductos);
  return row?.at ? new Date(row.at) : null;
}

export type MirrorProduct = typeof tiendaProductos.$inferSelect;
export type MirrorVariant = typeof tiendaVariantes.$inferSelect;

/** A mirror variant in the shape mapping.ts reads (selectedOptions by name). */
export function asVariantNode(v: MirrorVariant) {
  return { title: v.titulo, selectedOptions: v.opciones, availableForSale: v.availableForSale, inventoryQuantity: v.inventoryQuantity };
}

export interface ListOptions {
  q?: string | undefined;
  coleccion?: string | undefined;
  pagina: number;
  porPagina: number;
}

/** The Importar dialog's page: products of the mirror, jeans first then newest, with their variants. */
export async function listMirror(db: Db, opts: ListOptions): Promise<{ products: ImportProduct[]; total: number }> {
  const where: SQL[] = [isNull(tiendaProductos.eliminadoAt)];
  const q = opts.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(tiendaProductos.titulo, like),
        ilike(tiendaProductos.productType, like),
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${tiendaProductos.colecciones}) c WHERE c->>'title' ILIKE ${like})`,
        sql`EXISTS (SELECT 1 FROM tienda_variantes tv WHERE tv.producto_id = ${tiendaProductos.id} AND tv.eliminado_at IS NULL AND (tv.sku ILIKE ${like} OR tv.barcode ILIKE ${like} OR tv.titulo ILIKE ${like} OR tv.opciones::text ILIKE ${like}))`,
      )!,
    );
  }
  if (opts.coleccion) where.push(sql`${tiendaProductos.colecciones} @> ${JSON.stringify([{ id: opts.coleccion }])}::jsonb`);
  const cond = and(...where);
  const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(tiendaProductos).where(cond);
  const products = await db
    .select()
    .from(tiendaProductos)
    .where(cond)
    .orderBy(desc(tiendaProductos.esJeans), desc(tiendaProductos.creadoAt), asc(tiendaProductos.id))
    .limit(opts.porPagina)
    .offset((opts.pagina - 1) * opts.porPagina);
  const ids = products.map((p) => p.id);
  const variants = ids.length
    ? await db
        .select()
        .from(tiendaVariantes)
        .where(and(inArray(tiendaVariantes.productoId, ids), isNull(tiendaVariantes.eliminadoAt)))
        .orderBy(asc(tiendaVariantes.productoId), asc(tiendaVariantes.posicion), asc(tiendaVariantes.id))
    : [];
  const variantIds = variants.map((v) => v.id);
  const imported = new Set<string>();
  for (let i = 0; i < variantIds.length; i += 1000) {
    const rows = await db
      .select({ id: colaboraciones.shopifyVariantId })
      .from(colaboraciones)
      .where(inArray(colaboraciones.shopifyVariantId, variantIds.slice(i, i + 1000)));
    for (const r of rows) if (r.id) imported.add(r.id);
  }
  const byProduct = new Map<string, MirrorVariant[]>();
  for (const v of variants) byProduct.set(v.productoId, [...(byProduct.get(v.productoId) ?? []), v]);
  return {
    total: countRow?.n ?? 0,
    products: products.map((p) => ({
      shopifyId: p.id,
      title: p.titulo,
      productType: p.productType || null,
      image: p.imagen,
      createdAt: p.creadoAt.toISOString(),
      collectionIds: p.colecciones.map((c) => c.id),
      variants: (byProduct.get(p.id) ?? []).map((v) => {
        const node = asVariantNode(v);
        return {
          variantId: v.id,
          title: v.titulo,
          option1: colorOf(node),
          option2: tallaOf(node),
          barcode: v.barcode,
          inventoryQuantity: v.inventoryQuantity,
          available: isAvailable(node),
          imported: imported.has(v.id),
        };
      }),
    })),
  };
}

/** Every collection the mirror's products belong to, by title (the dialog's filter). */
export async function mirrorCollections(db: Db): Promise<{ id: string; title: string }[]> {
  const res = (await db.execute(sql`
    SELECT DISTINCT c->>'id' AS id, c->>'title' AS title
    FROM tienda_productos p, jsonb_array_elements(p.colecciones) c
    WHERE p.eliminado_at IS NULL
    ORDER BY 2, 1`)) as unknown as { rows: { id: string; title: string }[] };
  return res.rows;
}
