import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { tempDir } from '../../scripts/lib.mjs';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { BRAND, seedBrand } from './brand-seed';
import { buildWeb } from './profiling-build';
import { freePort, serverEnv, startServerProcess, type ServerEnv } from './server-process';
import { sessionCookieOf } from './session-cookie';

/**
 * A fresh web build and the compiled server on the bench brand (bench/lib/brand-seed.ts), seeded in SQL
 * into the embedded database of a fresh DATA_DIR; the admin (first account) and the brand's first creator
 * (with her measures, so Disponibles lists what fits her) are signed in. bench:staff and bench:traces use it.
 */
export interface BrandServer {
  base: string;
  webDir: string;
  adminCookie: string;
  creatorCookie: string;
  stop: () => Promise<void>;
}

export async function startBrandServer(log: (line: string) => void = console.log, { sourcemap = false }: { sourcemap?: boolean } = {}): Promise<BrandServer> {
  const tmp = tempDir('colabora-bench-brand');
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    const webDir = path.join(tmp, 'web');
    await buildWeb(webDir, { sourcemap });
    const env: ServerEnv = { port: await freePort(), dataDir: path.join(tmp, 'data'), webDir, appSecret: randomBytes(32).toString('hex'), databaseUrl: '' };
    const config = loadConfig(serverEnv(env));

    const database = await openDatabase({ pgliteDir: config.pgliteDir, migrate: true });
    let adminCookie: string;
    let creatorCookie: string;
    try {
      const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir });
      const call = async (p: string, method: string, cookie: string | undefined, body: unknown) => {
        const res = await app.request(p, {
          method,
          headers: { origin: config.appOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
        return res;
      };
      const signUp = async (email: string, name: string) => {
        const res = await call('/api/auth/sign-up/email', 'POST', undefined, { email, name, password: 'contrasena-segura-bench' });
        return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie: sessionCookieOf(res) };
      };
      const admin = await signUp('admin@bench.example', 'Admin Bench');
      const creator = await signUp('creadora-1@bench.example', 'Creadora Bench');
      await call(`/api/roles/users/${creator.id}`, 'PUT', admin.cookie, { role: 'colaboradora' });
      await call('/api/perfil', 'PUT', creator.cookie, { nombre: 'Creadora', cintura: 74, cadera: 100, talla: '13' });
      const started = performance.now();
      await seedBrand((sql) => database.pglite!.exec(sql), creator.id);
      log(`[brand] seeded ${BRAND.creators} creators, ${BRAND.colaboraciones} collaborations, ${BRAND.entregas} deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      adminCookie = admin.cookie;
      creatorCookie = creator.cookie;
    } finally {
      await database.close();
    }

    const server = await startServerProcess(env);
    return {
      base: server.base,
      webDir,
      adminCookie,
      creatorCookie,
      stop: async () => {
        await server.stop();
        cleanup();
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
