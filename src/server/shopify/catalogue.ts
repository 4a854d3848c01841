import type { z } from 'zod';
import type { ShopifyClient } from './client';
import {
  collectionsPageReply,
  productsPageReply,
  productVariantsPageReply,
  type ProductNode,
  type VariantNode,
} from './replies';

/**
 * Page sizes that keep one ProductsPage well under the Admin API's 1,000-point query cost limit: with each
 * variant's unit cost, five products of 20 variants and 10 collections.
 */
export const PRODUCTS_PER_PAGE = 5;
export const VARIANTS_PER_PAGE = 20;
export const COLLECTIONS_PER_PRODUCT = 10;

export interface CatalogueProduct extends Omit<ProductNode, 'variants'> {
  variants: VariantNode[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  collections: { id: string; title: string }[];
}

/**
 * The products a search matches (Shopify's syntax: `id:1 OR id:2`, `updated_at:>'…'`; null: every
 * product), each with all its variants and their unit costs: ProductsPage, and ProductVariantsPage for a
 * product longer than the page. The small reads of product changes (issue 19) and the bench's baseline.
 */
export async function fetchProducts(client: ShopifyClient, query: string | null = null): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  let after: string | null = null;
  for (;;) {
    const page: z.infer<typeof productsPageReply> = await client.request(
      'ProductsPage',
      { first: PRODUCTS_PER_PAGE, after, query, variantsFirst: VARIANTS_PER_PAGE, collectionsFirst: COLLECTIONS_PER_PRODUCT },
      productsPageReply,
    );
    for (const p of page.products.nodes) {
      const variants = [...p.variants.nodes];
      let more = p.variants.pageInfo;
      while (more.hasNextPage) {
        const rest = await client.request('ProductVariantsPage', { id: p.id, first: 100, after: more.endCursor }, productVariantsPageReply);
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

export function productImage(p: Pick<ProductNode, 'featuredMedia'>): string | null {
  return p.featuredMedia?.image?.url ?? p.featuredMedia?.preview?.image?.url ?? null;
}
