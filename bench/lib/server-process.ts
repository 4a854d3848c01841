import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { buildServer, serverCommand } from '../../scripts/build-server.mjs';

/**
 * The real server (the compiled dist/server/index.js under node, as `npm start` runs it) in a child
 * process, so load generation in the bench process does not share its event loop. No store, no scheduler.
 */
export interface ServerProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface ServerEnv {
  port: number;
  dataDir: string;
  webDir: string;
  appSecret: string;
  /** Empty: the embedded PGlite in dataDir. */
  databaseUrl: string;
}

/** The environment both the child and an in-process app of the same instance read. */
export function serverEnv(e: ServerEnv): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(e.port),
    APP_URL: `http://127.0.0.1:${e.port}`,
    APP_SECRET: e.appSecret,
    DATA_DIR: e.dataDir,
    WEB_DIR: e.webDir,
    DATABASE_URL: e.databaseUrl,
    // What production logs: one JSON line per request (to a discarded stdout here).
    LOG_LEVEL: 'info',
    SCHEDULER: 'off',
    STORAGE_DRIVER: 'disk',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
  };
}

export async function startServerProcess(e: ServerEnv): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${e.port}`;
  await buildServer({ quiet: true });
  const [node, args] = serverCommand();
  const child: ChildProcess = spawn(node, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), ...args], {
    env: { ...process.env, ...serverEnv(e) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 480) throw new Error('the server was not ready in 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}
