import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, serverCommand } from '../../../scripts/build-server.mjs';
import { freePort } from '../../../scripts/lib.mjs';
import { LOCK_DIR_NAME } from './instance-lock';

/**
 * Issue 14 item 3 with real processes on the embedded database (no PostgreSQL, so this lives in the
 * integration project, not in tests/faults): a second server on a DATA_DIR that a live one holds stops
 * before opening the database, the first keeps serving, and a kill -9 does not block the next start.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colabora-one-process-'));
const started: ChildProcess[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});


interface Server {
  url: string;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** The compiled server, as production runs it (SIGKILL hits the server itself). */
async function launch(): Promise<Server> {
  const port = await freePort();
  await buildServer({ quiet: true });
  const [node, args] = serverCommand();
  const child = spawn(node, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      SCHEDULER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, stdout: () => out, stderr: () => err, exited };
}

async function ready(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited before it was ready: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server was not ready within 90 s');
}

const lockEntries = () => readdirSync(path.join(dataDir, LOCK_DIR_NAME)).filter((n) => n.endsWith('.json'));

describe('one process per embedded DATA_DIR', () => {
  it('refuses a second server while the first serves, survives a kill -9 of the first, and releases on SIGTERM', async () => {
    const first = await launch();
    await ready(first);
    expect(lockEntries()).toEqual([expect.stringMatching(new RegExp(`^${first.child.pid}-`))]);

    // The second: a clear message on stderr, a non-zero exit, and it never reached the database.
    const second = await launch();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain(
      `Otra instancia de Colabora ya usa la carpeta de datos ${dataDir} (pid ${first.child.pid}). Detenla o usa otro DATA_DIR.`,
    );
    expect(second.stdout()).not.toContain('database ready');
    // The first goes on serving, its lock untouched.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(lockEntries()).toHaveLength(1);

    // kill -9: no shutdown, the entry stays behind; the next start takes over at once.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(lockEntries()).toHaveLength(1);
    const third = await launch();
    await ready(third);
    expect(lockEntries()).toEqual([expect.stringMatching(new RegExp(`^${third.child.pid}-`))]);

    // A graceful stop releases it.
    third.child.kill('SIGTERM');
    expect(await third.exited, `${third.stdout().slice(-2000)}\n${third.stderr()}`).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_DIR_NAME))).toBe(true);
    expect(lockEntries()).toEqual([]);
  }, 240_000);
});
