import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The unfinished video uploads as @tus/file-store keeps them: `<id>` (the bytes so far) beside
 * `<id>.json` (declared size, metadata, creation date). Read here rather than through FileStore because
 * the caps and the sweep need every upload at once, and FileStore only answers one id at a time.
 */
export interface PartialUpload {
  id: string;
  /** Declared Upload-Length; undefined when the length was deferred. */
  size: number | undefined;
  /** Bytes received so far. */
  offset: number;
  ownerUserId: string | undefined;
  colaboracionId: string | undefined;
  /** What expiry counts from, as tus's own 410 does. */
  createdAt: Date;
  /** The last byte written (the bytes file's modification time). */
  lastWriteAt: Date;
}

// FileStore's ids are ours (namingFunction: 32 hex digits); anything else in the folder is not an upload.
const ID = /^[0-9a-f]{32}$/;

interface StoredInfo {
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

async function readInfo(file: string): Promise<StoredInfo | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredInfo;
  } catch {
    return null;
  }
}

/** Every upload in the folder; one half-written or missing its other half is skipped (the sweep's). */
export async function listPartials(directory: string): Promise<PartialUpload[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const out: PartialUpload[] = [];
  for (const name of names) {
    if (!ID.test(name)) continue;
    const [info, bytes] = await Promise.all([readInfo(path.join(directory, `${name}.json`)), stat(path.join(directory, name)).catch(() => null)]);
    if (!info || !bytes) continue;
    out.push({
      id: name,
      size: typeof info.size === 'number' ? info.size : undefined,
      offset: bytes.size,
      ownerUserId: info.metadata?.ownerUserId ?? undefined,
      colaboracionId: info.metadata?.colaboracionId ?? undefined,
      createdAt: info.creation_date ? new Date(info.creation_date) : bytes.mtime,
      lastWriteAt: bytes.mtime,
    });
  }
  return out;
}

export function isComplete(upload: Pick<PartialUpload, 'size' | 'offset'>): boolean {
  return upload.size !== undefined && upload.offset === upload.size;
}

export interface SweptPartials {
  removed: number;
  bytes: number;
}

/**
 * Removes unfinished uploads created more than `ttlMs` ago (the same rule tus answers 410 by), and the
 * halves left alone by a crash between FileStore's two writes. A complete upload that was never recorded
 * is NOT removed here: it is a finished video (decision 046) and waits for its owner's next HEAD.
 */
export async function sweepPartials(directory: string, ttlMs: number, now: number = Date.now()): Promise<SweptPartials> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const swept: SweptPartials = { removed: 0, bytes: 0 };
  const ids = new Set(names.map((n) => n.replace(/\.json$/, '')).filter((n) => ID.test(n)));
  for (const id of ids) {
    const bytesFile = path.join(directory, id);
    const infoFile = `${bytesFile}.json`;
    const [info, bytes, infoStat] = await Promise.all([readInfo(infoFile), stat(bytesFile).catch(() => null), stat(infoFile).catch(() => null)]);
    const created = info?.creation_date ? Date.parse(info.creation_date) : Math.min(bytes?.mtimeMs ?? now, infoStat?.mtimeMs ?? now);
    if (now - created <= ttlMs) continue;
    if (info && bytes && typeof info.size === 'number' && bytes.size === info.size) continue;
    await rm(bytesFile, { force: true });
    await rm(infoFile, { force: true });
    swept.removed += 1;
    swept.bytes += bytes?.size ?? 0;
  }
  return swept;
}
