import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../app-error';
import { isComplete, listPartials, type PartialUpload } from '../../storage/tus-partials';
import { storedBytesOf } from './entregas.queries';

/**
 * The limits that keep uploads from filling the disk (issue 18 item 6, decision 046): unfinished video
 * uploads per person, and bytes per collaboration (delivered files plus uploads in progress, counted at
 * their declared length, since that is what they will take).
 */
export function partialDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads', '.tus-partial');
}

function live(upload: PartialUpload, ttlMs: number, now: number): boolean {
  return now - upload.createdAt.getTime() <= ttlMs;
}

/** Her unfinished, unexpired uploads: a finished one waiting to be recorded no longer takes a slot. */
export function openUploadsOf(partials: PartialUpload[], userId: string, ttlMs: number, now = Date.now()): number {
  return partials.filter((p) => p.ownerUserId === userId && !isComplete(p) && live(p, ttlMs, now)).length;
}

/** Refuses `incoming` more bytes when the collaboration would pass its cap. */
export async function assertRoomFor(
  { db, config }: { db: Db; config: Pick<Config, 'dataDir' | 'uploads'> },
  colaboracionId: string,
  incoming: number,
  partials?: PartialUpload[],
): Promise<void> {
  const now = Date.now();
  const { maxBytesPerCollaboration, partialTtlMs } = config.uploads;
  const inProgress = (partials ?? (await listPartials(partialDirectory(config))))
    // A complete upload not recorded yet is never swept (it waits for its owner): it counts past its expiry.
    .filter((p) => p.colaboracionId === colaboracionId && (live(p, partialTtlMs, now) || isComplete(p)))
    .reduce((sum, p) => sum + (p.size ?? p.offset), 0);
  const stored = await storedBytesOf(db, colaboracionId);
  if (stored + inProgress + incoming > maxBytesPerCollaboration) {
    throw new AppError(
      'COLLABORATION_STORAGE_FULL',
      undefined,
      `Esta colaboración ya no tiene espacio para más archivos (máximo ${sizeText(maxBytesPerCollaboration)}). Elimina alguno antes de subir otro.`,
    );
  }
}

/** 5 GB, 1.5 GB, 500 MB: the cap as a person reads it. */
export function sizeText(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Math.round(gb * 10) / 10} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
