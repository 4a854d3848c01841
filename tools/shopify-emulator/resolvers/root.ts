import { GraphQLError } from 'graphql';
import { isPlanName, PLANS } from '../bucket';
import { MAX_PAGE_SIZE, paginate, type PageArgs } from '../connection';
import type { WebhookSubscription } from '../store';
import {
  collectionView,
  collectionsConnection,
  inventoryItemView,
  locationView,
  productsConnection,
  productVariantsRoot,
  productView,
  requireId,
  variantView,
} from './catalogue';
import { bulkOperationById, bulkOperationCancel, bulkOperationRunQuery, bulkOperations, currentBulkOperation } from './bulk';
import { str, type Args, type ResolverContext, type View } from './context';
import {
  codeDiscountNode,
  codeDiscountNodeByCode,
  codeDiscountNodeById,
  discountCodeActivate,
  discountCodeBasicCreate,
  discountCodeBasicUpdate,
  discountCodeDeactivate,
  discountCodeDelete,
} from './discounts';
import { draftOrderCreate, webhookSubscriptionCreate, webhookSubscriptionDelete, webhookSubscriptionView } from './mutations';
import { draftOrdersConnection, draftOrderView, fulfillmentView, ordersConnection, orderView } from './orders';

type RootField = (args: Args, ctx: ResolverContext) => unknown;

/** Any Node the emulator stores, by global id; null when it does not exist (or no longer does). */
export function nodeById(ctx: ResolverContext, value: unknown): View | null {
  const { type, id } = requireId(value);
  const { store } = ctx;
  switch (type) {
    case 'Product': {
      const p = store.products.get(id);
      return p ? productView(ctx, p) : null;
    }
    case 'ProductVariant': {
      const v = store.variants.get(id);
      return v ? variantView(ctx, v) : null;
    }
    case 'InventoryItem': {
      const v = store.variantOfInventoryItem(id);
      return v ? inventoryItemView(ctx, v) : null;
    }
    case 'Collection': {
      const c = store.collections.get(id);
      return c ? collectionView(ctx, c) : null;
    }
    case 'DraftOrder': {
      const d = store.draftOrders.get(id);
      return d ? draftOrderView(ctx, d) : null;
    }
    case 'Order': {
      const o = store.orders.get(id);
      return o ? orderView(ctx, o) : null;
    }
    case 'Fulfillment': {
      const f = store.fulfillments.get(id);
      return f ? fulfillmentView(ctx, f) : null;
    }
    case 'Location':
      return id === store.locationId ? locationView(store) : null;
    case 'WebhookSubscription':
      return webhookSubscriptionView(store, ctx.apiVersion, id);
    case 'BulkOperation':
      return bulkOperationById(ctx, id);
    case 'DiscountCodeNode':
      return codeDiscountNodeById(ctx, id);
    default:
      return null;
  }
}

function typed(ctx: ResolverContext, value: unknown, typename: string): View | null {
  const node = nodeById(ctx, value);
  return node && node.__typename === typename ? node : null;
}

function shopView(ctx: ResolverContext): View {
  const { shop } = ctx.store;
  return {
    __typename: 'Shop',
    id: 'gid://shopify/Shop/1',
    name: shop.name,
    myshopifyDomain: shop.myshopifyDomain,
    email: shop.email,
    contactEmail: shop.email,
    currencyCode: shop.currencyCode,
    enabledPresentmentCurrencies: [shop.currencyCode],
    ianaTimezone: 'America/Mexico_City',
    timezoneAbbreviation: 'CST',
    timezoneOffset: '-0600',
    timezoneOffsetMinutes: -360,
    description: null,
    url: `https://${shop.myshopifyDomain}`,
    createdAt: shop.createdAt,
    updatedAt: shop.createdAt,
    taxesIncluded: true,
    taxShipping: false,
    weightUnit: 'KILOGRAMS',
    unitSystem: 'METRIC_SYSTEM',
    orderNumberFormatPrefix: '#',
    orderNumberFormatSuffix: '',
    shipsToCountries: ['MX'],
    setupRequired: false,
    checkoutApiSupported: true,
    plan: () => {
      const name = ctx.plan?.() ?? 'standard';
      const p = PLANS[isPlanName(name) ? name : 'standard'];
      return { __typename: 'ShopPlan', displayName: p.displayName, publicDisplayName: p.displayName, partnerDevelopment: false, shopifyPlus: p.shopifyPlus };
    },
    transactionalSmsDisabled: false,
    // The storefront is served by the emulator itself, so its own origin is the shop's address.
    primaryDomain: () => {
      const url = ctx.baseUrl || `https://${shop.myshopifyDomain}`;
      return {
        __typename: 'Domain',
        id: 'gid://shopify/Domain/1',
        host: new URL(url).host,
        url,
        sslEnabled: url.startsWith('https:'),
        localization: null,
        marketWebPresence: null,
      };
    },
  };
}

/** Handles Shopify describes its scopes with; any other handle gets a plain description. */
const SCOPE_DESCRIPTIONS: Record<string, string> = {
  read_products: 'Read products, variants and collections',
  read_inventory: 'Read inventory',
  read_orders: 'Read orders, transactions and fulfillments',
  read_draft_orders: 'Read draft orders',
  write_draft_orders: 'Modify draft orders',
  read_fulfillments: 'Read fulfillment services',
  read_discounts: 'Read discounts',
  write_discounts: 'Modify discounts',
};

function appInstallationView(ctx: ResolverContext): View {
  const scopes = ctx.scopes?.() ?? Object.keys(SCOPE_DESCRIPTIONS);
  return {
    __typename: 'AppInstallation',
    id: 'gid://shopify/AppInstallation/1',
    launchUrl: `${ctx.baseUrl}/admin/apps/colabora`,
    uninstallUrl: null,
    accessScopes: scopes.map((handle) => ({ __typename: 'AccessScope', handle, description: SCOPE_DESCRIPTIONS[handle] ?? handle })),
  };
}

/** write_x grants read_x, as in Shopify. */
export function hasScope(scopes: readonly string[], needed: string): boolean {
  return scopes.includes(needed) || (needed.startsWith('read_') && scopes.includes(`write_${needed.slice(5)}`));
}

/** Shopify's answer to a field the token's scopes do not reach: the field is null and an ACCESS_DENIED error names the scope. */
function guarded(field: string, scope: string, fn: RootField): RootField {
  return (args, ctx) => {
    const scopes = ctx.scopes?.();
    if (scopes && !hasScope(scopes, scope)) {
      throw new GraphQLError(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`, {
        extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess: `\`${scope}\` access scope.` },
      });
    }
    return fn(args, ctx);
  };
}

function withScopes(fields: Record<string, RootField>, scopes: Record<string, string>): Record<string, RootField> {
  return Object.fromEntries(Object.entries(fields).map(([name, fn]) => [name, scopes[name] ? guarded(name, scopes[name], fn) : fn]));
}

function webhookSubscriptions(ctx: ResolverContext, args: Args) {
  const topics = Array.isArray(args.topics) ? (args.topics as string[]) : null;
  const uri = str(args.uri) ?? str(args.callbackUrl);
  const items = [...ctx.store.webhookSubscriptions.values()].filter(
    (s) => (!topics || topics.includes(s.topic)) && (!uri || s.uri === uri),
  );
  return paginate(
    items,
    args as PageArgs,
    (s: WebhookSubscription) => ({ id: s.id, value: args.sortKey === 'ID' ? s.id : s.createdAt }),
    (s) => webhookSubscriptionView(ctx.store, ctx.apiVersion, s.id),
  );
}

export const queryRoot: Record<string, RootField> = withScopes({
  shop: (_a, ctx) => shopView(ctx),
  currentAppInstallation: (_a, ctx) => appInstallationView(ctx),
  codeDiscountNodeByCode,
  codeDiscountNode,
  products: (args, ctx) => productsConnection(ctx, [...ctx.store.products.values()], args),
  product: (args, ctx) => typed(ctx, args.id, 'Product'),
  productVariant: (args, ctx) => typed(ctx, args.id, 'ProductVariant'),
  productVariants: (args, ctx) => productVariantsRoot(ctx, args),
  collections: (args, ctx) => collectionsConnection(ctx, [...ctx.store.collections.values()], args),
  collection: (args, ctx) => typed(ctx, args.id, 'Collection'),
  inventoryItem: (args, ctx) => typed(ctx, args.id, 'InventoryItem'),
  location: (args, ctx) => (args.id == null ? locationView(ctx.store) : typed(ctx, args.id, 'Location')),
  node: (args, ctx) => nodeById(ctx, args.id),
  nodes: (args, ctx) => {
    const ids = Array.isArray(args.ids) ? args.ids : [];
    if (ids.length > MAX_PAGE_SIZE) {
      throw new GraphQLError(`The \`ids\` argument cannot contain more than ${MAX_PAGE_SIZE} ids.`);
    }
    return ids.map((id) => nodeById(ctx, id));
  },
  draftOrders: (args, ctx) => draftOrdersConnection(ctx, args),
  draftOrder: (args, ctx) => typed(ctx, args.id, 'DraftOrder'),
  orders: (args, ctx) => ordersConnection(ctx, args),
  order: (args, ctx) => typed(ctx, args.id, 'Order'),
  fulfillment: (args, ctx) => typed(ctx, args.id, 'Fulfillment'),
  webhookSubscriptions: (args, ctx) => webhookSubscriptions(ctx, args),
  webhookSubscription: (args, ctx) => typed(ctx, args.id, 'WebhookSubscription'),
  bulkOperation: (args, ctx) => typed(ctx, args.id, 'BulkOperation'),
  bulkOperations: (args, ctx) => bulkOperations(args, ctx),
  currentBulkOperation: (args, ctx) => currentBulkOperation(args, ctx),
}, {
  products: 'read_products',
  product: 'read_products',
  productVariant: 'read_products',
  productVariants: 'read_products',
  collections: 'read_products',
  collection: 'read_products',
  inventoryItem: 'read_inventory',
  draftOrders: 'read_draft_orders',
  draftOrder: 'read_draft_orders',
  orders: 'read_orders',
  order: 'read_orders',
  fulfillment: 'read_fulfillments',
  codeDiscountNodeByCode: 'read_discounts',
  codeDiscountNode: 'read_discounts',
});

export const mutationRoot: Record<string, RootField> = withScopes({
  draftOrderCreate,
  webhookSubscriptionCreate,
  webhookSubscriptionDelete,
  bulkOperationRunQuery,
  bulkOperationCancel,
  discountCodeBasicCreate,
  discountCodeBasicUpdate,
  discountCodeActivate,
  discountCodeDeactivate,
  discountCodeDelete,
}, {
  draftOrderCreate: 'write_draft_orders',
  discountCodeBasicCreate: 'write_discounts',
  discountCodeBasicUpdate: 'write_discounts',
  discountCodeActivate: 'write_discounts',
  discountCodeDeactivate: 'write_discounts',
  discountCodeDelete: 'write_discounts',
});
