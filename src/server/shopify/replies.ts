import { z } from 'zod';
import { safeHttpUrl } from '../../shared/safe-url';

/** The shapes of the replies we read, per operation (outside input: parsed, never trusted). */

/**
 * A link we will show people (the draft order's invoice, a shipment's tracking page): kept only when it
 * is an http(s) URL, null otherwise (decision 032). A `javascript:` link never reaches the database.
 */
const webLink = z
  .string()
  .nullable()
  .transform((v) => safeHttpUrl(v));

const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });
const userErrors = z.array(z.object({ field: z.array(z.string()).nullable().optional(), message: z.string() }));

/** An ISO 4217 code as Shopify's CurrencyCode enum spells it (one value, USDC, has four letters). */
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

/** MoneyV2: Decimal arrives as a string ('12.50'); null unitCost is an item without a cost. */
const money = z.object({ amount: z.string().regex(/^-?\d+(\.\d+)?$/), currencyCode });

export const shopNameReply = z.object({ shop: z.object({ name: z.string(), myshopifyDomain: z.string(), currencyCode }) });

export const variantNode = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  inventoryQuantity: z.number().int().nullable(),
  availableForSale: z.boolean(),
  inventoryPolicy: z.string(),
  inventoryItem: z.object({ id: z.string(), tracked: z.boolean(), unitCost: money.nullish() }),
});
export type VariantNode = z.infer<typeof variantNode>;

const imageUrl = z.object({ url: z.string() }).nullable();

export const productNode = z.object({
  id: z.string(),
  title: z.string(),
  vendor: z.string().nullable(),
  productType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  featuredMedia: z
    .object({
      image: imageUrl.optional(),
      preview: z.object({ image: imageUrl }).nullable().optional(),
    })
    .nullable(),
  collections: z.object({ nodes: z.array(z.object({ id: z.string(), title: z.string() })) }),
  variants: z.object({ pageInfo, nodes: z.array(variantNode) }),
});
export type ProductNode = z.infer<typeof productNode>;

export const productsPageReply = z.object({ products: z.object({ pageInfo, nodes: z.array(productNode) }) });

export const productVariantsPageReply = z.object({
  product: z.object({ id: z.string(), variants: z.object({ pageInfo, nodes: z.array(variantNode) }) }).nullable(),
});

export const collectionsPageReply = z.object({
  collections: z.object({ pageInfo, nodes: z.array(z.object({ id: z.string(), title: z.string(), handle: z.string() })) }),
});

export const inventoryNode = z.object({
  id: z.string(),
  inventoryQuantity: z.number().int().nullable(),
  availableForSale: z.boolean(),
  inventoryPolicy: z.string(),
  inventoryItem: z.object({ id: z.string(), tracked: z.boolean(), unitCost: money.nullable() }),
});
/** nodes(ids:) answers null for a deleted id and {} for an id of another type. */
export const inventoryByIdsReply = z.object({
  shop: z.object({ currencyCode }),
  nodes: z.array(z.union([inventoryNode, z.object({}).strict(), z.null()])),
});

const draftOrder = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  invoiceUrl: webLink,
});
export type DraftOrderRef = z.infer<typeof draftOrder>;

export const draftOrderCreateReply = z.object({
  draftOrderCreate: z.object({ draftOrder: draftOrder.nullable(), userErrors }).nullable(),
});

const orderRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const draftOrdersByTagReply = z.object({
  draftOrders: z.object({
    nodes: z.array(draftOrder.extend({ tags: z.array(z.string()), completedAt: z.string().nullable(), order: orderRef })),
  }),
});

export const draftOrderStatusReply = z.object({
  draftOrder: draftOrder.extend({ completedAt: z.string().nullable(), order: orderRef }).nullable(),
});

export const fulfillmentNode = z.object({
  id: z.string(),
  status: z.string(),
  displayStatus: z.string().nullable(),
  inTransitAt: z.string().nullable(),
  estimatedDeliveryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  trackingInfo: z.array(z.object({ company: z.string().nullable(), number: z.string().nullable(), url: webLink })),
  events: z.object({
    nodes: z.array(z.object({ id: z.string(), status: z.string(), happenedAt: z.string(), message: z.string().nullable() })),
  }),
});
export type FulfillmentNode = z.infer<typeof fulfillmentNode>;

export const orderShipmentReply = z.object({
  order: z
    .object({
      id: z.string(),
      name: z.string(),
      displayFulfillmentStatus: z.string().nullable(),
      fulfillments: z.array(fulfillmentNode),
    })
    .nullable(),
});

export const webhookSubscriptionsReply = z.object({
  webhookSubscriptions: z.object({
    pageInfo,
    nodes: z.array(z.object({ id: z.string(), topic: z.string(), uri: z.string().nullable().optional() })),
  }),
});

export const webhookSubscriptionCreateReply = z.object({
  webhookSubscriptionCreate: z
    .object({ webhookSubscription: z.object({ id: z.string() }).nullable(), userErrors })
    .nullable(),
});

export const bulkOperationRunQueryReply = z.object({
  bulkOperationRunQuery: z
    .object({
      bulkOperation: z.object({ id: z.string(), status: z.string() }).nullable(),
      userErrors: z.array(z.object({ field: z.array(z.string()).nullable().optional(), message: z.string(), code: z.string().nullable().optional() })),
    })
    .nullable(),
});

export const bulkOperationNode = z.object({
  id: z.string(),
  status: z.string(),
  errorCode: z.string().nullable(),
  objectCount: z.union([z.string(), z.number()]).nullable().optional(),
  rootObjectCount: z.union([z.string(), z.number()]).nullable().optional(),
  url: z.string().nullable(),
  partialDataUrl: z.string().nullable().optional(),
});
export type BulkOperationNode = z.infer<typeof bulkOperationNode>;
/** bulkOperation(id:) answers null for an operation the store no longer knows. */
export const bulkOperationStatusReply = z.object({ bulkOperation: bulkOperationNode.nullable() });
