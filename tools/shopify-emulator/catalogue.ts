import type { Product, ProductImage, Store, Variant } from './store';

/** The spec's option lists (kept here rather than imported: the emulator stands in for an outside shop). */
export const BRANDS = ['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam'] as const;
export const JEAN_TYPES = ['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom'] as const;
export const COLORS = ['Azul', 'Celeste', 'Negro'] as const;
export const SIZES = ['1', '3', '5', '7', '9', '11', '13', '15', '17'] as const;

/**
 * 'edge' is the demo plus the awkward shapes a real catalogue has (see seedEdgeCases); a generated
 * catalogue can have them too with `edge: true`.
 */
export type SeedOption = 'demo' | 'empty' | 'edge' | { products: number; variantsPerProduct: number; edge?: boolean };

const JEWELRY = [
  { title: 'Arracadas Luna', vendor: 'Balam' },
  { title: 'Collar Corazón', vendor: 'Michelle Ferrar' },
  { title: 'Pulsera Eslabón', vendor: 'Kyrath' },
  { title: 'Anillo Solitario', vendor: 'Balam' },
  { title: 'Aretes Perla', vendor: 'Michelle Ferrar' },
  { title: 'Dije Estrella', vendor: 'Kyrath' },
] as const;
const METALS = ['Dorado', 'Plateado', 'Oro rosa'] as const;

const DAY = 86_400_000;
const CATALOGUE_START = Date.parse('2025-01-10T15:00:00Z');

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A valid EAN-13 with Mexico's 750 prefix, so barcode scanners and check-digit validators accept it. */
export function ean13(n: number): string {
  const body = `750${String(n).padStart(9, '0').slice(-9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

function addProduct(
  store: Store,
  p: Omit<Product, 'id' | 'variantIds' | 'collectionIds' | 'handle' | 'updatedAt' | 'image'> & {
    image: Omit<ProductImage, 'mediaId' | 'width' | 'height'> | null;
  },
  variants: { options: { name: string; value: string }[]; available: number; price: string; sku: string | null; unitCost: string | null }[],
  collectionIds: number[],
): Product {
  const id = store.nextId('Product');
  const product: Product = {
    ...p,
    id,
    handle: `${slug(p.title)}-${id % 10_000}`,
    updatedAt: p.createdAt,
    image: p.image ? { ...p.image, mediaId: store.nextId('MediaImage'), width: 600, height: 800 } : null,
    variantIds: [],
    collectionIds,
  };
  store.products.set(id, product);
  variants.forEach((v, i) => {
    const vid = store.nextId('ProductVariant');
    const variant: Variant = {
      id: vid,
      productId: id,
      title: v.options.map((o) => o.value).join(' / '),
      sku: v.sku,
      barcode: ean13(vid % 1_000_000_000),
      price: v.price,
      position: i + 1,
      selectedOptions: v.options,
      inventoryItemId: store.nextId('InventoryItem'),
      unitCost: v.unitCost,
      available: v.available,
      tracked: true,
      inventoryPolicy: 'DENY',
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    };
    store.addVariant(variant);
    product.variantIds.push(vid);
  });
  for (const cid of collectionIds) store.collections.get(cid)?.productIds.push(id);
  return product;
}

function addCollection(store: Store, title: string): number {
  const id = store.nextId('Collection');
  store.collections.set(id, { id, title, handle: slug(title), productIds: [], updatedAt: iso(CATALOGUE_START) });
  return id;
}

/**
 * A deterministic unit cost, 30-55 % of the price, or null for about one variant in eight (a shop that
 * never entered a cost: the app shows 'Costo no disponible'). Same inputs, same cost, on every seed.
 */
export function seededUnitCost(i: number, j: number, price: string): string | null {
  if ((i * 3 + j) % 8 === 5) return null;
  return ((Number(price) * (30 + ((i * 7 + j * 13) % 26))) / 100).toFixed(2);
}

function jeansVariants(i: number, count: number, colors: readonly string[], brandIdx: number) {
  const sizes = SIZES.slice(i % 4);
  const combos: { name: string; value: string }[][] = [];
  for (const size of sizes) for (const color of colors) combos.push([{ name: 'Color', value: color }, { name: 'Talla', value: size }]);
  for (let extra = 0; combos.length < count; extra++) {
    combos.push([{ name: 'Color', value: `Color ${extra + 1}` }, { name: 'Talla', value: String(SIZES[extra % SIZES.length]) }]);
  }
  const price = `${899 + brandIdx * 100}.00`;
  return combos.slice(0, count).map((options, j) => ({
    options,
    // Deterministic and uneven: about one variant in seven is out of stock.
    available: (i * 5 + j * 3) % 7,
    price,
    unitCost: seededUnitCost(i, j, price),
    sku: `${slug(BRANDS[brandIdx] ?? 'x').slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}-${slug(options[0]?.value ?? '').slice(0, 3).toUpperCase()}-${options[1]?.value ?? ''}`,
  }));
}

/** The demo shop: 24 jeans, 6 jewels, collections 'Jeans', 'Joyería' and 'Novedades'. */
export function seedDemo(store: Store): void {
  store.clear();
  const jeans = addCollection(store, 'Jeans');
  const jewelry = addCollection(store, 'Joyería');
  const news = addCollection(store, 'Novedades');
  for (let i = 0; i < 24; i++) {
    const brandIdx = i % BRANDS.length;
    const brand = BRANDS[brandIdx] ?? 'Kosch';
    const type = JEAN_TYPES[i % JEAN_TYPES.length] ?? 'Recto';
    const color = COLORS[i % COLORS.length] ?? 'Azul';
    const colors = i % 5 === 0 ? [color, COLORS[(i + 1) % COLORS.length] ?? 'Negro'] : [color];
    const variants = jeansVariants(i, 3 + (i % 4), colors, brandIdx);
    // One product sold out entirely, to show 'agotado' on import.
    if (i === 7) for (const v of variants) v.available = 0;
    addProduct(
      store,
      {
        // A two-colour product does not name one colour in its title.
        title: colors.length > 1 ? `Jeans ${type} ${brand}` : `Jeans ${type} ${brand} ${color}`,
        vendor: brand,
        productType: type,
        descriptionHtml: `<p>Jeans ${type.toLowerCase()} de ${brand}, mezclilla con elastano.</p>`,
        tags: ['jeans', slug(type), slug(brand)],
        createdAt: iso(CATALOGUE_START + i * DAY),
        image: { kind: 'jeans', color },
      },
      variants,
      i >= 20 ? [jeans, news] : [jeans],
    );
  }
  JEWELRY.forEach((j, k) => {
    addProduct(
      store,
      {
        title: j.title,
        vendor: j.vendor,
        productType: 'Joyería',
        descriptionHtml: `<p>${j.title}, baño de oro de 18 k.</p>`,
        tags: ['joyeria'],
        createdAt: iso(CATALOGUE_START + (30 + k) * DAY),
        image: { kind: 'jewelry', color: METALS[k % METALS.length] ?? 'Dorado' },
      },
      METALS.map((metal, m) => ({
        options: [{ name: 'Color', value: metal }],
        available: (k + m * 2) % 5,
        price: `${349 + k * 50}.00`,
        unitCost: seededUnitCost(100 + k, m, `${349 + k * 50}.00`),
        sku: `JOY-${String(k + 1).padStart(3, '0')}-${slug(metal).slice(0, 3).toUpperCase()}`,
      })),
      k >= 4 ? [jewelry, news] : [jewelry],
    );
  });
}

/** A large, regular shop for benchmarks: every product a pair of jeans with the given variant count. */
export function seedBulk(store: Store, opts: { products: number; variantsPerProduct: number }): void {
  store.clear();
  const jeans = addCollection(store, 'Jeans');
  for (let i = 0; i < opts.products; i++) {
    const brandIdx = i % BRANDS.length;
    const brand = BRANDS[brandIdx] ?? 'Kosch';
    const type = JEAN_TYPES[i % JEAN_TYPES.length] ?? 'Recto';
    const color = COLORS[i % COLORS.length] ?? 'Azul';
    addProduct(
      store,
      {
        title: `Jeans ${type} ${brand} ${i + 1}`,
        vendor: brand,
        productType: type,
        descriptionHtml: '',
        tags: ['jeans'],
        createdAt: iso(CATALOGUE_START + (i % 365) * DAY + i * 1000),
        image: { kind: 'jeans', color },
      },
      jeansVariants(i, opts.variantsPerProduct, COLORS, brandIdx),
      [jeans],
    );
  }
}

/** Variants in the edge catalogue's largest product: Shopify's limit is 2,048 per product. */
export const EDGE_BIG_PRODUCT_VARIANTS = 2000;

/**
 * Adds issue 19's bad input to whatever is seeded: one product with 2,000 variants; a product without
 * images whose variants have no SKU (null on one, empty on another, as shops have both); and a product
 * whose SKUs repeat another product's. Nothing here is invalid for Shopify.
 */
export function seedEdgeCases(store: Store): void {
  const collection = addCollection(store, 'Casos raros');
  const createdAt = iso(CATALOGUE_START + 60 * DAY);
  const big = [] as { options: { name: string; value: string }[]; available: number; price: string; sku: string; unitCost: string | null }[];
  for (let j = 0; j < EDGE_BIG_PRODUCT_VARIANTS; j++) {
    const size = String(20 + (j % 40));
    const color = `Tono ${Math.floor(j / 40) + 1}`;
    big.push({
      options: [{ name: 'Color', value: color }, { name: 'Talla', value: size }],
      available: (j * 7) % 5,
      price: '1299.00',
      sku: `MEGA-${String(j + 1).padStart(4, '0')}`,
      unitCost: seededUnitCost(500, j, '1299.00'),
    });
  }
  addProduct(
    store,
    { title: 'Jeans Mega Tallas Kosch', vendor: 'Kosch', productType: 'Recto', descriptionHtml: '<p>Todos los tonos y tallas.</p>', tags: ['jeans', 'edge'], createdAt, image: { kind: 'jeans', color: 'Azul' } },
    big,
    [collection],
  );
  addProduct(
    store,
    { title: 'Cinturón sin foto', vendor: 'Balam', productType: 'Accesorios', descriptionHtml: '', tags: ['edge'], createdAt, image: null },
    [
      { options: [{ name: 'Talla', value: 'CH' }], available: 4, price: '299.00', sku: null, unitCost: null },
      { options: [{ name: 'Talla', value: 'M' }], available: 2, price: '299.00', sku: '', unitCost: '120.00' },
      { options: [{ name: 'Talla', value: 'G' }], available: 0, price: '299.00', sku: null, unitCost: '120.00' },
    ],
    [collection],
  );
  // The same SKUs as the first jeans of any seed (brand Kosch, product 1), on another product.
  const dupes = jeansVariants(0, 3, COLORS, 0).map((v) => ({ ...v, price: '949.00' }));
  addProduct(
    store,
    { title: 'Jeans Wide leg Kosch (duplicado)', vendor: 'Kosch', productType: 'Wide leg', descriptionHtml: '', tags: ['jeans', 'edge'], createdAt, image: { kind: 'jeans', color: 'Celeste' } },
    dupes,
    [collection],
  );
}

export function seed(store: Store, option: SeedOption): void {
  if (option === 'empty') store.clear();
  else if (option === 'demo') seedDemo(store);
  else if (option === 'edge') {
    seedDemo(store);
    seedEdgeCases(store);
  } else {
    seedBulk(store, option);
    if (option.edge) seedEdgeCases(store);
  }
}
