import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estado } from '../../../shared/domain/estado';
import type { FeedbackStatus, TipoContenido } from '../../../shared/domain/options';
import type { ColaboradoraDetailResponse, ColaboradorasListResponse } from '../../../shared/schemas/colaboradoras';
import { colaboraciones, colaboradoras, entregas, problemas } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: TestClient;
const ids: Record<'ana' | 'bea' | 'carla' | 'exCreadora', string> = { ana: '', bea: '', carla: '', exCreadora: '' };
let anaActiva = '';
let anaEntregada = '';

type ErrorBody = { error: { code: string; message: string } };

async function creator(name: string, fields: Partial<typeof colaboradoras.$inferInsert>): Promise<string> {
  const user = await ctx.loginAs('colaboradora', { name });
  const [row] = await ctx.db.update(colaboradoras).set(fields).where(eq(colaboradoras.userId, user.userId)).returning({ id: colaboradoras.id });
  return row!.id;
}

async function colaboracion(colaboradoraId: string | null, estado: Estado, titulo: string): Promise<string> {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo, producto: 'Jeans', estado, colaboradoraId }).returning({ id: colaboraciones.id });
  return row!.id;
}

/** A delivery as staff rated it (the review sets aprobado for Excelente, else pendiente), or null: not reviewed yet. */
async function entrega(colaboracionId: string, tipoContenido: TipoContenido, feedbackStatus: FeedbackStatus | null) {
  await ctx.db.insert(entregas).values(
    feedbackStatus === null
      ? { colaboracionId, tipoContenido } // enviado, with the spec's default 'bueno'
      : { colaboracionId, tipoContenido, feedbackStatus, estado: feedbackStatus === 'excelente' ? 'aprobado' : 'pendiente' },
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  ids.ana = await creator('Ana López', {
    nombre: 'Ana',
    apellidos: 'López Ruiz',
    ciudad: 'Guadalajara',
    estado: 'Jalisco',
    instagram: 'ana.lopez',
    equipo: 'iPhone 15',
    avatarUrl: 'storage://colaboradoras/ana/avatar_1.jpg',
  });
  ids.bea = await creator('Beatriz Núñez', { nombre: 'Beatriz', apellidos: 'Núñez', ciudad: 'Mérida', estado: 'Yucatán', instagram: 'bea_mx', equipo: 'Cámara' });
  ids.carla = await creator('Carla', { nombre: 'Carla' });
  // Once a creator, now tienda: her row stays, but she is not a creator any more.
  const ex = await ctx.loginAs('colaboradora', { name: 'Dora Ex' });
  await ctx.setRole(ex.userId, 'tienda');
  ids.exCreadora = (await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, ex.userId)))[0]!.id;
  // Staff and a person without a role never appear.
  await ctx.loginAs('tienda');
  await ctx.loginAs(null);

  anaActiva = await colaboracion(ids.ana, 'produccion', 'Jeans Wide leg Azul');
  await entrega(anaActiva, 'imagen', 'excelente');
  await entrega(anaActiva, 'imagen', 'bueno');
  await entrega(anaActiva, 'video', 'descartado');
  await entrega(anaActiva, 'imagen', null);
  anaEntregada = await colaboracion(ids.ana, 'entregado', 'Jeans Mom Negro');
  await entrega(anaEntregada, 'imagen', 'bueno');
  await entrega(anaEntregada, 'video', 'excelente');
  const beaEntregada = await colaboracion(ids.bea, 'entregado', 'Jeans Recto Celeste');
  await entrega(beaEntregada, 'imagen', 'descartado');
  await colaboracion(ids.bea, 'cancelada', 'Jeans Cargo Azul');
  await entrega(await colaboracion(ids.exCreadora, 'entregado', 'Jeans Bota Azul'), 'imagen', 'bueno');
  await colaboracion(null, 'disponible', 'Jeans sin asignar');
});
afterAll(async () => {
  await ctx?.close();
});

const list = async (query = '') => {
  const res = await admin.get(`/api/colaboradoras${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ColaboradorasListResponse>(res);
};
const namesOf = (body: ColaboradorasListResponse) => body.items.map((c) => c.nombre);

/** The figures straight from the database, without the API's query. */
async function dbFigures(colaboradoraId: string) {
  const rows = (await ctx.db.execute(sql`
    SELECT
      (SELECT count(*) FROM entregas e JOIN colaboraciones c ON c.id = e.colaboracion_id WHERE c.colaboradora_id = ${colaboradoraId})::int AS entregas,
      (SELECT count(*) FROM entregas e JOIN colaboraciones c ON c.id = e.colaboracion_id
        WHERE c.colaboradora_id = ${colaboradoraId} AND e.estado <> 'enviado' AND e.feedback_status IN ('excelente', 'bueno'))::int AS contenido,
      (SELECT count(*) FROM colaboraciones WHERE colaboradora_id = ${colaboradoraId} AND estado NOT IN ('entregado', 'cancelada'))::int AS activas
  `)) as unknown as { rows: { entregas: number; contenido: number; activas: number }[] };
  const row = rows.rows[0]!;
  return { entregas: Number(row.entregas), contenido: Number(row.contenido), activa: Number(row.activas) > 0 };
}

describe('GET /api/colaboradoras', () => {
  it('lists only people whose role is colaboradora, in name order, with figures equal to the database', async () => {
    const body = await list();
    expect(namesOf(body)).toEqual(['Ana', 'Beatriz', 'Carla']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    for (const card of body.items) {
      const figures = await dbFigures(card.id);
      expect({ entregas: card.entregas, contenido: card.contenido, activa: card.activa }, card.nombre).toEqual(figures);
    }
    const [ana, bea, carla] = body.items;
    expect(ana).toMatchObject({
      id: ids.ana,
      apellidos: 'López Ruiz',
      ciudad: 'Guadalajara',
      estado: 'Jalisco',
      instagram: 'ana.lopez',
      equipo: 'iPhone 15',
      activa: true,
      colaboracionActiva: { id: anaActiva, titulo: 'Jeans Wide leg Azul', estado: 'produccion' },
      // Six files; the one nobody reviewed yet is not content, though the spec stores 'bueno' on it.
      entregas: 6,
      contenido: 4,
    });
    expect(ana!.email).toMatch(/@example\.com$/);
    // Her photo as a signed thumbnail URL, never the storage reference.
    expect(ana!.avatarUrl).toMatch(/^\/api\/files\/colaboradoras\/ana\/avatar_1\.jpg\.thumb\.webp\?exp=\d+&sig=/);
    expect(bea).toMatchObject({ activa: false, colaboracionActiva: null, entregas: 1, contenido: 0, avatarUrl: null });
    expect(carla).toMatchObject({ activa: false, entregas: 0, contenido: 0, ciudad: null, instagram: null });
  });

  it.each([
    ['guadalajara', ['Ana']],
    ['MÉRIDA', ['Beatriz']],
    ['nunez', ['Beatriz']],
    ['@bea', ['Beatriz']],
    ['BEA_MX', ['Beatriz']],
    ['ana.lopez', ['Ana']],
    ['ana ruiz', ['Ana']],
    ['jalisco', []],
    ['100%', []],
  ])('searches name, city and Instagram case- and accent-insensitively: %s', async (q, expected) => {
    expect(namesOf(await list(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('filters by estado, equipo and active collaboration, combined with the search', async () => {
    expect(namesOf(await list(`?estado=${encodeURIComponent('Yucatán')}`))).toEqual(['Beatriz']);
    expect(namesOf(await list(`?equipo=${encodeURIComponent('iPhone 15')}`))).toEqual(['Ana']);
    expect(namesOf(await list('?activa=si'))).toEqual(['Ana']);
    expect(namesOf(await list('?activa=no'))).toEqual(['Beatriz', 'Carla']);
    expect(namesOf(await list('?activa=no&q=carla'))).toEqual(['Carla']);
    expect(namesOf(await list('?activa=si&estado=Jalisco&equipo=C%C3%A1mara'))).toEqual([]);
    // An empty value (an untouched select) means any.
    expect(namesOf(await list('?estado=&equipo=&activa='))).toEqual(['Ana', 'Beatriz', 'Carla']);
    const afterFilter = await list('?activa=no');
    expect(afterFilter.total).toBe(2);
  });

  it('refuses values outside the lists with a Spanish message', async () => {
    for (const [query, message] of [
      ['?estado=Texas', 'Selecciona un estado de la lista'],
      ['?equipo=Android', 'Selecciona un equipo de la lista'],
      ['?activa=quizas', 'Filtro de colaboración activa no válido'],
    ]) {
      const res = await admin.get(`/api/colaboradoras${query}`);
      expect(res.status, query).toBe(400);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'VALIDATION', message } });
    }
  });

  it('pages on the server', async () => {
    const first = await list('?pageSize=2');
    expect(namesOf(first)).toEqual(['Ana', 'Beatriz']);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await list('?pageSize=2&page=2');
    expect(namesOf(second)).toEqual(['Carla']);
    expect(second.total).toBe(3);
    const past = await list('?pageSize=2&page=9');
    expect(past).toMatchObject({ items: [], total: 3, page: 9 });
  });
});

describe('problems she reported (issue 29)', () => {
  it('counts them on her card, her profile and the CSV, and orders the list by them, most first', async () => {
    const base = { tipo: 'talla' as const, medida: 'cintura' as const, sentido: 'chico' as const };
    // Ana: one closed on her delivered collaboration, one replacement received, one open; Beatriz: one.
    const [beaEntregada] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.titulo, 'Jeans Recto Celeste'));
    await ctx.db.insert(problemas).values([
      { ...base, colaboracionId: anaEntregada, estado: 'cerrado', resolucionNota: 'Le quedó' },
      { ...base, colaboracionId: anaEntregada, estado: 'resuelto', reemplazoEstado: 'recibido' },
      { tipo: 'no_llego', colaboracionId: anaActiva, estado: 'abierto' },
      { ...base, colaboracionId: beaEntregada!.id, estado: 'resuelto', reemplazoEstado: 'recibido' },
    ]);
    const dbCount = async (id: string) =>
      Number(
        ((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM problemas p JOIN colaboraciones c ON c.id = p.colaboracion_id WHERE c.colaboradora_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
      );
    const body = await list();
    for (const card of body.items) expect(card.problemas, card.nombre).toBe(await dbCount(card.id));
    expect(body.items.map((c) => [c.nombre, c.problemas])).toEqual([
      ['Ana', 3],
      ['Beatriz', 1],
      ['Carla', 0],
    ]);
    // Most first; equal counts keep the name order; the filters still apply; paging after the order.
    expect(namesOf(await list('?orden=problemas'))).toEqual(['Ana', 'Beatriz', 'Carla']);
    await ctx.db.insert(problemas).values([
      { ...base, colaboracionId: beaEntregada!.id, estado: 'cerrado' },
      { ...base, colaboracionId: beaEntregada!.id, estado: 'cerrado' },
      { ...base, colaboracionId: beaEntregada!.id, estado: 'cerrado' },
    ]);
    expect((await list('?orden=problemas')).items.map((c) => [c.nombre, c.problemas])).toEqual([
      ['Beatriz', 4],
      ['Ana', 3],
      ['Carla', 0],
    ]);
    expect(namesOf(await list('?orden=problemas&pageSize=1&page=2'))).toEqual(['Ana']);
    expect(namesOf(await list('?orden=problemas&activa=si'))).toEqual(['Ana']);

    const detail = await json<ColaboradoraDetailResponse>(await admin.get(`/api/colaboradoras/${ids.ana}`));
    expect(detail.colaboradora.problemas).toBe(3);

    const csv = new TextDecoder().decode(new Uint8Array(await (await admin.get('/api/exportar/colaboradoras')).arrayBuffer())).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const header = csv[0]!.split(',');
    const col = header.indexOf('Problemas reportados');
    expect(col).toBeGreaterThan(0);
    const cell = (nombre: string) => csv.find((l) => l.startsWith(`${nombre},`))!.split(',')[col];
    expect(cell('Beatriz')).toBe('4');
    expect(cell('Carla')).toBe('0');
    await ctx.db.delete(problemas);
  });
});

describe('GET /api/colaboradoras/{id}', () => {
  it('answers her profile, her collaborations with dates and her deliveries per rating', async () => {
    await ctx.db.update(colaboradoras).set({ edad: 27, categoria: 'Moda', bio: 'Amo el denim.', talla: '9', cintura: 70, cadera: 98 }).where(eq(colaboradoras.id, ids.ana));
    const res = await admin.get(`/api/colaboradoras/${ids.ana}`);
    expect(res.status).toBe(200);
    const body = await json<ColaboradoraDetailResponse>(res);
    expect(body.colaboradora).toMatchObject({ id: ids.ana, nombre: 'Ana', edad: 27, categoria: 'Moda', bio: 'Amo el denim.', talla: '9', entregas: 6, contenido: 4, activa: true });
    expect(body.entregas).toEqual({ total: 6, imagenes: 4, videos: 2, sinCalificar: 1, excelente: 2, bueno: 2, descartado: 1 });
    expect(body.colaboraciones.map((c) => c.id).sort()).toEqual([anaActiva, anaEntregada].sort());
    const activa = body.colaboraciones.find((c) => c.id === anaActiva)!;
    expect(activa).toMatchObject({
      titulo: 'Jeans Wide leg Azul',
      estado: 'produccion',
      entregas: { total: 4, imagenes: 3, videos: 1, sinCalificar: 1, excelente: 1, bueno: 1, descartado: 1 },
    });
    expect(Date.parse(activa.solicitadaEl)).not.toBeNaN();
    expect(Date.parse(activa.actualizadaEl)).not.toBeNaN();
    expect(body.colaboraciones.find((c) => c.id === anaEntregada)!.entregas).toEqual({ total: 2, imagenes: 1, videos: 1, sinCalificar: 0, excelente: 1, bueno: 1, descartado: 0 });
  });

  it('answers a creator without collaborations with empty lists', async () => {
    const body = await json<ColaboradoraDetailResponse>(await admin.get(`/api/colaboradoras/${ids.carla}`));
    expect(body.colaboraciones).toEqual([]);
    expect(body.entregas).toEqual({ total: 0, imagenes: 0, videos: 0, sinCalificar: 0, excelente: 0, bueno: 0, descartado: 0 });
  });

  it('answers 404 for an unknown id and for someone who is no longer a creator; 400 for a malformed id', async () => {
    for (const id of [randomUUID(), ids.exCreadora]) {
      const res = await admin.get(`/api/colaboradoras/${id}`);
      expect(res.status).toBe(404);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'COLABORADORA_NOT_FOUND', message: 'Colaboradora no encontrada' } });
    }
    expect((await admin.get('/api/colaboradoras/no-es-un-id')).status).toBe(400);
  });
});

describe('access', () => {
  it('is admin-only: 403 for tienda, a creator and a person without role; 401 without a session', async () => {
    const paths = ['/api/colaboradoras', `/api/colaboradoras/${ids.ana}`];
    for (const role of ['tienda', 'colaboradora', null] as const) {
      const client = await ctx.loginAs(role);
      for (const p of paths) {
        const res = await client.get(p);
        expect(res.status, `${role} ${p}`).toBe(403);
        expect((await json<ErrorBody>(res)).error.code).toBe('FORBIDDEN');
      }
      expect((await client.post('/api/invitaciones', {})).status, `${role} POST /api/invitaciones`).toBe(403);
    }
    const anonymous = ctx.client();
    for (const p of paths) {
      const res = await anonymous.get(p);
      expect(res.status).toBe(401);
      expect((await json<ErrorBody>(res)).error.code).toBe('UNAUTHENTICATED');
    }
    expect((await anonymous.post('/api/invitaciones', {})).status).toBe(401);
  });
});
