import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALERIA_PAGE_SIZE, galeriaResponseSchema, type GaleriaResponse } from '../../../shared/schemas/galeria';
import type { EntregaEstado, FeedbackStatus, TipoContenido } from '../../../shared/domain/options';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: TestClient;
const ids: Record<string, string> = {};

let n = 0;
async function entrega(colaboracionId: string, tipo: TipoContenido, feedbackStatus: FeedbackStatus, estado: EntregaEstado) {
  n += 1;
  const key = `${colaboracionId}/${n}.${tipo === 'imagen' ? 'jpg' : 'mp4'}`;
  const [row] = await ctx.db
    .insert(entregas)
    .values({
      colaboracionId,
      tipoContenido: tipo,
      feedbackStatus,
      estado,
      imagenUrl: `storage://entregas/${key}`,
      fileKey: key,
      thumbKey: tipo === 'imagen' ? `${colaboracionId}/${n}.thumb.webp` : null,
      createdAt: new Date(Date.parse('2025-04-01T10:00:00Z') + n * 60_000),
    })
    .returning();
  return row!;
}

const get = async (query: string): Promise<GaleriaResponse> => {
  const res = await admin.get(`/api/galeria${query}`);
  expect(res.status, query).toBe(200);
  return galeriaResponseSchema.parse(await res.json());
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  const user = await ctx.loginAs('colaboradora', { name: 'Paola' });
  const [paola] = await ctx.db.update(colaboradoras).set({ apellidos: 'Núñez' }).where(eq(colaboradoras.userId, user.userId)).returning();
  ids.paola = paola!.id;
  const [c] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Campana', nombreVisualizacion: 'Campana azul 7', producto: 'Jeans', estado: 'revision', colaboradoraId: paola!.id })
    .returning();
  ids.colab = c!.id;
  // 20 photos rated Bueno, 6 Excelente, 2 Descartado, 3 not rated; 2 videos Excelente, 1 not rated.
  for (let i = 0; i < 20; i++) await entrega(c!.id, 'imagen', 'bueno', 'pendiente');
  for (let i = 0; i < 6; i++) await entrega(c!.id, 'imagen', 'excelente', 'aprobado');
  for (let i = 0; i < 2; i++) await entrega(c!.id, 'imagen', 'descartado', 'pendiente');
  for (let i = 0; i < 3; i++) await entrega(c!.id, 'imagen', 'bueno', 'enviado');
  for (let i = 0; i < 2; i++) await entrega(c!.id, 'video', 'excelente', 'aprobado');
  ids.newest = (await entrega(c!.id, 'video', 'bueno', 'enviado')).id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/galeria', () => {
  it('pages every delivered file, newest first, with creator, collaboration, date, rating and signed thumbnails', async () => {
    const first = await get('');
    expect(first).toMatchObject({ page: 1, pageSize: GALERIA_PAGE_SIZE, total: 34, counts: { todos: 34, imagen: 31, video: 3 } });
    expect(first.items).toHaveLength(GALERIA_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      id: ids.newest,
      tipoContenido: 'video',
      thumbUrl: null,
      revisada: false,
      feedbackStatus: 'bueno',
      colaboracion: { id: ids.colab, nombre: 'Campana azul 7', estado: 'revision' },
      colaboradora: { id: ids.paola, nombre: 'Paola Núñez' },
    });
    const photo = first.items.find((i) => i.tipoContenido === 'imagen')!;
    expect(photo.thumbUrl).toMatch(/^\/api\/files\//);
    expect(photo.url).toMatch(/^\/api\/files\//);
    const times = first.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await get('?page=2');
    expect(second.items).toHaveLength(34 - GALERIA_PAGE_SIZE);
    expect(second.items.map((i) => i.id)).not.toContain(first.items.at(-1)!.id);
    expect((await get('?page=9')).items).toEqual([]);
  });

  it('filters by type (Fotos, Videos) and rating; Bueno means rated Bueno, not a new upload', async () => {
    const videos = await get('?tipo=video');
    expect(videos.total).toBe(3);
    expect(videos.items.every((i) => i.tipoContenido === 'video')).toBe(true);

    const excelentes = await get('?feedback=excelente');
    expect(excelentes).toMatchObject({ total: 8, counts: { todos: 8, imagen: 6, video: 2 } });
    expect(excelentes.items.every((i) => i.feedbackStatus === 'excelente' && i.revisada)).toBe(true);

    const buenas = await get('?tipo=imagen&feedback=bueno');
    expect(buenas.total).toBe(20);
    expect(buenas.items.every((i) => i.feedbackStatus === 'bueno' && i.revisada)).toBe(true);

    const sinRevisar = await get('?tipo=todos&feedback=sin_revisar');
    expect(sinRevisar).toMatchObject({ total: 4, counts: { todos: 4, imagen: 3, video: 1 } });
    expect(sinRevisar.items.every((i) => !i.revisada)).toBe(true);

    expect((await get('?feedback=')).total).toBe(34);
    expect((await get('?tipo=imagen&feedback=descartado')).total).toBe(2);

    // The figures are the database's.
    const [db] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(entregas)
      .where(and(eq(entregas.tipoContenido, 'imagen'), eq(entregas.feedbackStatus, 'bueno'), inArray(entregas.estado, ['aprobado', 'pendiente'])));
    expect(buenas.total).toBe(Number(db!.n));
  });

  it('refuses unknown filters with a Spanish message', async () => {
    for (const q of ['?tipo=reels', '?feedback=likes', '?page=0', '?page=x']) {
      const res = await admin.get(`/api/galeria${q}`);
      expect(res.status, q).toBe(400);
      expect((await json<{ error: { code: string; message: string } }>(res)).error.code).toBe('VALIDATION');
    }
  });

  it('is only for admins', async () => {
    expect((await ctx.client().get('/api/galeria')).status).toBe(401);
    expect((await (await ctx.loginAs('tienda')).get('/api/galeria')).status).toBe(403);
    expect((await (await ctx.loginAs('colaboradora')).get('/api/galeria')).status).toBe(403);
  });
});
