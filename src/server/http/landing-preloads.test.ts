import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../test/context';

// A build's manifest with the chunks the landing pages name (tools/vite/first-load-chunks.ts groups).
const MANIFEST = {
  '_index-e1.js': { file: 'assets/index-e1.js', name: 'index' },
  '_staff-shell-s1.js': { file: 'assets/staff-shell-s1.js', name: 'staff-shell', imports: ['_index-e1.js'] },
  '_dashboard-page-b1.js': { file: 'assets/dashboard-page-b1.js', name: 'dashboard-page', imports: ['_staff-shell-s1.js'] },
  '_portal-p1.js': { file: 'assets/portal-p1.js', name: 'portal', imports: ['_index-e1.js'] },
  '_inicio-i1.js': { file: 'assets/inicio-i1.js', name: 'inicio', imports: ['_portal-p1.js'] },
};
const INDEX = '<!doctype html><html lang="es-MX"><head><link rel="stylesheet" href="/assets/index-c1.css"><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'colabora-landing-'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  ctx = await createTestContext({ webDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const hrefs = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const page = async (client: TestClient, p = '/') => {
  const res = await client.get(p, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
};

// '/' is every role's address (decision 104): its HTML names the first load of the home the app sends her to.
describe("the page at '/' names her home's first load", () => {
  it("for the admin, the Dashboard's chunks and its five reads", async () => {
    const admin = await ctx.loginAs('admin');
    expect(hrefs(await page(admin))).toEqual([
      '/api/me',
      '/api/dashboard',
      '/api/ventas/fugas',
      '/api/problemas/conteo',
      '/api/aplicaciones/conteo',
      '/api/resultados/mes',
      '/assets/staff-shell-s1.js',
      '/assets/dashboard-page-b1.js',
    ]);
  });

  it("for a creator, Inicio's chunks and read (the app sends her there), none of the staff's", async () => {
    const creator = await ctx.loginAs('colaboradora');
    expect(hrefs(await page(creator))).toEqual(['/api/me', '/api/inicio', '/assets/portal-p1.js', '/assets/inicio-i1.js']);
  });

  it('for tienda, whose home has no first load, and for someone waiting for a role, nothing; signed out, nothing', async () => {
    expect(hrefs(await page(await ctx.loginAs('tienda')))).toEqual([]);
    expect(hrefs(await page(await ctx.loginAs(null)))).toEqual([]);
    expect(hrefs(await page(ctx.client()))).toEqual([]);
  });

  it("with a query string, her home's chunks but none of its reads (the screen reads other URLs)", async () => {
    const admin = await ctx.loginAs('admin');
    expect(hrefs(await page(admin, '/?ref=correo'))).toEqual(['/api/me', '/assets/staff-shell-s1.js', '/assets/dashboard-page-b1.js']);
  });
});
