/**
 * Issue 20's figures for Resultados, on PostgreSQL (decision 053):
 *
 *   npm run bench:resultados        # under scripts/with-postgres.mjs (a throwaway PostgreSQL 15)
 *
 * The bench brand (bench/lib/brand-seed.ts: 1,000 creators, 10,000 collaborations, 20,000 deliveries),
 * then every collaboration marked sent over the last 12 months (the stress case: a year's range reads all
 * 10,000, and the export has 10,000 lines), with unit and shipping costs, one in ten without a unit cost.
 * On the compiled server in its own process:
 *  (a) GET /api/resultados at BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (5) s, for the screen's
 *      default range (the current month) and for the last 12 months: p50 ≤ 150 ms and p99 ≤ 400 ms; as
 *      served (through the 2-second read cache, decision 026) and with every request a cache miss (the
 *      fresh-reads cookie of decision 028); plus the 12-month statement alone, one at a time;
 *  (b) GET /api/resultados/exportar for the 12 months (10,000 lines), its server's resident memory sampled
 *      every 50 ms: < 50 MB of growth over the baseline; and when the first byte arrived.
 * Prints the figures with PASS/FAIL; exit code 1 when a budget fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createReadCache, FRESH_READS_COOKIE } from '../../src/server/http/read-cache';
import { agregadosSql } from '../../src/server/features/resultados/resultados.queries';
import { RESULTADOS_MAX_FILAS } from '../../src/shared/schemas/resultados';
import { sql } from 'drizzle-orm';
import { adminQuery, withDatabase } from '../../src/server/test/template';
import { BRAND, seedBrand } from '../lib/brand-seed';
import { httpLoad, type LoadFigures } from '../lib/load';
import { rssMb } from '../lib/rss';
import { freePort, serverEnv, startServerProcess, type ServerEnv } from '../lib/server-process';
import { sessionCookieOf } from '../lib/session-cookie';
import { COSTOS_DE_UN_ANO_SQL } from '../lib/costos-de-un-ano';

export const RESULTADOS_BUDGET = { p50Ms: 150, p99Ms: 400, exportGrowthMb: 50 } as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

// The drizzle client's pg pool (as bench/api/endpoints.ts reaches it): the seed is a few multi-statement texts.
const poolOf = (database: Database) => (database.db as unknown as { $client: Pool }).$client;

/** Mexico City's 'YYYY-MM-DD' for an instant. */
const mxDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export interface ResultadosFigures {
  month: LoadFigures;
  year: LoadFigures;
  monthMiss: LoadFigures;
  yearMiss: LoadFigures;
  /** The 12-month statement alone, uncached, median of 15 runs one at a time. */
  statementMs: number;
  export: { lines: number; mb: number; firstByteMs: number; seconds: number; baselineMb: number; peakMb: number; growthMb: number };
  pass: boolean;
}

export async function resultadosBench(log: (l: string) => void = console.log): Promise<ResultadosFigures> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:resultados measures PostgreSQL: run it under scripts/with-postgres.mjs (npm run bench:resultados)');
  const name = `bench_resultados_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(url, name);
  const tmp = mkdtempSync(path.join(tmpdir(), 'colabora-bench-resultados-'));
  const webDir = path.join(tmp, 'no-web');
  mkdirSync(webDir);
  try {
    const env: ServerEnv = { port: await freePort(), dataDir: path.join(tmp, 'data'), webDir, appSecret: randomBytes(32).toString('hex'), databaseUrl };
    const config = loadConfig(serverEnv(env));
    const database = await openDatabase({ databaseUrl, migrate: true });
    let adminCookie: string;
    let statementMs = 0;
    try {
      const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir, readCache: createReadCache({ ttlMs: 0 }) });
      const signUp = async (email: string, nombre: string) => {
        const res = await app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { origin: config.appOrigin, 'content-type': 'application/json' },
          body: JSON.stringify({ email, name: nombre, password: 'contrasena-segura' }),
        });
        if (!res.ok) throw new Error(`sign-up ${res.status}`);
        return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie: sessionCookieOf(res) };
      };
      const admin = await signUp('admin@bench.example', 'Admin Bench'); // the first account is the admin
      const creator = await signUp('creadora-1@bench.example', 'Creadora Bench');
      const put = await app.request(`/api/roles/users/${creator.id}`, {
        method: 'PUT',
        headers: { origin: config.appOrigin, 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ role: 'colaboradora' }),
      });
      if (!put.ok) throw new Error(`role ${put.status}`);
      adminCookie = admin.cookie;
      const started = performance.now();
      const exec = (sql: string) => poolOf(database).query(sql);
      await seedBrand(exec, creator.id);
      // Every collaboration sent within the last 12 months (a 30th of them today, so the current month is
      // never empty), with costs; one in ten without a unit cost.
      await exec(`
        INSERT INTO app_settings (key, value) VALUES ('moneda_tienda', '"MXN"'::jsonb);
    ${COSTOS_DE_UN_ANO_SQL}
        ANALYZE;`);
      log(`[resultados] PostgreSQL: seeded ${BRAND.creators} creators, ${BRAND.colaboraciones} collaborations (all sent within 12 months), ${BRAND.entregas} deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      // The statement alone, uncached, one at a time: what a miss of the read cache costs.
      const now = new Date();
      const yearVentana = { desde: new Date(now.getTime() - 366 * 86_400_000), hasta: now };
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const t = performance.now();
        await database.db.execute(agregadosSql(yearVentana, {}, 'MXN', RESULTADOS_MAX_FILAS));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      statementMs = times[Math.floor(times.length / 2)]!;
      log(`[resultados] the 12-month statement alone (no cache), one at a time: median ${statementMs.toFixed(0)} ms`);
      if (process.env.BENCH_EXPLAIN) {
        const plan = await database.db.execute(
          sql`EXPLAIN (ANALYZE, BUFFERS) ${agregadosSql(yearVentana, {}, 'MXN', RESULTADOS_MAX_FILAS)}`,
        );
        for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows) log(Object.values(row)[0]!);
      }
    } finally {
      await database.close();
    }

    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const year = `desde=${mxDay(yearAgo)}&hasta=${mxDay(today)}`;
    const server = await startServerProcess(env);
    try {
      // As served (the 2-second read cache answers most of a burst), and with the fresh-reads cookie a
      // browser carries after its own write (decision 028): every request then runs the statement.
      const fresh = `${adminCookie}; ${FRESH_READS_COOKIE}=1`;
      const measure = async (label: string, p: string, cookie = adminCookie) => {
        await httpLoad(server.base + p, cookie, CONNECTIONS, 1); // warm-up: plans, the actor cache
        const f = await httpLoad(server.base + p, cookie, CONNECTIONS, SECONDS);
        log(`[resultados] GET ${p} (${label}), ${CONNECTIONS} connections: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`);
        return f;
      };
      const month = await measure('current month', '/api/resultados');
      const yearFigures = await measure('12 months', `/api/resultados?${year}`);
      const monthMiss = await measure('current month, no cache', '/api/resultados', fresh);
      const yearMiss = await measure('12 months, no cache', `/api/resultados?${year}`, fresh);

      await new Promise((r) => setTimeout(r, 1_000));
      const baselineMb = rssMb(server.pid);
      let peakMb = baselineMb;
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 50);
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/resultados/exportar?${year}`, { headers: { cookie: adminCookie } });
      if (!res.ok || !res.body) throw new Error(`export ${res.status}`);
      let firstByteMs = -1;
      let bytes = 0;
      let lines = 0;
      for await (const part of res.body) {
        const chunk = part as Uint8Array;
        if (firstByteMs < 0) firstByteMs = performance.now() - t0;
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 0x0a) lines += 1;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      peakMb = Math.max(peakMb, rssMb(server.pid));
      const growthMb = peakMb - baselineMb;
      // Header line + one per collaboration.
      if (lines - 1 !== BRAND.colaboraciones) throw new Error(`export had ${lines - 1} data lines, expected ${BRAND.colaboraciones}`);
      const within = (f: LoadFigures) => f.p50 <= RESULTADOS_BUDGET.p50Ms && f.p99 <= RESULTADOS_BUDGET.p99Ms;
      return {
        month,
        year: yearFigures,
        monthMiss,
        yearMiss,
        statementMs,
        export: { lines: lines - 1, mb: bytes / 1024 / 1024, firstByteMs, seconds, baselineMb, peakMb, growthMb },
        pass: within(month) && within(yearFigures) && within(monthMiss) && within(yearMiss) && growthMb < RESULTADOS_BUDGET.exportGrowthMb,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The figures as the table's rows (bench/run.ts prints the same). */
export function resultadosRows(f: ResultadosFigures): { what: string; value: string; budget: string; pass: boolean }[] {
  const b = RESULTADOS_BUDGET;
  const lat = (x: LoadFigures) => `p50 ${x.p50} ms, p99 ${x.p99} ms (${x.rps.toFixed(0)} req/s)`;
  const ok = (x: LoadFigures) => x.p50 <= b.p50Ms && x.p99 <= b.p99Ms;
  return [
    { what: `GET /api/resultados, current month, ${CONNECTIONS} conns (PostgreSQL)`, value: lat(f.month), budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`, pass: ok(f.month) },
    { what: `GET /api/resultados, 12 months (10,000 collaborations), ${CONNECTIONS} conns`, value: lat(f.year), budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`, pass: ok(f.year) },
    { what: `  same, current month, every request uncached (fresh-reads cookie)`, value: lat(f.monthMiss), budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`, pass: ok(f.monthMiss) },
    { what: `  same, 12 months, every request uncached (fresh-reads cookie)`, value: lat(f.yearMiss), budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`, pass: ok(f.yearMiss) },
    { what: '12-month statement alone (read-cache miss), one at a time, median of 15', value: `${f.statementMs.toFixed(0)} ms`, budget: '—', pass: true },
    {
      what: `CSV export, ${f.export.lines.toLocaleString('en-US')} lines (${f.export.mb.toFixed(1)} MB, first byte ${f.export.firstByteMs.toFixed(0)} ms, ${f.export.seconds.toFixed(1)} s)`,
      value: `RSS ${f.export.baselineMb.toFixed(0)} → peak ${f.export.peakMb.toFixed(0)} MB (+${f.export.growthMb.toFixed(1)} MB)`,
      budget: `< ${b.exportGrowthMb} MB growth`,
      pass: f.export.growthMb < b.exportGrowthMb,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const f = await resultadosBench();
    console.log('');
    console.log(`Resultados (issue 20) on ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('| figure | value | budget | |');
    console.log('|---|---|---|---|');
    for (const r of resultadosRows(f)) console.log(`| ${r.what} | ${r.value} | ${r.budget} | ${r.pass ? 'PASS' : 'FAIL'} |`);
    process.exit(f.pass ? 0 : 1);
  } catch (error) {
    console.error(error);
    process.exit(2);
  }
}
