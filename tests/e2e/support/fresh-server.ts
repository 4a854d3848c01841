import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface FreshServer {
  url: string;
  stop: () => Promise<void>;
}

/** A second server on an empty data folder, for what only an empty instance shows (the first admin). */
export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colabora-fresh-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/index.ts'], {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the fresh server exited');
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the fresh server was not ready in 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    // Not left running after the suite when it never got ready.
    await stop();
    throw error;
  }
  return { url, stop };
}
