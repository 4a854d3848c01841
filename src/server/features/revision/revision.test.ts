import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface ErrorBody {
  error: { code: string; message: string };
}
interface EntregaBody {
  id: string;
  feedbackStatus: string;
  feedbackComentario: string | null;
  estado: string;
  avisos: string[];
}

/** A creator's collaboration in review with one delivered photo, as it arrives: enviado, bueno. */
async function deliveredPhoto() {
  const creator = await ctx.loginAs('colaboradora');
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [colab] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado: 'revision', colaboradoraId: c!.id })
    .returning();
  const [row] = await ctx.db
    .insert(entregas)
    .values({ colaboracionId: colab!.id, tipoContenido: 'imagen', estado: 'enviado', feedbackStatus: 'bueno', width: 1080, height: 1350 })
    .returning();
  return { creator, entrega: row! };
}

const rowOf = async (id: string) => (await ctx.db.select().from(entregas).where(eq(entregas.id, id)))[0]!;
const path = (id: string) => `/api/revision/entregas/${id}/feedback`;

describe('PATCH /api/revision/entregas/{id}/feedback (spec §2 deliveries review)', () => {
  it('Excelente approves the delivery and keeps the trimmed comment', async () => {
    const { entrega } = await deliveredPhoto();
    const admin = await ctx.loginAs('admin');
    const res = await admin.patch(path(entrega.id), { feedbackStatus: 'excelente', feedbackComentario: '  Muy buena luz, así mero.  ' });
    expect(res.status).toBe(200);
    const body = await json<{ entrega: EntregaBody }>(res);
    expect(body.entrega).toMatchObject({
      id: entrega.id,
      feedbackStatus: 'excelente',
      feedbackComentario: 'Muy buena luz, así mero.',
      estado: 'aprobado',
      avisos: [],
    });
    expect(await rowOf(entrega.id)).toMatchObject({ feedbackStatus: 'excelente', feedbackComentario: 'Muy buena luz, así mero.', estado: 'aprobado' });
  });

  it('Bueno with a blank comment stores null and leaves the delivery pendiente; any choice may follow any other', async () => {
    const { entrega } = await deliveredPhoto();
    const admin = await ctx.loginAs('admin');
    expect((await admin.patch(path(entrega.id), { feedbackStatus: 'excelente', feedbackComentario: 'Primera' })).status).toBe(200);

    const res = await admin.patch(path(entrega.id), { feedbackStatus: 'bueno', feedbackComentario: '   ' });
    expect(res.status).toBe(200);
    expect((await json<{ entrega: EntregaBody }>(res)).entrega).toMatchObject({ feedbackStatus: 'bueno', feedbackComentario: null, estado: 'pendiente' });
    expect(await rowOf(entrega.id)).toMatchObject({ feedbackStatus: 'bueno', feedbackComentario: null, estado: 'pendiente' });

    // Descartado without a comment field at all: null too.
    const discarded = await admin.patch(path(entrega.id), { feedbackStatus: 'descartado' });
    expect(discarded.status).toBe(200);
    expect(await rowOf(entrega.id)).toMatchObject({ feedbackStatus: 'descartado', feedbackComentario: null, estado: 'pendiente' });
  });

  it('refuses an unknown status or an over-long comment with 400 and changes nothing', async () => {
    const { entrega } = await deliveredPhoto();
    const admin = await ctx.loginAs('admin');
    const bad = await admin.patch(path(entrega.id), { feedbackStatus: 'regular' });
    expect(bad.status).toBe(400);
    expect(await json<ErrorBody>(bad)).toEqual({ error: { code: 'VALIDATION', message: 'Elige Excelente, Bueno o Descartado' } });
    const missing = await admin.patch(path(entrega.id), { feedbackComentario: 'sin estado' });
    expect(missing.status).toBe(400);

    const long = await admin.patch(path(entrega.id), { feedbackStatus: 'excelente', feedbackComentario: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.message).toBe('El comentario debe tener como máximo 1000 caracteres');
    // 1000 characters are fine (spaces around them do not count).
    const edge = await admin.patch(path(entrega.id), { feedbackStatus: 'bueno', feedbackComentario: ` ${'b'.repeat(1000)} ` });
    expect(edge.status).toBe(200);
    expect((await rowOf(entrega.id)).feedbackComentario).toBe('b'.repeat(1000));
  });

  it('answers 404 for a missing entrega', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await admin.patch(path('00000000-0000-4000-8000-000000000000'), { feedbackStatus: 'excelente' });
    expect(res.status).toBe(404);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'NOT_FOUND', message: 'Entrega no encontrada' } });
  });

  it('is for admins only: the creator herself, tienda and anonymous are refused and nothing changes', async () => {
    const { creator, entrega } = await deliveredPhoto();
    const tienda = await ctx.loginAs('tienda');
    for (const [who, client] of [['colaboradora', creator], ['tienda', tienda]] as const) {
      const res = await client.patch(path(entrega.id), { feedbackStatus: 'excelente' });
      expect(res.status, who).toBe(403);
      expect((await json<ErrorBody>(res)).error.code).toBe('FORBIDDEN');
    }
    expect((await ctx.client().patch(path(entrega.id), { feedbackStatus: 'excelente' })).status).toBe(401);
    expect(await rowOf(entrega.id)).toMatchObject({ feedbackStatus: 'bueno', feedbackComentario: null, estado: 'enviado' });
  });
});
