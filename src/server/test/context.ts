import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp, type App } from '../app';
import { createReadCache, type ReadCache } from '../http/read-cache';
import { loadConfig, type Config, type Env } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { colaboradoras, profiles, userRoles } from '../db/schema';
import type { Role } from '../../shared/domain/roles';
import { adminQuery, randomDbName, withDatabase } from './template';
import { createStorage, type Storage } from '../storage';
import type { WriteProbe } from '../data-dir/write-probe';

export const TEST_APP_URL = 'http://localhost:3000';

let pgliteTemplate: Blob | undefined;

/** A fresh database for one test file (or one test): a copy of the migrated template. */
async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = inject('pgTemplateDatabase');
    const name = randomDbName('t');
    await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), migrate: false, poolMax: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateDump'))]);
  return openDatabase({ pgliteLoadDataDir: pgliteTemplate, migrate: false });
}

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /** The app's file storage (disk under this context's DATA_DIR unless env says s3). */
  storage: Storage;
  /** The app's read cache (decision 026): a test that writes to the database directly clears it. */
  readCache: ReadCache;
  /** A browser: keeps cookies, sends Origin, comes from its own IP. */
  client(): TestClient;
  /** A signed-in person with that role (null: no role), created for the occasion. */
  loginAs(role: Role | null, options?: { email?: string; name?: string }): Promise<TestClient & { userId: string }>;
  setRole(userId: string, role: Role | null): Promise<void>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: Env;
  /** A folder standing in for dist/web. */
  webDir?: string;
  /** The /readyz check of DATA_DIR, made for this context's DATA_DIR (default: the real one, 5 s cache). */
  dataDirProbe?: (dataDir: string) => WriteProbe;
}

export async function createTestContext({ env = {}, webDir: web, dataDirProbe }: TestContextOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // Each test client claims its own X-Forwarded-For address, so rate limits stay per client.
    TRUST_PROXY: 'true',
    ...env,
  });
  const webDir = web ?? path.join(dataDir, 'no-web');
  const storage = createStorage(config.storage);
  const readCache = createReadCache();
  const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir, storage, readCache, ...(dataDirProbe ? { dataDirProbe: dataDirProbe(config.dataDir) } : {}) });
  const db = database.db;

  const setRole = async (userId: string, role: Role | null) => {
    if (role === null) {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      return;
    }
    await db
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
    if (role === 'colaboradora') {
      const [p] = await db.select().from(profiles).where(eq(profiles.id, userId));
      await db
        .insert(colaboradoras)
        .values({ userId, nombre: p?.fullName ?? 'Colaboradora' })
        .onConflictDoNothing({ target: colaboradoras.userId });
    }
  };

  let counter = 0;
  return {
    app,
    readCache,
    db,
    config,
    storage,
    client: () => new TestClient(app, config.appUrl),
    async loginAs(role, options = {}) {
      counter += 1;
      const client = new TestClient(app, config.appUrl);
      const email = options.email ?? `${role ?? 'sin-rol'}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await client.signUp(email, options.name ?? `Persona ${counter}`, 'contrasena-segura');
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const { user } = (await res.json()) as { user: { id: string } };
      await setRole(user.id, role);
      return Object.assign(client, { userId: user.id });
    },
    setRole,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RequestOptions {
  json?: unknown;
  headers?: Record<string, string>;
  /** false: send no Origin header (to test the CSRF check). */
  origin?: string | false;
  /** A multipart/form-data body (file uploads); fetch sets the boundary. */
  form?: FormData;
}

/** A tiny browser over app.request(): a cookie jar, an Origin header, a client IP of its own. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** When a cookie with Max-Age runs out (epoch ms), as a browser counts it. */
  private readonly expiresAt = new Map<string, number>();
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(
    private readonly app: App,
    private readonly appUrl: string,
  ) {}

  async request(method: string, urlPath: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    if (options.origin !== false) headers.origin = options.origin ?? this.appUrl;
    for (const [name, at] of this.expiresAt) {
      if (Date.now() < at) continue;
      this.cookies.delete(name);
      this.expiresAt.delete(name);
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.request(`${this.appUrl}${urlPath}`, { method, headers, body });
    this.keepCookies(res);
    return res;
  }

  get = (p: string, o?: RequestOptions) => this.request('GET', p, o);
  post = (p: string, json?: unknown, o?: RequestOptions) => this.request('POST', p, { ...o, json });
  put = (p: string, json?: unknown, o?: RequestOptions) => this.request('PUT', p, { ...o, json });
  patch = (p: string, json?: unknown, o?: RequestOptions) => this.request('PATCH', p, { ...o, json });
  delete = (p: string, o?: RequestOptions) => this.request('DELETE', p, o);
  postForm = (p: string, form: FormData, o?: RequestOptions) => this.request('POST', p, { ...o, form });

  signUp(email: string, name: string, password: string): Promise<Response> {
    return this.post('/api/auth/sign-up/email', { email, name, password });
  }

  signIn(email: string, password: string): Promise<Response> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  signOut(): Promise<Response> {
    return this.post('/api/auth/sign-out', {});
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      if (!pair) continue;
      const eqAt = pair.indexOf('=');
      const name = pair.slice(0, eqAt).trim();
      const value = pair.slice(eqAt + 1).trim();
      const maxAge = attrs.map((a) => /^\s*max-age=(-?\d+)\s*$/i.exec(a)?.[1]).find((v) => v !== undefined);
      if ((maxAge !== undefined && Number(maxAge) <= 0) || value === '') {
        this.cookies.delete(name);
        this.expiresAt.delete(name);
        continue;
      }
      this.cookies.set(name, value);
      if (maxAge === undefined) this.expiresAt.delete(name);
      else this.expiresAt.set(name, Date.now() + Number(maxAge) * 1000);
    }
  }
}

/** Reads a JSON body with a type, for assertions. */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
