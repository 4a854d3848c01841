import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estado } from '../../../shared/domain/estado';
import type { MiColaboracionDetail } from '../../../shared/schemas/mis-colaboraciones';
import type { RevisionColaboracionesResponse, RevisionEntregasResponse } from '../../../shared/schemas/revision';
import { colaboraciones, colaboracionEventos, colaboradoras, entregaCalificaciones, entregas } from '../../db/schema';
import { png } from '../../test/fixtures/images';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

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

  it('writes a history row for every rating that changes something (who, which, comment), none for a repeat', async () => {
    const { entrega } = await deliveredPhoto();
    const admin = await ctx.loginAs('admin');
    const otra = await ctx.loginAs('admin');
    const historyOf = () =>
      ctx.db
        .select({ feedbackStatus: entregaCalificaciones.feedbackStatus, feedbackComentario: entregaCalificaciones.feedbackComentario, actorId: entregaCalificaciones.actorId, actorRole: entregaCalificaciones.actorRole })
        .from(entregaCalificaciones)
        .where(eq(entregaCalificaciones.entregaId, entrega.id))
        .orderBy(entregaCalificaciones.createdAt, entregaCalificaciones.id);
    // Rating the stored default ('bueno', never chosen) is a rating all the same.
    expect((await admin.patch(path(entrega.id), { feedbackStatus: 'bueno' })).status).toBe(200);
    // A double tap: the same rating again is no new history.
    expect((await admin.patch(path(entrega.id), { feedbackStatus: 'bueno' })).status).toBe(200);
    expect((await otra.patch(path(entrega.id), { feedbackStatus: 'bueno', feedbackComentario: 'Falta luz' })).status).toBe(200);
    expect((await admin.patch(path(entrega.id), { feedbackStatus: 'excelente', feedbackComentario: 'Falta luz' })).status).toBe(200);
    expect(await historyOf()).toEqual([
      { feedbackStatus: 'bueno', feedbackComentario: null, actorId: admin.userId, actorRole: 'admin' },
      { feedbackStatus: 'bueno', feedbackComentario: 'Falta luz', actorId: otra.userId, actorRole: 'admin' },
      { feedbackStatus: 'excelente', feedbackComentario: 'Falta luz', actorId: admin.userId, actorRole: 'admin' },
    ]);
    // A refused rating writes none.
    expect((await admin.patch(path(entrega.id), { feedbackStatus: 'genial' })).status).toBe(400);
    expect(await historyOf()).toHaveLength(3);
  });

  it('answers 404 for a missing entrega', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await admin.patch(path('00000000-0000-4000-8000-000000000000'), { feedbackStatus: 'excelente' });
    expect(res.status).toBe(404);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'ENTREGA_NOT_FOUND', message: 'Entrega no encontrada' } });
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

// ---------------------------------------------------------------------------------------------
// The review grid, one collaboration's deliveries, and the two outcomes (issue 6 items 1 and 2)
// ---------------------------------------------------------------------------------------------

type Creator = TestClient & { userId: string };

async function creatorRow(userId: string) {
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, userId));
  return c!;
}

async function collaborationOf(creator: Creator, estado: Estado, values: Partial<typeof colaboraciones.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Mom Negro', producto: 'Jeans', estado, colaboradoraId: (await creatorRow(creator.userId)).id, ...values })
    .returning();
  return row!;
}

function imageForm(bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  return form;
}

/** A collaboration she sent to review through the API: one real photo (with thumbnail) and one video row. */
async function inReview(creator: Creator) {
  const colab = await collaborationOf(creator, 'produccion');
  const up = await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(1080, 1350)));
  expect(up.status).toBe(201);
  await ctx.db.insert(entregas).values({ colaboracionId: colab.id, tipoContenido: 'video', width: 1080, height: 1920, durationMs: 20_000 });
  expect((await creator.post(`/api/entregas/${colab.id}/enviar-revision`)).status).toBe(200);
  return colab;
}

const eventsOf = (id: string) => ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, id));
const estadoOf = async (id: string) => (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, id)))[0]!.estado;

/** An item a creator may request (spec §5 available rule). */
async function availableItem() {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Campana Celeste', producto: 'Jeans', estado: 'disponible', talla: '7', cintura: 70, cadera: 96, largo: 100 })
    .returning();
  return row!;
}

describe('GET /api/revision/colaboraciones (spec §2: the grid)', () => {
  it('lists only collaborations with a creator, newest first, with her name, counters and paging', async () => {
    const admin = await ctx.loginAs('admin');
    const ana = await ctx.loginAs('colaboradora', { name: 'Ana Torres' });
    await ctx.db.update(colaboradoras).set({ nombre: 'Ana', apellidos: 'Torres Ruiz' }).where(eq(colaboradoras.userId, ana.userId));
    // Newer than anything else in this file's database, so they head the grid.
    const base = Date.now() + 24 * 60 * 60 * 1000;
    const older = await collaborationOf(ana, 'entregado', { titulo: 'Vieja', createdAt: new Date(base) });
    const newer = await collaborationOf(ana, 'revision', {
      titulo: 'Jeans Recto', nombreVisualizacion: 'Recto Azul 7', imagen: 'https://cdn.example.com/recto.jpg', createdAt: new Date(base + 1000),
    });
    const [unassigned] = await ctx.db
      .insert(colaboraciones)
      .values({ titulo: 'Sin creadora', producto: 'Jeans', estado: 'disponible', createdAt: new Date(base + 2000) })
      .returning();
    await ctx.db.insert(entregas).values([
      { colaboracionId: newer.id, tipoContenido: 'imagen', feedbackStatus: 'excelente', estado: 'aprobado' },
      { colaboracionId: newer.id, tipoContenido: 'imagen', feedbackStatus: 'bueno' },
      { colaboracionId: newer.id, tipoContenido: 'video', feedbackStatus: 'bueno' },
      { colaboracionId: newer.id, tipoContenido: 'imagen', feedbackStatus: 'descartado', estado: 'pendiente' },
    ]);

    const res = await admin.get('/api/revision/colaboraciones');
    expect(res.status).toBe(200);
    const body = await json<RevisionColaboracionesResponse>(res);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(8);
    expect(body.items.map((i) => i.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(body.items.map((i) => i.id)).not.toContain(unassigned!.id);
    expect(body.items[0]).toEqual({
      id: newer.id,
      nombre: 'Recto Azul 7',
      estado: 'revision',
      thumbUrl: 'https://cdn.example.com/recto.jpg',
      createdAt: new Date(base + 1000).toISOString(),
      colaboradora: { id: (await creatorRow(ana.userId)).id, userId: ana.userId, nombre: 'Ana Torres Ruiz' },
      // The two new uploads carry the stored default 'bueno' but nobody rated them: Sin revisar (decision 040).
      counts: { total: 4, sin_revisar: 2, excelente: 1, bueno: 0, descartado: 1 },
    });
    expect(body.items[1]).toMatchObject({ nombre: 'Vieja', thumbUrl: null, counts: { total: 0, sin_revisar: 0, excelente: 0, bueno: 0, descartado: 0 } });

    // The total counts every assigned collaboration in the database; pages split them by 8.
    expect(body.total).toBe(await ctx.db.$count(colaboraciones, isNotNull(colaboraciones.colaboradoraId)));
    for (let i = 0; i < 13; i++) await collaborationOf(ana, 'entregado', { titulo: `Relleno ${i}`, createdAt: new Date(base - 1000 * (i + 1)) });
    // Written behind the API's back: the grid's 2-s read cache (decision 028) cannot know.
    ctx.readCache.clear();
    const p1 = await json<RevisionColaboracionesResponse>(await admin.get('/api/revision/colaboraciones?page=1'));
    const p2 = await json<RevisionColaboracionesResponse>(await admin.get('/api/revision/colaboraciones?page=2'));
    expect(p1.items).toHaveLength(8);
    expect(p2.total).toBe(p1.total);
    expect(p2.items[0]!.id).not.toBe(p1.items[7]!.id);
    expect(p1.items.map((i) => i.id)).not.toContain(p2.items[0]!.id);
    const far = await json<RevisionColaboracionesResponse>(await admin.get('/api/revision/colaboraciones?page=999'));
    expect(far.items).toEqual([]);
    expect(far.total).toBe(p1.total);
    expect((await admin.get('/api/revision/colaboraciones?page=0')).status).toBe(400);
    // The state filter (issue 16): only that state, its own total; a state it does not offer is a Spanish 400.
    ctx.readCache.clear();
    const enRevision = await json<RevisionColaboracionesResponse>(await admin.get('/api/revision/colaboraciones?estado=revision'));
    expect(enRevision.items.length).toBeGreaterThan(0);
    expect(enRevision.items.every((i) => i.estado === 'revision')).toBe(true);
    expect(enRevision.total).toBe(await ctx.db.$count(colaboraciones, and(isNotNull(colaboraciones.colaboradoraId), eq(colaboraciones.estado, 'revision'))));
    const entregado = await json<RevisionColaboracionesResponse>(await admin.get('/api/revision/colaboraciones?estado=entregado'));
    expect(entregado.items.every((i) => i.estado === 'entregado')).toBe(true);
    const bad = await admin.get('/api/revision/colaboraciones?estado=cancelada');
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toBe('Elige En Revisión, Producción, Logística, Entregado o Todas');
    expect((await admin.get('/api/revision/colaboraciones?page=dos')).status).toBe(400);
  });
});

describe('GET /api/revision/colaboraciones/{id}/entregas', () => {
  it('gives the photos (with thumbnails) and videos, newest first, with the counters', async () => {
    const admin = await ctx.loginAs('admin');
    const creator = await ctx.loginAs('colaboradora', { name: 'Lucía Méndez' });
    const colab = await inReview(creator);
    const res = await admin.get(`/api/revision/colaboraciones/${colab.id}/entregas`);
    expect(res.status).toBe(200);
    const body = await json<RevisionEntregasResponse>(res);
    expect(body.counts).toEqual({ total: 2, sin_revisar: 2, excelente: 0, bueno: 0, descartado: 0 });
    expect(body.colaboracion).toMatchObject({ id: colab.id, estado: 'revision', colaboradora: { nombre: 'Lucía Méndez' }, counts: body.counts });
    expect(body.entregas.map((e) => e.tipoContenido)).toEqual(['video', 'imagen']);
    const [video, foto] = body.entregas;
    expect(foto!.url).toMatch(/^\/api\/files\/entregas\//);
    expect(foto!.thumbUrl).toMatch(/\.thumb\.webp\?exp=\d+&sig=/);
    expect(video!.thumbUrl).toBeNull();
    // The signed thumbnail really is a small WebP.
    const thumb = await admin.get(foto!.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    // Feedback moves the counters.
    expect((await admin.patch(path(foto!.id), { feedbackStatus: 'excelente' })).status).toBe(200);
    expect((await admin.patch(path(video!.id), { feedbackStatus: 'descartado' })).status).toBe(200);
    const after = await json<RevisionEntregasResponse>(await admin.get(`/api/revision/colaboraciones/${colab.id}/entregas`));
    expect(after.counts).toEqual({ total: 2, sin_revisar: 0, excelente: 1, bueno: 0, descartado: 1 });
  });

  it('answers 404 for a missing collaboration or one without a creator', async () => {
    const admin = await ctx.loginAs('admin');
    const [unassigned] = await ctx.db.insert(colaboraciones).values({ titulo: 'Libre', producto: 'Jeans' }).returning();
    for (const id of [crypto.randomUUID(), unassigned!.id]) {
      const res = await admin.get(`/api/revision/colaboraciones/${id}/entregas`);
      expect(res.status).toBe(404);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'COLABORACION_NOT_FOUND', message: 'Colaboración no encontrada' } });
    }
  });
});

describe("'Aprobar entrega' (revision → entregado)", () => {
  it('delivers the collaboration, writes the history and frees the creator for another item', async () => {
    const admin = await ctx.loginAs('admin');
    const creator = await ctx.loginAs('colaboradora');
    const colab = await inReview(creator);
    const next = await availableItem();
    // While it is in review she still holds an active collaboration.
    const early = await creator.post(`/api/disponibles/${next.id}/solicitar`);
    expect(early.status).toBe(409);
    expect((await json<ErrorBody>(early)).error.message).toBe('Ya tienes una colaboración activa. Complétala primero.');

    const res = await admin.post(`/api/revision/colaboraciones/${colab.id}/aprobar`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ colaboracion: { id: colab.id, estado: 'entregado' } });
    expect(await estadoOf(colab.id)).toBe('entregado');
    expect(await eventsOf(colab.id)).toContainEqual(
      expect.objectContaining({ fromEstado: 'revision', toEstado: 'entregado', actorRole: 'admin', actorId: admin.userId, note: null }),
    );

    const again = await creator.post(`/api/disponibles/${next.id}/solicitar`);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ colaboracion: { id: next.id, estado: 'confirmacion' } });

    // A second approval (a double click) is the same success, and writes no second history row.
    const before = (await eventsOf(colab.id)).length;
    const twice = await admin.post(`/api/revision/colaboraciones/${colab.id}/aprobar`);
    expect(twice.status).toBe(200);
    expect(await json(twice)).toEqual({ colaboracion: { id: colab.id, estado: 'entregado' } });
    expect(await eventsOf(colab.id)).toHaveLength(before);
    // Solicitar cambios after the approval is a conflict: it is not the step that happened.
    const late = await admin.post(`/api/revision/colaboraciones/${colab.id}/solicitar-cambios`, { nota: 'Tarde' });
    expect(late.status).toBe(409);
    expect(await json<ErrorBody>(late)).toEqual({ error: { code: 'NOT_IN_REVISION', message: 'Esta colaboración ya no está en revisión. Recarga la página.' } });
  });
});

describe("'Solicitar cambios' (revision → produccion with a note)", () => {
  it('sends it back to produccion; she can upload again and reads the note on her detail page', async () => {
    const admin = await ctx.loginAs('admin');
    const creator = await ctx.loginAs('colaboradora');
    const colab = await inReview(creator);

    // Before: in review, no request.
    const pre = await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${colab.id}`));
    expect(pre.item.cambiosSolicitados).toBeNull();
    // While in review her uploads are refused.
    expect((await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(1080, 1350)))).status).toBe(409);

    const nota = '  Necesitamos una foto de cuerpo completo con luz natural.  ';
    const res = await admin.post(`/api/revision/colaboraciones/${colab.id}/solicitar-cambios`, { nota });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ colaboracion: { id: colab.id, estado: 'produccion' } });
    expect(await estadoOf(colab.id)).toBe('produccion');
    const events = await eventsOf(colab.id);
    const row = events.find((e) => e.fromEstado === 'revision' && e.toEstado === 'produccion');
    expect(row).toMatchObject({ actorRole: 'admin', actorId: admin.userId, note: 'Necesitamos una foto de cuerpo completo con luz natural.' });

    const { item } = await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${colab.id}`));
    expect(item.estado).toBe('produccion');
    expect(item.cambiosSolicitados).toEqual({ nota: 'Necesitamos una foto de cuerpo completo con luz natural.', at: row!.createdAt.toISOString() });

    // She can upload again, and send it back to review; then the request is over.
    expect((await creator.postForm(`/api/entregas/${colab.id}/imagenes`, imageForm(await png(1080, 1350)))).status).toBe(201);
    expect((await creator.post(`/api/entregas/${colab.id}/enviar-revision`)).status).toBe(200);
    const back = await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${colab.id}`));
    expect(back.item).toMatchObject({ estado: 'revision', cambiosSolicitados: null });
  });

  it('needs a note (1 to 1000 characters) and a collaboration in revision', async () => {
    const admin = await ctx.loginAs('admin');
    const creator = await ctx.loginAs('colaboradora');
    const colab = await collaborationOf(creator, 'produccion');
    const url = `/api/revision/colaboraciones/${colab.id}/solicitar-cambios`;

    for (const body of [{}, { nota: '   ' }, { nota: 12 }]) {
      const res = await admin.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorBody>(res)).error).toEqual({ code: 'VALIDATION', message: 'Escribe qué cambios necesitas' });
    }
    const long = await admin.post(url, { nota: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.message).toBe('La nota debe tener como máximo 1000 caracteres');

    // produccion is not revision: 409 for both outcomes, nothing written.
    const wrong = await admin.post(url, { nota: 'Cambia la luz' });
    expect(wrong.status).toBe(409);
    expect((await json<ErrorBody>(wrong)).error.message).toBe('Esta colaboración ya no está en revisión. Recarga la página.');
    expect((await admin.post(`/api/revision/colaboraciones/${colab.id}/aprobar`)).status).toBe(409);
    expect(await estadoOf(colab.id)).toBe('produccion');
    expect(await eventsOf(colab.id)).toHaveLength(0);

    const missing = await admin.post(`/api/revision/colaboraciones/${crypto.randomUUID()}/solicitar-cambios`, { nota: 'Hola' });
    expect(missing.status).toBe(404);
    expect((await json<ErrorBody>(missing)).error.message).toBe('Colaboración no encontrada');
  });
});

describe('the review is for admins only', () => {
  it('tienda and the creator get 403, anonymous 401, on the grid, the entregas and both outcomes; nothing changes', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const colab = await inReview(creator);
    const tienda = await ctx.loginAs('tienda');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/revision/colaboraciones', undefined],
      ['GET', `/api/revision/colaboraciones/${colab.id}/entregas`, undefined],
      ['POST', `/api/revision/colaboraciones/${colab.id}/aprobar`, {}],
      ['POST', `/api/revision/colaboraciones/${colab.id}/solicitar-cambios`, { nota: 'Cambia todo' }],
    ];
    for (const [method, url, body] of calls) {
      for (const [who, client] of [['colaboradora', creator], ['tienda', tienda]] as const) {
        const res = await client.request(method, url, { json: body });
        expect(res.status, `${who} ${method} ${url}`).toBe(403);
        expect((await json<ErrorBody>(res)).error.code).toBe('FORBIDDEN');
      }
      const anon = await ctx.client().request(method, url, { json: body });
      expect(anon.status, `anonymous ${method} ${url}`).toBe(401);
    }
    expect(await estadoOf(colab.id)).toBe('revision');
    expect((await eventsOf(colab.id)).filter((e) => e.fromEstado === 'revision')).toHaveLength(0);
  });
});
