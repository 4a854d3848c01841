import type { z } from 'zod';
import type { ShopifyClient } from './client';
import {
  collectionsPageReply,
  productsPageReply,
  productVariantsPageReply,
  type ProductNode,
  type VariantNode,
} from './replies';

/** Page sizes that keep one ProductsPage well under the 1,000-point query limit (shopify.md). */
export const PRODUCTS_PER_PAGE = 10;
export const VARIANTS_PER_PAGE = 20;
export const COLLECTIONS_PER_PRODUCT = 10;

export interface CatalogueProduct extends Omit<ProductNode, 'variants'> {
  variants: VariantNode[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  collections: { id: string; title: string }[];
}

/** Every product with all its variants, paging products and, for long products, their variants. */
export async function fetchProducts(client: ShopifyClient): Promise<CatalogueProduct[]> {
  return pageProducts(client, { products: 'ProductsPage', variants: 'ProductVariantsPage', first: PRODUCTS_PER_PAGE }, null);
}

/**
 * Products a search matches (Shopify's syntax: `id:1 OR id:2`, `updated_at:>'…'`), with unit costs: the
 * small reads of product changes (issue 19). Fewer per page: the unit cost makes each variant dearer.
 */
export async function fetchChangedProducts(client: ShopifyClient, query: string): Promise<CatalogueProduct[]> {
  return pageProducts(client, { products: 'ProductChangesPage', variants: 'ProductChangeVariantsPage', first: CHANGED_PER_PAGE }, query);
}

export const CHANGED_PER_PAGE = 5;

async function pageProducts(
  client: ShopifyClient,
  ops: { products: 'ProductsPage' | 'ProductChangesPage'; variants: 'ProductVariantsPage' | 'ProductChangeVariantsPage'; first: number },
  query: string | null,
): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  let after: string | null = null;
  for (;;) {
    const page: z.infer<typeof productsPageReply> = await client.request(
      ops.products,
      { first: ops.first, after, query, variantsFirst: VARIANTS_PER_PAGE, collectionsFirst: COLLECTIONS_PER_PRODUCT },
      productsPageReply,
    );
    for (const p of page.products.nodes) {
      const variants = [...p.variants.nodes];
      let more = p.variants.pageInfo;
      while (more.hasNextPage) {
        const rest = await client.request(ops.variants, { id: p.id, first: 100, after: more.endCursor }, productVariantsPageReply);
        if (!rest.product) break;
        variants.push(...rest.product.variants.nodes);
        more = rest.product.variants.pageInfo;
      }
      products.push({ ...p, variants });
    }
    if (!page.products.pageInfo.hasNextPage) break;
    after = page.products.pageInfo.endCursor;
  }
  return products;
}

export async function fetchCollections(client: ShopifyClient): Promise<{ id: string; title: string }[]> {
  const out: { id: string; title: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const page: z.infer<typeof collectionsPageReply> = await client.request('CollectionsPage', { first: 250, after }, collectionsPageReply);
    out.push(...page.collections.nodes.map((c) => ({ id: c.id, title: c.title })));
    if (!page.collections.pageInfo.hasNextPage) break;
    after = page.collections.pageInfo.endCursor;
  }
  return out;
}

export async function fetchCatalogue(client: ShopifyClient): Promise<Catalogue> {
  const products = await fetchProducts(client);
  const collections = await fetchCollections(client);
  return { products, collections };
}

export function isJeansCollection(title: string): boolean {
  return title.trim().toLowerCase() === 'jeans';
}

/** Spec §2 Importar: jeans-collection products first, then newest first. */
export function sortForImport<T extends { createdAt: string; collections: { nodes: { title: string }[] } }>(products: T[]): T[] {
  const jeans = (p: T) => (p.collections.nodes.some((c) => isJeansCollection(c.title)) ? 0 : 1);
  return [...products].sort((a, b) => jeans(a) - jeans(b) || b.createdAt.localeCompare(a.createdAt));
}

export function productImage(p: Pick<ProductNode, 'featuredMedia'>): string | null {
  return p.featuredMedia?.image?.url ?? p.featuredMedia?.preview?.image?.url ?? null;
}
