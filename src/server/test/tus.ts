import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { colaboraciones, colaboradoras } from '../db/schema';
import { TEST_APP_URL, type TestClient, type TestContext } from './context';

/** The metadata tus-js-client sends for her video (base64 values, as the protocol wants). */
export const uploadMetadata = (colaboracionId: string, filename = 'video.mp4') =>
  `colaboracionId ${b64(colaboracionId)},filename ${b64(filename)}`;

const b64 = (s: string) => Buffer.from(s).toString('base64');

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Raw tus requests as the browser's tus-js-client sends them, with her session, on a test context that
 * `beforeAll` creates (hence the getter). Shared by the upload test files so each says only what it tests.
 */
export function tusOn(context: () => TestContext) {
  const request = (client: TestClient, method: string, url: string, headers: Record<string, string> = {}, body?: Uint8Array<ArrayBuffer>) =>
    context().app.request(`${TEST_APP_URL}${url}`, {
      method,
      headers: {
        'tus-resumable': '1.0.0',
        origin: TEST_APP_URL,
        'x-forwarded-for': client.ip,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      body,
    });

  const create = (client: TestClient, colaboracionId: string, length: number) =>
    request(client, 'POST', '/api/uploads/videos', { 'upload-length': String(length), 'upload-metadata': uploadMetadata(colaboracionId) });

  const patch = (client: TestClient, location: string, offset: number, chunk: Buffer) =>
    request(client, 'PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, new Uint8Array(chunk));

  const partialDir = () => path.join(context().config.dataDir, 'uploads', '.tus-partial');

  return {
    request,
    create,
    patch,
    /** An upload the server accepted: its location and id. */
    async created(client: TestClient, colaboracionId: string, length: number): Promise<{ location: string; id: string }> {
      const res = await create(client, colaboracionId, length);
      expect(res.status).toBe(201);
      const location = res.headers.get('location')!;
      return { location, id: location.split('/').at(-1)! };
    },
    partialDir,
    /** What is left in the partial folder (all of it, or one upload's bytes and .json). */
    partialFiles(id?: string): string[] {
      const dir = partialDir();
      const files = existsSync(dir) ? readdirSync(dir) : [];
      return id ? files.filter((f) => f.startsWith(id)) : files;
    },
    storedFilesOf(colaboracionId: string): string[] {
      const dir = path.join(context().config.dataDir, 'uploads', 'entregas', colaboracionId);
      return existsSync(dir) ? readdirSync(dir) : [];
    },
    /** A signed-in creator with one collaboration in production, ready to upload. */
    async creatorWithCollaboration(): Promise<{ creator: TestClient & { userId: string }; colabId: string }> {
      const ctx = context();
      const creator = await ctx.loginAs('colaboradora');
      const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
      const [row] = await ctx.db
        .insert(colaboraciones)
        .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id })
        .returning();
      return { creator, colabId: row!.id };
    },
  };
}
