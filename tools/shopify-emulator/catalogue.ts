import type { Product, Store, Variant } from './store';

/** The spec's option lists (kept here rather than imported: the emulator stands in for an outside shop). */
export const BRANDS = ['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam'] as const;
export const JEAN_TYPES = ['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom'] as const;
export const COLORS = ['Azul', 'Celeste', 'Negro'] as const;
export const SIZES = ['1', '3', '5', '7', '9', '11', '13', '15', '17'] as const;

export type SeedOption = 'demo' | 'empty' | { products: number; variantsPerProduct: number };

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
    image: Omit<Product['image'], 'mediaId' | 'width' | 'height'>;
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
    image: { ...p.image, mediaId: store.nextId('MediaImage'), width: 600, height: 800 },
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
    store.variants.set(vid, variant);
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

export function seed(store: Store, option: SeedOption): void {
  if (option === 'empty') store.clear();
  else if (option === 'demo') seedDemo(store);
  else seedBulk(store, option);
}
