import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, entregas } from '../../db/schema';
import { runUploadsSweep, sweepCollaborationImages } from '../../jobs/uploads-sweep';
import { toStorageRef } from '../../storage/file-refs';
import { collaborationImageKey, thumbnailKey } from '../../storage/paths';
import { png } from '../../test/fixtures/images';
import { testMp4 } from '../../test/fixtures/videos';
import { readAll, tusOn } from '../../test/tus';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * Issue 18 item 6 (decision 046): uploads that never lose or leak, on a real tus server, real files and
 * PGlite (PostgreSQL with scripts/with-postgres.mjs). Small limits so the caps are reached with small files.
 */
const EXPIRY_HOURS = 1;
const TTL_MS = EXPIRY_HOURS * 3_600_000;
const MAX_GB = 0.01; // about 10.7 MB per collaboration

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { UPLOADS_PER_PERSON: '2', COLLABORATION_MAX_GB: String(MAX_GB), UPLOAD_EXPIRY_HOURS: String(EXPIRY_HOURS) } });
});
afterAll(async () => {
  await ctx?.close();
});

interface ErrorBody {
  error: { code: string; message: string };
}
const { request: tus, create, created, patch, partialDir, creatorWithCollaboration } = tusOn(() => ctx);


const rowsOf = (colabId: string) => ctx.db.select().from(entregas).where(eq(entregas.colaboracionId, colabId));

/** Every answer a person can get is our JSON error in Spanish, with no file path in it. */
async function expectOurError(res: Response, status: number, code: string): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/\/tmp|\.tus-partial|EROFS|ENOENT|ENOTDIR|EEXIST|Error:/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error.code).toBe(code);
  return body;
}

describe('a finished upload is never reported done without its row', () => {
  it('after a crash between the last byte and the record, the HEAD that says "complete" records it first, once', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4();
    const { location, id } = await created(creator, colabId, video.length);
    const last = 4096;
    expect((await patch(creator, location, 0, video.subarray(0, video.length - last))).status).toBe(204);
    // The process wrote the last bytes and died before onUploadFinish recorded them: that is this disk.
    appendFileSync(path.join(partialDir(), id), video.subarray(video.length - last));
    expect(await rowsOf(colabId)).toEqual([]);
    const backup = path.join(ctx.config.dataDir, 'partial-backup');
    mkdirSync(backup, { recursive: true });
    for (const f of [id, `${id}.json`]) copyFileSync(path.join(partialDir(), f), path.join(backup, f));

    // tus-js-client's resume: HEAD. Offset = length means onSuccess, so the row must exist by now.
    const head = await tus(creator, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(video.length));
    expect(head.headers.get('upload-length')).toBe(String(video.length));
    const entregaId = head.headers.get('x-entrega-id');
    expect(entregaId).toBeTruthy();
    const rows = await rowsOf(colabId);
    expect(rows.map((r) => r.id)).toEqual([entregaId]);
    expect(rows[0]).toMatchObject({ tipoContenido: 'video', sizeBytes: video.length });
    expect((await readAll((await ctx.storage.get('entregas', rows[0]!.fileKey!))!.body)).equals(video)).toBe(true);
    expect(existsSync(path.join(partialDir(), id))).toBe(false);

    // A crash after the row but before the partial was removed: the same upload again finds its row.
    for (const f of [id, `${id}.json`]) copyFileSync(path.join(backup, f), path.join(partialDir(), f));
    const again = await tus(creator, 'HEAD', location);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-entrega-id')).toBe(entregaId);
    expect(await rowsOf(colabId)).toHaveLength(1);
    expect(existsSync(path.join(partialDir(), id))).toBe(false);
    // Another creator's HEAD records nothing of hers.
    for (const f of [id, `${id}.json`]) copyFileSync(path.join(backup, f), path.join(partialDir(), f));
    const stranger = await ctx.loginAs('colaboradora');
    expect((await tus(stranger, 'HEAD', location)).status).toBe(404);
    expect(existsSync(path.join(partialDir(), id))).toBe(true);
    await tus(creator, 'DELETE', location);
    rmSync(backup, { recursive: true, force: true });
  });

  it('a storage error when finishing keeps the whole upload; the next HEAD records it', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4();
    const { location, id } = await created(creator, colabId, video.length);
    // Storage cannot write the collaboration's folder: a file stands where the folder goes.
    const folder = path.join(ctx.config.dataDir, 'uploads', 'entregas', colabId);
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, 'no soy una carpeta');
    try {
      const res = await patch(creator, location, 0, video);
      const body = await expectOurError(res, 500, 'UPLOAD_FAILED');
      expect(body.error.message).toBe('No se pudo guardar el video. Intenta de nuevo en unos minutos.');
      // The 40 MB the review lost: kept, whole.
      expect(statSync(path.join(partialDir(), id)).size).toBe(video.length);
      expect(await rowsOf(colabId)).toEqual([]);
      // Still broken: the HEAD says "try later" (423, which tus-js-client retries), not "complete".
      const locked = await tus(creator, 'HEAD', location);
      expect(locked.status).toBe(423);
      expect(locked.headers.get('upload-offset')).toBeNull();
    } finally {
      rmSync(folder, { force: true });
    }
    const head = await tus(creator, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(video.length));
    const rows = await rowsOf(colabId);
    expect(rows.map((r) => r.id)).toEqual([head.headers.get('x-entrega-id')]);
    expect((await readAll((await ctx.storage.get('entregas', rows[0]!.fileKey!))!.body)).equals(video)).toBe(true);
    expect(existsSync(path.join(partialDir(), id))).toBe(false);
  });

  it('a finished file that is no video is refused on the HEAD too, and removed', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const bytes = Buffer.alloc(8192, 7);
    const { location, id } = await created(creator, colabId, bytes.length);
    expect((await patch(creator, location, 0, bytes.subarray(0, 4096))).status).toBe(204);
    appendFileSync(path.join(partialDir(), id), bytes.subarray(4096));
    const head = await tus(creator, 'HEAD', location);
    // A 4xx: tus-js-client forgets this upload and starts again, where the PATCH answers the reason.
    expect(head.status).toBe(400);
    expect(existsSync(path.join(partialDir(), id))).toBe(false);
    expect(await rowsOf(colabId)).toEqual([]);
  });
});

describe('abandoned uploads expire and are swept; caps hold', () => {
  it('caps her unfinished uploads (a burst included) and the bytes of a collaboration, in Spanish', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    // The review's 100 uploads declaring 1 GiB each, all at once: the byte cap refuses every one.
    const gib = await Promise.all(Array.from({ length: 20 }, () => create(creator, colabId, 1024 ** 3)));
    expect(gib.map((r) => r.status)).toEqual(Array(20).fill(413));
    const full = await expectOurError(gib[0]!, 413, 'COLLABORATION_STORAGE_FULL');
    expect(full.error.message).toBe('Esta colaboración ya no tiene espacio para más archivos (máximo 10 MB). Elimina alguno antes de subir otro.');

    // Small ones, at once: two pass (UPLOADS_PER_PERSON=2), the rest are told to wait.
    const burst = await Promise.all(Array.from({ length: 8 }, () => create(creator, colabId, 1000)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(6);
    const many = await expectOurError(refused[0]!, 429, 'UPLOADS_TOO_MANY');
    expect(many.error.message).toBe('Ya tienes varios videos subiéndose. Espera a que terminen, o cancela alguno, antes de empezar otro.');
    // Cancelling one frees its slot.
    const first = burst.find((r) => r.status === 201)!.headers.get('location')!;
    expect((await tus(creator, 'DELETE', first)).status).toBe(204);
    expect((await create(creator, colabId, 1000)).status).toBe(201);

    // The bytes in progress count: declared lengths that together pass the cap are refused.
    const { creator: other, colabId: otherColab } = await creatorWithCollaboration();
    const cap = Math.round(MAX_GB * 1024 ** 3);
    expect((await create(other, otherColab, cap - 10)).status).toBe(201);
    await expectOurError(await create(other, otherColab, 2000), 413, 'COLLABORATION_STORAGE_FULL');
    // And photos count too.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await png(64, 96))], { type: 'image/png' }), 'foto.png');
    await expectOurError(await other.request('POST', `/api/entregas/${otherColab}/imagenes`, { form }), 413, 'COLLABORATION_STORAGE_FULL');
  });

  it('an unfinished upload past UPLOAD_EXPIRY_HOURS answers 410 in Spanish and the sweep frees its bytes', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4();
    const { location, id } = await created(creator, colabId, video.length);
    expect((await patch(creator, location, 0, video.subarray(0, 100_000))).status).toBe(204);
    // Created two hours ago.
    const infoFile = path.join(partialDir(), `${id}.json`);
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 2 * TTL_MS).toISOString();
    writeFileSync(infoFile, JSON.stringify(info));

    const body = await expectOurError(await patch(creator, location, 100_000, video.subarray(100_000)), 410, 'UPLOAD_EXPIRED');
    expect(body.error.message).toBe('Esta carga venció porque pasó más de un día sin terminarse. Vuelve a subir el video.');
    expect((await tus(creator, 'HEAD', location)).status).toBe(410);
    // An expired upload no longer takes one of her slots.
    expect((await create(creator, colabId, 1000)).status).toBe(201);

    // A fresh one stays; the expired one goes with its bytes, also a half left alone by a crash.
    const fresh = await created(creator, colabId, 5000);
    writeFileSync(path.join(partialDir(), 'a'.repeat(32)), Buffer.alloc(3000));
    const old = new Date(Date.now() - 2 * TTL_MS);
    utimesSync(path.join(partialDir(), 'a'.repeat(32)), old, old);
    const report = await runUploadsSweep({ db: ctx.db, storage: ctx.storage, config: ctx.config, logger: silentLogger() });
    expect(report.partialsRemoved).toBe(2);
    expect(report.partialBytesFreed).toBe(100_000 + 3000);
    const left = readdirSync(partialDir());
    expect(left).not.toContain(id);
    expect(left).not.toContain('a'.repeat(32));
    expect(left).toContain(fresh.id);
  });

  it('records a finished video nobody came back for instead of sweeping it', async () => {
    const { creator, colabId } = await creatorWithCollaboration();
    const video = testMp4();
    const { location, id } = await created(creator, colabId, video.length);
    expect((await patch(creator, location, 0, video.subarray(0, 1000))).status).toBe(204);
    appendFileSync(path.join(partialDir(), id), video.subarray(1000));
    // Its last byte is older than the expiry: she is not coming back for it.
    const report = await runUploadsSweep({ db: ctx.db, storage: ctx.storage, config: ctx.config, logger: silentLogger() }, Date.now() + 2 * TTL_MS);
    expect(report.videosRecorded).toBe(1);
    const rows = await rowsOf(colabId);
    expect(rows).toHaveLength(1);
    expect((await readAll((await ctx.storage.get('entregas', rows[0]!.fileKey!))!.body)).equals(video)).toBe(true);
    expect(existsSync(path.join(partialDir(), id))).toBe(false);
  });

  it('sweeps collaboration images of cancelled forms, keeping the ones a collaboration uses', async () => {
    const put = async () => {
      const key = collaborationImageKey('png');
      await ctx.storage.put('entregas', thumbnailKey(key), Buffer.from('thumb'), { contentType: 'image/webp' });
      await ctx.storage.put('entregas', key, await png(10, 10), { contentType: 'image/png' });
      return key;
    };
    const kept = await put();
    const cancelled = await put();
    await ctx.db.insert(colaboraciones).values({ titulo: 'Collar Dorado', producto: 'Collar', imagen: toStorageRef({ bucket: 'entregas', key: kept }) });
    // Younger than the expiry: a form may still be open.
    expect(await sweepCollaborationImages(ctx.db, ctx.storage, TTL_MS)).toBe(0);
    expect(await sweepCollaborationImages(ctx.db, ctx.storage, TTL_MS, Date.now() + 2 * TTL_MS)).toBe(1);
    expect(await ctx.storage.exists('entregas', kept)).toBe(true);
    expect(await ctx.storage.exists('entregas', thumbnailKey(kept))).toBe(true);
    expect(await ctx.storage.exists('entregas', cancelled)).toBe(false);
    expect(await ctx.storage.exists('entregas', thumbnailKey(cancelled))).toBe(false);
  });

  it('removes the temporary files of a put() cut short by a crash', async () => {
    const dir = path.join(ctx.config.dataDir, 'uploads', 'entregas', 'colaboraciones');
    mkdirSync(dir, { recursive: true });
    const temp = path.join(dir, 'x.png.0123456789ab.part');
    writeFileSync(temp, 'medio archivo');
    const old = new Date(Date.now() - 2 * TTL_MS);
    utimesSync(temp, old, old);
    expect(await ctx.storage.sweepTemporary(TTL_MS)).toBe(1);
    expect(existsSync(temp)).toBe(false);
  });
});

const silentLogger = () => pino({ level: 'silent' });
