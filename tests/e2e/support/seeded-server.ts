import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { freePort, startServer } from '../../../scripts/lib.mjs';
import { createApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { PASSWORD } from './env';

export interface SeedWorld {
  app: ReturnType<typeof createApp>;
  config: Config;
  db: Database['db'];
  /** Signs a person up through the app (the first account of an empty instance is its admin). */
  signUp(person: { email: string; name: string }): Promise<{ id: string; cookie: string }>;
}

export interface SeededServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Its own production server on a data folder seeded beforehand, for what the global e2e server's data
 * cannot show (1,000 people, a history with past dates). The seed runs on the same database files through
 * the app itself before the server starts; its email goes to the folder's outbox.
 */
export async function startSeededServer(name: string, seed: (world: SeedWorld) => Promise<void>): Promise<SeededServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `colabora-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    // The web scripts/e2e.mjs built for this run (a clean checkout has no dist/web).
    WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
    APP_URL: url,
    APP_SECRET: `e2e-${name}-secret-0123456789abcdef0123456789abcdef`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    SCHEDULER: 'off',
    AUTH_RATE_LIMIT_MAX: '1000',
  };
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig(env);
    const database = await openDatabase({ pgliteDir: config.pgliteDir, migrate: true });
    try {
      const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir: env.WEB_DIR });
      const signUp = async (person: { email: string; name: string }) => {
        const res = await app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { origin: config.appOrigin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: person.email, name: person.name, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`sign-up ${person.email}: ${res.status}`);
        const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
        return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
      };
      await seed({ app, config, db: database.db, signUp });
    } finally {
      await database.close();
    }
    const server = await startServer({ env: { ...process.env, ...env } });
    return {
      url,
      dataDir,
      stop: async () => {
        await server.stop('SIGTERM', 5_000);
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
