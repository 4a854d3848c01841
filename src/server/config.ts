import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { diskSettings, type StorageSettings } from './storage';

/**
 * The environment, parsed once (docs/deploy.md lists every variable). Everything else receives a Config object
 * instead of reading process.env, so tests can build one from an explicit env.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web (default dist/web); the e2e suite builds into a folder of its own. */
  WEB_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
  APP_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  /** /aplica (decision 072): applications per client address per 10 minutes, and the form's minimum fill time. */
  APLICA_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  APLICA_MIN_SEGUNDOS: z.coerce.number().min(0).max(600).default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  // The store (issue 4): these override the connection saved in Configuración.
  SHOPIFY_STORE_DOMAIN: z.string().trim().toLowerCase().optional(),
  SHOPIFY_ADMIN_TOKEN: z.string().trim().optional(),
  SHOPIFY_CLIENT_ID: z.string().trim().optional(),
  SHOPIFY_CLIENT_SECRET: z.string().trim().optional(),
  /** Another origin for the Admin API, such as the local emulator's http://127.0.0.1:3999. */
  SHOPIFY_API_URL: z.union([z.literal(''), z.url()]).optional(),
  SHOPIFY_WEBHOOK_SECRET: z.string().trim().optional(),
  SYNC_INTERVAL_MINUTES: z.coerce.number().positive().max(24 * 60).default(30),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  // Proof of publication found by itself (issue 30, decision 075): the APIs' origins (the emulators'
  // in the demo), the TikTok app, how often and how much the checks may call, the kept media's limit.
  INSTAGRAM_GRAPH_URL: z.union([z.literal(''), z.url()]).optional(),
  TIKTOK_API_URL: z.union([z.literal(''), z.url()]).optional(),
  TIKTOK_AUTH_URL: z.union([z.literal(''), z.url()]).optional(),
  TIKTOK_CLIENT_KEY: z.string().trim().optional(),
  TIKTOK_CLIENT_SECRET: z.string().trim().optional(),
  PUBLICACIONES_CHECK_MINUTES: z.coerce.number().positive().max(24 * 60).default(180),
  INSTAGRAM_DISCOVERY_PER_HOUR: z.coerce.number().int().positive().default(150),
  PUBLICACION_MEDIA_MAX_MB: z.coerce.number().positive().max(2048).default(50),
  // Email (issue 17, decision 043): without SMTP_URL messages are written under DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isSmtpUrl(v), {
      message: 'SMTP_URL no es válida: usa smtp://servidor:587 o smtps://usuario:contraseña@servidor:465',
    }),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  // The job queue's worker (decision 041): tests and the fault suite shorten its waits.
  WORKER: z.enum(['on', 'off']).default('on'),
  QUEUE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  QUEUE_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  QUEUE_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(15_000),
  // Uploads (issue 18 item 6, decision 046): how long an unfinished video upload may wait for its next
  // byte, how many one person may have open, what one collaboration may store, and how often the sweep runs.
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().max(24 * 30).default(24),
  UPLOADS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(3),
  COLLABORATION_MAX_GB: z.coerce.number().positive().max(1024).default(5),
  UPLOAD_SWEEP_MINUTES: z.coerce.number().positive().max(24 * 60).default(60),
  // Default: one per core (sharp's work is CPU-bound; more at once only holds more photos in memory).
  IMAGE_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(availableParallelism()),
  // Observability (decision 031): /metrics answers only with this bearer token; traces go out over OTLP
  // only when an endpoint is set.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' })])
    .optional()
    .transform((v) => v?.replace(/\/+$/, '') || undefined),
  OTEL_SERVICE_NAME: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'colabora'),
  /** The share of traces kept (0..1), as OpenTelemetry's parentbased_traceidratio sampler takes it. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).max(1).default(1)),
});

export interface Config {
  port: number;
  dataDir: string;
  /** The built web to serve; undefined: dist/web. */
  webDir: string | undefined;
  /** Real PostgreSQL; when undefined the embedded PGlite at pgliteDir is used. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  appUrl: string;
  appOrigin: string;
  /** Origins allowed to make state-changing requests (ours, plus Vite's dev server in development). */
  trustedOrigins: string[];
  secureCookies: boolean;
  appSecret: string;
  trustProxy: boolean;
  /** Sign-in attempts per minute per IP; sign-ups per minute per IP. */
  authRateLimitMax: number;
  authSignUpRateLimitMax: number;
  /** /aplica's spam guard (decision 072). */
  aplica: { rateLimitMax: number; minFillMs: number };
  logLevel: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Where uploaded files live: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageSettings;
  /** The store connection from the environment, the Admin API origin override and the schedule. */
  shopify: ShopifySettings;
  /** /metrics and OpenTelemetry traces (decision 031). */
  observability: ObservabilitySettings;
  mail: MailSettings;
  queue: QueueSettings;
  uploads: UploadSettings;
  social: SocialSettings;
}

export interface SocialSettings {
  instagramGraphUrl: string;
  tiktokApiUrl: string;
  tiktokAuthUrl: string;
  /** Both set: creators may connect their TikTok. */
  tiktokClientKey: string | undefined;
  tiktokClientSecret: string | undefined;
  /** Each collaboration is checked about this often, its checks spread over the period. */
  checkEveryMs: number;
  /** Business Discovery calls per hour across every creator and instance (Meta allows 200 per user-hour). */
  discoveryPerHour: number;
  /** A found post's media larger than this is not kept (its permalink is). */
  mediaMaxBytes: number;
}

export interface UploadSettings {
  /** An unfinished video upload untouched this long is gone (410) and swept with its bytes. */
  partialTtlMs: number;
  /** Unfinished video uploads one person may hold at once. */
  maxOpenPerPerson: number;
  /** Bytes one collaboration may store: its delivered files plus the uploads in progress. */
  maxBytesPerCollaboration: number;
  sweepIntervalMs: number;
  /** Image uploads read and processed at once (storage/image-slots.ts); the rest wait unread. */
  imagesAtOnce: number;
}

export interface MailSettings {
  /** smtp:// or smtps:// with optional user:pass@; undefined: messages go to outboxDir as .eml files. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export interface QueueSettings {
  worker: boolean;
  pollMs: number;
  leaseMs: number;
  backoffMs: number;
}

export interface ObservabilitySettings {
  /** The bearer token /metrics asks for; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /** The OTLP/HTTP base URL (traces go to {endpoint}/v1/traces); undefined: no tracing at all. */
  otlpEndpoint: string | undefined;
  serviceName: string;
  /** 0..1, the share of requests traced (a caller's sampled traceparent is always followed). */
  traceSampleRatio: number;
}

export interface ShopifySettings {
  storeDomain: string | undefined;
  adminToken: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  apiUrl: string | undefined;
  webhookSecret: string | undefined;
  syncIntervalMinutes: number;
  scheduler: boolean;
}

export type Env = Record<string, string | undefined>;

/** Builds the config from an explicit env object (tests) or process.env (the process entry). */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const url = new URL(appUrl);
  const trustedOrigins = [url.origin];
  if (e.NODE_ENV === 'development') trustedOrigins.push('http://localhost:5173');
  return {
    port: e.PORT,
    dataDir,
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    appUrl,
    appOrigin: url.origin,
    trustedOrigins,
    secureCookies: url.protocol === 'https:',
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    authSignUpRateLimitMax: e.AUTH_SIGNUP_RATE_LIMIT_MAX,
    aplica: { rateLimitMax: e.APLICA_RATE_LIMIT_MAX, minFillMs: Math.round(e.APLICA_MIN_SEGUNDOS * 1000) },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    nodeEnv: e.NODE_ENV,
    storage: storageSettings(e, dataDir),
    shopify: {
      storeDomain: e.SHOPIFY_STORE_DOMAIN || undefined,
      adminToken: e.SHOPIFY_ADMIN_TOKEN || undefined,
      clientId: e.SHOPIFY_CLIENT_ID || undefined,
      clientSecret: e.SHOPIFY_CLIENT_SECRET || undefined,
      apiUrl: e.SHOPIFY_API_URL?.replace(/\/+$/, '') || undefined,
      webhookSecret: e.SHOPIFY_WEBHOOK_SECRET || undefined,
      syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
      scheduler: e.SCHEDULER === 'on',
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Colabora <no-responder@${url.hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    queue: { worker: e.WORKER === 'on', pollMs: e.QUEUE_POLL_MS, leaseMs: e.QUEUE_LEASE_MS, backoffMs: e.QUEUE_BACKOFF_MS },
    uploads: {
      partialTtlMs: Math.round(e.UPLOAD_EXPIRY_HOURS * 3_600_000),
      maxOpenPerPerson: e.UPLOADS_PER_PERSON,
      maxBytesPerCollaboration: Math.round(e.COLLABORATION_MAX_GB * 1024 ** 3),
      sweepIntervalMs: Math.round(e.UPLOAD_SWEEP_MINUTES * 60_000),
      imagesAtOnce: e.IMAGE_UPLOADS_AT_ONCE,
    },
    social: {
      instagramGraphUrl: (e.INSTAGRAM_GRAPH_URL || 'https://graph.facebook.com/v23.0').replace(/\/+$/, ''),
      tiktokApiUrl: (e.TIKTOK_API_URL || 'https://open.tiktokapis.com').replace(/\/+$/, ''),
      tiktokAuthUrl: (e.TIKTOK_AUTH_URL || 'https://www.tiktok.com').replace(/\/+$/, ''),
      tiktokClientKey: e.TIKTOK_CLIENT_KEY || undefined,
      tiktokClientSecret: e.TIKTOK_CLIENT_SECRET || undefined,
      checkEveryMs: Math.round(e.PUBLICACIONES_CHECK_MINUTES * 60_000),
      discoveryPerHour: e.INSTAGRAM_DISCOVERY_PER_HOUR,
      mediaMaxBytes: Math.round(e.PUBLICACION_MEDIA_MAX_MB * 1024 * 1024),
    },
    observability: {
      metricsToken: e.METRICS_TOKEN,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
      traceSampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
    },
  };
}

function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

function storageSettings(e: z.infer<typeof envSchema>, dataDir: string): StorageSettings {
  if (e.STORAGE_DRIVER === 'disk') return diskSettings(dataDir);
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`Configuración no válida:\nSTORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * A secret generated on first run and kept in DATA_DIR, so sessions survive restarts without the
 * operator having to invent one. Mode 0600: only the server's user may read it.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': two processes starting together must not overwrite each other's secret.
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}
