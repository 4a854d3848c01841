/**
 * Runs the Shopify emulator on its own (`npm run shopify:emulator`).
 *   SHOPIFY_EMULATOR_PORT            default 3999
 *   SHOPIFY_EMULATOR_HOST            default 127.0.0.1 (0.0.0.0 to reach it from other machines)
 *   SHOPIFY_EMULATOR_TOKEN           Admin API token it accepts, default shpat_emulator
 *   SHOPIFY_EMULATOR_CLIENT_ID/_SECRET  client-credentials grant, default emulator-client-id / emulator-client-secret
 *   SHOPIFY_EMULATOR_WEBHOOK_SECRET  the app's webhook secret, default emulator-webhook-secret
 *   SHOPIFY_EMULATOR_URL             public origin for invoice and image links, default http://127.0.0.1:<port>
 *   SHOPIFY_EMULATOR_SEED            demo (default), empty, edge (demo + bad shapes), or <products>x<variants>[+edge] e.g. 5000x10
 *   SHOPIFY_EMULATOR_PLAN            standard (default: 100 points/s, 1,000 bucket) | advanced (200/2,000) | plus (1,000/10,000)
 *   SHOPIFY_EMULATOR_CURRENCY        the shop's currency (CurrencyCode), default MXN
 *   SHOPIFY_EMULATOR_BULK_RATE       bulk operation pace in objects per second, default 10000
 *   SHOPIFY_EMULATOR_BULK_CONCURRENCY  bulk queries allowed at once, default 5 (API 2026-01+)
 *   SHOPIFY_EMULATOR_BULK_URL_TTL    seconds a bulk result URL works, default 604800 (7 days)
 *   SHOPIFY_EMULATOR_SCOPES          the token's access scopes, comma-separated (default: every scope the app asks for)
 */
import { ADMIN_API_VERSION } from '../../src/server/shopify/version';
import { isPlanName, type PlanName } from './bucket';
import type { SeedOption } from './catalogue';
import { createEmulator } from './emulator';

function seedFromEnv(v: string | undefined): SeedOption {
  if (!v || v === 'demo') return 'demo';
  if (v === 'empty' || v === 'edge') return v;
  const m = /^(\d+)x(\d+)(\+edge)?$/.exec(v);
  if (m) return { products: Number(m[1]), variantsPerProduct: Number(m[2]), edge: Boolean(m[3]) };
  throw new Error(`SHOPIFY_EMULATOR_SEED must be demo, empty, edge or <products>x<variants>[+edge], got ${v}`);
}

const env = process.env;

function planFromEnv(v: string | undefined): PlanName | undefined {
  if (!v) return undefined;
  if (!isPlanName(v)) throw new Error(`SHOPIFY_EMULATOR_PLAN must be standard, advanced or plus, got ${v}`);
  return v;
}

function positive(name: string): number | undefined {
  const v = env[name];
  if (!v) return undefined;
  const n = Number(v);
  if (!(Number.isFinite(n) && n > 0)) throw new Error(`${name} must be a positive number, got ${v}`);
  return n;
}
const port = Number(env.SHOPIFY_EMULATOR_PORT ?? 3999);
const emulator = createEmulator({
  accessToken: env.SHOPIFY_EMULATOR_TOKEN || undefined,
  clientId: env.SHOPIFY_EMULATOR_CLIENT_ID || undefined,
  clientSecret: env.SHOPIFY_EMULATOR_CLIENT_SECRET || undefined,
  webhookSecret: env.SHOPIFY_EMULATOR_WEBHOOK_SECRET || undefined,
  publicUrl: env.SHOPIFY_EMULATOR_URL || undefined,
  seed: seedFromEnv(env.SHOPIFY_EMULATOR_SEED),
  currency: env.SHOPIFY_EMULATOR_CURRENCY || undefined,
  plan: planFromEnv(env.SHOPIFY_EMULATOR_PLAN),
  bulk: {
    objectsPerSecond: positive('SHOPIFY_EMULATOR_BULK_RATE'),
    concurrency: positive('SHOPIFY_EMULATOR_BULK_CONCURRENCY'),
    urlTtlSeconds: positive('SHOPIFY_EMULATOR_BULK_URL_TTL'),
  },
  scopes: env.SHOPIFY_EMULATOR_SCOPES ? env.SHOPIFY_EMULATOR_SCOPES.split(/[\s,]+/).filter(Boolean) : undefined,
  log: (m) => console.error(m),
});

const url = await emulator.listen(port, env.SHOPIFY_EMULATOR_HOST || '127.0.0.1');
console.log(`Shopify emulator (Admin API ${ADMIN_API_VERSION}) on ${url}`);
console.log(`  GraphQL: ${url}/admin/api/${ADMIN_API_VERSION}/graphql.json  (X-Shopify-Access-Token: ${env.SHOPIFY_EMULATOR_TOKEN || 'shpat_emulator'})`);
console.log(`  State:   ${url}/emulator/state`);
console.log(`  Store:   ${url}/  (share links: ${url}/discount/<CODE>)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().finally(() => process.exit(0));
  });
}
