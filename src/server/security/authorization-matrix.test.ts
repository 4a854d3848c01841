import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFileUrl } from '../storage/signed-urls';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import { json, type TestClient } from '../test/context';
import { ACTORS, AUTHORIZATION_MATRIX, type ActorKey } from '../test/security/authorization-matrix';
import { MatrixWorld, send } from '../test/security/matrix-world';

let ctx: StoreTestContext;
let w: MatrixWorld;
beforeAll(async () => {
  // The admin connects the store in Configuración (not the environment), so its routes can save and delete it.
  // Each tus cell opens an upload of a creator's: the open-uploads cap (decision 046) is tested on its own.
  ctx = await createStoreTestContext({ connectByEnv: false, env: { UPLOADS_PER_PERSON: '100' } });
  w = await MatrixWorld.create(ctx);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** The API endpoints Hono registered (middleware is method ALL), as `METHOD path`. */
function registeredApiRoutes(): string[] {
  const keys = ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

const clientOf = (actor: ActorKey): TestClient | null =>
  actor === 'anonimo' ? null : actor === 'tienda' ? w.tienda : actor === 'admin' ? w.admin : w.A.client;

describe('authorization matrix (issue 7 item 2)', () => {
  it('has exactly one row per registered API route', () => {
    const rows = AUTHORIZATION_MATRIX.map((r) => r.route);
    expect(new Set(rows).size, 'a route listed twice').toBe(rows.length);
    const registered = registeredApiRoutes();
    expect(registered.filter((r) => !rows.includes(r)), 'routes without a row in authorization-matrix.ts').toEqual([]);
    expect(rows.filter((r) => !registered.includes(r)), 'rows naming no registered route').toEqual([]);
  });

  it('answers every route × actor as the table says, and never shows creator A anything of B', async () => {
    const wrong: string[] = [];
    const leaks: string[] = [];
    const markers = w.markersOfB();
    for (const row of AUTHORIZATION_MATRIX) {
      for (const actor of ACTORS) {
        const req = await row.request(w, actor);
        const res = await send(ctx, clientOf(actor), req);
        const text = req.method === 'HEAD' ? '' : await res.text();
        if (res.status !== row.expect[actor]) wrong.push(`${row.route} as ${actor}: ${res.status}, expected ${row.expect[actor]} ${text.slice(0, 200)}`);
        if (res.status >= 400 && req.method !== 'HEAD') {
          // Every refusal is the app's JSON error (tus's too), never an HTML page or a stack.
          if (!/^\{"error":\{"code":"[A-Z_]+","message":"[^"]+"/.test(text)) wrong.push(`${row.route} as ${actor}: not a JSON error: ${text.slice(0, 200)}`);
        }
        if (actor === 'propia' || actor === 'ajena') {
          const seen = markers.filter((m) => text.includes(m) || (res.headers.get('location') ?? '').includes(m));
          if (seen.length > 0) leaks.push(`${row.route} as ${actor} shows ${seen.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);
});

describe('file URLs (spec §7: signed, 3600 s)', () => {
  const errorOf = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;
  const expired = { code: 'FILE_LINK_EXPIRED', message: 'El enlace del archivo expiró. Recarga la página.' };

  it('serves her photo through the URL the API gave her', async () => {
    const res = await w.A.client.get(w.A.photoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), w.photo)).toBe(0);
  });

  it('refuses an expired URL to everybody, its owner included', async () => {
    const url = signFileUrl(ctx.config.appSecret, { bucket: 'entregas', key: w.A.photoFileKey }, { now: Date.now() - 3601_000 });
    for (const client of [w.A.client, w.admin, ctx.client()]) {
      const res = await client.get(url);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual(expired);
    }
  });

  it('refuses a URL altered in its signature, path or expiry', async () => {
    const url = w.A.photoUrl;
    const altered = {
      signature: url.replace(/sig=([^&]{4})/, (_, s: string) => `sig=${s === 'AAAA' ? 'BBBB' : 'AAAA'}`),
      'no signature': url.replace(/&sig=[^&]*/, ''),
      'signature of another secret': signFileUrl('otro-secreto'.repeat(4), { bucket: 'entregas', key: w.A.photoFileKey }),
      path: url.replace(w.A.photoFileKey, w.A.photoFileKey.replace(/\.png$/, '.jpg')),
      bucket: url.replace('/entregas/', '/colaboraciones/'),
      'path traversal': url.replace(w.A.photoFileKey, `${w.A.photoFileKey.split('/')[0]}/..%2F..%2Fapp-secret`),
      'expiry moved later': url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`),
      'expiry in the past': url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) - 7200}`),
    };
    for (const [what, u] of Object.entries(altered)) {
      const res = await ctx.client().get(u);
      expect(res.status, what).toBe(403);
      expect((await errorOf(res)).code, what).toBe('FILE_LINK_INVALID');
    }
  });

  it("does not open another creator's file with her own URL's signature, nor unsigned", async () => {
    const withHerSignature = w.A.photoUrl.replace(w.A.photoFileKey, w.B.photoFileKey);
    const unsigned = `/api/files/entregas/${w.B.photoFileKey}`;
    for (const u of [withHerSignature, unsigned]) {
      const res = await w.A.client.get(u);
      expect(res.status, u).toBe(403);
      const text = await res.text();
      expect(text).toContain('FILE_LINK_INVALID');
      expect(text).not.toContain(w.B.photoFileKey);
    }
    // And nothing A can read lists B's file: her deliveries and B's are apart.
    const mine = await w.A.client.get('/api/mis-entregas');
    expect(await mine.text()).not.toContain(w.B.photoFileKey);
  });
});
