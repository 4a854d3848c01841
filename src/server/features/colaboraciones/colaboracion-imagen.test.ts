import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageResponseSchema } from '../../../shared/schemas/colaboracion';
import { bombPng, png } from '../../test/fixtures/images';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
});
afterAll(() => ctx.close());

const formWith = (bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
const upload = (client: TestClient, bytes: Uint8Array, name = 'foto.png', type = 'image/png') =>
  client.postForm('/api/colaboraciones/imagen', formWith(bytes, name, type));
const errorOf = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;

describe('POST /api/colaboraciones/imagen', () => {
  it('stores a real PNG under colaboraciones/ with a WebP thumbnail, both served by their signed URLs', async () => {
    const bytes = await png(1200, 900);
    const res = await upload(admin, bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = uploadedImageResponseSchema.parse(await res.json());
    const key = /^storage:\/\/entregas\/(colaboraciones\/[\w-]+-\d+\.png)$/.exec(body.imagen)?.[1];
    expect(key).toBeDefined();
    expect(await ctx.storage.exists('entregas', key!)).toBe(true);
    expect(await ctx.storage.exists('entregas', `${key}.thumb.webp`)).toBe(true);

    const original = await admin.get(body.imagenUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), bytes)).toBe(0);
    const thumb = await ctx.client().get(body.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });

    // The form then saves the reference; the collaboration answers signed URLs for it.
    const created = await admin.post('/api/colaboraciones', { titulo: 'Con imagen', producto: 'Jeans', estado: 'disponible', imagen: body.imagen });
    expect((await json<{ colaboracion: { thumbUrl: string } }>(created)).colaboracion.thumbUrl).toMatch(/\.thumb\.webp\?exp=\d+&sig=/);
  });

  it('refuses a text file named .png and stores nothing', async () => {
    const res = await upload(admin, Buffer.from('no soy una imagen, solo texto'), 'foto.png', 'image/png');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'INVALID_IMAGE', message: 'Por favor selecciona un archivo de imagen válido' });
  });

  it('refuses 5 MB + 1 byte', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    (await png(10, 10)).copy(big);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'La imagen debe ser menor a 5MB' });
  });

  it('stops reading an oversized body instead of buffering it whole', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await ctx.app.request('http://localhost:3000/api/colaboraciones/imagen', {
      method: 'POST',
      body: endless,
      // @ts-expect-error -- undici needs duplex for a streamed request body; lib.dom's RequestInit lacks it
      duplex: 'half',
      headers: {
        origin: ctx.config.appUrl,
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'multipart/form-data; boundary=xyz',
        'x-forwarded-for': admin.ip,
      },
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('La imagen debe ser menor a 5MB');
    expect(sent).toBeLessThan(10 * chunk.length);
  });

  it('refuses a 20,000 × 20,000 PNG quickly', async () => {
    const started = Date.now();
    const res = await upload(admin, bombPng(20_000, 20_000));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Por favor selecciona un archivo de imagen válido');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a request without a file', async () => {
    const form = new FormData();
    form.append('otro', 'x');
    expect((await admin.postForm('/api/colaboraciones/imagen', form)).status).toBe(400);
    expect((await admin.post('/api/colaboraciones/imagen', {})).status).toBe(400);
  });

  it('is for admins only', async () => {
    const bytes = await png(20, 20);
    expect((await upload(await ctx.loginAs('tienda'), bytes)).status).toBe(403);
    expect((await upload(await ctx.loginAs('colaboradora'), bytes)).status).toBe(403);
    expect((await upload(ctx.client(), bytes)).status).toBe(401);
  });
});
