/**
 * `npm run bench:startup`: how long the server takes from spawn to its first ready answer (/readyz 200),
 * and how much memory it holds once idle, for the compiled bundle production runs (decision 034) against
 * the TypeScript sources under tsx's loader (how production ran before). Embedded PGlite, no store.
 *
 *   cold: a new DATA_DIR (creates the embedded database and applies every migration: no budget, the
 *         database's own creation dominates and varies by seconds with the machine's load)
 *   warm: the same DATA_DIR again (what a restart costs)
 *   postgres: on DATABASE_URL, when set (`npm run bench` provides one)
 *
 * BENCH_STARTUP_RUNS (3) runs of each; the median is printed. Budget on warm and postgres: the compiled
 * server starts no slower and holds less memory than tsx's (PASS/FAIL per line).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildServer, serverCommand } from '../scripts/build-server.mjs';
import { freePort, tempDir } from '../scripts/lib.mjs';
import { median } from './lib/median';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const IDLE_MS = 3_000;

type Mode = 'compiled' | 'tsx';

function command(mode: Mode): [string, string[]] {
  return mode === 'compiled' ? serverCommand() : [process.execPath, ['--import', 'tsx', 'src/server/index.ts']];
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function once(mode: Mode, dataDir: string, databaseUrl = ''): Promise<{ readyMs: number; rss: number }> {
  const port = await freePort();
  const [cmd, args] = command(mode);
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, APP_SECRET: 'bench-startup-secret-0123456789abcdef', SCHEDULER: 'off', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: the server exited while starting`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 60_000) throw new Error(`${mode}: not ready in 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { readyMs, rss: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Warm and PostgreSQL starts: the compiled server must start no slower and hold less memory. */
export function startupBudgets(rows: StartupRow[]): { phase: Phase; pass: boolean; value: string }[] {
  const out: { phase: Phase; pass: boolean; value: string }[] = [];
  for (const phase of ['warm', 'postgres'] as const) {
    const t = rows.find((r) => r.mode === 'tsx' && r.phase === phase);
    const c = rows.find((r) => r.mode === 'compiled' && r.phase === phase);
    if (!t || !c) continue;
    out.push({
      phase,
      pass: c.readyMs <= t.readyMs && c.rss < t.rss,
      value: `${Math.round(c.readyMs)} ms / ${c.rss.toFixed(0)} MB vs ${Math.round(t.readyMs)} ms / ${t.rss.toFixed(0)} MB`,
    });
  }
  return out;
}

type Phase = 'cold' | 'warm' | 'postgres';
export interface StartupRow {
  mode: Mode;
  phase: Phase;
  readyMs: number;
  rss: number;
}

export async function measureStartup(log: (l: string) => void = console.log): Promise<StartupRow[]> {
  await buildServer({ quiet: true });
  const rows: StartupRow[] = [];
  const databaseUrl = process.env.DATABASE_URL ?? '';
  // The two modes take turns, run by run, so a change in the machine's load hits both alike.
  type Sample = { readyMs: number; rss: number };
  const samples = new Map<string, Sample[]>();
  const push = (mode: Mode, phase: Phase, x: Sample) => samples.set(`${mode}:${phase}`, [...(samples.get(`${mode}:${phase}`) ?? []), x]);
  for (let i = 0; i < RUNS; i++) {
    for (const mode of ['tsx', 'compiled'] as const) {
      const dir = tempDir('colabora-startup');
      try {
        push(mode, 'cold', await once(mode, dir));
        push(mode, 'warm', await once(mode, dir));
        if (databaseUrl) push(mode, 'postgres', await once(mode, dir, databaseUrl));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  for (const mode of ['tsx', 'compiled'] as const) {
    for (const phase of ['cold', 'warm', 'postgres'] as const) {
      const xs = samples.get(`${mode}:${phase}`) ?? [];
      if (xs.length === 0) continue;
      rows.push({ mode, phase, readyMs: median(xs.map((x) => x.readyMs)), rss: median(xs.map((x) => x.rss)) });
      log(`[startup] ${mode} ${phase}: ready in ${xs.map((x) => Math.round(x.readyMs)).join(', ')} ms; idle RSS ${xs.map((x) => x.rss.toFixed(0)).join(', ')} MB`);
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureStartup();
  console.log(`\nServer start-up, median of ${RUNS} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
  console.log('| server   | phase    | ready (ms) | idle RSS (MB) |');
  console.log('|----------|----------|-----------:|--------------:|');
  for (const r of rows) console.log(`| ${r.mode.padEnd(8)} | ${r.phase.padEnd(8)} | ${Math.round(r.readyMs).toString().padStart(10)} | ${r.rss.toFixed(1).padStart(13)} |`);
  const verdicts = startupBudgets(rows);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.phase} start, compiled vs tsx: ${v.value} (budget: faster and smaller)`);
  process.exit(verdicts.every((v) => v.pass) ? 0 : 1);
}
