import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BUCKETS, type Bucket, type ListedObject, type ObjectInfo, type Storage, type StoredObject } from './storage';

/**
 * Files under <root>/<bucket>/<key>, with the content type beside each in a small sidecar file.
 * Bytes are written to a temporary name in the same folder and renamed into place when complete, so
 * an object appears whole or not at all.
 */
export function createDiskStorage(root: string): Storage {
  const fileOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(root, bucket, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}.meta.json`;
  // put()'s temporary name: `<file>.<12 hex>.part`.
  const TEMPORARY = /\.[0-9a-f]{12}\.part$/;
  /** Every file under `dir`, recursively, with its path relative to `base`. */
  async function* walk(dir: string, base: string): AsyncGenerator<{ rel: string; file: string; modifiedAt: Date }> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(file, base);
      else if (entry.isFile()) {
        const info = await stat(file).catch(() => null);
        if (info) yield { rel: path.relative(base, file).split(path.sep).join('/'), file, modifiedAt: info.mtime };
      }
    }
  }
  const statFile = async (file: string): Promise<ObjectInfo | null> => {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const meta = JSON.parse(await readFile(metaOf(file), 'utf8').catch(() => '{}')) as { contentType?: string };
      return { size: info.size, contentType: meta.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    driver: 'disk',
    async put(bucket, key, body, { contentType }) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body, createWriteStream(tmp));
        await writeFile(metaOf(file), JSON.stringify({ contentType }));
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(bucket, key, options = {}): Promise<StoredObject | null> {
      const file = fileOf(bucket, key);
      const info = await statFile(file);
      if (!info) return null;
      const { range } = options;
      return {
        body: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
        size: info.size,
        contentType: info.contentType,
      };
    },
    stat(bucket, key) {
      return statFile(fileOf(bucket, key));
    },
    async exists(bucket, key) {
      try {
        return (await stat(fileOf(bucket, key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(bucket, key) {
      const file = fileOf(bucket, key);
      await rm(file, { force: true });
      await rm(metaOf(file), { force: true });
    },
    async *list(bucket, prefix): AsyncGenerator<ListedObject> {
      const base = path.join(root, bucket);
      // The folder of the prefix (a prefix is a folder here: 'colaboraciones/'); its files are filtered by name.
      const dir = path.join(base, ...prefix.split('/').slice(0, -1));
      for await (const { rel, modifiedAt } of walk(dir, base)) {
        if (!rel.startsWith(prefix) || rel.endsWith('.meta.json') || TEMPORARY.test(rel)) continue;
        yield { key: rel, modifiedAt };
      }
    },
    async sweepTemporary(olderThanMs) {
      let removed = 0;
      const before = Date.now() - olderThanMs;
      for (const bucket of BUCKETS) {
        for await (const { rel, file, modifiedAt } of walk(path.join(root, bucket), path.join(root, bucket))) {
          if (!TEMPORARY.test(rel) || modifiedAt.getTime() > before) continue;
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** Reads a whole stored object (small files only: images, thumbnails). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
