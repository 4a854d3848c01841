import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas } from '../../db/schema';
import { png } from '../../storage/test-images';
import { createTestContext, json, TEST_APP_URL, type TestClient, type TestContext } from '../../test/context';
import type { Estado } from '../../../shared/domain/estado';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface ErrorBody {
  error: { code: string; message: string };
}
interface EntregaBody {
  id: string;
  tipoContenido: string;
  url: string | null;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

type Creator = TestClient & { userId: string };

async function collaborationOf(creator: Creator, estado: Estado = 'produccion') {
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado, colaboradoraId: c!.id })
    .returning();
  return row!;
}

function imageForm(bytes: Buffer, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A minimal MP4: ftyp, a moov with mvhd (30 s) and a 1080×1920 tkhd, and an mdat of padding. */
function mp4(paddingBytes = 300 * 1024): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(30_000, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(1080 * 65536, 76);
  tkhd.writeUInt32BE(1920 * 65536, 80);
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)));
  const padding = Buffer.alloc(paddingBytes);
  for (let i = 0; i < padding.length; i++) padding[i] = (i * 31) % 251;
  return Buffer.concat([ftyp, moov, box('mdat', padding)]);
}

/** A raw tus request as the browser's tus-js-client would send it, with her session. */
function tus(client: TestClient, method: string, url: string, headers: Record<string, string> = {}, body?: Uint8Array<ArrayBuffer>) {
  return ctx.app.request(`${TEST_APP_URL}${url}`, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      origin: TEST_APP_URL,
      'x-forwarded-for': client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...headers,
    },
    body,
  });
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

async function createUpload(client: TestClient, colaboracionId: string, length: number) {
  return tus(client, 'POST', '/api/uploads/videos', {
    'upload-length': String(length),
    'upload-metadata': `colaboracionId ${b64(colaboracionId)},filename ${b64('video.mp4')}`,
  });
}

function patch(client: TestClient, location: string, offset: number, chunk: Buffer) {
  return tus(client, 'PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, new Uint8Array(chunk));
}

function storedFilesOf(colaboracionId: string): string[] {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'entregas', colaboracionId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

function partialFiles(): string[] {
  const dir = path.join(ctx.config.dataDir, 'uploads', '.tus-partial');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function uploadVideo(client: TestClient, colaboracionId: string, bytes: Buffer) {
  const created = await createUpload(client, colaboracionId, bytes.length);
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  return patch(client, location, 0, bytes);
}

describe('photos (spec §5 delivery upload rules)', () => {
  it('records her photo with its files, served through signed URLs', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const bytes = await png(1080, 1350);
    const res = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(bytes));
    expect(res.status).toBe(201);
    const { entrega } = await json<{ entrega: EntregaBody }>(res);
    expect(entrega).toMatchObject({ tipoContenido: 'imagen', width: 1080, height: 1350, durationMs: null });

    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, entrega.id));
    expect(row).toMatchObject({ colaboracionId: colab.id, tipoContenido: 'imagen', plataforma: 'upload', estado: 'enviado', feedbackStatus: 'bueno', mimeType: 'image/png', sizeBytes: bytes.length });
    expect(row!.fileKey).toMatch(new RegExp(`^${colab.id}/[A-Za-z0-9_-]+\\.png$`));
    expect(row!.imagenUrl).toBe(`storage://entregas/${row!.fileKey}`);
    expect(await ctx.storage.exists('entregas', row!.fileKey!)).toBe(true);
    expect(await ctx.storage.exists('entregas', row!.thumbKey!)).toBe(true);

    const original = await creator.get(entrega.url!);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const thumb = await creator.get(entrega.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it("answers 404 on another creator's collaboration and stores nothing", async () => {
    const owner = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(owner);
    const other = await ctx.loginAs('colaboradora');
    const res = await other.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(100, 100)));
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe('Colaboración no encontrada');
    expect(storedFilesOf(colab.id)).toEqual([]);
  });

  it('answers 409 while the item is not yet with her or once it is in review', async () => {
    for (const estado of ['confirmacion', 'empaquetado', 'revision', 'entregado'] as const) {
      // One active collaboration per creator: a creator for each state.
      const creator = await ctx.loginAs('colaboradora');
      const colab = await collaborationOf(creator, estado);
      const res = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(100, 100)));
      expect(res.status, estado).toBe(409);
      expect((await json<ErrorBody>(res)).error.message).toBe('Ya no puedes modificar el contenido de esta colaboración');
    }
  });

  it('refuses a text file with the spec message', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const res = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(Buffer.from('hola, no soy imagen'), 'foto.png'));
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toBe('Por favor selecciona un archivo de imagen válido');
    expect(await ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colab.id))).toEqual([]);
  });

  it('is only for creators', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const form = imageForm(await png(10, 10));
    expect((await ctx.client().postForm(`/api/entregas/${colab.id}/imagenes`, form)).status).toBe(401);
    expect((await (await ctx.loginAs('admin')).postForm(`/api/entregas/${colab.id}/imagenes`, form)).status).toBe(403);
  });
});

describe('videos over tus (resumable)', () => {
  it('resumes an interrupted upload and stores byte-identical bytes with one row', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const bytes = mp4();
    const created = await createUpload(creator, colab.id, bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/videos\/[0-9a-f]{32}$/);

    const half = 128 * 1024;
    const first = await patch(creator, location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    // The connection dropped here; nothing is an entrega yet.
    expect(await ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colab.id))).toEqual([]);

    const head = await tus(creator, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    // Another creator can neither see nor continue it.
    const stranger = await ctx.loginAs('colaboradora');
    expect((await tus(stranger, 'HEAD', location)).status).toBe(404);
    expect((await patch(stranger, location, half, bytes.subarray(half))).status).toBe(404);

    const last = await patch(creator, location, half, bytes.subarray(half));
    expect(last.status).toBe(204);
    const entregaId = last.headers.get('x-entrega-id');
    expect(entregaId).toBeTruthy();

    const rows = await ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colab.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: entregaId, tipoContenido: 'video', mimeType: 'video/mp4', sizeBytes: bytes.length, width: 1080, height: 1920, durationMs: 30_000, thumbKey: null });
    expect(rows[0]!.imagenUrl).toBe(`storage://entregas/${rows[0]!.fileKey}`);
    expect(rows[0]!.fileKey).toMatch(new RegExp(`^${colab.id}/[A-Za-z0-9_-]+\\.mp4$`));
    const stored = await ctx.storage.get('entregas', rows[0]!.fileKey!);
    expect(stored!.contentType).toBe('video/mp4');
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
    expect(partialFiles()).toEqual([]);

    const list = await json<{ entregas: EntregaBody[] }>(await creator.get(`/api/entregas/${colab.id}?tipo=video`));
    expect(list.entregas.map((e) => e.id)).toEqual([entregaId]);
    expect(list.entregas[0]).toMatchObject({ thumbUrl: null, durationMs: 30_000 });
    const served = await creator.get(list.entregas[0]!.url!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not MP4/MOV: no row, no stored file, no partial', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const res = await uploadVideo(creator, colab.id, Buffer.from('esto no es un video '.repeat(500)));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json<ErrorBody>(res)).error.message).toBe('Por favor selecciona un archivo de video válido (MP4 o MOV)');
    expect(await ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colab.id))).toEqual([]);
    expect(storedFilesOf(colab.id)).toEqual([]);
    expect(partialFiles()).toEqual([]);
  });

  it("refuses to start an upload for another creator's or a closed collaboration", async () => {
    const owner = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(owner);
    const other = await ctx.loginAs('colaboradora');
    const res = await createUpload(other, colab.id, 1000);
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe('Colaboración no encontrada');
    const reviewer = await ctx.loginAs('colaboradora');
    const inReview = await collaborationOf(reviewer, 'revision');
    expect((await createUpload(reviewer, inReview.id, 1000)).status).toBe(409);
    expect((await tus(owner, 'POST', '/api/uploads/videos', { 'upload-length': '1000' })).status).toBe(404);
    expect((await tus(ctx.client(), 'POST', '/api/uploads/videos', { 'upload-length': '1000' })).status).toBe(401);
    expect((await createUpload(owner, colab.id, 2 * 1024 * 1024 * 1024)).status).toBe(413);
  });
});

describe('listing, deleting and sending to review', () => {
  it('lists hers newest first with counts, and deletes row and files', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const a = await json<{ entrega: EntregaBody }>(await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(200, 200))));
    const b = await json<{ entrega: EntregaBody }>(await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(300, 300))));
    const list = await json<{ entregas: EntregaBody[]; counts: { imagenes: number; videos: number } }>(await creator.get(`/api/entregas/${colab.id}`));
    expect(list.entregas.map((e) => e.id)).toEqual([b.entrega.id, a.entrega.id]);
    expect(list.counts).toEqual({ imagenes: 2, videos: 0 });
    expect((await (await ctx.loginAs('colaboradora')).get(`/api/entregas/${colab.id}`)).status).toBe(404);
    expect((await (await ctx.loginAs('colaboradora')).delete(`/api/entregas/item/${a.entrega.id}`)).status).toBe(404);

    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, a.entrega.id));
    expect((await creator.delete(`/api/entregas/item/${a.entrega.id}`)).status).toBe(204);
    expect(await ctx.db.select().from(entregas).where(eq(entregas.id, a.entrega.id))).toEqual([]);
    expect(await ctx.storage.exists('entregas', row!.fileKey!)).toBe(false);
    expect(await ctx.storage.exists('entregas', row!.thumbKey!)).toBe(false);
    expect((await creator.delete(`/api/entregas/item/${a.entrega.id}`)).status).toBe(404);
  });

  it('sends to review only with a photo and a video, then closes uploads and deletes', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const send = () => creator.post(`/api/entregas/${colab.id}/enviar-revision`);

    let res = await send();
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe('Debes agregar el contenido antes de enviar');
    const photo = await json<{ entrega: EntregaBody }>(await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(200, 200))));
    res = await send();
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe('Debes agregar el contenido antes de enviar');
    expect((await uploadVideo(creator, colab.id, mp4(10 * 1024))).status).toBe(204);

    expect((await (await ctx.loginAs('colaboradora')).post(`/api/entregas/${colab.id}/enviar-revision`)).status).toBe(404);
    res = await send();
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ colaboracion: { id: colab.id, estado: 'revision' } });
    const events = await ctx.db
      .select()
      .from(colaboracionEventos)
      .where(and(eq(colaboracionEventos.colaboracionId, colab.id), eq(colaboracionEventos.toEstado, 'revision')));
    expect(events).toEqual([expect.objectContaining({ fromEstado: 'produccion', actorRole: 'colaboradora', actorId: creator.userId })]);

    expect((await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(100, 100)))).status).toBe(409);
    expect((await creator.delete(`/api/entregas/item/${photo.entrega.id}`)).status).toBe(409);
    expect((await send()).status).toBe(409);
  });
});
