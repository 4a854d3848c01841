import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { shopifyConfig } from '../db/schema';
import { AppError } from '../app-error';
import { ShopifyClient, rewriteOrigin, type ClientOptions } from './client';
import { ShopifyError } from './errors';
import { decryptSecret, encryptSecret } from './secrets';

/**
 * Where the store connection comes from: the environment (SHOPIFY_STORE_DOMAIN with a token or a client
 * id and secret) overrides what an admin saved in Configuración. SHOPIFY_API_URL points either at
 * another origin (the emulator).
 */
export interface StoreConnection {
  source: 'env' | 'database';
  storeDomain: string;
  authKind: 'token' | 'client_credentials';
  apiUrl: string | undefined;
  accessToken: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** Signs the webhooks; for Dev Dashboard apps it is the client secret. */
  webhookSecret: string | null;
  shopName: string | null;
}

interface Deps {
  db: Db;
  config: Config;
}

let clientDefaults: ClientOptions = {};
/** Test hook: fast sleeps, or a fetch of their own, for every store client this process opens. */
export function configureStoreClients(options: ClientOptions): void {
  clientDefaults = options;
}

export function envConnection(config: Config): StoreConnection | null {
  const s = config.shopify;
  if (!s.storeDomain) return null;
  const clientCredentials = !s.adminToken && s.clientId && s.clientSecret;
  if (!s.adminToken && !clientCredentials) return null;
  return {
    source: 'env',
    storeDomain: s.storeDomain,
    authKind: clientCredentials ? 'client_credentials' : 'token',
    apiUrl: s.apiUrl,
    accessToken: s.adminToken ?? null,
    clientId: s.clientId ?? null,
    clientSecret: s.clientSecret ?? null,
    webhookSecret: s.webhookSecret ?? s.clientSecret ?? null,
    shopName: null,
  };
}

export async function loadConnection({ db, config }: Deps): Promise<StoreConnection | null> {
  const fromEnv = envConnection(config);
  if (fromEnv) return fromEnv;
  const [row] = await db.select().from(shopifyConfig).where(eq(shopifyConfig.singleton, true));
  if (!row) return null;
  const open = (v: string | null) => {
    if (!v) return null;
    try {
      return decryptSecret(config.appSecret, v);
    } catch {
      // APP_SECRET changed since the connection was saved: it has to be saved again.
      return null;
    }
  };
  const clientSecret = open(row.clientSecretEnc);
  return {
    source: 'database',
    storeDomain: row.storeDomain,
    authKind: row.authKind,
    apiUrl: config.shopify.apiUrl,
    accessToken: open(row.accessTokenEnc),
    clientId: row.clientId,
    clientSecret,
    webhookSecret: config.shopify.webhookSecret ?? open(row.webhookSecretEnc) ?? clientSecret,
    shopName: row.shopName,
  };
}

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.number().optional(), scope: z.string().optional() });

/** Client-credentials grant (Dev Dashboard apps): a token that lasts about 24 h. */
export async function requestClientCredentialsToken(
  target: { storeDomain: string; apiUrl: string | undefined; clientId: string; clientSecret: string },
  fetchImpl: typeof fetch = fetch,
): Promise<{ token: string; expiresAt: Date }> {
  const url = rewriteOrigin(`https://${target.storeDomain}/admin/oauth/access_token`, target.apiUrl);
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: target.clientId, client_secret: target.clientSecret }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', err instanceof Error ? err.message : String(err));
  }
  if (res.status === 400 || res.status === 401 || res.status === 403) {
    throw new ShopifyError('auth', 'STORE_CLIENT_CREDENTIALS', `HTTP ${res.status}`);
  }
  if (res.status === 404) throw new ShopifyError('auth', 'STORE_DOMAIN_NOT_FOUND', 'HTTP 404');
  if (!res.ok) throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', `HTTP ${res.status}`);
  const parsed = tokenReply.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ShopifyError('invalid_reply', 'STORE_INVALID_REPLY', parsed.error.message);
  const seconds = parsed.data.expires_in ?? 86_399;
  return { token: parsed.data.access_token, expiresAt: new Date(Date.now() + seconds * 1000) };
}

// Tokens issued for an env connection live in memory (there is no row to keep them in).
const envTokens = new Map<string, { token: string; expiresAt: Date }>();
/** Renew this long before expiry, so a long run never starts with a token about to lapse. */
const RENEW_MARGIN_MS = 10 * 60_000;

async function accessTokenOf({ db, config }: Deps, conn: StoreConnection, fetchImpl?: typeof fetch): Promise<string> {
  if (conn.authKind === 'token') {
    if (!conn.accessToken) throw new AppError('STORE_NOT_CONFIGURED', 409);
    return conn.accessToken;
  }
  if (!conn.clientId || !conn.clientSecret) throw new AppError('STORE_NOT_CONFIGURED', 409);
  const fresh = (t: { expiresAt: Date } | undefined | null) => t && t.expiresAt.getTime() - Date.now() > RENEW_MARGIN_MS;
  const key = `${conn.storeDomain}\n${conn.clientId}`;
  if (conn.source === 'env') {
    const cached = envTokens.get(key);
    if (cached && fresh(cached)) return cached.token;
  } else {
    const [row] = await db
      .select({ enc: shopifyConfig.issuedTokenEnc, expiresAt: shopifyConfig.issuedTokenExpiresAt })
      .from(shopifyConfig)
      .where(eq(shopifyConfig.singleton, true));
    if (row?.enc && row.expiresAt && fresh({ expiresAt: row.expiresAt })) {
      try {
        return decryptSecret(config.appSecret, row.enc);
      } catch {
        // fall through: ask for a new one
      }
    }
  }
  const issued = await requestClientCredentialsToken(
    { storeDomain: conn.storeDomain, apiUrl: conn.apiUrl, clientId: conn.clientId, clientSecret: conn.clientSecret },
    fetchImpl ?? clientDefaults.fetch,
  );
  if (conn.source === 'env') envTokens.set(key, issued);
  else {
    await db
      .update(shopifyConfig)
      .set({ issuedTokenEnc: encryptSecret(config.appSecret, issued.token), issuedTokenExpiresAt: issued.expiresAt, updatedAt: sql`updated_at` })
      .where(eq(shopifyConfig.singleton, true));
  }
  return issued.token;
}

/** A client for one run against the connected store, or null when no store is connected. */
export async function openStoreClient(deps: Deps, options: ClientOptions = {}): Promise<ShopifyClient | null> {
  const conn = await loadConnection(deps);
  if (!conn) return null;
  return clientFor(deps, conn, options);
}

export async function clientFor(deps: Deps, conn: StoreConnection, options: ClientOptions = {}): Promise<ShopifyClient> {
  const merged = { ...clientDefaults, ...options };
  const accessToken = await accessTokenOf(deps, conn, merged.fetch);
  return new ShopifyClient({ storeDomain: conn.storeDomain, accessToken, apiUrl: conn.apiUrl }, merged);
}

/** The same, for routes: no connection is a 409 that says so in Spanish. */
export async function requireStoreClient(deps: Deps, options: ClientOptions = {}): Promise<ShopifyClient> {
  const client = await openStoreClient(deps, options);
  if (!client) throw new AppError('STORE_NOT_CONFIGURED', 409);
  return client;
}
