import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertSafeKey, type Bucket, type ListedObject, type Storage } from './storage';

export interface S3Settings {
  endpoint?: string;
  region: string;
  /** One S3 bucket holds both spec buckets, as prefixes: <bucket>/<spec bucket>/<key>. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** S3-compatible object storage (AWS S3, MinIO, R2...). A PutObject is atomic: no partial objects. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const keyOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  };
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    driver: 's3',
    async put(bucket, key, body, { contentType }) {
      const params = { Bucket: settings.bucket, Key: keyOf(bucket, key), ContentType: contentType };
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ ...params, Body: body }));
        return;
      }
      // A stream (a finished video, up to 1 GB) goes up in parts without being held in memory; the
      // object only exists once the multipart upload completes, and a failure aborts it.
      await new Upload({ client, params: { ...params, Body: body }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done();
    },
    async get(bucket, key, options = {}) {
      const { range } = options;
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: keyOf(bucket, key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!res.Body) return null;
        // With a Range, ContentLength is the part's; the whole size is after the slash of Content-Range.
        const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : Number.NaN;
        return {
          body: res.Body as Readable,
          size: Number.isFinite(total) ? total : Number(res.ContentLength ?? 0),
          contentType: res.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(bucket, key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(bucket, key) }));
        return { size: Number(res.ContentLength ?? 0), contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(bucket, key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(bucket, key) }));
    },
    async *list(bucket, prefix): AsyncGenerator<ListedObject> {
      const full = `${bucket}/${prefix}`;
      let token: string | undefined;
      do {
        const res = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: full, ContinuationToken: token }));
        for (const object of res.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(bucket.length + 1), modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
    },
    // Nothing of ours to sweep: see the interface.
    sweepTemporary: () => Promise.resolve(0),
  };
}
