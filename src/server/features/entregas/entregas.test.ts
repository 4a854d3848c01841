import exifr from 'exifr';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas } from '../../db/schema';
import { png } from '../../test/fixtures/images';
import { testMp4 } from '../../test/fixtures/videos';
import { readAll, tusOn } from '../../test/tus';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
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
  avisos: string[];
  createdAt: string;
}
type MiEntregaBody = EntregaBody & { colaboracion: { id: string; nombre: string; estado: string } };

type Creator = TestClient & { userId: string };

const { request: tus, create: createUpload, patch, storedFilesOf, partialFiles } = tusOn(() => ctx);

async function collaborationOf(creator: Creator, estado: Estado = 'produccion', values: { titulo?: string; nombreVisualizacion?: string } = {}) {
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado, colaboradoraId: c!.id, ...values })
    .returning();
  return row!;
}

function imageForm(bytes: Buffer, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
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
    expect(entrega).toMatchObject({ tipoContenido: 'imagen', width: 1080, height: 1350, durationMs: null, avisos: [] });

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

  it('a phone portrait (landscape pixels, EXIF orientation 6) is measured upright: no horizontal warning (issue 18)', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const bytes = await sharp({ create: { width: 1350, height: 1080, channels: 3, background: '#b47a5a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(bytes, 'IMG_0001.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const { entrega } = await json<{ entrega: EntregaBody }>(res);
    expect(entrega).toMatchObject({ width: 1080, height: 1350, avisos: [] });
  });

  it('stores her photo without where it was taken, the rest of the file as it came (issue 18)', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const bytes = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#b47a5a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '103/1 20/1 4500/100' } })
      .toBuffer();
    expect((await exifr.gps(bytes))?.latitude).toBeCloseTo(20.675, 2);
    const res = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(bytes, 'IMG_0002.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const { entrega } = await json<{ entrega: EntregaBody }>(res);
    const stored = Buffer.from(await (await creator.get(entrega.url!)).arrayBuffer());
    expect(stored.length).toBe(bytes.length);
    expect(await exifr.gps(stored)).toBeUndefined();
    expect((await exifr.parse(stored))?.Model).toBe('iPhone 15');
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
    const bytes = testMp4();
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
    // 30 s at 1080×1920 is what the Guía técnica asks for: no warnings.
    expect(list.entregas[0]).toMatchObject({ thumbUrl: null, durationMs: 30_000, width: 1080, height: 1920, avisos: [] });
    const served = await creator.get(list.entregas[0]!.url!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts a video outside the Guía técnica and says what departs from it', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const res = await uploadVideo(creator, colab.id, testMp4({ durationMs: 5_000, width: 1920, height: 1080, paddingBytes: 4 * 1024 }));
    expect(res.status).toBe(204);
    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, res.headers.get('x-entrega-id')!));
    expect(row).toMatchObject({ tipoContenido: 'video', durationMs: 5_000, width: 1920, height: 1080 });

    const list = await json<{ entregas: EntregaBody[] }>(await creator.get(`/api/entregas/${colab.id}?tipo=video`));
    expect(list.entregas).toHaveLength(1);
    expect(list.entregas[0]!.avisos).toEqual([
      'El video dura 5 s; la Guía técnica pide de 15 a 60 segundos.',
      'El video mide 1920×1080; la Guía técnica pide formato vertical 9:16.',
    ]);
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

describe('photo warnings (Guía técnica)', () => {
  it('keeps a small photo and warns about its size; a horizontal one about its orientation', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator);
    const small = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(800, 1000)));
    expect(small.status).toBe(201);
    expect((await json<{ entrega: EntregaBody }>(small)).entrega.avisos).toEqual(['La foto mide 800×1000; la Guía técnica pide al menos 1080×1350.']);
    const wide = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(1600, 900)));
    expect(wide.status).toBe(201);
    expect((await json<{ entrega: EntregaBody }>(wide)).entrega.avisos).toEqual(['La foto es horizontal (1600×900); la Guía técnica pide fotos verticales.']);
  });
});

describe('GET /api/mis-entregas (Contenido)', () => {
  it('lists every file of her collaborations, newest first, with the collaboration, and nobody else\'s', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const done = await collaborationOf(creator, 'entregado', { titulo: 'Jeans Mom Negro', nombreVisualizacion: 'Mom negro de verano' });
    const current = await collaborationOf(creator, 'produccion', { titulo: 'Jeans Recto Azul' });
    const [old] = await ctx.db
      .insert(entregas)
      .values({ colaboracionId: done.id, tipoContenido: 'video', width: 1080, height: 1920, durationMs: 20_000, createdAt: new Date(Date.now() - 86_400_000) })
      .returning();
    const photo = await json<{ entrega: EntregaBody }>(await creator.postForm(`/api/entregas/${current.id}/imagenes`, imageForm(await png(1080, 1350))));
    expect((await uploadVideo(creator, current.id, testMp4({ paddingBytes: 2 * 1024 }))).status).toBe(204);
    const [video] = await ctx.db.select().from(entregas).where(and(eq(entregas.colaboracionId, current.id), eq(entregas.tipoContenido, 'video')));

    // Another creator's files, in a collaboration with the same title, never show up.
    const other = await ctx.loginAs('colaboradora');
    const theirs = await collaborationOf(other, 'produccion', { titulo: 'Jeans Recto Azul' });
    const stranger = await json<{ entrega: EntregaBody }>(await other.postForm(`/api/entregas/${theirs.id}/imagenes`, imageForm(await png(1080, 1350))));

    const res = await creator.get('/api/mis-entregas');
    expect(res.status).toBe(200);
    const { entregas: mine } = await json<{ entregas: MiEntregaBody[] }>(res);
    expect(mine.map((e) => e.id)).toEqual([video!.id, photo.entrega.id, old!.id]);
    expect(mine.map((e) => e.colaboracion)).toEqual([
      { id: current.id, nombre: 'Jeans Recto Azul', estado: 'produccion' },
      { id: current.id, nombre: 'Jeans Recto Azul', estado: 'produccion' },
      { id: done.id, nombre: 'Mom negro de verano', estado: 'entregado' },
    ]);
    expect(mine[0]).toMatchObject({ tipoContenido: 'video', durationMs: 30_000, avisos: [] });
    expect(mine[1]).toMatchObject({ tipoContenido: 'imagen', width: 1080, height: 1350, avisos: [] });
    expect(mine[1]!.url).toBeTruthy();
    expect((await creator.get(mine[1]!.url!)).status).toBe(200);
    expect(mine[2]).toMatchObject({ tipoContenido: 'video', durationMs: 20_000, url: null, avisos: [] });

    const theirList = await json<{ entregas: MiEntregaBody[] }>(await other.get('/api/mis-entregas'));
    expect(theirList.entregas.map((e) => e.id)).toEqual([stranger.entrega.id]);
    const fresh = await json<{ entregas: MiEntregaBody[] }>(await (await ctx.loginAs('colaboradora')).get('/api/mis-entregas'));
    expect(fresh.entregas).toEqual([]);
  });

  it('answers the 500 newest only', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator, 'entregado');
    const start = Date.now() - 1_000_000;
    const rows = await ctx.db
      .insert(entregas)
      .values(Array.from({ length: 501 }, (_, i) => ({ colaboracionId: colab.id, tipoContenido: 'imagen' as const, createdAt: new Date(start + i * 1000) })))
      .returning({ id: entregas.id, createdAt: entregas.createdAt });
    const oldest = rows.reduce((a, b) => (a.createdAt < b.createdAt ? a : b));
    const { entregas: mine } = await json<{ entregas: MiEntregaBody[] }>(await creator.get('/api/mis-entregas'));
    expect(mine).toHaveLength(500);
    expect(mine.map((e) => e.id)).not.toContain(oldest.id);
    expect(mine[0]!.createdAt > mine[499]!.createdAt).toBe(true);
  });

  it('is only for creators', async () => {
    expect((await ctx.client().get('/api/mis-entregas')).status).toBe(401);
    for (const role of ['admin', 'tienda'] as const) {
      const res = await (await ctx.loginAs(role)).get('/api/mis-entregas');
      expect(res.status, role).toBe(403);
      expect((await json<ErrorBody>(res)).error.code).toBe('FORBIDDEN');
    }
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
    expect((await uploadVideo(creator, colab.id, testMp4({ paddingBytes: 10 * 1024 }))).status).toBe(204);

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
    // Her second tap on 'Enviar a revisión' is the same success, with no second history row.
    res = await send();
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ colaboracion: { id: colab.id, estado: 'revision' } });
    expect(await ctx.db.select().from(colaboracionEventos).where(and(eq(colaboracionEventos.colaboracionId, colab.id), eq(colaboracionEventos.toEstado, 'revision')))).toHaveLength(1);
  });
});
