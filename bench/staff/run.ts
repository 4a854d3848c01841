/**
 * Staff pages on the bench brand (1,000 creators, 10,000 collaborations, 20,000 deliveries), Lighthouse's
 * desktop preset, signed in as the admin: /admin/colaboraciones, /entregas and / (Dashboard). Issue 15's
 * budgets: performance ≥ 95 and CLS < 0.1 on each (median of BENCH_LH_RUNS, 3).
 *
 *   npm run bench:staff        (also `npm run bench -- --only=staff`)
 *
 * The brand is seeded in SQL into the embedded database of a fresh DATA_DIR, then the compiled server
 * serves it from its own process, as production runs it. BENCH_LH_REPORTS=<dir> keeps the reports.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { bin, run, tempDir } from '../../scripts/lib.mjs';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { lighthouseScores, type LighthouseScores } from '../creator/lighthouse';
import { BRAND, seedBrand } from '../lib/brand-seed';
import { freePort, serverEnv, startServerProcess, type ServerEnv } from '../lib/server-process';
import { sessionCookieOf } from '../lib/session-cookie';

export const STAFF_PAGES = ['/admin/colaboraciones', '/entregas', '/'] as const;
export const STAFF_BUDGET = { performance: 95, cls: 0.1 } as const;

export interface StaffRow {
  path: string;
  scores: LighthouseScores;
}

export async function staffLighthouse(runs: number, log: (line: string) => void = console.log): Promise<StaffRow[]> {
  const tmp = tempDir('colabora-bench-staff');
  try {
    const webDir = path.join(tmp, 'web');
    if ((await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'])) !== 0) throw new Error('vite build failed');
    const env: ServerEnv = { port: await freePort(), dataDir: path.join(tmp, 'data'), webDir, appSecret: randomBytes(32).toString('hex'), databaseUrl: '' };
    const config = loadConfig(serverEnv(env));

    // 1. The admin (the first account) and the brand, in-process on the embedded database.
    const database = await openDatabase({ pgliteDir: config.pgliteDir, migrate: true });
    let adminCookie: string;
    try {
      const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir });
      const signUp = async (email: string, name: string) => {
        const res = await app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { origin: config.appOrigin, 'content-type': 'application/json' },
          body: JSON.stringify({ email, name, password: 'contrasena-segura-bench' }),
        });
        if (!res.ok) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
        return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie: sessionCookieOf(res) };
      };
      const admin = await signUp('admin@bench.example', 'Admin Bench');
      const creator = await signUp('creadora-1@bench.example', 'Creadora Bench');
      const assign = await app.request(`/api/roles/users/${creator.id}`, {
        method: 'PUT',
        headers: { origin: config.appOrigin, cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'colaboradora' }),
      });
      if (!assign.ok) throw new Error(`role: ${assign.status}`);
      const started = performance.now();
      await seedBrand((sql) => database.pglite!.exec(sql), creator.id);
      log(`[staff] seeded ${BRAND.creators} creators, ${BRAND.colaboraciones} collaborations, ${BRAND.entregas} deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      adminCookie = admin.cookie;
    } finally {
      await database.close();
    }

    // 2. The compiled server on that data, and Lighthouse's desktop preset on each staff page.
    const server = await startServerProcess(env);
    try {
      const rows: StaffRow[] = [];
      for (const page of STAFF_PAGES) {
        const scores = await lighthouseScores(`${server.base}${page}`, adminCookie, runs, 'desktop');
        log(`[staff] ${page}: performance ${scores.performance} (runs ${scores.runs.join(', ')}), CLS ${scores.cls.toFixed(3)}; ${scores.metrics.join(', ')}`);
        rows.push({ path: page, scores });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await staffLighthouse(Number(process.env.BENCH_LH_RUNS ?? 3));
  let failed = false;
  for (const r of rows) {
    const pass = r.scores.performance >= STAFF_BUDGET.performance && r.scores.cls < STAFF_BUDGET.cls;
    failed ||= !pass;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${r.path}: performance ${r.scores.performance} (≥ ${STAFF_BUDGET.performance}), CLS ${r.scores.cls.toFixed(3)} (< ${STAFF_BUDGET.cls})`);
  }
  process.exit(failed ? 1 : 0);
}
