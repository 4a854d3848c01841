/**
 * Gestión de Colaboraciones under load: seeds 5,000 collaborations (some with creators) into a fresh
 * database, serves the real app on a loopback port, and measures GET /api/colaboraciones (one page of
 * 50 with the joined creator name and the tab counts) next to the same two SQL statements run
 * directly on the driver. The ratio is what the API adds on top of the database.
 *
 *   npx tsx bench/catalogue/run.ts                                  # PGlite (in memory)
 *   node scripts/with-postgres.mjs npx tsx bench/catalogue/run.ts   # PostgreSQL (DATABASE_URL)
 *
 * Then, with the web built, the time Chromium takes to show the first page of /admin/colaboraciones
 * (navigation start → the 50 rows on screen), median of BENCH_RENDERS (5) cold loads.
 *
 * Bounded: BENCH_SECONDS (5) per concurrent phase, BENCH_CONNECTIONS (10), BENCH_SEQUENTIAL (200).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type pg from 'pg';
import pino from 'pino';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { listColaboracionRows, tabCountsQuery } from '../../src/server/features/colaboraciones/colaboraciones.queries';
import { colaboracionListQuerySchema } from '../../src/shared/schemas/colaboracion';
import { seedCatalogue } from './seed';
import { throwawayDatabase } from '../../src/server/test/template';
import { functionLoad } from '../lib/load';
import { cookieList } from '../lib/cookies';
import { median } from '../lib/median';
import { sessionCookieOf } from '../lib/session-cookie';
import { freePort } from '../../scripts/lib.mjs';

const ROWS = 5_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 5);

const freshDatabase = () => throwawayDatabase('bench_catalogue', CONNECTIONS);


interface Figures {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: latencies.length, seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function sequential(once: () => Promise<void>, count: number): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await once();
    latencies.push(performance.now() - t);
  }
  return figures(latencies, (performance.now() - started) / 1000);
}

/** `connections` loops for `seconds`, each waiting for its answer before the next request. */
async function concurrent(once: () => Promise<void>, connections: number, seconds: number): Promise<Figures> {
  const f = await functionLoad(once, connections, seconds);
  return { requests: f.requests, seconds: f.requests / f.rps, p50: f.p50, p99: f.p99 };
}

async function main() {
  const { database, label, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-bench-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  });
  const webDir = path.join(dataDir, 'web');
  const build = spawnSync(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  // Connections sit idle while the raw phases run; keep them, as a load balancer in front would.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  try {
    // The first account on an empty instance becomes admin.
    const signUp = await fetch(`${config.appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appOrigin },
      body: JSON.stringify({ email: 'bench-admin@example.com', password: 'contrasena-segura', name: 'Bench' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = sessionCookieOf(signUp);

    const seedStarted = performance.now();
    const seeded = await seedCatalogue(database.db, ROWS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const url = `${config.appUrl}/api/colaboraciones?page=1&pageSize=50`;
    const api = async () => {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
      await res.arrayBuffer();
    };
    const check = await fetch(url, { headers: { cookie } });
    const page = (await check.json()) as { items: { colaboradoraNombre: string | null }[]; total: number };
    if (page.total !== ROWS || page.items.length !== 50) throw new Error(`unexpected page: total ${page.total}`);

    // The same two statements the endpoint runs, taken from the same query builders.
    const query = colaboracionListQuerySchema.parse({ page: '1', pageSize: '50' });
    const statements = [listColaboracionRows(database.db, query).toSQL(), tabCountsQuery(database.db, query.q).toSQL()];
    const rawRun = rawRunner(database);
    const raw = async () => {
      await Promise.all(statements.map((s) => rawRun(s.sql, s.params)));
    };

    for (let i = 0; i < 20; i += 1) await Promise.all([api(), raw()]); // warm-up: JIT, plans, connections
    const results = {
      apiSeq: await sequential(api, SEQUENTIAL),
      rawSeq: await sequential(raw, SEQUENTIAL),
      apiConc: await concurrent(api, CONNECTIONS, SECONDS),
      rawConc: await concurrent(raw, CONNECTIONS, SECONDS),
    };
    printTable(label, seeded, seedSeconds, page.items.filter((i) => i.colaboradoraNombre).length, results);
    const render = await renderFirstPage(config.appUrl, cookie);
    console.log(
      `\nChromium, /admin/colaboraciones with ${ROWS} rows (cold cache, 1280×800): first page of 50 rows on screen ` +
        `in ${render.median.toFixed(0)} ms median (min ${render.min.toFixed(0)}, max ${render.max.toFixed(0)}, ${RENDERS} loads)`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Navigation start → 50 rows in the table, each load in a fresh browser context (nothing cached). */
async function renderFirstPage(appUrl: string, cookie: string): Promise<{ median: number; min: number; max: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    const cookies = cookieList(cookie, appUrl);
    for (let i = 0; i < RENDERS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(`${appUrl}/admin/colaboraciones`, { waitUntil: 'commit' });
      await page.locator('tbody tr').nth(49).waitFor({ state: 'attached', timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(sorted), min: sorted[0]!, max: sorted.at(-1)! };
}

function rawRunner(database: Database): (text: string, params: unknown[]) => Promise<unknown> {
  if (database.pglite) {
    const client = database.pglite;
    return (text, params) => client.query(text, params);
  }
  // The app's own pool (node-postgres) underneath Drizzle: the same driver, without the app.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return (text, params) => pool.query(text, params);
}

function printTable(
  label: string,
  seeded: { colaboraciones: number; assigned: number },
  seedSeconds: number,
  namedOnPage: number,
  r: Record<'apiSeq' | 'rawSeq' | 'apiConc' | 'rawConc', Figures>,
) {
  const rps = (f: Figures) => f.requests / f.seconds;
  const row = (name: string, f: Figures) =>
    `| ${name.padEnd(38)} | ${String(f.requests).padStart(6)} | ${rps(f).toFixed(0).padStart(7)} | ${f.p50.toFixed(2).padStart(7)} | ${f.p99.toFixed(2).padStart(7)} |`;
  console.log(`\nGestión de Colaboraciones list — ${label}`);
  console.log(
    `${seeded.colaboraciones} collaborations (${seeded.assigned} with a creator) seeded in ${seedSeconds.toFixed(1)} s; ` +
      `first page: 50 rows, ${namedOnPage} with a creator name; node ${process.version}\n`,
  );
  console.log('| measurement                            |   reqs |   req/s | p50 ms  | p99 ms  |');
  console.log('|----------------------------------------|--------|---------|---------|---------|');
  console.log(row('API GET page 1 (50), sequential', r.apiSeq));
  console.log(row('raw SQL list+counts, sequential', r.rawSeq));
  console.log(row(`API GET page 1 (50), ${CONNECTIONS} conns ${SECONDS}s`, r.apiConc));
  console.log(row(`raw SQL list+counts, ${CONNECTIONS} conns ${SECONDS}s`, r.rawConc));
  console.log(
    `\nAPI/raw: sequential p50 ${(r.apiSeq.p50 / r.rawSeq.p50).toFixed(2)}×, ` +
      `concurrent throughput ${(rps(r.rawConc) / rps(r.apiConc)).toFixed(2)}× (raw req/s ÷ API req/s), ` +
      `concurrent p50 ${(r.apiConc.p50 / r.rawConc.p50).toFixed(2)}× (aim < 1.5×)`,
  );
}


await main();
