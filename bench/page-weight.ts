// What each key page makes the browser download: every JS and CSS file it loads (first visit, empty
// cache) in bytes as transferred — the build's Brotli copies as the server sends them — measured in
// Debian's Chromium against a real server on a fresh build; gzip -9 of the same files beside it.
//   npm run bench:weight [-- --files]   (--files lists every file with its size and encoding)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { freePort } from '../scripts/lib.mjs';
import { measureFirstVisit, WEIGHT_BUDGET_KB, WEIGHT_BUDGET_PAGES } from '../tests/e2e/support/page-weight';

const BUDGET_KB = WEIGHT_BUDGET_KB;
// The budgeted pages (the same list `npm test` holds to the budget), and Gestión for comparison.
const PAGES: { path: string; as: 'anon' | 'admin' | 'creator'; budget: boolean }[] = [
  ...WEIGHT_BUDGET_PAGES.map((p) => ({ ...p, budget: true })),
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

  const rows: { page: string; files: number; kb: number; gzipKb: number; verdict: string }[] = [];
  for (const p of PAGES) {
    const ctx: BrowserContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    if (p.as !== 'anon') await ctx.addCookies((await (p.as === 'admin' ? admin : creator).storageState()).cookies);
    const w = await measureFirstVisit(await ctx.newPage(), base, webDir, p.path);
    if (process.argv.includes('--files')) {
      for (const f of w.list.sort((a, b) => b.served - a.served)) {
        console.log(`${p.path.padEnd(28)} ${(f.served / 1000).toFixed(1).padStart(7)} kB ${(f.encoding || 'none').padEnd(5)} ${(f.gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${f.path}`);
      }
    }
    const kb = w.bytes / 1000;
    rows.push({ page: p.path, files: w.files, kb, gzipKb: w.gzipBytes / 1000, verdict: p.budget ? (kb <= BUDGET_KB ? 'pass' : 'FAIL') : '—' });
    await ctx.close();
  }
  await browser.close();

  console.log(`\nJS + CSS a first visit loads (kB transferred: Brotli as served; budget ≤ ${BUDGET_KB} kB on /auth and creator pages)`);
  console.log('page'.padEnd(30) + 'files'.padStart(6) + 'kB'.padStart(9) + '  budget' + '  gzip -9 kB');
  for (const r of rows) console.log(r.page.padEnd(30) + String(r.files).padStart(6) + r.kb.toFixed(1).padStart(9) + '  ' + r.verdict.padEnd(6) + r.gzipKb.toFixed(1).padStart(12));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
