import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras, entregas } from '../db/schema';
import { createQueueWorker } from '../queue/queue';
import { previewKey, thumbnailKey } from '../storage/paths';
import { createTestContext, type TestContext } from '../test/context';
import { clip, type ClipName } from '../test/fixtures/clips';
import { testMp4 } from '../test/fixtures/videos';
import { findFfmpeg, probeVideo } from './ffmpeg';
import { queueVideoProcessing, videoJobHandlers } from './video-job';

// Issue 18 item 2: every video gets an upright poster; one a browser may not play (HEVC, .mov) gets an
// H.264 MP4 preview; the original stays as uploaded. Real clips made by ffmpeg (libx264, libx265).
// The clips are made once before the suite (test/fixtures/clips.ts); `dir` holds what a test writes.
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(os.tmpdir(), 'colabora-video-job-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx?.close();
});

/** A clip of the suite's set, or a file this file wrote into `dir` (an absolute path). */
async function delivered(file: ClipName | `/${string}`, mime: string) {
  const user = await ctx.loginAs('colaboradora');
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
  const key = `${colab!.id}/${path.basename(file)}`;
  await ctx.storage.put('entregas', key, readFileSync(file.startsWith('/') ? file : clip(file as ClipName)), { contentType: mime });
  const [row] = await ctx.db
    .insert(entregas)
    .values({ colaboracionId: colab!.id, tipoContenido: 'video', fileKey: key, imagenUrl: `storage://entregas/${key}`, mimeType: mime, videoEstado: 'procesando' })
    .returning();
  await queueVideoProcessing(ctx.db, row!.id);
  return row!;
}

const worker = () => createQueueWorker({ db: ctx.db, logger: pino({ level: 'silent' }), handlers: videoJobHandlers({ db: ctx.db, storage: ctx.storage, logger: pino({ level: 'silent' }) }) });
const rowOf = async (id: string) => (await ctx.db.select().from(entregas).where(eq(entregas.id, id)))[0]!;
const bytesOf = async (key: string) => {
  const obj = await ctx.storage.get('entregas', key);
  const chunks: Buffer[] = [];
  for await (const c of obj!.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('video processing job', () => {
  it('an H.264 MP4 gets a poster and no preview: it plays as uploaded', async () => {
    const row = await delivered('h264.mp4', 'video/mp4');
    await worker().drain();
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ videoEstado: 'listo', videoCodec: 'h264', previewKey: null, thumbKey: thumbnailKey(row.fileKey!) });
    const poster = await sharp(await bytesOf(after.thumbKey!)).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 480 });
  }, 120_000);

  it('a vertical HEVC .mov from an iPhone gets an upright poster and an H.264 MP4 preview; the original is kept', async () => {
    const row = await delivered('vertical.mov', 'video/quicktime');
    const original = await bytesOf(row.fileKey!);
    await worker().drain();
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ videoEstado: 'listo', videoCodec: 'hevc', previewKey: previewKey(row.fileKey!), width: 1080, height: 1920 });
    const poster = await sharp(await bytesOf(after.thumbKey!)).metadata();
    expect(poster.height!).toBeGreaterThan(poster.width!);
    const previewFile = path.join(dir, 'preview-out.mp4');
    writeFileSync(previewFile, await bytesOf(after.previewKey!));
    const bins = (await findFfmpeg())!;
    const probed = await probeVideo(bins, previewFile);
    expect(probed.codec).toBe('h264');
    expect(probed.height!).toBeGreaterThan(probed.width!);
    expect(probed.width).toBeLessThanOrEqual(720);
    expect((await bytesOf(row.fileKey!)).equals(original)).toBe(true);
  }, 180_000);

  it('a still shown for the whole clip (no frame after 1 s) gets its poster from the first frame', async () => {
    const still = path.join(dir, 'still.mp4');
    writeFileSync(still, testMp4({ durationMs: 30_000, paddingBytes: 0 }));
    const row = await delivered(still as `/${string}`, 'video/mp4');
    await worker().drain();
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ videoEstado: 'listo', videoCodec: 'h264', thumbKey: thumbnailKey(row.fileKey!), width: 1080, height: 1920, durationMs: 30_000 });
  }, 60_000);

  it('a file ffmpeg cannot read fails for good after its attempts, keeping the original', async () => {
    const user = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
    const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
    const key = `${colab!.id}/roto.mp4`;
    await ctx.storage.put('entregas', key, Buffer.from('no es un video'), { contentType: 'video/mp4' });
    const [row] = await ctx.db.insert(entregas).values({ colaboracionId: colab!.id, tipoContenido: 'video', fileKey: key, imagenUrl: `storage://entregas/${key}`, mimeType: 'video/mp4', videoEstado: 'procesando' }).returning();
    await queueVideoProcessing(ctx.db, row!.id);
    const w = createQueueWorker({ db: ctx.db, logger: pino({ level: 'silent' }), backoffMs: 10, handlers: videoJobHandlers({ db: ctx.db, storage: ctx.storage, logger: pino({ level: 'silent' }) }) });
    for (let i = 0; i < 4; i += 1) {
      await w.drain();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await rowOf(row!.id)).toMatchObject({ videoEstado: 'fallido', previewKey: null });
    expect(await ctx.storage.exists('entregas', key)).toBe(true);
  }, 60_000);
});
