import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrls, STORE_THUMB_WIDTH_PX } from '../../storage/file-refs';
import { signFileUrl } from '../../storage/signed-urls';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.storage.put('entregas', 'c1/video.mp4', video, { contentType: 'video/mp4' });
  await ctx.storage.put('colaboradoras', 'u1/doc_1.txt', Buffer.from('hola'), { contentType: 'text/plain' });
});
afterAll(() => ctx.close());

const sign = (key: string, options: { now?: number; ttlSeconds?: number } = {}, bucket: 'entregas' | 'colaboradoras' = 'entregas') =>
  signFileUrl(ctx.config.appSecret, { bucket, key }, options);
const errorOf = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;

describe('GET /api/files/{bucket}/{key} (signed URLs)', () => {
  it('serves a file to whoever holds a valid URL, with safe headers', async () => {
    const res = await ctx.client().get(sign('c1/video.mp4'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), video)).toBe(0);
  });

  it('downloads what is not an image or video', async () => {
    const res = await ctx.client().get(sign('u1/doc_1.txt', {}, 'colaboradoras'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('caches no longer than the link lives', async () => {
    const res = await ctx.client().get(sign('c1/video.mp4', { ttlSeconds: 60 }));
    expect(Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(60);
  });

  it('answers a Range with 206 and Content-Range (video seeking)', async () => {
    const url = sign('c1/video.mp4');
    let res = await ctx.client().get(url, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), video.subarray(100, 200))).toBe(0);
    res = await ctx.client().get(url, { headers: { range: 'bytes=900-' } });
    expect(res.headers.get('content-range')).toBe('bytes 900-999/1000');
    res = await ctx.client().get(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), video.subarray(990))).toBe(0);
    res = await ctx.client().get(url, { headers: { range: 'bytes=5000-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('refuses an expired link with 403 FILE_LINK_EXPIRED', async () => {
    const res = await ctx.client().get(sign('c1/video.mp4', { now: Date.now() - 3601_000 }));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'FILE_LINK_EXPIRED', message: 'El enlace del archivo expiró. Recarga la página.' });
  });

  it('refuses an altered or malformed link with 403 FILE_LINK_INVALID', async () => {
    const url = sign('c1/video.mp4');
    const altered = [
      url.replace('c1/video.mp4', 'c2/video.mp4'),
      url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 100}`),
      url.replace(/sig=(.{4})/, (_, s: string) => `sig=${s === 'AAAA' ? 'BBBB' : 'AAAA'}`),
      url.replace(/&sig=.*$/, ''),
      url.replace('/entregas/', '/colaboradoras/'),
      '/api/files/otro/c1/video.mp4?exp=1&sig=x',
    ];
    for (const u of altered) {
      const res = await ctx.client().get(u);
      expect(res.status, u).toBe(403);
      expect((await errorOf(res)).code, u).toBe('FILE_LINK_INVALID');
    }
  });

  it('answers 404 for a validly signed link to a missing file', async () => {
    const res = await ctx.client().get(sign('c1/no-existe.mp4'));
    expect(res.status).toBe(404);
  });
});

describe('fileUrls (stored value → what the browser loads)', () => {
  it('signs our references, passes web URLs through, and gives nothing for null or junk', () => {
    const secret = ctx.config.appSecret;
    const ours = fileUrls(secret, 'storage://entregas/colaboraciones/a-1.png');
    expect(ours.url).toMatch(/^\/api\/files\/entregas\/colaboraciones\/a-1\.png\?exp=\d+&sig=/);
    expect(ours.thumbUrl).toMatch(/^\/api\/files\/entregas\/colaboraciones\/a-1\.png\.thumb\.webp\?exp=\d+&sig=/);
    expect(fileUrls(secret, 'https://cdn.example.com/a.jpg')).toEqual({ url: 'https://cdn.example.com/a.jpg', thumbUrl: 'https://cdn.example.com/a.jpg' });
    // A store photo's thumbnail is asked of Shopify's CDN at the width it is drawn at (decision 107); the
    // photo itself stays whole, and an address that already names a size is left as it is.
    const photo = 'https://cdn.shopify.com/s/files/1/0001/products/jean-recto.jpg?v=1700000000';
    expect(fileUrls(secret, photo)).toEqual({ url: photo, thumbUrl: `${photo}&width=${STORE_THUMB_WIDTH_PX}` });
    const shop = 'https://marca.myshopify.com/cdn/shop/files/arete.png';
    expect(fileUrls(secret, shop).thumbUrl).toBe(`${shop}?width=${STORE_THUMB_WIDTH_PX}`);
    expect(fileUrls(secret, `${photo}&width=100`).thumbUrl).toBe(`${photo}&width=100`);
    expect(fileUrls(secret, 'https://marca.myshopify.com/products/jean.jpg').thumbUrl).toBe('https://marca.myshopify.com/products/jean.jpg');
    expect(fileUrls(secret, null)).toEqual({ url: null, thumbUrl: null });
    expect(fileUrls(secret, 'storage://otro/x.png')).toEqual({ url: null, thumbUrl: null });
    expect(fileUrls(secret, 'storage://entregas/../x.png')).toEqual({ url: null, thumbUrl: null });
  });
});
