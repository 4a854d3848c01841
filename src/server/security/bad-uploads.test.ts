import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { colaboraciones, colaboradoras, entregas } from '../db/schema';
import { bombPng, png } from '../test/fixtures/images';
import { testMp4 } from '../test/fixtures/videos';
import { createTestContext, type TestClient, type TestContext } from '../test/context';
import { changedTables, snapshotTables } from '../test/security/db-snapshot';
import { send, TUS } from '../test/security/matrix-world';
import { gifHtml, gifJs, jpegZip, pngHtml, smallJpeg, zipOf } from '../test/security/hostile-files';

/**
 * Issue 7 item 3, uploads: polyglots, lying names and types, a pixel bomb, traversal names and an
 * oversized multipart envelope, on every upload (delivery photo, collaboration image, avatar, tus video).
 * Each refusal carries the spec's Spanish message and leaves no row and no file behind.
 */
type Creator = TestClient & { userId: string };
let ctx: TestContext;
let creator: Creator;
let admin: Creator;
let colabId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await ctx.loginAs('colaboradora');
  admin = await ctx.loginAs('admin');
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Recto', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
  colabId = row!.id;
});
afterAll(async () => {
  await ctx?.close();
});

const INVALID_IMAGE = ERROR_MESSAGES.INVALID_IMAGE;
const IMAGE_TOO_LARGE = ERROR_MESSAGES.IMAGE_TOO_LARGE;

/** Every file under DATA_DIR (uploads, partial tus files), relative. */
function filesOnDisk(dir = ctx.config.dataDir, base = ctx.config.dataDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOnDisk(full, base) : [path.relative(base, full)];
  });
}

const IMAGE_ENDPOINTS = [
  { name: 'foto de entrega', path: () => `/api/entregas/${colabId}/imagenes`, client: () => creator },
  { name: 'imagen de colaboración', path: () => '/api/colaboraciones/imagen', client: () => admin },
  { name: 'avatar', path: () => '/api/perfil/avatar', client: () => creator },
] as const;

function form(bytes: Buffer, name: string, type: string): FormData {
  const f = new FormData();
  f.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
}

/** Sends, then checks the refusal: status, the spec's message, and nothing new in the database or on disk. */
async function expectRefused(send: () => Promise<Response>, status: number, message: string, what: string) {
  const rows = await snapshotTables(ctx.db);
  const files = filesOnDisk();
  const res = await send();
  const body = await res.text();
  expect(res.status, `${what}: ${body}`).toBe(status);
  expect((JSON.parse(body) as { error: { message: string } }).error.message, what).toBe(message);
  expect(changedTables(rows, await snapshotTables(ctx.db)), what).toEqual([]);
  expect(filesOnDisk(), what).toEqual(files);
}

describe('image uploads refuse what is not only an image', () => {
  const cases: { what: string; file: () => Promise<Buffer> | Buffer; name: string; type: string; status: number; message: string }[] = [
    { what: 'JPEG + ZIP polyglot', file: jpegZip, name: 'foto.jpg', type: 'image/jpeg', status: 400, message: INVALID_IMAGE },
    { what: 'GIF + JavaScript polyglot', file: gifJs, name: 'foto.gif', type: 'image/gif', status: 400, message: INVALID_IMAGE },
    { what: 'GIF + HTML polyglot', file: gifHtml, name: 'foto.gif', type: 'image/gif', status: 400, message: INVALID_IMAGE },
    { what: 'PNG + HTML polyglot', file: pngHtml, name: 'foto.png', type: 'image/png', status: 400, message: INVALID_IMAGE },
    { what: 'HTML named foto.jpg', file: () => Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'foto.jpg', type: 'image/jpeg', status: 400, message: INVALID_IMAGE },
    { what: 'SVG with a script named foto.png', file: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'foto.png', type: 'image/png', status: 400, message: INVALID_IMAGE },
    { what: 'a video named foto.jpg', file: () => testMp4({ paddingBytes: 1024 }), name: 'foto.jpg', type: 'image/jpeg', status: 400, message: INVALID_IMAGE },
    { what: 'a ZIP named foto.png', file: () => zipOf('a.txt', 'hola'), name: 'foto.png', type: 'image/png', status: 400, message: INVALID_IMAGE },
    { what: 'decompression bomb (30000×30000 PNG)', file: () => bombPng(30_000, 30_000), name: 'foto.png', type: 'image/png', status: 400, message: INVALID_IMAGE },
    { what: 'over 5 MB', file: () => Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'foto.jpg', type: 'image/jpeg', status: 413, message: IMAGE_TOO_LARGE },
  ];

  for (const endpoint of IMAGE_ENDPOINTS) {
    it(`${endpoint.name}: each with the spec's message, nothing stored`, async () => {
      for (const c of cases) {
        const bytes = await c.file();
        await expectRefused(() => endpoint.client().postForm(endpoint.path(), form(bytes, c.name, c.type)), c.status, c.message, `${endpoint.name}, ${c.what}`);
      }
    });
  }

  it('refuses an oversized multipart envelope (a part header past the limit) before reading it whole', async () => {
    const image = await png(64, 64);
    const boundary = 'colabora-limite';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(6 * 1024 * 1024)}.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    for (const endpoint of IMAGE_ENDPOINTS) {
      await expectRefused(
        () => send(ctx, endpoint.client(), { method: 'POST', path: endpoint.path(), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: new Uint8Array(body) }),
        413,
        IMAGE_TOO_LARGE,
        `${endpoint.name}, 6 MB part header`,
      );
    }
  });
});

const TRAVERSAL_NAMES = ['../../etc/passwd.jpg', '..%2F..%2Fetc%2Fpasswd.jpg', '..\\..\\windows\\win.ini.jpg', '/etc/passwd.jpg', 'foto.jpg\u0000.php', '....//....//etc/passwd.jpg'];
const FORBIDDEN_IN_KEYS = ['..', 'etc', 'passwd', 'windows', '.php', '%2F', '\\', '\u0000'];

describe('file names never reach storage', () => {
  it('stores an image sent under a traversal name with a key of its own, inside the uploads folder', async () => {
    const image = await smallJpeg();
    for (const endpoint of IMAGE_ENDPOINTS) {
      for (const name of TRAVERSAL_NAMES) {
        const before = new Set(filesOnDisk());
        const res = await endpoint.client().postForm(endpoint.path(), form(image, name, 'image/jpeg'));
        expect(res.status, `${endpoint.name} ${name}: ${await res.clone().text()}`).toBeLessThan(300);
        const added = filesOnDisk().filter((f) => !before.has(f));
        expect(added.length, `${endpoint.name} ${name}`).toBeGreaterThan(0);
        for (const f of added) {
          expect(f.startsWith(`uploads${path.sep}`), f).toBe(true);
          for (const bad of FORBIDDEN_IN_KEYS) expect(f, `${endpoint.name} ${name}`).not.toContain(bad);
        }
      }
    }
    expect(existsSync(path.join(ctx.config.dataDir, '..', 'etc'))).toBe(false);
  });

  it('keeps what the bytes are, not what the name or type claim (a JPEG sent as video.mp4 is stored as a JPEG)', async () => {
    const res = await creator.postForm(`/api/entregas/${colabId}/imagenes`, form(await smallJpeg(), 'video.mp4', 'video/mp4'));
    expect(res.status).toBe(201);
    const { entrega } = (await res.json()) as { entrega: { id: string } };
    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, entrega.id));
    expect(row).toMatchObject({ tipoContenido: 'imagen', mimeType: 'image/jpeg' });
    expect(row!.fileKey).toMatch(new RegExp(`^${colabId}/[A-Za-z0-9_-]+\\.jpg$`));
  });
});

describe('tus video uploads', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  async function upload(bytes: Buffer, filename = 'video.mp4'): Promise<Response> {
    const created = await send(ctx, creator, {
      method: 'POST',
      path: '/api/uploads/videos',
      headers: { ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': `colaboracionId ${b64(colabId)},filename ${b64(filename)}` },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, 'http://x').pathname;
    return send(ctx, creator, {
      method: 'PATCH',
      path: location,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
  }

  it("refuses an image, a polyglot or a page sent as video.mp4 with the spec's message, keeping nothing", async () => {
    const files = { 'a PNG': await png(64, 64), 'JPEG + ZIP': await jpegZip(), 'HTML': Buffer.from('<!doctype html><script>alert(1)</script>'), 'a ZIP': zipOf('v.mp4', 'x') };
    for (const [what, bytes] of Object.entries(files)) {
      const rows = await snapshotTables(ctx.db);
      const res = await upload(bytes);
      expect(res.status, what).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, what).toBe(ERROR_MESSAGES.INVALID_VIDEO);
      expect(changedTables(rows, await snapshotTables(ctx.db)), what).toEqual([]);
      // Neither a delivered file nor a partial one stays behind.
      expect(filesOnDisk().filter((f) => f.includes('.tus-partial') || f.includes(`${colabId}${path.sep}`) && f.endsWith('.mp4')), what).toEqual([]);
    }
  });

  it('stores a video sent under a traversal name with a key of its own', async () => {
    const res = await upload(testMp4({ paddingBytes: 1024 }), '../../etc/passwd.mp4');
    expect(res.status).toBe(204);
    const id = res.headers.get('x-entrega-id')!;
    const [row] = await ctx.db.select().from(entregas).where(eq(entregas.id, id));
    expect(row!.fileKey).toMatch(new RegExp(`^${colabId}/[A-Za-z0-9_-]+\\.mp4$`));
  });

  it('refuses a declared length over 1 GB before any byte is sent', async () => {
    const res = await send(ctx, creator, {
      method: 'POST',
      path: '/api/uploads/videos',
      headers: { ...TUS, 'upload-length': String(1024 ** 3 + 1), 'upload-metadata': `colaboracionId ${b64(colabId)},filename ${b64('v.mp4')}` },
    });
    expect(res.status).toBe(413);
    expect(filesOnDisk().filter((f) => f.includes('.tus-partial'))).toEqual([]);
  });
});
