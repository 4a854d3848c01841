import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_IN_PAGE_ID_PREFIX } from '../../shared/reads-in-page';
import { colaboraciones, colaboradoras, entregas, profiles } from '../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../test/context';

// A build's manifest with the chunks the landing pages name (tools/vite/first-load-chunks.ts groups).
const MANIFEST = {
  '_index-e1.js': { file: 'assets/index-e1.js', name: 'index' },
  '_staff-shell-s1.js': { file: 'assets/staff-shell-s1.js', name: 'staff-shell', imports: ['_index-e1.js'] },
  '_dashboard-page-b1.js': { file: 'assets/dashboard-page-b1.js', name: 'dashboard-page', imports: ['_staff-shell-s1.js'] },
  '_entregas-page-n1.js': { file: 'assets/entregas-page-n1.js', name: 'entregas-page', imports: ['_staff-shell-s1.js'] },
  '_auth-page-a1.js': { file: 'assets/auth-page-a1.js', name: 'auth-page', imports: ['_index-e1.js'] },
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

type Reads = Record<string, { status: number; body: unknown }>;

/** A page as the browser gets it: the chunks it names, the reads written into it, its caching. */
const page = async (client: TestClient, p = '/') => {
  const res = await client.get(p, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(new RegExp(`<script type="application/json" id="${READ_IN_PAGE_ID_PREFIX}([^"]+)" data-status="(\\d+)">([^<]*)</script>`, 'g'))];
  return {
    html,
    chunks: [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    reads: Object.fromEntries(blocks.map(([, url, status, json]) => [url!.replaceAll('&amp;', '&'), { status: Number(status), body: JSON.parse(json!) as unknown }])) as Reads,
    cacheControl: res.headers.get('cache-control'),
  };
};

/** What the same read answers when the browser asks for it. */
const asked = async (client: TestClient, url: string) => json(await client.get(url));

// '/' is every role's address (decision 104): its HTML names the first load of the home the app sends her
// to, and carries its reads (decision 105).
describe("the page at '/' brings her home's first load", () => {
  it("for the admin, the Dashboard's chunks and its five reads with their answers, kept by no cache", async () => {
    const admin = await ctx.loginAs('admin');
    const p = await page(admin);
    expect(p.chunks).toEqual(['/assets/staff-shell-s1.js', '/assets/dashboard-page-b1.js']);
    expect(Object.keys(p.reads)).toEqual(['/api/me', '/api/dashboard', '/api/ventas/fugas', '/api/problemas/conteo', '/api/aplicaciones/conteo', '/api/resultados/mes']);
    for (const [url, read] of Object.entries(p.reads)) expect(read.status, url).toBe(200);
    expect(p.reads['/api/me']!.body).toEqual(await asked(admin, '/api/me'));
    expect(p.reads['/api/problemas/conteo']!.body).toEqual(await asked(admin, '/api/problemas/conteo'));
    expect(p.cacheControl).toBe('private, no-store');
    // No <link rel="preload"> for a read: the browser would ask for what it already has.
    expect(p.html).not.toContain('rel="preload"');
  });

  it("for a creator, Inicio's chunks and read (the app sends her there), none of the staff's", async () => {
    const creator = await ctx.loginAs('colaboradora');
    const p = await page(creator);
    expect(p.chunks).toEqual(['/assets/portal-p1.js', '/assets/inicio-i1.js']);
    expect(Object.keys(p.reads)).toEqual(['/api/me', '/api/inicio']);
    expect(p.reads['/api/inicio']).toEqual({ status: 200, body: await asked(creator, '/api/inicio') });
  });

  it('for tienda, whose home has no first load, and for someone waiting for a role, nothing; signed out, nothing', async () => {
    for (const client of [await ctx.loginAs('tienda'), await ctx.loginAs(null), ctx.client()]) {
      const p = await page(client);
      expect(p).toMatchObject({ chunks: [], reads: {}, cacheControl: 'no-cache' });
    }
  });

  it("with a query string, her home's chunks and her session, none of its reads (the screen reads other URLs)", async () => {
    const p = await page(await ctx.loginAs('admin'), '/?ref=correo');
    expect(p.chunks).toEqual(['/assets/staff-shell-s1.js', '/assets/dashboard-page-b1.js']);
    expect(Object.keys(p.reads)).toEqual(['/api/me']);
  });
});

describe('the reads written into a page', () => {
  it("are the page's own requests: a creator at /entregas gets the refusal she would have got, no staff data", async () => {
    const creator = await ctx.loginAs('colaboradora');
    const p = await page(creator, '/entregas');
    const refusal = await creator.get('/api/revision/colaboraciones?page=1&estado=revision');
    expect(refusal.status).toBe(403);
    expect(p.reads['/api/revision/colaboraciones?page=1&estado=revision']).toEqual({ status: 403, body: await json(refusal) });
  });

  it('signed out, the sign-in page carries the session read: 401, so the app asks for nothing to learn it', async () => {
    const p = await page(ctx.client(), '/auth');
    expect(p.chunks).toEqual(['/assets/auth-page-a1.js']);
    expect(Object.keys(p.reads)).toEqual(['/api/me']);
    expect(p.reads['/api/me']!.status).toBe(401);
    expect(p.cacheControl).toBe('no-cache');
  });

  it("Entregas' second read comes with its first: the first card's files, from the list's answer", async () => {
    const creator = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado: 'revision', colaboradoraId: c!.id }).returning();
    await ctx.db.insert(entregas).values({ colaboracionId: colab!.id, tipoContenido: 'imagen', estado: 'enviado', feedbackStatus: 'bueno', width: 1080, height: 1350 });
    const admin = await ctx.loginAs('admin');
    const p = await page(admin, '/entregas');
    const list = p.reads['/api/revision/colaboraciones?page=1&estado=revision']!.body as { items: { id: string }[] };
    expect(list.items[0]!.id).toBe(colab!.id);
    const files = `/api/revision/colaboraciones/${colab!.id}/entregas`;
    expect(Object.keys(p.reads)).toEqual(['/api/me', '/api/revision/colaboraciones?page=1&estado=revision', files]);
    expect(p.reads[files]!.status).toBe(200);
    expect(Object.keys(p.reads[files]!.body as object)).toEqual(Object.keys(await asked(admin, files)));
  });

  it('cannot write markup: an answer holding </script> or a comment opener stays inside the JSON', async () => {
    const admin = await ctx.loginAs('admin');
    await ctx.db.update(profiles).set({ fullName: 'Ana </script><script>alert(1)</script><!--' }).where(eq(profiles.id, admin.userId));
    const p = await page(admin);
    // The entry's script and one block per read: no other element closed.
    expect(Object.keys(p.reads)).toHaveLength(6);
    expect(p.html.match(/<\/script>/g)).toHaveLength(1 + 6);
    expect(p.html).toContain('</body>');
    expect(p.html).not.toContain('alert(1)</script>');
    expect((p.reads['/api/me']!.body as { user: { fullName: string } }).user.fullName).toBe('Ana </script><script>alert(1)</script><!--');
  });
});
