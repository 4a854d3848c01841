import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, sleep, startServer as startServerProcess, tempDir, waitForUrl } from '../../scripts/lib.mjs';

/**
 * Real processes for the fault suite: the app (the compiled server under node, as production runs it, so
 * SIGKILL hits the server itself and not a wrapper that would leave it running) and the store emulator
 * (TypeScript under tsx's loader), each on a free port.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export { freePort, sleep, tempDir };

export interface Proc {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The emulator: TypeScript under tsx's loader, by node itself so SIGKILL hits it. */
function launch(args: string[], env: NodeJS.ProcessEnv, url: string, readyPath: string, name: string): Promise<Proc> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Proc = {
    url,
    child,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return waitReady(proc, `${url}${readyPath}`, name).then(() => proc);
}

async function waitReady(proc: Proc, url: string, name: string): Promise<void> {
  try {
    await waitForUrl(url, { name, exited: () => proc.child.exitCode !== null });
  } catch (error) {
    await proc.kill('SIGKILL');
    throw error;
  }
}

export const EMULATOR_TOKEN = 'shpat_faults';

export async function startEmulator(): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return launch(
    ['--import', 'tsx', 'tools/shopify-emulator/main.ts'],
    { ...process.env, SHOPIFY_EMULATOR_PORT: String(port), SHOPIFY_EMULATOR_TOKEN: EMULATOR_TOKEN, SHOPIFY_EMULATOR_SEED: 'demo' },
    url,
    '/emulator/state',
    'Shopify emulator',
  );
}

export interface ServerOptions {
  databaseUrl: string;
  dataDir: string;
  appSecret: string;
  /** The public origin: the same for every instance behind one load balancer. */
  appUrl: string;
  emulatorUrl: string;
  env?: Record<string, string>;
}

/** One app instance, as production runs it, on a free port. */
export async function startServer(o: ServerOptions): Promise<Proc> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.databaseUrl,
    APP_URL: o.appUrl,
    APP_SECRET: o.appSecret,
    WEB_DIR: path.join(o.dataDir, 'no-web'),
    LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'silent',
    // Every request of the suite comes from 127.0.0.1; the hardening tests prove the real limits.
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_SIGNUP_RATE_LIMIT_MAX: '10000',
    SHOPIFY_API_URL: o.emulatorUrl,
    SHOPIFY_STORE_DOMAIN: 'colabora-faults.myshopify.com',
    SHOPIFY_ADMIN_TOKEN: EMULATOR_TOKEN,
    ...o.env,
  };
  const server = await startServerProcess({ env, cwd: ROOT });
  return { url: server.url, child: server.child, exited: server.exited, kill: (signal = 'SIGTERM') => server.stop(signal) };
}

/**
 * A browser against one instance or another: a cookie jar, and the public Origin on every request
 * (what a page served from APP_URL sends, whichever instance the load balancer picked).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(base: string, method: string, p: string, init: { json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${base}${p}`, { method, headers, body, duplex: 'half' } as RequestInit);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}
