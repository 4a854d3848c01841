import { GraphQLError } from 'graphql';
import { paginate, type PageArgs } from '../connection';
import { gid, parseGid } from '../ids';
import { imageUrl } from '../images';
import { matches, parseSearch, type FieldValue } from '../search';
import type { Collection, Product, ProductImage, Store, Variant } from '../store';
import { count, money, str, type Args, type ResolverContext, type View } from './context';

function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

export function locationView(store: Store): View {
  return {
    __typename: 'Location',
    id: gid('Location', store.locationId),
    legacyResourceId: String(store.locationId),
    name: 'Bodega principal',
    isActive: true,
    fulfillsOnlineOrders: true,
    shipsInventory: true,
  };
}

type WithImage = Product & { image: ProductImage };

function imageView(ctx: ResolverContext, p: WithImage): View {
  const url = imageUrl(ctx.baseUrl, p);
  return {
    __typename: 'Image',
    id: `gid://shopify/ImageSource/${p.image.mediaId}`,
    url: () => url,
    altText: p.title,
    width: p.image.width,
    height: p.image.height,
  };
}

export function mediaImageView(ctx: ResolverContext, p: WithImage): View {
  const image = imageView(ctx, p);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', p.image.mediaId),
    alt: p.title,
    mediaContentType: 'IMAGE',
    status: 'READY',
    fileStatus: 'READY',
    mimeType: 'image/svg+xml',
    mediaErrors: [],
    mediaWarnings: [],
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    image,
    preview: { __typename: 'MediaPreviewImage', image, status: 'READY' },
  };
}

export function inventoryItemView(ctx: ResolverContext, v: Variant): View {
  return {
    __typename: 'InventoryItem',
    id: gid('InventoryItem', v.inventoryItemId),
    legacyResourceId: String(v.inventoryItemId),
    tracked: v.tracked,
    sku: v.sku,
    requiresShipping: true,
    unitCost: v.unitCost === null ? null : money(v.unitCost, ctx.store.shop.currencyCode),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    variant: () => variantView(ctx, v),
    // The shop has one location, so one level per item.
    inventoryLevels: (args: Args) =>
      paginate([v], args as PageArgs, (x) => ({ id: ctx.store.locationId, value: x.id }), (x) => inventoryLevelView(ctx, x)),
    inventoryLevel: (args: Args) => (parseGid(String(args.locationId))?.id === ctx.store.locationId ? inventoryLevelView(ctx, v) : null),
  };
}

const QUANTITY_NAMES = ['available', 'committed', 'damaged', 'incoming', 'on_hand', 'quality_control', 'reserved', 'safety_stock'];

/** Stock at the shop's one location: available, reserved (held by drafts) and on_hand (their sum). */
export function inventoryLevelView(ctx: ResolverContext, v: Variant): View {
  const { store } = ctx;
  const levelId = `gid://shopify/InventoryLevel/${store.locationId}?inventory_item_id=${v.inventoryItemId}`;
  const reserved = () => {
    let n = 0;
    for (const d of store.draftOrders.values()) for (const li of d.lineItems) if (li.variantId === v.id) n += li.reserved;
    return n;
  };
  return {
    __typename: 'InventoryLevel',
    id: levelId,
    isActive: true,
    canDeactivate: false,
    deactivationAlert: null,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    location: () => locationView(store),
    item: () => inventoryItemView(ctx, v),
    quantities: (args: Args) => {
      const names = Array.isArray(args.names) ? (args.names as string[]) : [];
      const unknown = names.filter((n) => !QUANTITY_NAMES.includes(n));
      if (unknown.length) throw new GraphQLError(`Invalid quantity names: ${unknown.join(', ')}`, { extensions: { code: 'BAD_USER_INPUT' } });
      return names.map((name) => {
        const held = reserved();
        const quantity = name === 'available' ? v.available : name === 'reserved' ? held : name === 'on_hand' ? v.available + held : 0;
        return {
          __typename: 'InventoryQuantity',
          id: `gid://shopify/InventoryQuantity/${store.locationId}?inventory_item_id=${v.inventoryItemId}&name=${name}`,
          name,
          quantity,
          updatedAt: v.updatedAt,
        };
      });
    },
  };
}

export function variantView(ctx: ResolverContext, v: Variant): View {
  const { store } = ctx;
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: String(v.id),
    title: v.title,
    displayName: () => `${store.products.get(v.productId)?.title ?? ''} - ${v.title}`,
    sku: v.sku,
    barcode: v.barcode,
    price: v.price,
    compareAtPrice: null,
    position: v.position,
    selectedOptions: v.selectedOptions.map((o) => ({ __typename: 'SelectedOption', name: o.name, value: o.value })),
    inventoryQuantity: v.available,
    sellableOnlineQuantity: Math.max(0, v.available),
    availableForSale: store.isAvailableForSale(v),
    inventoryPolicy: v.inventoryPolicy,
    inventoryItem: () => inventoryItemView(ctx, v),
    product: () => {
      const p = store.products.get(v.productId);
      return p ? productView(ctx, p) : null;
    },
    image: () => null,
    taxable: true,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    defaultCursor: Buffer.from(JSON.stringify({ last_id: v.id, last_value: v.id })).toString('base64'),
  };
}

function withImage(p: Product): p is WithImage {
  return p.image !== null;
}

function productVariants(store: Store, p: Product): Variant[] {
  return p.variantIds.map((id) => store.variants.get(id)).filter((v): v is Variant => v !== undefined);
}

const VARIANT_SORT: Record<string, (v: Variant) => string | number> = {
  POSITION: (v) => v.position,
  SKU: (v) => v.sku ?? '',
  TITLE: (v) => v.title,
  INVENTORY_QUANTITY: (v) => v.available,
};

export function variantsConnection(ctx: ResolverContext, variants: Variant[], args: Args) {
  const sortKey = str(args.sortKey) ?? 'POSITION';
  const sortValue = VARIANT_SORT[sortKey] ?? ((v: Variant) => v.id);
  return paginate(variants, args as PageArgs, (v) => ({ id: v.id, value: sortValue(v) }), (v) => variantView(ctx, v));
}

export function productView(ctx: ResolverContext, p: Product): View {
  const { store } = ctx;
  const variants = () => productVariants(store, p);
  const collections = () =>
    p.collectionIds.map((id) => store.collections.get(id)).filter((c): c is Collection => c !== undefined);
  const prices = () => variants().map((v) => Number(v.price));
  return {
    __typename: 'Product',
    id: gid('Product', p.id),
    legacyResourceId: String(p.id),
    title: p.title,
    handle: p.handle,
    vendor: p.vendor,
    productType: p.productType,
    status: 'ACTIVE',
    tags: p.tags,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    publishedAt: p.createdAt,
    descriptionHtml: p.descriptionHtml,
    description: (args: Args) => {
      const text = stripHtml(p.descriptionHtml);
      const n = typeof args.truncateAt === 'number' ? args.truncateAt : null;
      return n !== null && text.length > n ? `${text.slice(0, n)}...` : text;
    },
    isGiftCard: false,
    tracksInventory: true,
    hasOnlyDefaultVariant: false,
    hasOutOfStockVariants: () => variants().some((v) => v.tracked && v.available <= 0),
    totalInventory: () => variants().reduce((s, v) => s + Math.max(0, v.available), 0),
    onlineStoreUrl: null,
    featuredMedia: () => (withImage(p) ? mediaImageView(ctx, p) : null),
    media: (args: Args) =>
      paginate(withImage(p) ? [p] : [], args as PageArgs, (x) => ({ id: x.image.mediaId, value: x.image.mediaId }), (x) => mediaImageView(ctx, x)),
    mediaCount: count(p.image ? 1 : 0),
    variants: (args: Args) => variantsConnection(ctx, variants(), args),
    variantsCount: () => count(variants().length),
    collections: (args: Args) => collectionsConnection(ctx, collections(), args),
    inCollection: (args: Args) => p.collectionIds.includes(parseGid(String(args.id))?.id ?? -1),
    options: (args: Args) => {
      const names = [...new Set(variants().flatMap((v) => v.selectedOptions.map((o) => o.name)))];
      const opts = names.map((name, i) => ({
        __typename: 'ProductOption',
        id: `gid://shopify/ProductOption/${p.id * 10 + i}`,
        name,
        position: i + 1,
        values: [...new Set(variants().flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value)))],
      }));
      return typeof args.first === 'number' ? opts.slice(0, args.first) : opts;
    },
    priceRangeV2: () => ({
      minVariantPrice: money(Math.min(...prices(), 0), store.shop.currencyCode),
      maxVariantPrice: money(Math.max(...prices(), 0), store.shop.currencyCode),
    }),
    defaultCursor: Buffer.from(JSON.stringify({ last_id: p.id, last_value: p.id })).toString('base64'),
  };
}

export function collectionView(ctx: ResolverContext, c: Collection): View {
  const { store } = ctx;
  const products = () => c.productIds.map((id) => store.products.get(id)).filter((p): p is Product => p !== undefined);
  return {
    __typename: 'Collection',
    id: gid('Collection', c.id),
    legacyResourceId: String(c.id),
    title: c.title,
    handle: c.handle,
    updatedAt: c.updatedAt,
    description: () => '',
    descriptionHtml: '',
    sortOrder: 'MANUAL',
    image: () => null,
    products: (args: Args) => productsConnection(ctx, products(), args),
    productsCount: () => count(products().length),
    hasProduct: (args: Args) => c.productIds.includes(parseGid(String(args.id))?.id ?? -1),
  };
}

const COLLECTION_SORT: Record<string, (c: Collection) => string | number> = {
  TITLE: (c) => c.title.toLowerCase(),
  UPDATED_AT: (c) => c.updatedAt,
};

export function collectionsConnection(ctx: ResolverContext, items: Collection[], args: Args) {
  const query = parseSearch(str(args.query));
  const filtered = items.filter((c) =>
    matches(query, (f) => ({ title: c.title, handle: c.handle, id: c.id, updated_at: c.updatedAt })[f], c.title),
  );
  const sortValue = COLLECTION_SORT[str(args.sortKey) ?? 'ID'] ?? ((c: Collection) => c.id);
  return paginate(filtered, args as PageArgs, (c) => ({ id: c.id, value: sortValue(c) }), (c) => collectionView(ctx, c));
}

function productSearchFields(store: Store, p: Product): (f: string) => FieldValue {
  return (f) => {
    switch (f) {
      case 'title':
        return p.title;
      case 'vendor':
        return p.vendor;
      case 'product_type':
        return p.productType;
      case 'tag':
      case 'tags':
        return p.tags;
      case 'handle':
        return p.handle;
      case 'status':
        return 'active';
      case 'id':
        return p.id;
      case 'created_at':
        return p.createdAt;
      case 'updated_at':
        return p.updatedAt;
      case 'sku':
        return productVariants(store, p).map((v) => v.sku ?? '');
      case 'barcode':
        return productVariants(store, p).map((v) => v.barcode ?? '');
      case 'collection_id':
        return p.collectionIds.map(String);
      default:
        return undefined;
    }
  };
}

const PRODUCT_SORT: Record<string, (p: Product, store: Store) => string | number> = {
  TITLE: (p) => p.title.toLowerCase(),
  CREATED_AT: (p) => p.createdAt,
  UPDATED_AT: (p) => p.updatedAt,
  PUBLISHED_AT: (p) => p.createdAt,
  PRODUCT_TYPE: (p) => p.productType.toLowerCase(),
  VENDOR: (p) => p.vendor.toLowerCase(),
  INVENTORY_TOTAL: (p, store) => productVariants(store, p).reduce((s, v) => s + v.available, 0),
};

export function productsConnection(ctx: ResolverContext, items: Product[], args: Args) {
  const query = parseSearch(str(args.query));
  const filtered = query.length
    ? items.filter((p) => matches(query, productSearchFields(ctx.store, p), `${p.title} ${p.vendor} ${p.productType}`))
    : items;
  const sort = PRODUCT_SORT[str(args.sortKey) ?? 'ID'];
  return paginate(
    filtered,
    args as PageArgs,
    (p) => ({ id: p.id, value: sort ? sort(p, ctx.store) : p.id }),
    (p) => productView(ctx, p),
  );
}

export function productVariantsRoot(ctx: ResolverContext, args: Args) {
  const query = parseSearch(str(args.query));
  const all = [...ctx.store.variants.values()];
  const filtered = all.filter((v) =>
    matches(
      query,
      (f) =>
        ({
          sku: v.sku,
          barcode: v.barcode,
          id: v.id,
          product_id: v.productId,
          title: v.title,
          inventory_quantity: v.available,
          updated_at: v.updatedAt,
        })[f],
      `${v.title} ${v.sku ?? ''} ${v.barcode ?? ''}`,
    ),
  );
  return variantsConnection(ctx, filtered, { ...args, sortKey: args.sortKey === 'ID' ? 'ID' : args.sortKey });
}

export function requireId(value: unknown): { type: string; id: number } {
  const parsed = typeof value === 'string' ? parseGid(value) : null;
  if (!parsed) throw new GraphQLError(`Invalid global id '${String(value)}'`, { extensions: { code: 'argumentLiteralsIncompatible' } });
  return parsed;
}
