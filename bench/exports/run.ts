/**
 * Issue 20 item 4's figures: the CSV exports on the bench brand (1,000 creators, 10,000 collaborations,
 * 20,000 deliveries), downloaded from the compiled server in its own process while its resident memory
 * is sampled every 50 ms. For each export: time to first byte, total time, rows, and RSS growth against
 * the < 50 MB budget. Also the creator score's list (Colaboradoras by score, every creator scored) and
 * the ghosted queue, p50 of a few reads.
 *
 *   npm run bench:exports
 *
 * The brand is seeded in SQL into the embedded database of a fresh DATA_DIR (as bench:staff does); the
 * worker and scheduler are off.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { tempDir } from '../../scripts/lib.mjs';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { BRAND, seedBrand } from '../lib/brand-seed';
import { rssMb } from '../lib/rss';
import { freePort, serverEnv, startServerProcess, type ServerEnv } from '../lib/server-process';
import { sessionCookieOf } from '../lib/session-cookie';

export const EXPORT_BUDGET = { growthMb: 50 } as const;

export interface ExportFigure {
  path: string;
  rows: number;
  ttfbMs: number;
  totalMs: number;
  mb: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  pass: boolean;
}

const EXPORTS = ['/api/exportar/colaboraciones', '/api/exportar/entregas', '/api/exportar/colaboradoras'] as const;

export async function exportsBench(log: (l: string) => void = console.log): Promise<{ exports: ExportFigure[]; reads: { path: string; p50Ms: number }[] }> {
  const tmp = tempDir('colabora-bench-exports');
  try {
    const env: ServerEnv = { port: await freePort(), dataDir: path.join(tmp, 'data'), webDir: path.join(tmp, 'no-web'), appSecret: randomBytes(32).toString('hex'), databaseUrl: '' };
    const config = loadConfig(serverEnv(env));
    const database = await openDatabase({ pgliteDir: config.pgliteDir, migrate: true });
    let cookie: string;
    try {
      const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir: env.webDir });
      const signUp = async (email: string, name: string) => {
        const res = await app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { origin: config.appOrigin, 'content-type': 'application/json' },
          body: JSON.stringify({ email, name, password: 'contrasena-segura-bench' }),
        });
        if (!res.ok) throw new Error(`sign-up ${email}: ${res.status}`);
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
      log(`[exports] seeded ${BRAND.creators} creators, ${BRAND.colaboraciones} collaborations, ${BRAND.entregas} deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      cookie = admin.cookie;
    } finally {
      await database.close();
    }

    const server = await startServerProcess(env);
    try {
      // Warm the routes once (first-use compilation and caches are not the figure).
      for (const p of EXPORTS) await (await fetch(`${server.base}${p}`, { headers: { cookie } })).arrayBuffer();
      await new Promise((r) => setTimeout(r, 1_000));
      const figures: ExportFigure[] = [];
      for (const p of EXPORTS) {
        const baselineMb = rssMb(server.pid);
        let peakMb = baselineMb;
        const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 50);
        const t0 = performance.now();
        const res = await fetch(`${server.base}${p}`, { headers: { cookie } });
        if (!res.ok || !res.body) throw new Error(`${p}: ${res.status}`);
        let ttfbMs = 0;
        let bytes = 0;
        let lines = 0;
        for await (const part of res.body) {
          const chunk = part as Uint8Array;
          if (bytes === 0) ttfbMs = performance.now() - t0;
          bytes += chunk.byteLength;
          for (const b of chunk) if (b === 10) lines += 1;
        }
        const totalMs = performance.now() - t0;
        clearInterval(sampler);
        peakMb = Math.max(peakMb, rssMb(server.pid));
        const growthMb = peakMb - baselineMb;
        // Lines minus the header (no field here holds a line break).
        const f = { path: p, rows: lines - 1, ttfbMs, totalMs, mb: bytes / 1024 / 1024, baselineMb, peakMb, growthMb, pass: growthMb < EXPORT_BUDGET.growthMb };
        log(`[exports] ${p}: ${f.rows} rows, ${f.mb.toFixed(1)} MB, first byte ${ttfbMs.toFixed(0)} ms, all ${totalMs.toFixed(0)} ms, RSS +${growthMb.toFixed(1)} MB`);
        figures.push(f);
      }
      const reads: { path: string; p50Ms: number }[] = [];
      for (const p of ['/api/colaboradoras?orden=puntaje', '/api/colaboradoras', '/api/seguimiento/sin-entregar']) {
        const times: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          const t0 = performance.now();
          const res = await fetch(`${server.base}${p}`, { headers: { cookie } });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${p}: ${res.status}`);
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        reads.push({ path: p, p50Ms: times[Math.floor(times.length / 2)]! });
      }
      return { exports: figures, reads };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { exports, reads } = await exportsBench();
  console.log('');
  console.log('| figure | value | budget | |');
  console.log('|---|---|---|---|');
  for (const f of exports) {
    console.log(`| ${f.path}: ${f.rows} rows, ${f.mb.toFixed(1)} MB | first byte ${f.ttfbMs.toFixed(0)} ms, all ${f.totalMs.toFixed(0)} ms | — | |`);
    console.log(`| server RSS during it | ${f.baselineMb.toFixed(0)} → peak ${f.peakMb.toFixed(0)} MB (+${f.growthMb.toFixed(1)} MB) | < ${EXPORT_BUDGET.growthMb} MB | ${f.pass ? 'PASS' : 'FAIL'} |`);
  }
  for (const r of reads) console.log(`| GET ${r.path} (p50 of 11) | ${r.p50Ms.toFixed(0)} ms | — | |`);
  process.exit(exports.every((f) => f.pass) ? 0 : 1);
}
