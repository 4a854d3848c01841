// What each key page makes the browser download: the gzip size of every JS and CSS file it loads
// (first visit, empty cache), measured in Debian's Chromium against a real server on a fresh build.
//   npx tsx bench/page-weight.ts [--files]   (--files lists every file with its size)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { freePort } from '../scripts/lib.mjs';

const BUDGET_KB = 110;
const PAGES: { path: string; as: 'anon' | 'admin' | 'creator'; budget: boolean }[] = [
  { path: '/auth', as: 'anon', budget: true },
  { path: '/colaboradora/inicio', as: 'creator', budget: true },
  { path: '/colaboradora/disponibles', as: 'creator', budget: true },
  { path: '/admin/colaboraciones', as: 'admin', budget: false },
];


const tmp = mkdtempSync(path.join(os.tmpdir(), 'colabora-weight-'));
const webDir = path.join(tmp, 'web');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const bin = (n: string) => path.resolve('node_modules/.bin', n);

await new Promise<void>((resolve, reject) => {
  const b = spawn(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  b.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
});

const server = spawn(bin('tsx'), ['src/server/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: path.join(tmp, 'data'), WEB_DIR: webDir, APP_URL: base, LOG_LEVEL: 'warn', DATABASE_URL: '', AUTH_RATE_LIMIT_MAX: '1000', AUTH_SIGNUP_RATE_LIMIT_MAX: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 240) throw new Error('server not ready');
    await new Promise((r) => setTimeout(r, 250));
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const session = async (name: string, email: string) => {
    const ctx = await browser.newContext();
    const headers = { Origin: base };
    await ctx.request.post(`${base}/api/auth/sign-up/email`, { data: { name, email, password: 'ClaveSegura123' }, headers });
    return ctx;
  };
  const admin = await session('Admin Bench', 'admin@bench.test');
  const creator = await session('Creadora Bench', 'creadora@bench.test');
  const me = await (await creator.request.get(`${base}/api/me`)).json();
  await admin.request.put(`${base}/api/roles/users/${me.user.id}`, { data: { role: 'colaboradora' }, headers: { Origin: base } });

  const rows: { page: string; files: number; kb: number; verdict: string }[] = [];
  for (const p of PAGES) {
    const ctx: BrowserContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    if (p.as !== 'anon') await ctx.addCookies((await (p.as === 'admin' ? admin : creator).storageState()).cookies);
    const page = await ctx.newPage();
    const urls = new Set<string>();
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType()) && r.url().startsWith(base)) urls.add(new URL(r.url()).pathname);
    });
    await page.goto(base + p.path, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const u of urls) {
      const size = gzipSync(readFileSync(path.join(webDir, u)), { level: 9 }).length;
      if (process.argv.includes('--files')) console.log(`${p.path.padEnd(28)} ${(size / 1000).toFixed(1).padStart(7)} kB  ${u}`);
      bytes += size;
    }
    const kb = bytes / 1000;
    rows.push({ page: p.path, files: urls.size, kb, verdict: p.budget ? (kb <= BUDGET_KB ? 'pass' : 'FAIL') : '—' });
    await ctx.close();
  }
  await browser.close();

  console.log(`\nJS + CSS a first visit loads (gzip -9, kB; budget ≤ ${BUDGET_KB} kB on /auth and creator pages)`);
  console.log('page'.padEnd(30) + 'files'.padStart(6) + 'kB'.padStart(9) + '  budget');
  for (const r of rows) console.log(r.page.padEnd(30) + String(r.files).padStart(6) + r.kb.toFixed(1).padStart(9) + '  ' + r.verdict);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
