import type { ImportProduct } from '@shared/schemas/shopify';

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** The products whose title, type, collections or variants (title, options, barcode) match the search. */
export function filterProducts(products: readonly ImportProduct[], collectionNames: (p: ImportProduct) => string[], query: string): ImportProduct[] {
  const q = normalize(query);
  if (!q) return [...products];
  return products.filter((product) => {
    const fields = [product.title, product.productType, ...collectionNames(product)];
    for (const v of product.variants) fields.push(v.title, v.option1, v.option2, v.barcode);
    return fields.some((field) => field != null && normalize(field).includes(q));
  });
}
