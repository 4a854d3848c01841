/**
 * `npm run bench:healthz`: the HTTP floor alone, GET /healthz through every middleware (no SQL), on the
 * real server in its own process (embedded PGlite, as `npm start`). A light check of what every request
 * pays, for changes to the middleware chain (decision 031), without the whole `npm run bench -- --only=api`.
 *
 *   npm run bench:healthz                                   # 10 and 50 connections, 5 s each, 3 rounds
 *   BENCH_SECONDS=3 BENCH_ROUNDS=5 npm run bench:healthz
 *   BENCH_ENV='METRICS_TOKEN=... OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318' npm run bench:healthz
 *
 * Prints one line per round and connection count, then the median of the rounds: req/s, and the server's
 * CPU time per request (user + system, from /proc; Linux only). On a shared machine req/s follows the
 * other load; CPU per request moves much less, so compare that between two versions, runs interleaved.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { httpLoad } from './lib/load';
import { freePort, startServerProcess } from './lib/server-process';
import { median } from './lib/median';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [10, 50];
const extraEnv = Object.fromEntries(
  (process.env.BENCH_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** CPU seconds (user + system) the process has used so far: fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-healthz-'));
const port = await freePort();
Object.assign(process.env, extraEnv);
const server = await startServerProcess({
  port,
  dataDir,
  webDir: path.join(dataDir, 'no-web'),
  appSecret: randomBytes(32).toString('hex'),
  databaseUrl: '',
});
const figures = new Map<number, number[]>();
const cpuPerRequest = new Map<number, number[]>();
try {
  await httpLoad(`${server.base}/healthz`, '', 10, 2); // warm-up: JIT, sockets
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of CONNECTIONS) {
      const cpuBefore = cpuSeconds(server.pid);
      const f = await httpLoad(`${server.base}/healthz`, '', c, SECONDS);
      const us = ((cpuSeconds(server.pid) - cpuBefore) / f.requests) * 1e6;
      figures.set(c, [...(figures.get(c) ?? []), f.rps]);
      cpuPerRequest.set(c, [...(cpuPerRequest.get(c) ?? []), us]);
      console.log(`round ${round}, ${c} connections: ${f.rps.toFixed(0)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms), server CPU ${us.toFixed(1)} µs/request`);
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `GET /healthz median of ${ROUNDS}: ${CONNECTIONS.map((c) => `${median(figures.get(c) ?? []).toFixed(0)} req/s and ${median(cpuPerRequest.get(c) ?? []).toFixed(1)} µs CPU/request at ${c}`).join(', ')}` +
    ` (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}${Object.keys(extraEnv).length ? `; env ${Object.keys(extraEnv).join(', ')}` : ''})`,
);
