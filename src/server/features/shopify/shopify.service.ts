import type { PermisoFaltante } from '../../../shared/schemas/ventas';
import { verificarTienda } from '../../ventas/permisos';
import { readSetting, SETTING_KEYS, writeSetting } from '../../db/app-settings';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { nextScheduledRun } from '../../jobs/scheduler';
import type { ShopifyClient } from '../../shopify/client';
import {
  clientFor,
  envConnection,
  loadConnection,
  requestClientCredentialsToken,
  requireStoreClient,
  type StoreConnection,
} from '../../shopify/connection';
import { forgetCurrency, rememberCurrency, storedCurrency } from '../../shopify/currency';
import { ShopifyError } from '../../shopify/errors';
import { listMirror, mirrorCollections } from '../../shopify/mirror';
import { currentJob, findJob, mirrorReadAt, startStoreJob, toStoreJob } from '../../shopify/store-jobs';
import { syncInventory } from '../../shopify/inventory';
import { shopNameReply } from '../../shopify/replies';
import { encryptSecret } from '../../shopify/secrets';
import { canReceiveWebhooks, ensureWebhookSubscriptions } from '../../shopify/subscriptions';
import type { ErrorCode } from '../../../shared/errors';
import { safeHttpUrl } from '../../../shared/safe-url';
import type { StoreConnectionInput, StoreStatus } from '../../../shared/schemas/shopify';
import {
  deleteConfigRow,
  lastFinishedRun,
  lastUnresolvedError,
  saveConfigRow,
  toSyncRun,
} from './shopify.queries';

type Deps = Pick<ServiceContext, 'db' | 'config' | 'actor'> & Partial<Pick<ServiceContext, 'logger'>>;

/** A store failure as an answer: credentials problems are the admin's to fix (400), the rest 502. */
function storeFailure(err: unknown, code: ErrorCode): never {
  if (err instanceof ShopifyError) {
    if (err.kind === 'auth') throw new AppError('STORE_AUTH', 400, err.message);
    if (err.kind === 'user') throw new AppError(code, 422, err.message);
    throw new AppError(code, 502, err.message);
  }
  throw err;
}

// The env connection has no row to keep the shop's name in: asked once per process and database (the
// first look also stores the currency in that database; test files share a process, not a database).
const envShopNames = new WeakMap<Deps['db'], Map<string, string>>();

async function shopName(deps: Pick<Deps, 'db' | 'config'>, conn: StoreConnection): Promise<string | null> {
  if (conn.shopName) return conn.shopName;
  if (conn.source !== 'env') return null;
  const names = envShopNames.get(deps.db) ?? new Map<string, string>();
  envShopNames.set(deps.db, names);
  const cached = names.get(conn.storeDomain);
  if (cached) return cached;
  try {
    const client = await clientFor(deps, conn, { maxThrottledTries: 1, maxTransientTries: 1, timeoutMs: 3000 });
    const { shop } = await client.request('ShopName', {}, shopNameReply);
    names.set(conn.storeDomain, shop.name);
    // The environment's store was never saved: this first look is where its currency is learnt.
    await rememberCurrency(deps.db, shop.currencyCode);
    return shop.name;
  } catch {
    return null;
  }
}

export async function getStatus(deps: Pick<Deps, 'db' | 'config'>): Promise<StoreStatus> {
  const { db, config } = deps;
  const conn = await loadConnection(deps);
  const [last, error, referencias] = await Promise.all([lastFinishedRun(db), lastUnresolvedError(db), readSetting(db, SETTING_KEYS.referenciasUrl)]);
  const name = conn ? await shopName(deps, conn) : null;
  return {
    connected: conn !== null,
    source: conn?.source ?? null,
    storeDomain: conn?.storeDomain ?? null,
    shopName: name,
    authKind: conn?.authKind ?? null,
    lastSync: last ? toSyncRun(last) : null,
    lastError: error ? { at: (error.finishedAt ?? error.startedAt).toISOString(), message: error.error ?? 'Error' } : null,
    nextRunAt: nextScheduledRun()?.toISOString() ?? null,
    syncIntervalMinutes: config.shopify.syncIntervalMinutes,
    referenciasUrl: safeHttpUrl(referencias),
    currencyCode: conn ? await storedCurrency(db) : null,
  };
}

/** Opens a client for credentials typed in the page (not saved yet). */
async function clientForInput(deps: Pick<Deps, 'db' | 'config'>, input: StoreConnectionInput): Promise<{ client: ShopifyClient; issued?: { token: string; expiresAt: Date } }> {
  const apiUrl = deps.config.shopify.apiUrl;
  if (input.authKind === 'token') {
    const conn: StoreConnection = {
      source: 'database',
      storeDomain: input.storeDomain,
      authKind: 'token',
      apiUrl,
      accessToken: input.accessToken,
      clientId: null,
      clientSecret: null,
      webhookSecret: null,
      shopName: null,
    };
    return { client: await clientFor(deps, conn) };
  }
  const issued = await requestClientCredentialsToken({ storeDomain: input.storeDomain, apiUrl, clientId: input.clientId, clientSecret: input.clientSecret });
  const conn: StoreConnection = {
    source: 'database',
    storeDomain: input.storeDomain,
    authKind: 'token',
    apiUrl,
    accessToken: issued.token,
    clientId: null,
    clientSecret: null,
    webhookSecret: null,
    shopName: null,
  };
  return { client: await clientFor(deps, conn), issued };
}

/**
 * 'Probar conexión': the shop's name with these credentials, or with the saved ones. Testing the saved
 * connection also refreshes the stored currency; credentials only typed in are not the store yet.
 */
export async function testConnection(
  deps: Pick<Deps, 'db' | 'config'>,
  input: StoreConnectionInput | undefined,
): Promise<{ ok: true; shopName: string; permisosFaltantes?: PermisoFaltante[] }> {
  try {
    const client = input ? (await clientForInput(deps, input)).client : await requireStoreClient(deps);
    const { shop } = await client.request('ShopName', {}, shopNameReply);
    if (!input) await rememberCurrency(deps.db, shop.currencyCode);
    // Sales attribution (issue 27): the scopes the saved token lacks for what is switched on.
    const permisosFaltantes = input ? undefined : await verificarTienda(deps.db, client);
    return { ok: true, shopName: shop.name, ...(permisosFaltantes ? { permisosFaltantes } : {}) };
  } catch (err) {
    storeFailure(err, 'STORE_ERROR');
  }
}

/** Saves the connection after checking it works; secrets encrypted, never sent back. */
export async function saveConnection(deps: Deps, input: StoreConnectionInput): Promise<StoreStatus> {
  const { db, config, actor } = deps;
  if (envConnection(config)) throw new AppError('STORE_ENV_MANAGED', 409);
  let name: string;
  let currency: string;
  let issued: { token: string; expiresAt: Date } | undefined;
  let client: ShopifyClient;
  try {
    const opened = await clientForInput(deps, input);
    client = opened.client;
    issued = opened.issued;
    ({ name, currencyCode: currency } = (await client.request('ShopName', {}, shopNameReply)).shop);
  } catch (err) {
    storeFailure(err, 'STORE_ERROR');
  }
  const seal = (v: string | undefined | null) => (v ? encryptSecret(config.appSecret, v) : null);
  await saveConfigRow(db, {
    storeDomain: input.storeDomain,
    authKind: input.authKind,
    accessTokenEnc: input.authKind === 'token' ? seal(input.accessToken) : null,
    clientId: input.authKind === 'client_credentials' ? input.clientId : null,
    clientSecretEnc: input.authKind === 'client_credentials' ? seal(input.clientSecret) : null,
    issuedTokenEnc: issued ? seal(issued.token) : null,
    issuedTokenExpiresAt: issued?.expiresAt ?? null,
    shopName: name,
    webhookSecretEnc: seal(input.webhookSecret || null),
    updatedBy: actor.userId,
  });
  await rememberCurrency(db, currency, actor.userId);
  if (canReceiveWebhooks(config.appUrl, config.shopify.apiUrl)) {
    // Subscribing is best effort: polling covers orders and shipments without it.
    await ensureWebhookSubscriptions(client, config.appUrl).catch((err: unknown) => deps.logger?.warn({ err }, 'store webhook subscription failed'));
  }
  return getStatus(deps);
}

export async function deleteConnection(deps: Deps): Promise<StoreStatus> {
  if (envConnection(deps.config)) throw new AppError('STORE_ENV_MANAGED', 409);
  await deleteConfigRow(deps.db);
  // The next store may sell in another currency: nothing is assumed until it says.
  await forgetCurrency(deps.db, deps.actor.userId);
  return getStatus(deps);
}

export async function saveSettings(deps: Deps, input: { referenciasUrl: string | null }): Promise<StoreStatus> {
  // The schema refused anything but a web URL; what is kept is that URL as browsers read it.
  await writeSetting(deps.db, SETTING_KEYS.referenciasUrl, safeHttpUrl(input.referenciasUrl), deps.actor.userId);
  return getStatus(deps);
}

const STALE_MS = 24 * 3600_000;

/** The Importar dialog's page, from the mirror (never the store inside a request: issue 19). */
export async function listProducts(deps: Deps, query: { q?: string | undefined; coleccion?: string | undefined; pagina: number; porPagina: number }) {
  await requireConnection(deps);
  const [page, collections, leidoAt] = await Promise.all([listMirror(deps.db, query), mirrorCollections(deps.db), mirrorReadAt(deps.db)]);
  return {
    ...page,
    collections,
    pagina: query.pagina,
    porPagina: query.porPagina,
    leidoAt: leidoAt?.toISOString() ?? null,
    desactualizado: leidoAt === null || Date.now() - leidoAt.getTime() > STALE_MS,
  };
}

async function requireConnection(deps: Pick<Deps, 'db' | 'config'>): Promise<void> {
  if (!(await loadConnection(deps))) throw new AppError('STORE_NOT_CONFIGURED', 409);
}

/** Importar: starts the import job and answers at once (202) with it. */
export async function importProducts(deps: Deps, input: { variantIds?: string[] | undefined; todas?: true | undefined }) {
  await requireConnection(deps);
  const variantIds = input.todas ? null : [...new Set(input.variantIds ?? [])];
  return toStoreJob(await startStoreJob(deps.db, { tipo: 'import', actorId: deps.actor.userId, variantIds }));
}

export async function resyncAll(deps: Deps) {
  await requireConnection(deps);
  return toStoreJob(await startStoreJob(deps.db, { tipo: 'resync', actorId: deps.actor.userId }));
}

export async function readCatalogueNow(deps: Deps) {
  await requireConnection(deps);
  return toStoreJob(await startStoreJob(deps.db, { tipo: 'catalogo', actorId: deps.actor.userId }));
}

export async function getCurrentJob(deps: Pick<Deps, 'db'>) {
  const row = await currentJob(deps.db);
  return { trabajo: row ? toStoreJob(row) : null };
}

export async function getJob(deps: Pick<Deps, 'db'>, id: string) {
  const row = await findJob(deps.db, id);
  if (!row) throw new AppError('STORE_JOB_NOT_FOUND', 404);
  return toStoreJob(row);
}

export async function syncNow(deps: Deps, input: { trigger: 'manual' | 'screen' }) {
  const client = await requireStoreClient(deps);
  try {
    return await syncInventory(deps.db, client, { trigger: input.trigger, actorId: deps.actor.userId });
  } catch (err) {
    storeFailure(err, 'SYNC_FAILED');
  }
}
