import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createReadCache } from '../../src/server/http/read-cache';
import { BRAND, seedBrand } from '../lib/brand-seed';
import { functionLoad, httpLoad, type LoadFigures } from '../lib/load';
import { freePort, serverEnv, startServerProcess, type ServerEnv } from '../lib/server-process';
import { rawReplayer, sqlRecorder, type Waves } from '../lib/sql-capture';
import { adminQuery } from '../../src/server/test/template';
import { sessionCookieOf } from '../lib/session-cookie';

/**
 * The five hottest endpoints on a seeded brand of realistic size (BRAND), each under HTTP load at 10 and
 * 50 connections against the real server in its own process, and beside it the same SQL statements the
 * endpoint ran for that request (captured at the driver, same parameters, same actor scoping, replayed
 * with the endpoint's own parallelism) at the same concurrency through the same driver and pool size.
 */
export type DbKind = 'pglite' | 'postgres';

export interface EndpointRow {
  db: DbKind;
  endpoint: string;
  connections: number;
  api: LoadFigures;
  raw: LoadFigures;
  statements: number;
}

/** GET /healthz under the same load: every middleware, no SQL. What no endpoint here can beat. */
export interface FloorRow {
  db: DbKind;
  connections: number;
  figures: LoadFigures;
}

export const CONNECTIONS = [10, 50] as const;
/** The server's pool (openDatabase's default); the raw baseline gets the same. */
const POOL_MAX = 10;

/** The app's own node-postgres pool underneath Drizzle. */
const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

/**
 * autocannon stops at its deadline but the server still answers the requests in flight; on PGlite (one
 * connection) that backlog would eat into the next phase. /readyz queues behind it: its answer means idle.
 */
async function drain(base: string): Promise<void> {
  // Under load the server may reset a pooled keep-alive socket autocannon's run left half-used: retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await (await fetch(`${base}/readyz`, { headers: { connection: 'close' } })).arrayBuffer();
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

interface Endpoint {
  name: string;
  path: string;
  as: 'creator' | 'admin';
}

export async function benchEndpoints(kind: DbKind, seconds: number, log: (line: string) => void): Promise<{ rows: EndpointRow[]; floor: FloorRow[] }> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'colabora-bench-api-'));
  const webDir = path.join(tmp, 'no-web');
  mkdirSync(webDir);
  let databaseUrl = '';
  let drop = async () => {};
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('PostgreSQL phase needs DATABASE_URL (run under scripts/with-postgres.mjs)');
    const name = `bench_api_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const env: ServerEnv = { port: await freePort(), dataDir: path.join(tmp, 'data'), webDir, appSecret: randomBytes(32).toString('hex'), databaseUrl };
  const config = loadConfig(serverEnv(env));
  const open = () => openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: databaseUrl ? undefined : config.pgliteDir, migrate: true, poolMax: POOL_MAX });

  try {
    // 1. Accounts, brand and the statements each endpoint runs: an in-process app of the same instance
    //    (same secret, same database), so the captured SQL is exactly the server's.
    let database: Database = await open();
    const recorder = sqlRecorder(database);
    // A read cache that keeps nothing: the captured SQL of a cached endpoint is what a miss runs.
    const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir, readCache: createReadCache({ ttlMs: 0 }) });
    const call = async (p: string, cookie: string, init: { method?: string; json?: unknown } = {}) => {
      const headers: Record<string, string> = { origin: config.appOrigin, cookie };
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const res = await app.request(p, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${p}: ${res.status} ${await res.text()}`);
      return res;
    };
    const signUp = async (email: string, name: string) => {
      const res = await call('/api/auth/sign-up/email', '', { method: 'POST', json: { email, name, password: 'contrasena-segura' } });
      const body = (await res.json()) as { user: { id: string } };
      return { id: body.user.id, cookie: sessionCookieOf(res) };
    };
    const admin = await signUp('admin@bench.example', 'Admin Bench');
    const creator = await signUp('creadora-1@bench.example', 'Creadora Bench');
    await call(`/api/roles/users/${creator.id}`, admin.cookie, { method: 'PUT', json: { role: 'colaboradora' } });
    await call('/api/perfil', creator.cookie, { method: 'PUT', json: { nombre: 'Creadora', cintura: 74, cadera: 100, talla: '13' } });
    const seedStarted = performance.now();
    await seedBrand((sql) => (database.pglite ? database.pglite.exec(sql) : poolOf(database).query(sql)), creator.id);
    log(`  ${kind}: seeded ${BRAND.creators} creators, ${BRAND.colaboraciones} collaborations, ${BRAND.entregas} deliveries in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const activeSql = `SELECT c.id FROM colaboraciones c JOIN colaboradoras k ON k.id = c.colaboradora_id
      WHERE k.user_id = $1 AND c.estado NOT IN ('entregado', 'cancelada')`;
    const active = database.pglite ? await database.pglite.query<{ id: string }>(activeSql, [creator.id]) : await poolOf(database).query<{ id: string }>(activeSql, [creator.id]);
    const activeId = active.rows[0]?.id;
    if (!activeId) throw new Error('the seeded brand gave the bench creator no active collaboration');
    const endpoints: Endpoint[] = [
      { name: 'GET /api/disponibles', path: '/api/disponibles', as: 'creator' },
      { name: 'GET /api/mis-colaboraciones/{id}', path: `/api/mis-colaboraciones/${activeId}`, as: 'creator' },
      { name: 'GET /api/colaboraciones (page 1)', path: '/api/colaboraciones?page=1&pageSize=50', as: 'admin' },
      { name: 'GET /api/revision/colaboraciones', path: '/api/revision/colaboraciones', as: 'admin' },
      { name: 'GET /api/dashboard', path: '/api/dashboard', as: 'admin' },
    ];
    const wanted = process.env.BENCH_ENDPOINTS;
    if (wanted) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => e.name.includes(wanted)));
    const cookieOf = (e: Endpoint) => (e.as === 'admin' ? admin.cookie : creator.cookie);
    const waves = new Map<string, Waves>();
    for (const e of endpoints) {
      await call(e.path, cookieOf(e)); // warm: plans, the actor cache
      waves.set(e.name, await recorder.during(async () => void (await call(e.path, cookieOf(e)))));
      if (process.env.BENCH_VERBOSE) log(`    ${e.name}: ${JSON.stringify(waves.get(e.name))}`);
    }
    recorder.restore();
    await database.close();

    // 2. The server under HTTP load.
    const rows = new Map<string, LoadFigures>();
    const floor: FloorRow[] = [];
    const server = await startServerProcess(env);
    try {
      await httpLoad(`${server.base}/healthz`, '', 10, 1); // warm-up
      for (const c of CONNECTIONS) {
        floor.push({ db: kind, connections: c, figures: await httpLoad(`${server.base}/healthz`, '', c, seconds) });
        await drain(server.base);
      }
      for (const e of endpoints) {
        await httpLoad(server.base + e.path, cookieOf(e), 10, 1); // warm-up
        await drain(server.base);
        for (const c of CONNECTIONS) {
          const f = await httpLoad(server.base + e.path, cookieOf(e), c, seconds);
          await drain(server.base);
          rows.set(`${e.name}|${c}`, f);
          log(`    API ${e.name}, ${c} connections: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`);
        }
      }
    } finally {
      await server.stop();
    }

    // 3. The raw baseline on the same database, driver and pool size.
    database = await open();
    const result: EndpointRow[] = [];
    try {
      const driver = database.pglite ? { pglite: database.pglite } : { pool: poolOf(database) };
      for (const e of endpoints) {
        const w = waves.get(e.name)!;
        const replay = rawReplayer(driver, w);
        await functionLoad(replay, 10, 1); // warm-up
        for (const c of CONNECTIONS) {
          const raw = await functionLoad(replay, c, seconds);
          result.push({ db: kind, endpoint: e.name, connections: c, api: rows.get(`${e.name}|${c}`)!, raw, statements: w.flat().length });
        }
      }
    } finally {
      await database.close();
    }
    return { rows: result, floor };
  } finally {
    await drop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
