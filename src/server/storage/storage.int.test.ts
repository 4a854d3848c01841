import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, readAll } from './disk';
import { ImageRejectedError, inspectImage, makeThumbnail } from './images';
import { collaborationImageKey, deliveryFileKey, profileFileKey, thumbnailKey } from './paths';
import { createS3Storage } from './s3';
import { signFileUrl, verifyFileUrl } from './signed-urls';
import type { Storage } from './storage';
import { bombPng, png } from '../test/fixtures/images';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'colabora-storage-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function contract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('stores, reads, reports and deletes an object', async () => {
      const storage = make();
      const key = deliveryFileKey('4b1f0a3e-0000-4000-8000-000000000001', 'png');
      await storage.put('entregas', key, Buffer.from('hola'), { contentType: 'image/png' });
      expect(await storage.exists('entregas', key)).toBe(true);
      const got = await storage.get('entregas', key);
      expect(got?.contentType).toBe('image/png');
      expect((await readAll(got!.body)).toString()).toBe('hola');
      await storage.delete('entregas', key);
      expect(await storage.exists('entregas', key)).toBe(false);
      expect(await storage.get('entregas', key)).toBeNull();
    });

    it('reports size and type, and reads a byte range', async () => {
      const storage = make();
      await storage.put('entregas', 'c1/rango.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
      expect(await storage.stat('entregas', 'c1/rango.mp4')).toEqual({ size: 10, contentType: 'video/mp4' });
      expect(await storage.stat('entregas', 'c1/no-existe.mp4')).toBeNull();
      const part = await storage.get('entregas', 'c1/rango.mp4', { range: { start: 2, end: 5 } });
      expect(part?.size).toBe(10);
      expect((await readAll(part!.body)).toString()).toBe('2345');
    });

    it('streams a large body in and out unchanged', async () => {
      const storage = make();
      const bytes = Buffer.alloc(9 * 1024 * 1024 + 17, 7);
      bytes.write('inicio', 0);
      bytes.write('final', bytes.length - 5);
      await storage.put('entregas', 'video/grande.mp4', Readable.from([bytes.subarray(0, 5e6), bytes.subarray(5e6)]), {
        contentType: 'video/mp4',
      });
      const got = await storage.get('entregas', 'video/grande.mp4');
      expect(Buffer.compare(await readAll(got!.body), bytes)).toBe(0);
    });

    it('keeps the two buckets apart and overwrites on upsert', async () => {
      const storage = make();
      await storage.put('colaboradoras', 'u1/avatar.png', Buffer.from('a'), { contentType: 'image/png' });
      await storage.put('colaboradoras', 'u1/avatar.png', Buffer.from('b'), { contentType: 'image/png' });
      expect(await storage.exists('entregas', 'u1/avatar.png')).toBe(false);
      expect((await readAll((await storage.get('colaboradoras', 'u1/avatar.png'))!.body)).toString()).toBe('b');
    });

    it('lists the objects under a prefix with their modification time (the uploads sweep, decision 046)', async () => {
      const storage = make();
      const before = Date.now() - 60_000;
      const key = collaborationImageKey('png');
      await storage.put('entregas', key, Buffer.from('img'), { contentType: 'image/png' });
      await storage.put('entregas', thumbnailKey(key), Buffer.from('th'), { contentType: 'image/webp' });
      await storage.put('entregas', 'otra-cosa/x.png', Buffer.from('x'), { contentType: 'image/png' });
      await storage.put('colaboradoras', key, Buffer.from('y'), { contentType: 'image/png' });
      const listed: { key: string; modifiedAt: Date }[] = [];
      for await (const item of storage.list('entregas', 'colaboraciones/')) listed.push(item);
      expect(listed.map((l) => l.key).sort()).toEqual([key, thumbnailKey(key)].sort());
      for (const l of listed) expect(l.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(await storage.sweepTemporary(0)).toBe(0);
    });

    it('refuses keys that could leave the bucket', async () => {
      const storage = make();
      for (const key of ['../fuera.png', '/abs.png', 'a/../../b', 'a\\b', 'a//b', '']) {
        await expect(storage.put('entregas', key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/unsafe/);
      }
    });
  });
}

contract('disk', () => createDiskStorage(path.join(tmp, 'disk')));

describe('disk storage atomicity', () => {
  it('leaves nothing behind when the bytes stop half way', async () => {
    const root = path.join(tmp, 'atomic');
    const storage = createDiskStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('entregas', 'c1/parcial.mp4', failing, { contentType: 'video/mp4' })).rejects.toThrow();
    expect(await storage.exists('entregas', 'c1/parcial.mp4')).toBe(false);
    expect(readdirSync(path.join(root, 'entregas', 'c1')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

describe('S3-compatible storage (against a local S3 server)', () => {
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3rver') });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: 'colabora' }));
  });
  afterAll(async () => {
    await server?.close();
  });
  contract('s3', () =>
    createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'colabora',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  );
});

describe('signed file URLs (spec §7: 3600 s)', () => {
  const secret = 'x'.repeat(64);
  const ref = { bucket: 'entregas' as const, key: 'c1/foto.png' };
  const parse = (url: string) => {
    const u = new URL(url, 'http://localhost');
    const [, , , bucket, ...rest] = u.pathname.split('/');
    return { bucket: bucket!, key: rest.map(decodeURIComponent).join('/'), exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
  };

  it('accepts its own URL within the hour', () => {
    const now = Date.now();
    const url = signFileUrl(secret, ref, { now });
    expect(url).toMatch(/^\/api\/files\/entregas\/c1\/foto\.png\?exp=\d+&sig=/);
    expect(verifyFileUrl(secret, parse(url), now + 3599_000)).toEqual({ ok: true, ref });
  });

  it('refuses it after 3600 s', () => {
    const now = Date.now();
    const url = signFileUrl(secret, ref, { now });
    expect(verifyFileUrl(secret, parse(url), now + 3601_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an altered key, expiry, signature or secret', () => {
    const parts = parse(signFileUrl(secret, ref));
    expect(verifyFileUrl(secret, { ...parts, key: 'c2/foto.png' }).ok).toBe(false);
    expect(verifyFileUrl(secret, { ...parts, exp: String(Number(parts.exp) + 3600) }).ok).toBe(false);
    // Never the signature itself (one in 4,096 ends in 'AA').
    const altered = parts.sig!.slice(0, -2) + (parts.sig!.endsWith('AA') ? 'BA' : 'AA');
    expect(verifyFileUrl(secret, { ...parts, sig: altered }).ok).toBe(false);
    expect(verifyFileUrl(secret, { ...parts, sig: 'corta' }).ok).toBe(false);
    expect(verifyFileUrl('y'.repeat(64), parts).ok).toBe(false);
    expect(verifyFileUrl(secret, { ...parts, bucket: 'otro' }).ok).toBe(false);
    expect(verifyFileUrl(secret, { ...parts, key: '../secreto' }).ok).toBe(false);
  });
});

describe('image sniffing and thumbnails (spec §5)', () => {
  it('accepts a real image by its bytes and makes a WebP thumbnail about 480 px wide', async () => {
    const bytes = await png(1200, 1500);
    expect(await inspectImage(bytes)).toEqual({ mime: 'image/png', ext: 'png', width: 1200, height: 1500 });
    const thumb = await makeThumbnail(bytes);
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
  });

  it('refuses a text file named .png', async () => {
    await expect(inspectImage(Buffer.from('no soy una imagen, solo texto'))).rejects.toEqual(new ImageRejectedError('INVALID_IMAGE'));
  });

  it('refuses 5 MB + 1 byte before reading it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    (await png(10, 10)).copy(big);
    await expect(inspectImage(big)).rejects.toEqual(new ImageRejectedError('IMAGE_TOO_LARGE'));
  });

  it('refuses a 20,000 × 20,000 PNG from its header, without decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(inspectImage(bomb)).rejects.toEqual(new ImageRejectedError('INVALID_IMAGE'));
    await expect(makeThumbnail(bomb)).rejects.toEqual(new ImageRejectedError('INVALID_IMAGE'));
  });

  it('builds the spec paths', () => {
    expect(collaborationImageKey('png', 1700000000000)).toMatch(/^colaboraciones\/[\w-]+-1700000000000\.png$/);
    expect(deliveryFileKey('c1', 'mp4')).toMatch(/^c1\/[\w-]+\.mp4$/);
    expect(profileFileKey('u1', 'avatar', 'jpg', 42)).toBe('u1/avatar_42.jpg');
    expect(thumbnailKey('c1/x.png')).toBe('c1/x.png.thumb.webp');
  });
});
