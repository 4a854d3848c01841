import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultadosMesSchema, resultadosResponseSchema, type FilaResultados, type ResultadosResponse } from '../../../shared/schemas/resultados';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import { SETTING_KEYS } from '../../db/app-settings';
import { appSettings, colaboraciones, colaboradoras, entregas, problemas } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { agregados } from './resultados.queries';
import { agrupar, getResultadosMes, ventanaDe } from './resultados.service';

/**
 * Resultados (issue 20 item 1) against a small world computed by hand. The range is October and November
 * 2026 in Mexico City (UTC−6): 2026-12-01T05:00Z is still 30 November there and counts; 07:00Z does not.
 *
 *   c1 Ana  P1 'Wide leg azul' Jeans Kosch  400 + 100  10 Oct  files: Excelente, Bueno, Descartado, unrated → 4 files, 2 usable
 *   c2 Bea  P1 'Wide leg azul' Jeans Kosch  400 + 100   5 Nov  files: Bueno (changes requested)         → 1 file, 1 usable
 *   c3 Ana  P2 'Aretes dorados' Joyeria Balam  ? + 100  20 Nov  files: Excelente ×2                      → no unit cost
 *   c4 Bea  P3 'Mom negro' Jeans Kosch  250.50 + ?      30 Nov  files: Excelente                         → no shipping cost
 *   c5 Bea  P4 'Recto' Jeans Kosch  300 + 50            30 Nov (23:00 local)  files: Descartado          → 1 file, 0 usable
 *   c9 Ana  P5 'Bolsa' Joyeria Balam  20 USD + 100      15 Oct  no files                                 → another currency: no cost
 *   out: sent 1 Dec local, sent 30 Sep, never sent.
 *
 * Totals: 6 collaborations, 3 without cost; cost 500 + 500 + 350 = 1,350; 9 files, 6 usable, 3 of them
 * from collaborations with a cost → 450 per usable file.
 */
let ctx: TestContext;
let admin: TestClient;
let body: ResultadosResponse;
const ids: Record<string, string> = {};

async function creator(nombre: string) {
  const user = await ctx.loginAs('colaboradora', { name: nombre });
  const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  return row!;
}

async function colab(v: {
  titulo: string;
  productId: string;
  producto: string;
  marca: string;
  colaboradoraId: string | null;
  costoUnitario: string | null;
  costoEnvio: string | null;
  moneda?: string;
  enviadaAt: string | null;
}) {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({
      titulo: v.titulo,
      producto: v.producto,
      marca: v.marca,
      estado: v.enviadaAt ? 'entregado' : 'disponible',
      colaboradoraId: v.colaboradoraId,
      shopifyProductId: v.productId,
      costoUnitario: v.costoUnitario,
      costoMoneda: v.costoUnitario === null ? null : (v.moneda ?? 'MXN'),
      costoEnvio: v.costoEnvio,
      enviadaAt: v.enviadaAt ? new Date(v.enviadaAt) : null,
    })
    .returning();
  return row!.id;
}

let n = 0;
async function archivo(colaboracionId: string, feedbackStatus: FeedbackStatus, estado: EntregaEstado) {
  n += 1;
  await ctx.db.insert(entregas).values({ colaboracionId, tipoContenido: 'imagen', feedbackStatus, estado, fileKey: `${colaboracionId}/${n}.jpg` });
}

const RANGO = 'desde=2026-10-01&hasta=2026-11-30';
const get = async (q = RANGO) => {
  const res = await admin.get(`/api/resultados?${q}`);
  expect(res.status).toBe(200);
  return resultadosResponseSchema.parse(await res.json());
};
const fila = (p: Partial<FilaResultados>) => expect.objectContaining(p) as unknown;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  await ctx.db.insert(appSettings).values({ key: SETTING_KEYS.monedaTienda, value: 'MXN' });
  const ana = await creator('Ana');
  const bea = await creator('Bea');
  Object.assign(ids, { ana: ana.id, bea: bea.id });

  const c1 = await colab({ titulo: 'Wide leg azul', productId: 'P1', producto: 'Jeans', marca: 'Kosch', colaboradoraId: ana.id, costoUnitario: '400.00', costoEnvio: '100.00', enviadaAt: '2026-10-10T12:00:00Z' });
  await archivo(c1, 'excelente', 'aprobado');
  await archivo(c1, 'bueno', 'aprobado');
  await archivo(c1, 'descartado', 'pendiente');
  await archivo(c1, 'bueno', 'enviado'); // nobody rated it: its default 'bueno' is not usable
  const c2 = await colab({ titulo: 'Wide leg azul', productId: 'P1', producto: 'Jeans', marca: 'Kosch', colaboradoraId: bea.id, costoUnitario: '400.00', costoEnvio: '100.00', enviadaAt: '2026-11-05T12:00:00Z' });
  await archivo(c2, 'bueno', 'pendiente');
  const c3 = await colab({ titulo: 'Aretes dorados', productId: 'P2', producto: 'Joyeria', marca: 'Balam', colaboradoraId: ana.id, costoUnitario: null, costoEnvio: '100.00', enviadaAt: '2026-11-20T12:00:00Z' });
  await archivo(c3, 'excelente', 'aprobado');
  await archivo(c3, 'excelente', 'aprobado');
  const c4 = await colab({ titulo: 'Mom negro', productId: 'P3', producto: 'Jeans', marca: 'Kosch', colaboradoraId: bea.id, costoUnitario: '250.50', costoEnvio: null, enviadaAt: '2026-11-30T23:00:00Z' });
  await archivo(c4, 'excelente', 'aprobado');
  const c5 = await colab({ titulo: 'Recto', productId: 'P4', producto: 'Jeans', marca: 'Kosch', colaboradoraId: bea.id, costoUnitario: '300.00', costoEnvio: '50.00', enviadaAt: '2026-12-01T05:00:00Z' });
  await archivo(c5, 'descartado', 'aprobado');
  await colab({ titulo: 'Bolsa', productId: 'P5', producto: 'Joyeria', marca: 'Balam', colaboradoraId: ana.id, costoUnitario: '20.00', moneda: 'USD', costoEnvio: '100.00', enviadaAt: '2026-10-15T12:00:00Z' });
  // Outside the range: sent on 1 December (local), on 30 September, and never sent.
  const fuera = await colab({ titulo: 'Diciembre', productId: 'P6', producto: 'Jeans', marca: 'Kosch', colaboradoraId: ana.id, costoUnitario: '999.00', costoEnvio: '1.00', enviadaAt: '2026-12-01T07:00:00Z' });
  await archivo(fuera, 'excelente', 'aprobado');
  await colab({ titulo: 'Septiembre', productId: 'P7', producto: 'Jeans', marca: 'Kosch', colaboradoraId: bea.id, costoUnitario: '999.00', costoEnvio: '1.00', enviadaAt: '2026-09-30T12:00:00Z' });
  await colab({ titulo: 'Sin enviar', productId: 'P8', producto: 'Jeans', marca: 'Kosch', colaboradoraId: null, costoUnitario: '999.00', costoEnvio: '1.00', enviadaAt: null });
  ctx.readCache.clear();
  body = await get();
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/resultados: the figures of a hand-computed world', () => {
  it('totals: cost of the collaborations with a known cost, files, usable files, cost per usable file, and how many were left out', () => {
    expect(body.rango).toEqual({ desde: '2026-10-01', hasta: '2026-11-30' });
    expect(body.moneda).toBe('MXN');
    expect(body.totales).toEqual({
      clave: 'total',
      nombre: 'Total',
      colaboraciones: 6,
      sinCosto: 3,
      costo: 1350,
      archivos: 9,
      utiles: 6,
      utilesConCosto: 3,
      costoPorUtil: 450,
      reemplazos: 0,
    });
  });

  it('by product: every size of a product together; a product whose only collaboration lacks a cost has none', () => {
    expect(body.porProducto).toHaveLength(5);
    expect(body.porProducto).toEqual(
      expect.arrayContaining([
        fila({ clave: 'P1', nombre: 'Wide leg azul', colaboraciones: 2, sinCosto: 0, costo: 1000, archivos: 5, utiles: 3, utilesConCosto: 3, costoPorUtil: 333.33 }),
        fila({ clave: 'P2', nombre: 'Aretes dorados', colaboraciones: 1, sinCosto: 1, costo: null, archivos: 2, utiles: 2, costoPorUtil: null }),
        fila({ clave: 'P3', nombre: 'Mom negro', sinCosto: 1, costo: null, utiles: 1 }),
        fila({ clave: 'P4', nombre: 'Recto', sinCosto: 0, costo: 350, archivos: 1, utiles: 0, costoPorUtil: null }),
        fila({ clave: 'P5', nombre: 'Bolsa', sinCosto: 1, costo: null, archivos: 0 }),
      ]),
    );
    // Most usable files first.
    expect(body.porProducto[0]!.clave).toBe('P1');
  });

  it('by creator', () => {
    expect(body.porColaboradora).toEqual([
      fila({ clave: ids.ana, nombre: 'Ana', colaboraciones: 3, sinCosto: 2, costo: 500, archivos: 6, utiles: 4, utilesConCosto: 2, costoPorUtil: 250 }),
      fila({ clave: ids.bea, nombre: 'Bea', colaboraciones: 3, sinCosto: 1, costo: 850, archivos: 3, utiles: 2, utilesConCosto: 1, costoPorUtil: 850 }),
    ]);
  });

  it('by month of sending, in Mexico City', () => {
    expect(body.porMes).toEqual([
      fila({ clave: '2026-10', colaboraciones: 2, sinCosto: 1, costo: 500, archivos: 4, utiles: 2, costoPorUtil: 250 }),
      fila({ clave: '2026-11', colaboraciones: 4, sinCosto: 2, costo: 850, archivos: 5, utiles: 4, utilesConCosto: 1, costoPorUtil: 850 }),
    ]);
  });

  it('filters: brand, product type and creator', async () => {
    const balam = await get(`${RANGO}&marca=Balam`);
    expect(balam.totales).toMatchObject({ colaboraciones: 2, sinCosto: 2, costo: null, utiles: 2, costoPorUtil: null });
    const jeans = await get(`${RANGO}&producto=Jeans`);
    expect(jeans.totales).toMatchObject({ colaboraciones: 4, sinCosto: 1, costo: 1350, archivos: 7, utiles: 4, utilesConCosto: 3, costoPorUtil: 450 });
    const bea = await get(`${RANGO}&colaboradoraId=${ids.bea}`);
    expect(bea.totales).toMatchObject({ colaboraciones: 3, costo: 850, costoPorUtil: 850 });
    expect(bea.porColaboradora).toHaveLength(1);
  });

  it('a range with nothing sent: zero collaborations and no cost, never a zero cost', async () => {
    const vacio = await get('desde=2025-01-01&hasta=2025-01-31');
    expect(vacio.totales).toMatchObject({ colaboraciones: 0, costo: null, costoPorUtil: null });
    expect(vacio.porMes).toEqual([]);
  });

  it('the filter choices list what was sent', async () => {
    const res = await admin.get('/api/resultados/opciones');
    expect(res.status).toBe(200);
    const opciones = await json<{ marcas: string[]; productos: string[]; colaboradoras: { id: string; nombre: string }[] }>(res);
    expect(opciones.marcas).toEqual(['Balam', 'Kosch']);
    expect(opciones.productos).toEqual(['Jeans', 'Joyeria']);
    expect(opciones.colaboradoras.map((c) => c.nombre)).toEqual(['Ana', 'Bea']);
  });
});

describe('past the listed products and creators', () => {
  it("the rest is one 'Otros' row: the total less the listed ones", async () => {
    const rows = await agregados(ctx.db, ventanaDe('2026-10-01', '2026-11-30'), {}, 'MXN', 1);
    const r = agrupar(rows);
    expect(r.productos).toBe(5);
    expect(r.porProducto).toEqual([fila({ clave: 'P1' })]);
    // P2..P5: 4 collaborations, 3 without cost, 350 (Recto), 4 files, 3 usable, none of them with a cost.
    expect(r.otrosProductos).toEqual({ clave: 'otros', nombre: 'Otros 4 productos', colaboraciones: 4, sinCosto: 3, costo: 350, archivos: 4, utiles: 3, utilesConCosto: 0, costoPorUtil: null, reemplazos: 0 });
    expect(r.colaboradoras).toBe(2);
    expect(r.otrasColaboradoras).toMatchObject({ nombre: 'Otra creadora', colaboraciones: 3 });
    expect(body.otrosProductos).toBeNull();
  });
});

describe('bad ranges get a Spanish message', () => {
  const mensaje = async (q: string) => {
    const res = await admin.get(`/api/resultados?${q}`);
    expect(res.status).toBe(400);
    return (await json<{ error: { code: string; message: string } }>(res)).error.message;
  };
  it('reversed, too long, impossible dates', async () => {
    expect(await mensaje('desde=2026-11-30&hasta=2026-11-01')).toBe('La fecha inicial debe ser anterior o igual a la fecha final');
    expect(await mensaje('desde=2020-01-01&hasta=2026-01-01')).toMatch(/no puede ser mayor a 3 años/);
    expect(await mensaje('desde=2026-02-31&hasta=2026-03-01')).toMatch(/AAAA-MM-DD/);
    expect(await mensaje('desde=hoy')).toMatch(/AAAA-MM-DD/);
    // One date against the other's default (the current month).
    expect(await mensaje('desde=2099-01-01')).toBe('La fecha inicial debe ser anterior o igual a la fecha final');
    expect(await mensaje('colaboradoraId=ana')).toBe('Creadora no válida');
  });
});

describe('who may see it', () => {
  it('tienda and creators get 403; no session 401', async () => {
    const tienda = await ctx.loginAs('tienda');
    const colaboradora = await ctx.loginAs('colaboradora');
    for (const path of ['/api/resultados', '/api/resultados/exportar', '/api/resultados/mes', '/api/resultados/opciones']) {
      expect((await tienda.get(path)).status).toBe(403);
      expect((await colaboradora.get(path)).status).toBe(403);
      expect((await ctx.client().get(path)).status).toBe(401);
    }
    expect((await tienda.put('/api/resultados/costo-envio', { costoEnvio: 1 })).status).toBe(403);
  });
});

describe('GET /api/resultados/exportar', () => {
  it('the same collaborations as CSV, UTF-8 with BOM, missing costs spelled out', async () => {
    const res = await admin.get(`/api/resultados/exportar?${RANGO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="resultados_2026-10-01_a_2026-11-30_/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha de envío,Colaboración,Tipo de producto,Tipo,Marca,Color,Talla,Código de barras,Creadora,Estado,Costo unitario,Costo de envío,Costo total,Moneda,Archivos entregados,Archivos útiles,Reemplazos,Costo de reemplazos',
    );
    expect(lines).toHaveLength(1 + 6);
    // Oldest first; c1 sent 10 Oct 06:00 Mexico City.
    expect(lines[1]).toBe('2026-10-10 06:00,Wide leg azul,Jeans,,Kosch,,,,Ana,Entregado,400,100,500,MXN,4,2,0,');
    expect(lines.filter((l) => l.includes('Costo no disponible'))).toHaveLength(3);
    // 30 Nov 23:00 local (1 Dec 05:00 UTC) is November's last line.
    expect(lines[6]).toMatch(/^2026-11-30 23:00,Recto,/);
  });
});

describe("the Dashboard's month", () => {
  it('this month against the previous one, with the percent change', async () => {
    const mes = resultadosMesSchema.parse(await getResultadosMes({ db: ctx.db }, new Date('2026-11-15T18:00:00Z')));
    expect(mes).toMatchObject({ mes: '2026-11', mesAnterior: '2026-10', moneda: 'MXN', tendencia: 240 });
    expect(mes.actual).toMatchObject({ costoPorUtil: 850, sinCosto: 2 });
    expect(mes.anterior).toMatchObject({ costoPorUtil: 250, sinCosto: 1 });
    const res = await admin.get('/api/resultados/mes');
    expect(res.status).toBe(200);
    resultadosMesSchema.parse(await res.json());
  });
});

describe("'Costo de envío por pedido': copied when the item ships, never rewritten by a later change", () => {
  const costoDe = async (id: string) => (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, id)))[0]!;

  it('a collaboration that enters logistica gets the date and the setting of that moment', async () => {
    const saved = await admin.put('/api/resultados/costo-envio', { costoEnvio: 80 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ costoEnvio: 80, actualizadas: 0 });
    const created = await admin.post('/api/colaboraciones', { titulo: 'Envío', producto: 'Jeans', estado: 'disponible' });
    expect(created.status).toBe(201);
    const { id } = (await json<{ colaboracion: { id: string } }>(created)).colaboracion;
    expect((await costoDe(id)).enviadaAt).toBeNull();
    expect((await admin.post('/api/colaboraciones/bulk/estado', { ids: [id], estado: 'logistica' })).status).toBe(200);
    const sent = await costoDe(id);
    expect(sent.enviadaAt).toBeInstanceOf(Date);
    expect(sent.costoEnvio).toBe('80.00');

    // The setting changes: the shipped row keeps its cost; moving on (produccion) keeps its date.
    expect((await admin.put('/api/resultados/costo-envio', { costoEnvio: 120.5 })).status).toBe(200);
    expect((await admin.post('/api/colaboraciones/bulk/estado', { ids: [id], estado: 'produccion' })).status).toBe(200);
    const later = await costoDe(id);
    expect(later.costoEnvio).toBe('80.00');
    expect(later.enviadaAt!.getTime()).toBe(sent.enviadaAt!.getTime());

    // Created directly in a shipped state: sent at creation, with the current setting.
    const direct = (await json<{ colaboracion: { id: string } }>(await admin.post('/api/colaboraciones', { titulo: 'Directa', producto: 'Jeans', estado: 'produccion' }))).colaboracion;
    expect((await costoDe(direct.id)).costoEnvio).toBe('120.50');
  });

  it('the backfill fills only sent collaborations whose shipping cost is unknown', async () => {
    const res = await admin.put('/api/resultados/costo-envio', { costoEnvio: 95, aplicarAnteriores: true });
    expect(res.status).toBe(200);
    // c4 ('Mom negro') is the world's only sent collaboration without a shipping cost.
    expect(await json(res)).toEqual({ costoEnvio: 95, actualizadas: 1 });
    const [mom] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.titulo, 'Mom negro'));
    expect(mom!.costoEnvio).toBe('95.00');
    const [libre] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.titulo, 'Sin enviar'));
    expect(libre!.costoEnvio).toBe('1.00');
  });

  it('refuses a negative cost or more than two decimals, in Spanish', async () => {
    const neg = await admin.put('/api/resultados/costo-envio', { costoEnvio: -1 });
    expect(neg.status).toBe(400);
    expect((await json<{ error: { message: string } }>(neg)).error.message).toBe('El costo de envío no puede ser negativo');
    const dec = await admin.put('/api/resultados/costo-envio', { costoEnvio: 1.234 });
    expect((await json<{ error: { message: string } }>(dec)).error.message).toBe('Usa como máximo dos decimales');
  });
});

describe('replacements sent for a problem (issue 29): counted per creator, product and month, their cost in the collaboration\'s', () => {
  it('counts sent ones (not one being made or refused), adds their cost, and an unknown one makes the whole unknown; the CSV says so', async () => {
    ctx.readCache.clear();
    const antes = await get();
    // c1 (Ana, 10 Oct) and c2 (Bea, 5 Nov).
    const [c1, c2] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.titulo, 'Wide leg azul')).orderBy(colaboraciones.enviadaAt);
    expect(c2!.colaboradoraId).toBe(ids.bea);
    const base = { tipo: 'talla' as const, medida: 'cintura' as const, sentido: 'chico' as const };
    // c1 (Ana): two replacements sent (one received, one she has ordered), and one the store refused.
    await ctx.db.insert(problemas).values([
      { ...base, colaboracionId: c1!.id, estado: 'resuelto', reemplazoEstado: 'recibido', costoUnitario: '410.00', costoEnvio: '90.00', costoMoneda: 'MXN' },
      { ...base, colaboracionId: c1!.id, estado: 'resuelto', reemplazoEstado: 'fallido', costoUnitario: '999.00', costoEnvio: '1.00', costoMoneda: 'MXN' },
      { ...base, colaboracionId: c1!.id, estado: 'reemplazo', reemplazoEstado: 'pedido', costoUnitario: '400.00', costoEnvio: '100.00', costoMoneda: 'MXN' },
    ]);
    // c2 (Bea): one being made (not sent yet: neither counted nor costed) then, once sent, without a known cost.
    const [creando] = await ctx.db
      .insert(problemas)
      .values({ ...base, colaboracionId: c2!.id, estado: 'reemplazo', reemplazoEstado: 'creando' })
      .returning();
    ctx.readCache.clear();
    const r1 = await get();
    expect(r1.totales.reemplazos).toBe(2);
    expect(r1.totales.costo).toBe(antes.totales.costo! + 1000);
    expect(r1.porProducto.find((f) => f.clave === 'P1')).toMatchObject({ reemplazos: 2, costo: 2000, sinCosto: 0 });
    expect(r1.porColaboradora.find((f) => f.clave === ids.ana)).toMatchObject({ reemplazos: 2 });
    expect(r1.porColaboradora.find((f) => f.clave === ids.bea)).toMatchObject({ reemplazos: 0 });
    expect(r1.porMes.find((f) => f.clave === '2026-10')).toMatchObject({ reemplazos: 2 });

    await ctx.db.update(problemas).set({ reemplazoEstado: 'borrador' }).where(eq(problemas.id, creando!.id));
    ctx.readCache.clear();
    const r2 = await get();
    expect(r2.totales.reemplazos).toBe(3);
    expect(r2.porColaboradora.find((f) => f.clave === ids.bea)).toMatchObject({ reemplazos: 1 });
    // c2's 500 is no longer known: P1 keeps c1's 1,000 and counts one left out.
    expect(r2.porProducto.find((f) => f.clave === 'P1')).toMatchObject({ reemplazos: 3, costo: 1500, sinCosto: 1 });
    expect(r2.totales.costo).toBe(antes.totales.costo! + 1000 - 500);

    const csv = new TextDecoder().decode(new Uint8Array(await (await admin.get(`/api/resultados/exportar?${RANGO}`)).arrayBuffer())).trimEnd().split('\r\n');
    expect(csv[1]).toBe('2026-10-10 06:00,Wide leg azul,Jeans,,Kosch,,,,Ana,Entregado,400,100,1500,MXN,4,2,2,1000');
    expect(csv.find((l) => l.startsWith('2026-11-05'))).toMatch(/,Costo no disponible,MXN,1,1,1,Costo no disponible$/);
  });
});
