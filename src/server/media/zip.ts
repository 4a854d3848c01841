import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive, type ArchiverError } from 'archiver';
import type { Logger } from 'pino';
import type { Bucket, Storage, StoredObject } from '../storage';
import { fechaMexico } from '../../shared/mexico-time';

/**
 * Many delivered files as one ZIP, streamed as it is built (issue 18 item 3): one file is read at a time,
 * from disk or S3, and the archive is written as the client reads it, so memory stays flat whatever the
 * total. Stored, not deflated: photos and videos are compressed already, and storing is what keeps a
 * 2 GB download from costing minutes of CPU. ZIP64 when the archive needs it.
 */
export interface ZipEntry {
  bucket: Bucket;
  key: string;
  /** The name inside the ZIP (unique within it: see zipNames). */
  name: string;
}

export function zipResponse(storage: Storage, entries: ZipEntry[], filename: string, logger: Logger): Response {
  const archive = new ZipArchive({ store: true });
  archive.on('warning', (err: ArchiverError) => logger.warn({ err }, 'zip: a file was skipped'));
  // A client that goes away closes the archive: stop reading files for it.
  const gone = new AbortController();
  archive.once('close', () => gone.abort());
  void (async () => {
    let current: StoredObject | null = null;
    try {
      for (const entry of entries) {
        if (gone.signal.aborted) return;
        current = await storage.get(entry.bucket, entry.key);
        // A file deleted since the list was read is left out, not an error for the whole download.
        if (!current) continue;
        archive.append(current.body, { name: entry.name, store: true });
        // One file at a time: the next is opened once this one is in the archive.
        await once(archive, 'entry', { signal: gone.signal });
      }
      await archive.finalize();
    } catch (err) {
      current?.body.destroy();
      if (!gone.signal.aborted) logger.warn({ err }, 'zip download failed mid-way');
      archive.abort();
    }
  })();
  // A small queue between the archive and the response: the archive waits for the client, not the reverse.
  return new Response(Readable.toWeb(archive, { strategy: { highWaterMark: 4 } }) as ReadableStream, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
    },
  });
}

/** 'Carla Gómez' → 'carla-gomez': ASCII, lower case, hyphens; never empty. */
export function slug(text: string, fallback: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || fallback;
}

export interface NamedFile {
  creadora: string;
  producto: string;
  createdAt: Date;
  key: string;
}

/**
 * `creadora_producto_fecha_n.ext` (the date in Mexico City; n counts the files of one creator, product and
 * day, from 1), as staff file them.
 */
export function zipNames(files: NamedFile[]): string[] {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const base = `${slug(f.creadora, 'colaboradora')}_${slug(f.producto, 'producto')}_${fechaMexico(f.createdAt)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const ext = /\.([a-z0-9]{2,5})$/i.exec(f.key)?.[1]?.toLowerCase() ?? 'bin';
    return `${base}_${n}.${ext}`;
  });
}
