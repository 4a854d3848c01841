import type { Logger } from 'pino';
import type { Config } from '../config';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { syncRuns } from '../db/schema';
import { openStoreClient } from '../shopify/connection';
import { syncInventory } from '../shopify/inventory';
import { pollProductChanges } from '../shopify/product-changes';
import { pollOrders } from '../shopify/shipments';
import { canReceiveWebhooks, ensureWebhookSubscriptions } from '../shopify/subscriptions';
import { pedirCodigosPendientes } from '../ventas/codigos';
import { pollVentas } from '../ventas/poll';

export interface JobDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/**
 * The 30-minute job: inventory, then orders and shipments of open envíos. Each half fails on its own;
 * failures are logged and kept in sync_runs (recordRun), never thrown: spec §8 'logs errors silently'.
 */
export async function runScheduledStoreSync({ db, config, logger }: JobDeps): Promise<void> {
  const inventory = await openStoreClient({ db, config }).catch((err: unknown) => {
    logger.warn({ err }, 'store connection failed');
    return null;
  });
  if (!inventory) return;
  try {
    const { updated } = await syncInventory(db, inventory, { trigger: 'schedule' });
    logger.info({ updated, calls: inventory.stats.calls, cost: inventory.stats.costPoints }, 'scheduled inventory sync');
  } catch (err) {
    logger.warn({ err }, 'scheduled inventory sync failed');
  }
  try {
    // Product changes the webhooks may have missed (issue 19): a small paged read of what changed since.
    const products = await openStoreClient({ db, config });
    if (products) {
      const r = await pollProductChanges(db, products);
      if (r.products > 0) logger.info(r, 'scheduled product poll');
    }
  } catch (err) {
    logger.warn({ err }, 'scheduled product poll failed');
  }
  try {
    const orders = await openStoreClient({ db, config });
    if (orders) await pollOrders(db, orders, 'schedule');
  } catch (err) {
    logger.warn({ err }, 'scheduled order poll failed');
  }
  try {
    // Sales attribution (issue 27): codes owed by the program's rule, then orders the webhooks missed.
    const pedidos = await pedirCodigosPendientes(db);
    if (pedidos > 0) logger.info({ codigos: pedidos }, 'discount codes requested');
    const client = await openStoreClient({ db, config });
    if (client) {
      const r = await pollVentas(db, client);
      if (r.ventas > 0) logger.info(r, 'scheduled sales poll');
    }
  } catch (err) {
    logger.warn({ err }, 'scheduled sales poll failed');
  }
}

/** At start-up: subscribe to the store's webhooks when it can reach us. Logged, never thrown. */
export async function registerWebhooksOnStart({ db, config, logger }: JobDeps): Promise<void> {
  if (!canReceiveWebhooks(config.appUrl, config.shopify.apiUrl)) return;
  try {
    const client = await openStoreClient({ db, config });
    if (!client) return;
    const created = await ensureWebhookSubscriptions(client, config.appUrl);
    if (created.length) logger.info({ topics: created }, 'store webhooks subscribed');
  } catch (err) {
    logger.warn({ err }, 'store webhook subscription failed');
  }
}

/**
 * Whether a scheduled sync started within the last `ms`, on any instance (the scheduler's ranWithin).
 * sync_runs rows are written before the work starts, so a run in progress counts too.
 */
export async function scheduledSyncRanWithin(tx: Tx, ms: number): Promise<boolean> {
  const rows = await tx
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(and(eq(syncRuns.trigger, 'schedule'), gt(syncRuns.startedAt, sql`now() - ${ms}::float8 * interval '1 millisecond'`)))
    .limit(1);
  return rows.length > 0;
}
