import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { entregas } from '../db/schema';
import { enqueue, type JobHandler } from '../queue/queue';
import { previewKey, thumbnailKey } from '../storage/paths';
import type { Storage } from '../storage';
import { findFfmpeg, makePoster, makePreview, needsPreview, probeVideo, withTranscodeSlot } from './ffmpeg';
import { boundedFacts } from './video-facts';

/**
 * A delivered video's poster and, when browsers may not play it, its H.264 preview (issue 18 item 2,
 * decision 048), made by a job of the durable queue (decision 041) queued with the delivery's row. The
 * original is never changed and stays the download. Until the job ends the file reads 'procesando'; a job
 * that fails on its last attempt leaves 'fallido' and the original playable as it is.
 */
export const JOB_VIDEO = 'video';
const ATTEMPTS = 3;

export async function queueVideoProcessing(tx: Db | Tx, entregaId: string): Promise<void> {
  await enqueue(tx, JOB_VIDEO, { entregaId }, { maxIntentos: ATTEMPTS });
}

export function videoJobHandlers({ db, storage, logger }: { db: Db; storage: Storage; logger: Logger }): Record<string, JobHandler> {
  let warned = false;
  const handler: JobHandler = async (job) => {
    const entregaId = String(job.datos.entregaId ?? '');
    const [row] = await db.select().from(entregas).where(eq(entregas.id, entregaId));
    if (!row?.fileKey || row.tipoContenido !== 'video') return; // deleted meanwhile
    const bins = await findFfmpeg();
    if (!bins) {
      if (!warned) logger.warn('ffmpeg not found: videos keep no poster and no preview (install Debian\'s ffmpeg, or set FFMPEG_PATH)');
      warned = true;
      await db.update(entregas).set({ videoEstado: 'fallido' }).where(eq(entregas.id, entregaId));
      return;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'colabora-video-'));
    try {
      const original = await storage.get('entregas', row.fileKey);
      if (!original) throw new Error('the stored video is missing');
      const input = path.join(dir, 'original');
      await pipeline(original.body, createWriteStream(input));
      const probed = await probeVideo(bins, input);
      if (!probed.codec) {
        // No video stream ffmpeg can read: no retry will change that. The original stays as uploaded.
        await db.update(entregas).set({ videoEstado: 'fallido' }).where(eq(entregas.id, entregaId));
        logger.info({ entregaId }, 'video has no stream ffmpeg reads: no poster or preview');
        return;
      }

      const facts = boundedFacts(probed);
      const posterFile = path.join(dir, 'poster.jpg');
      await withTranscodeSlot(() => makePoster(bins, input, posterFile, probed.durationMs));
      const poster = await sharp(await readFile(posterFile)).resize({ width: 480, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
      const posterKey = thumbnailKey(row.fileKey);
      await storage.put('entregas', posterKey, poster, { contentType: 'image/webp' });

      let preview: string | null = null;
      if (needsPreview(probed.codec, row.mimeType ?? '')) {
        const out = path.join(dir, 'preview.mp4');
        await withTranscodeSlot(() => makePreview(bins, input, out));
        preview = previewKey(row.fileKey);
        await storage.put('entregas', preview, createReadStream(out), { contentType: 'video/mp4' });
      }
      await db
        .update(entregas)
        .set({
          thumbKey: posterKey,
          previewKey: preview,
          videoCodec: probed.codec,
          videoEstado: 'listo',
          // The same reader as at upload (decision 059), bounded the same way; a value it did not give
          // then is filled in, never replaced by a number out of bounds.
          ...(facts?.width && facts.height ? { width: facts.width, height: facts.height } : {}),
          ...(facts?.durationMs ? { durationMs: facts.durationMs } : {}),
        })
        .where(eq(entregas.id, entregaId));
    } catch (error) {
      if (job.intentos >= job.maxIntentos) {
        await db.update(entregas).set({ videoEstado: 'fallido' }).where(eq(entregas.id, entregaId));
        logger.warn({ err: error, entregaId }, 'video preview failed for good; the original stays');
        return;
      }
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  return { [JOB_VIDEO]: handler };
}
