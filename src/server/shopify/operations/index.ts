import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every GraphQL document the app sends to Shopify, read from the .graphql files beside this module.
 * Read with fs (not a bundler import) so the same code works under tsx, vitest and node.
 */
export const OPERATION_NAMES = [
  'ShopName',
  'ProductsPage',
  'ProductVariantsPage',
  'CollectionsPage',
  'InventoryByIds',
  'DraftOrderCreate',
  'DraftOrdersByTag',
  'DraftOrderStatus',
  'OrderShipment',
  'WebhookSubscriptionCreate',
  'WebhookSubscriptions',
  'BulkCatalogue',
  'BulkOperationRunQuery',
  'BulkOperationStatus',
  'DiscountCodeCreate',
  'DiscountCodeActivate',
  'DiscountCodeDeactivate',
  'DiscountCodeDelete',
  'DiscountCodeByCode',
  'ShopStorefront',
  'OrdersUpdatedSince',
] as const;

export type OperationName = (typeof OPERATION_NAMES)[number];

const dir = new URL('./', import.meta.url);

function load(name: OperationName): string {
  return readFileSync(new URL(`${name}.graphql`, dir), 'utf8');
}

export const operations: Readonly<Record<OperationName, string>> = Object.freeze(
  Object.fromEntries(OPERATION_NAMES.map((n) => [n, load(n)])) as Record<OperationName, string>,
);

/** All .graphql files on disk, so a test can catch a file that was added but never registered above. */
export function listOperationFiles(): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
}
