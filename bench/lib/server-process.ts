import { freePort, startServer } from '../../scripts/lib.mjs';

/**
 * The real server (the compiled dist/server/index.js under node, as `npm start` runs it) in a child
 * process, so load generation in the bench process does not share its event loop. No store, no scheduler.
 */
export interface ServerProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

export { freePort };

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

/** `extra`: more of the server's environment (a store connection, queue timings). */
export async function startServerProcess(e: ServerEnv, extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({
    env: { ...process.env, ...serverEnv(e), ...extra },
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  });
  return { base: server.url, pid: server.pid, stop: () => server.stop('SIGTERM', 10_000) };
}
