import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColaboradoraDetailResponse, ColaboradorasListResponse } from '../../../shared/schemas/colaboradoras';
import type { Inicio } from '../../../shared/schemas/inicio';
import type { SinEntregarResponse } from '../../../shared/schemas/seguimiento';
import { avisos, colaboraciones, colaboracionEventos, colaboradoras, entregas, publicaciones } from '../../db/schema';
import type { Estado } from '../../../shared/domain/estado';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { startTestMail, type TestMail } from '../../test/mail';

// Issue 20 items 2 and 3: the creator score computed by hand for a seeded history, and the ghosted queue
// with its one-click reminder through the real SMTP test server.
let ctx: TestContext;
let mail: TestMail;
let admin: TestClient & { userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startTestMail(ctx);
  admin = await ctx.loginAs('admin');
});
afterAll(async () => {
  await mail?.close();
  await ctx?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, extraMs = 0) => new Date(Date.now() - n * DAY + extraMs);
type ErrorBody = { error: { code: string; message: string } };
type Creator = TestClient & { userId: string; email: string; colaboradoraId: string };

async function creator(name: string): Promise<Creator> {
  const email = `c-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const c = await ctx.loginAs('colaboradora', { email, name });
  const [row] = await ctx.db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, c.userId));
  return Object.assign(c, { email, colaboradoraId: row!.id });
}

async function colab(colaboradoraId: string, estado: Estado, titulo = 'Jeans Campana Balam') {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo, producto: 'Jeans', estado, colaboradoraId }).returning();
  return row!.id;
}
const event = (colaboracionId: string, fromEstado: Estado, toEstado: Estado, createdAt: Date) =>
  ctx.db.insert(colaboracionEventos).values({ colaboracionId, fromEstado, toEstado, actorRole: 'colaboradora', createdAt });
const file = (colaboracionId: string, estado: 'enviado' | 'aprobado' | 'pendiente', feedbackStatus: 'excelente' | 'bueno' | 'descartado' = 'bueno') =>
  ctx.db.insert(entregas).values({ colaboracionId, tipoContenido: 'imagen', estado, feedbackStatus });
const post = (colaboracionId: string, createdAt: Date) =>
  ctx.db.insert(publicaciones).values({ colaboracionId, plataforma: 'instagram', url: `https://instagram.com/p/${Math.random().toString(36).slice(2)}`, slot: 1, createdAt });

describe('the creator score (issue 20 item 2)', () => {
  let ana: Creator;
  let bea: Creator;
  beforeAll(async () => {
    ana = await creator('Ana Núñez');
    // 1: received 20 days ago, posted on day 3 (in time), sent to review twice (one change asked), approved.
    const c1 = await colab(ana.colaboradoraId, 'entregado');
    await event(c1, 'logistica', 'produccion', daysAgo(20));
    await event(c1, 'produccion', 'revision', daysAgo(18));
    await event(c1, 'revision', 'produccion', daysAgo(17));
    await event(c1, 'produccion', 'revision', daysAgo(16));
    await event(c1, 'revision', 'entregado', daysAgo(15));
    await post(c1, daysAgo(17));
    await file(c1, 'aprobado', 'excelente');
    await file(c1, 'pendiente', 'bueno');
    await file(c1, 'pendiente', 'descartado');
    // 2: received 30 days ago, posted on day 10 (late), one send to review, approved.
    const c2 = await colab(ana.colaboradoraId, 'entregado');
    await event(c2, 'logistica', 'produccion', daysAgo(30));
    await event(c2, 'produccion', 'revision', daysAgo(21));
    await event(c2, 'revision', 'entregado', daysAgo(20));
    await post(c2, daysAgo(20));
    await file(c2, 'aprobado', 'excelente');
    await file(c2, 'aprobado', 'excelente');
    // 3: received 2 days ago, window still open, one file not reviewed yet: none of it counts.
    const c3 = await colab(ana.colaboradoraId, 'produccion');
    await event(c3, 'logistica', 'produccion', daysAgo(2));
    await file(c3, 'enviado');

    bea = await creator('Bea Ruiz');
    // One approved collaboration, four rated files: too little history.
    const b1 = await colab(bea.colaboradoraId, 'entregado');
    await event(b1, 'logistica', 'produccion', daysAgo(12));
    await event(b1, 'produccion', 'revision', daysAgo(10));
    for (let i = 0; i < 4; i += 1) await file(b1, 'aprobado', 'excelente');
  });

  // By hand: útiles 4/5 → .8 × 35 = 28; a tiempo 1/2 × 25 = 12.5; nota (3+2+1+3+3)/5 = 2.4 → (2.4 − 1)/2 = .7 × 20 = 14;
  // cambios 1 of 3 sends → (1 − 1/3) × 10 = 6.67; experiencia 2/5 × 10 = 4. Total 65.17 → 65.
  it('is computed from her history, shown in her profile with its parts', async () => {
    const res = await admin.get(`/api/colaboradoras/${ana.colaboradoraId}`);
    expect(res.status).toBe(200);
    const body = await json<ColaboradoraDetailResponse>(res);
    expect(body.puntaje.datos).toEqual({ terminadas: 2, calificados: 5, utiles: 4, sumaNotas: 12, conPlazo: 2, aTiempo: 1, envios: 3, cambios: 1 });
    expect(body.puntaje.valor).toBe(65);
    expect(body.colaboradora.puntaje).toBe(65);
    expect(body.puntaje.partes).toEqual({ utiles: 0.8, aTiempo: 0.5, notaPromedio: 2.4, tasaCambios: 1 / 3 });
  });

  it("with too little history it is no number: 'Sin historial suficiente'", async () => {
    const body = await json<ColaboradoraDetailResponse>(await admin.get(`/api/colaboradoras/${bea.colaboradoraId}`));
    expect(body.puntaje.valor).toBeNull();
    expect(body.puntaje.datos.terminadas).toBe(1);
  });

  it('she sees her own on Inicio', async () => {
    const mine = await json<Inicio>(await ana.get('/api/inicio'));
    expect(mine.puntaje.valor).toBe(65);
    expect((await json<Inicio>(await bea.get('/api/inicio'))).puntaje.valor).toBeNull();
  });

  it('the cards carry it and sort by it, the ones without history last', async () => {
    const byName = await json<ColaboradorasListResponse>(await admin.get('/api/colaboradoras?q=ana nunez'));
    expect(byName.items.map((c) => [c.nombre, c.puntaje])).toEqual([['Ana Núñez', 65]]);
    const sorted = await json<ColaboradorasListResponse>(await admin.get('/api/colaboradoras?orden=puntaje&pageSize=100'));
    const ids = sorted.items.map((c) => c.id);
    expect(ids.indexOf(ana.colaboradoraId)).toBeLessThan(ids.indexOf(bea.colaboradoraId));
    expect(sorted.items[0]!.puntaje).toBe(65);
    expect(sorted.items.findIndex((c) => c.puntaje === null)).toBeGreaterThan(0);
    expect(sorted.total).toBe(sorted.items.length);
    const bad = await admin.get('/api/colaboradoras?orden=estrellas');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toContain('Elige un orden de la lista');
  });
});

describe('the ghosted queue and Recordar (issue 20 item 3)', () => {
  const ids: Record<string, string> = {};
  const creators: Record<string, Creator> = {};
  beforeAll(async () => {
    // Received 6, 7, 10, 14 and 20 days ago and still in produccion; one received 15 days ago already in review.
    for (const [key, days, estado] of [
      ['d6', 6, 'produccion'],
      ['d7', 7, 'produccion'],
      ['d10', 10, 'produccion'],
      ['d14', 14, 'produccion'],
      ['d20', 20, 'produccion'],
      ['rev', 15, 'revision'],
    ] as const) {
      const c = await creator(`Creadora ${key}`);
      creators[key] = c;
      ids[key] = await colab(c.colaboradoraId, estado, `Jeans ${key}`);
      await event(ids[key]!, 'logistica', 'produccion', daysAgo(days, 60_000));
      if (estado === 'revision') await event(ids[key]!, 'produccion', 'revision', daysAgo(3));
    }
  });
  const queue = async (c: TestClient = admin) => json<SinEntregarResponse>(await c.get('/api/seguimiento/sin-entregar'));

  it('lists who received and has not delivered after 7, 10 and 14 days, longest waiting first', async () => {
    const q = await queue();
    const mine = q.items.filter((i) => Object.values(ids).includes(i.colaboracionId));
    expect(mine.map((i) => [i.producto, i.dias, i.nivel, i.recordadaHoy])).toEqual([
      ['Jeans d20', 20, 14, false],
      ['Jeans d14', 14, 14, false],
      ['Jeans d10', 10, 10, false],
      ['Jeans d7', 7, 7, false],
    ]);
    expect(mine[0]!.creadora).toBe('Creadora d20');
    expect(q.counts[14]).toBeGreaterThanOrEqual(2);
    expect(q.total).toBe(q.counts[7] + q.counts[10] + q.counts[14]);
  });

  it('Colaboradoras filters them (sinEntregar=si)', async () => {
    const list = await json<ColaboradorasListResponse>(await admin.get('/api/colaboradoras?sinEntregar=si&q=creadora&pageSize=100'));
    expect(list.items.map((c) => c.nombre).sort()).toEqual(['Creadora d10', 'Creadora d14', 'Creadora d20', 'Creadora d7']);
  });

  it('Recordar sends the reminder once a day: one email through SMTP; a second tap says so and sends nothing', async () => {
    const to = creators.d10!;
    const res = await admin.post(`/api/seguimiento/sin-entregar/${ids.d10}/recordar`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mensaje: 'Recordatorio enviado a Creadora d10.' });
    await mail.drain();
    const sent = () => mail.catcher.messages.filter((m) => m.to.includes(to.email));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.subject).toBe('Tu plazo para publicar venció');
    expect(sent()[0]!.text).toContain('Jeans d10');

    const again = await admin.post(`/api/seguimiento/sin-entregar/${ids.d10}/recordar`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error).toEqual({
      code: 'RECORDATORIO_YA_ENVIADO',
      message: 'Ya le enviaste un recordatorio hoy por esta colaboración. Podrás enviar otro mañana.',
    });
    // Tienda as well: the database's unique key refuses whoever taps.
    const tienda = await ctx.loginAs('tienda');
    expect((await tienda.post(`/api/seguimiento/sin-entregar/${ids.d10}/recordar`)).status).toBe(409);
    await mail.drain();
    expect(sent()).toHaveLength(1);
    const rows = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, to.userId));
    expect(rows.map((r) => r.clave)).toEqual([expect.stringMatching(new RegExp(`^recordatorio-manual:${ids.d10}:\\d{4}-\\d{2}-\\d{2}$`))]);
    const item = (await queue()).items.find((i) => i.colaboracionId === ids.d10);
    expect(item?.recordadaHoy).toBe(true);
  });

  it('on the 7th day the reminder says it is due today; tienda may send it', async () => {
    const tienda = await ctx.loginAs('tienda');
    expect((await tienda.get('/api/seguimiento/sin-entregar')).status).toBe(200);
    expect((await tienda.post(`/api/seguimiento/sin-entregar/${ids.d7}/recordar`)).status).toBe(200);
    await mail.drain();
    const [m] = mail.catcher.messages.filter((x) => x.to.includes(creators.d7!.email));
    expect(m!.subject).toBe('Hoy vence tu plazo para publicar');
  });

  it('the server checks state and role', async () => {
    const early = await admin.post(`/api/seguimiento/sin-entregar/${ids.d6}/recordar`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.code).toBe('RECORDATORIO_NO_APLICA');
    expect((await admin.post(`/api/seguimiento/sin-entregar/${ids.rev}/recordar`)).status).toBe(409);
    expect((await admin.post('/api/seguimiento/sin-entregar/00000000-0000-4000-8000-000000000000/recordar')).status).toBe(404);
    const c = creators.d14!;
    expect((await c.post(`/api/seguimiento/sin-entregar/${ids.d14}/recordar`)).status).toBe(403);
    expect((await c.get('/api/seguimiento/sin-entregar')).status).toBe(403);
    await mail.drain();
    expect(mail.catcher.messages.filter((m) => m.to.includes(c.email))).toHaveLength(0);
  });
});
