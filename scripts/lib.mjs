// The one set of process helpers for scripts/, tests/ and bench/: free ports, temp folders, children that
// inherit our output, waiting for a URL, and the real server as production runs it (the compiled bundle,
// decision 034). TypeScript callers get the types from lib.d.mts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverCommand } from './build-server.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs a command with inherited stdio and resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const bin = (name) => path.resolve('node_modules/.bin', name);

/**
 * Resolves once `url` answers 2xx; rejects when `exited()` turns true (the process died while starting)
 * or after timeoutMs.
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 150, exited = () => false, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the ${name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`the ${name} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * The real server (dist/server/index.js, built when stale) in a child process on env.PORT, as production
 * runs it: the child's pid is the server's own, so SIGKILL hits it and /proc/<pid>/status reads its
 * memory. Resolves once `readyPath` answers.
 */
export async function startServer({ env, readyPath = '/readyz', stdio = ['ignore', 'ignore', 'inherit'], nodeArgs = [], timeoutMs = 120_000, cwd }) {
  if (!env.PORT) throw new Error('startServer needs env.PORT');
  await buildServer({ quiet: true });
  const [node, args] = serverCommand();
  const child = spawn(node, [...nodeArgs, ...args], { cwd, env, stdio });
  let hasExited = false;
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (hasExited = true));
  const url = `http://127.0.0.1:${env.PORT}`;
  const stop = async (signal = 'SIGTERM', graceMs = 10_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await Promise.race([exited, sleep(graceMs)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitForUrl(`${url}${readyPath}`, { timeoutMs, exited: () => hasExited, name: 'server' });
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, child, pid: child.pid, exited, stop };
}
