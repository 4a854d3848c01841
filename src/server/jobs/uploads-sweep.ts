import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { colaboraciones } from '../db/schema';
import { partialDirectory } from '../features/entregas/entregas.quota';
import { recordAbandonedUploads } from '../features/entregas/entregas.uploads';
import { toStorageRef } from '../storage/file-refs';
import { COLLABORATION_IMAGE_PREFIX, thumbnailKey } from '../storage/paths';
import type { Storage } from '../storage';
import { sweepPartials } from '../storage/tus-partials';

/**
 * The uploads sweep (issue 18 item 6, decision 046), a task of the schedule (background.ts, decision 057),
 * once across instances every UPLOAD_SWEEP_MINUTES:
 * - a finished video nobody came back for is recorded for its owner (never thrown away);
 * - unfinished uploads past UPLOAD_EXPIRY_HOURS are removed with their bytes (tus already answers 410);
 * - collaboration images uploaded in a form that was then cancelled (no collaboration points to them)
 *   are removed once as old as an expired upload: a form open that long is not coming back;
 * - temporary files of a put() cut short by a crash are removed.
 *
 * The unfinished uploads live under DATA_DIR, which docs/deploy.md asks several instances to share (or
 * to route uploads with cookie affinity); with private folders, whichever instance runs a period sweeps
 * its own (decision 057).
 */
export interface SweepDeps {
  db: Db;
  storage: Storage;
  config: Config;
  logger: Logger;
}

export interface SweepReport {
  videosRecorded: number;
  partialsRemoved: number;
  partialBytesFreed: number;
  imagesRemoved: number;
  temporaryRemoved: number;
}

/** Collaboration images (and thumbnails) older than `olderThanMs` that no collaboration uses. */
export async function sweepCollaborationImages(db: Db, storage: Storage, olderThanMs: number, now: number = Date.now()): Promise<number> {
  const originals = new Map<string, Date>();
  const thumbs = new Map<string, Date>();
  for await (const { key, modifiedAt } of storage.list('entregas', COLLABORATION_IMAGE_PREFIX)) {
    (key.endsWith('.thumb.webp') ? thumbs : originals).set(key, modifiedAt);
  }
  const old = [...originals].filter(([, at]) => now - at.getTime() > olderThanMs).map(([key]) => key);
  // An original kept by a collaboration keeps its thumbnail; a thumbnail whose original is gone goes too.
  const orphanThumbs = [...thumbs].filter(([key, at]) => now - at.getTime() > olderThanMs && !originals.has(key.slice(0, -'.thumb.webp'.length))).map(([key]) => key);
  let removed = 0;
  for (let i = 0; i < old.length; i += 200) {
    const batch = old.slice(i, i + 200);
    const refs = batch.map((key) => toStorageRef({ bucket: 'entregas', key }));
    const used = await db.select({ imagen: colaboraciones.imagen }).from(colaboraciones).where(inArray(colaboraciones.imagen, refs));
    const inUse = new Set(used.map((r) => r.imagen));
    for (const key of batch) {
      if (inUse.has(toStorageRef({ bucket: 'entregas', key }))) continue;
      // Thumbnail first: an original without one would show as a broken card, never the other way round.
      await storage.delete('entregas', thumbnailKey(key));
      await storage.delete('entregas', key);
      removed += 1;
    }
  }
  for (const key of orphanThumbs) await storage.delete('entregas', key);
  return removed;
}

/** One sweep; each part fails on its own (logged), so a broken bucket does not stop the disk's cleanup. */
export async function runUploadsSweep({ db, storage, config, logger }: SweepDeps, now: number = Date.now()): Promise<SweepReport> {
  const ttl = config.uploads.partialTtlMs;
  const report: SweepReport = { videosRecorded: 0, partialsRemoved: 0, partialBytesFreed: 0, imagesRemoved: 0, temporaryRemoved: 0 };
  const part = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      logger.warn({ err, part: name }, 'uploads sweep part failed');
    }
  };
  await part('videos', async () => {
    report.videosRecorded = await recordAbandonedUploads({ db, storage, config, logger }, ttl, now);
  });
  await part('partials', async () => {
    const swept = await sweepPartials(partialDirectory(config), ttl, now);
    report.partialsRemoved = swept.removed;
    report.partialBytesFreed = swept.bytes;
  });
  await part('images', async () => {
    report.imagesRemoved = await sweepCollaborationImages(db, storage, ttl, now);
  });
  await part('temporary', async () => {
    report.temporaryRemoved = await storage.sweepTemporary(ttl);
  });
  return report;
}

/** One scheduled run, logged when it did something. */
export async function uploadsSweepRun(deps: SweepDeps): Promise<void> {
  const report = await runUploadsSweep(deps);
  if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, 'uploads swept');
}
