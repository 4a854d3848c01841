import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { FeedbackStatus } from '../../../src/shared/domain/options';
import { testMp4 } from '../../../src/server/test/fixtures/videos';
import { adminApi, createColaboracion, createUser, uniqueTitle, type ColaboracionSeed } from './api';
import { expectOk } from './store';

/** Seeding deliveries through the real API, as the creator's phone and the admin's review would. */

/** A vertical JPEG of one colour, as a phone would deliver it (the Guía técnica's minimum 1080×1350). */
export async function jpeg(r: number, g: number, b: number, width = 1080, height = 1350): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).jpeg({ quality: 80 }).toBuffer();
}

/** Moves collaborations with the admin's bulk override (docs/estado.md). */
export async function moveTo(ids: string[], estado: string) {
  await expectOk(await (await adminApi()).post('/api/colaboraciones/bulk/estado', { data: { ids, estado } }), `bulk estado → ${estado}`);
}

const AVAILABLE: ColaboracionSeed = { producto: 'Jeans', talla: '9', tipo: 'Recto', color: 'Azul', marca: 'Kosch', cintura: 72, cadera: 98, largo: 104 };

/** A new creator holding one collaboration she requested, then moved by the admin to `estado`. */
export async function creatorHolding(prefix: string, estado = 'produccion', fields: ColaboracionSeed = {}) {
  const item = await createColaboracion({ ...AVAILABLE, ...fields, titulo: uniqueTitle(prefix) });
  const creator = await createUser('colaboradora', prefix.toLowerCase().replace(/[^a-z]+/g, '') || 'colaboradora');
  await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  await moveTo([item.id], estado);
  return { item, creator };
}

/** One delivered photo (multipart, as the Fotos card sends it); answers the new entrega's id. */
export async function uploadPhoto(ctx: APIRequestContext, colaboracionId: string, buffer: Buffer): Promise<string> {
  const res = await ctx.post(`/api/entregas/${colaboracionId}/imagenes`, { multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer } } });
  await expectOk(res, 'POST /api/entregas/:id/imagenes');
  return ((await res.json()) as { entrega: { id: string } }).entrega.id;
}

/** One tus upload in a single PATCH, as tus-js-client would send it; answers the new entrega's id. */
export async function uploadVideo(ctx: APIRequestContext, colaboracionId: string, video: Parameters<typeof testMp4>[0] = {}): Promise<string> {
  const body = testMp4({ paddingBytes: 64 * 1024, ...video });
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const created = await ctx.post('/api/uploads/videos', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(body.length),
      'Upload-Metadata': `colaboracionId ${b64(colaboracionId)},filename ${b64('reel.mp4')}`,
    },
  });
  await expectOk(created, 'tus POST /api/uploads/videos');
  const location = created.headers()['location'];
  if (!location) throw new Error('tus POST answered without a Location');
  const patched = await ctx.fetch(new URL(location, 'http://x/api/uploads/videos/').pathname, {
    method: 'PATCH',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: body,
  });
  await expectOk(patched, 'tus PATCH');
  const id = patched.headers()['x-entrega-id'];
  if (!id) throw new Error('the last tus PATCH answered without X-Entrega-Id');
  return id;
}

/** The admin's feedback on one delivery (the review's editor). */
export async function rate(entregaId: string, feedbackStatus: FeedbackStatus, feedbackComentario: string | null = null) {
  await expectOk(
    await (await adminApi()).patch(`/api/revision/entregas/${entregaId}/feedback`, { data: { feedbackStatus, feedbackComentario } }),
    'PATCH /api/revision/entregas/:id/feedback',
  );
}
