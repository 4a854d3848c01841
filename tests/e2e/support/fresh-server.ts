import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../../../scripts/lib.mjs';

export interface FreshServer {
  url: string;
  stop: () => Promise<void>;
}

/** A second server on an empty data folder, for what only an empty instance shows (the first admin). */
export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colabora-fresh-'));
  const url = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const stop = async () => {
    await server?.stop('SIGTERM', 5_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startServer({
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        // The web scripts/e2e.mjs built for this run (a clean checkout has no dist/web).
        WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
        APP_URL: url,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        AUTH_RATE_LIMIT_MAX: '1000',
      },
    });
  } catch (error) {
    // Not left running after the suite when it never got ready.
    await stop();
    throw error;
  }
  return { url, stop };
}
