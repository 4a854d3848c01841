import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../../scripts/lib.mjs';
import { sessionCookieOf } from '../lib/session-cookie';

/**
 * The real server for the creator bench: a fresh build of the web in a temp folder, and the compiled server
 * (dist/server/index.js) run by Node itself, as production runs it, so the child's pid is the server's and
 * /proc/<pid>/status reads its memory. Embedded PGlite in a temp DATA_DIR; no store, no scheduler.
 */
export interface BenchServer {
  base: string;
  pid: number;
  webDir: string;
  stop: () => Promise<void>;
}


const bin = (n: string) => path.resolve('node_modules/.bin', n);

/** `sourcemap`: the build writes source maps beside its files (first-load-profile.ts maps its samples). */
export async function startBenchServer({ sourcemap = false }: { sourcemap?: boolean } = {}): Promise<BenchServer> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'colabora-bench-creator-'));
  const webDir = path.join(tmp, 'web');
  await new Promise<void>((resolve, reject) => {
    const args = ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir', ...(sourcemap ? ['--sourcemap'] : [])];
    const b = spawn(bin('vite'), args, { stdio: 'inherit' });
    b.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const stop = async () => {
    await server?.stop('SIGTERM', 5_000);
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    server = await startServer({
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: path.join(tmp, 'data'),
        WEB_DIR: webDir,
        APP_URL: base,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SCHEDULER: 'off',
        STORAGE_DRIVER: 'disk',
        AUTH_RATE_LIMIT_MAX: '1000',
        AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, webDir, stop };
}

/** A signed-in person on the bench server: her cookie header and a fetch that carries it (and Origin). */
export interface Session {
  cookie: string;
  api: (p: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
}

export async function signUp(base: string, name: string, email: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name, email, password: 'ClaveSegura123' }),
  });
  if (!res.ok) throw new Error(`sign-up of ${email}: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieOf(res);
  const api: Session['api'] = (p, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('Cookie', cookie);
    headers.set('Origin', base);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return fetch(`${base}${p}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  };
  return { cookie, api };
}

export async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

export interface Seeded {
  admin: Session;
  creator: Session;
  /** Her collaboration in produccion, open for uploads. */
  colaboracionId: string;
}

/**
 * The first sign-up (admin), a creator with her measures in Mi Perfil, eight available jeans for her
 * list, and one more she requested that the admin moved on to produccion.
 */
export async function seed(base: string): Promise<Seeded> {
  const admin = await signUp(base, 'Admin Bench', 'admin@bench.test');
  const creator = await signUp(base, 'Creadora Bench', 'creadora@bench.test');
  const me = (await (await ok(await creator.api('/api/me'), 'GET /api/me')).json()) as { user: { id: string } };
  await ok(await admin.api(`/api/roles/users/${me.user.id}`, { method: 'PUT', json: { role: 'colaboradora' } }), 'assign colaboradora');
  await ok(await creator.api('/api/perfil', { method: 'PUT', json: { nombre: 'Creadora', cintura: 74, cadera: 100, talla: '13' } }), 'PUT /api/perfil');

  const create = async (titulo: string, cintura: number) => {
    const res = await ok(
      await admin.api('/api/colaboraciones', {
        method: 'POST',
        json: { titulo, producto: 'Jeans', estado: 'disponible', talla: '13', tipo: 'Recto', color: 'Azul', marca: 'Kyrath', cintura, cadera: 100, largo: 104 },
      }),
      'POST /api/colaboraciones',
    );
    return ((await res.json()) as { colaboracion: { id: string } }).colaboracion.id;
  };
  for (let i = 0; i < 8; i++) await create(`Jeans Recto Azul ${i + 1}`, 70 + i);
  const colaboracionId = await create('Jeans para el video', 74);
  await ok(await creator.api(`/api/disponibles/${colaboracionId}/solicitar`, { method: 'POST', json: {} }), 'solicitar');
  await ok(await admin.api('/api/colaboraciones/bulk/estado', { method: 'POST', json: { ids: [colaboracionId], estado: 'produccion' } }), 'bulk estado → produccion');
  return { admin, creator, colaboracionId };
}
