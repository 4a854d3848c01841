import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transition } from '../../domain/transition';
import { colaboracionArchivos, colaboraciones, colaboradoras, entregas, envios, problemas, resultadosColaboraciones } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { agregados, aplicarCostoEnvio } from './resultados.queries';

/**
 * resultados_colaboraciones (decision 087) is kept by triggers on colaboraciones, colaboracion_archivos,
 * problemas and envios. After every kind of write those tables get, each row must equal a recount from
 * the base tables, written here the way the statements counted before the rollup: the month in Mexico
 * City, the product key, the cost parts, the files' counter row, the replacements sent (issue 29) and
 * whether a draft order waits on the store (decision 068).
 */
let ctx: TestContext;
const sistema = { userId: null, role: 'admin' as const };

/** Rows of the rollup that differ from the recount, and collaborations missing from it or extra in it. */
async function desacuerdos(): Promise<unknown[]> {
  const recuento = sql`
    SELECT col.id AS colaboracion_id, col.enviada_at,
      (date_trunc('month', col.enviada_at AT TIME ZONE 'America/Mexico_City'))::date AS mes,
      coalesce(col.shopify_product_id, col.titulo) AS producto_clave, col.titulo, col.colaboradora_id, col.marca, col.producto,
      CASE WHEN col.costo_unitario IS NOT NULL AND col.costo_envio IS NOT NULL THEN round((col.costo_unitario + col.costo_envio) * 100)::bigint END AS costo_centavos,
      col.costo_moneda,
      coalesce(ca.archivos, 0) AS archivos, coalesce(ca.utiles, 0) AS utiles,
      coalesce(r.n, 0) AS reemplazos,
      CASE WHEN r.n IS NULL THEN 0 WHEN r.monedas = 1 AND NOT r.sin_costo THEN r.centavos END AS reemplazos_centavos,
      CASE WHEN r.monedas = 1 AND NOT r.sin_costo THEN r.moneda END AS reemplazos_moneda,
      EXISTS (SELECT 1 FROM envios e WHERE e.colaboracion_id = col.id AND e.order_id IS NULL) AS espera_pedido
    FROM colaboraciones col
    LEFT JOIN colaboracion_archivos ca ON ca.colaboracion_id = col.id
    LEFT JOIN (
      SELECT p.colaboracion_id, count(*)::int AS n, round(sum(p.costo_unitario + p.costo_envio) * 100)::bigint AS centavos,
        count(DISTINCT p.costo_moneda)::int AS monedas, max(p.costo_moneda) AS moneda,
        bool_or(p.costo_unitario IS NULL OR p.costo_envio IS NULL OR p.costo_moneda IS NULL) AS sin_costo
      FROM problemas p WHERE p.reemplazo_estado IN ('borrador', 'pedido', 'recibido') GROUP BY p.colaboracion_id
    ) r ON r.colaboracion_id = col.id`;
  const guardadas = sql`
    SELECT colaboracion_id, enviada_at, mes, producto_clave, titulo, colaboradora_id, marca, producto, costo_centavos, costo_moneda,
      archivos, utiles, reemplazos, reemplazos_centavos, reemplazos_moneda, espera_pedido
    FROM resultados_colaboraciones`;
  const res = (await ctx.db.execute(sql`
    (SELECT 'falta o difiere' AS que, * FROM (${recuento} EXCEPT ${guardadas}) a)
    UNION ALL (SELECT 'sobra o difiere', * FROM (${guardadas} EXCEPT ${recuento}) b)`)) as unknown as { rows: unknown[] };
  return res.rows;
}

async function creadora(nombre: string) {
  const user = await ctx.loginAs('colaboradora', { name: nombre });
  const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  return row!.id;
}

async function colaboracion(v: { titulo: string; productId?: string; colaboradoraId: string; costoUnitario?: string | null; moneda?: string | null }) {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({
      titulo: v.titulo,
      producto: 'Jeans',
      marca: 'Kosch',
      estado: 'produccion',
      colaboradoraId: v.colaboradoraId,
      shopifyProductId: v.productId ?? null,
      costoUnitario: v.costoUnitario === undefined ? '400.00' : v.costoUnitario,
      costoMoneda: v.moneda === undefined ? 'MXN' : v.moneda,
    })
    .returning({ id: colaboraciones.id });
  return row!.id;
}

let n = 0;
async function archivo(colaboracionId: string) {
  n += 1;
  const [row] = await ctx.db
    .insert(entregas)
    .values({ colaboracionId, tipoContenido: 'imagen', estado: 'enviado', feedbackStatus: 'bueno', fileKey: `${colaboracionId}/${n}.jpg` })
    .returning({ id: entregas.id });
  return row!.id;
}

async function reemplazo(colaboracionId: string, v: { costoUnitario: string | null; costoEnvio: string | null; moneda: string | null }) {
  const [row] = await ctx.db
    .insert(problemas)
    .values({ colaboracionId, tipo: 'no_llego', estado: 'abierto' })
    .returning({ id: problemas.id });
  // What resolverProblema writes when staff choose a replacement: the draft is being made, then made.
  await ctx.db.update(problemas).set({ estado: 'reemplazo', reemplazoEstado: 'creando' }).where(eq(problemas.id, row!.id));
  await ctx.db
    .update(problemas)
    .set({ reemplazoEstado: 'borrador', draftOrderId: `gid://shopify/DraftOrder/${row!.id}`, costoUnitario: v.costoUnitario, costoEnvio: v.costoEnvio, costoMoneda: v.moneda })
    .where(eq(problemas.id, row!.id));
  // Closed, so the collaboration can have another (one open problem at a time); the replacement stays sent.
  await ctx.db.update(problemas).set({ estado: 'resuelto', resueltoAt: new Date() }).where(eq(problemas.id, row!.id));
  return row!.id;
}

const enviar = (id: string) => transition(ctx.db, { colaboracionId: id, actor: sistema, name: 'override', to: 'logistica' });

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('resultados_colaboraciones: one row per collaboration, kept by the database', () => {
  it('equals a recount from the base tables after every kind of write the four tables get', async () => {
    // One active collaboration per creator (colaboraciones_one_active_per_creator): three creators.
    const ana = await creadora('Ana');
    const bea = await creadora('Bea');
    const eva = await creadora('Eva');
    const a = await colaboracion({ titulo: 'Wide leg azul', productId: 'P1', colaboradoraId: ana });
    const b = await colaboracion({ titulo: 'Mom negro', colaboradoraId: eva, costoUnitario: null, moneda: null });
    const c = await colaboracion({ titulo: 'Bolsa', productId: 'P3', colaboradoraId: bea, moneda: 'USD' });
    expect(await desacuerdos()).toEqual([]);
    const [nuevo] = await ctx.db.select().from(resultadosColaboraciones).where(eq(resultadosColaboraciones.colaboracionId, a));
    expect(nuevo).toMatchObject({ enviadaAt: null, costoCentavos: null, archivos: 0, reemplazos: 0, esperaPedido: false });

    // Her draft order exists and the store has not completed it: she waits on the store.
    await ctx.db.insert(envios).values({ colaboracionId: a, draftOrderId: 'gid://shopify/DraftOrder/1' });
    expect(await desacuerdos()).toEqual([]);

    // Sent (the transition sets enviada_at), then the shipping cost backfilled on those without one.
    for (const id of [a, b, c]) await enviar(id);
    expect(await desacuerdos()).toEqual([]);
    expect(await aplicarCostoEnvio(ctx.db, '99.50')).toBe(3);
    expect(await desacuerdos()).toEqual([]);
    const [enviado] = await ctx.db.select().from(resultadosColaboraciones).where(eq(resultadosColaboraciones.colaboracionId, a));
    expect(enviado).toMatchObject({ costoCentavos: 49_950, costoMoneda: 'MXN', esperaPedido: true });
    expect(enviado!.mes).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' }).format(enviado!.enviadaAt!) + '-01');

    // The envío gets its store order: no longer waiting.
    await ctx.db.update(envios).set({ orderId: 'gid://shopify/Order/1', orderName: '#1001' }).where(eq(envios.colaboracionId, a));
    expect(await desacuerdos()).toEqual([]);
    // A tracking update of the envío does not touch the row (and needs not to).
    await ctx.db.update(envios).set({ trackingNumber: 'X1' }).where(eq(envios.colaboracionId, a));

    // Files uploaded, rated, discarded, deleted (the counter row's triggers, decision 055).
    const f1 = await archivo(a);
    const f2 = await archivo(a);
    await archivo(b);
    await ctx.db.update(entregas).set({ estado: 'aprobado', feedbackStatus: 'excelente' }).where(eq(entregas.id, f1));
    await ctx.db.update(entregas).set({ estado: 'aprobado', feedbackStatus: 'descartado' }).where(eq(entregas.id, f2));
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.delete(entregas).where(eq(entregas.id, f2));
    await ctx.db.update(entregas).set({ colaboracionId: b }).where(eq(entregas.id, f1)); // a file moved
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.delete(colaboracionArchivos).where(eq(colaboracionArchivos.colaboracionId, b));
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.insert(colaboracionArchivos).values({ colaboracionId: b, archivos: 2, utiles: 1 });
    expect(await desacuerdos()).toEqual([]);

    // Replacements: drafted, ordered, received, cancelled; one of unknown cost, one in another currency.
    const r1 = await reemplazo(a, { costoUnitario: '400.00', costoEnvio: '99.50', moneda: 'MXN' });
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.update(problemas).set({ reemplazoEstado: 'pedido', orderId: 'gid://shopify/Order/2', orderAt: new Date() }).where(eq(problemas.id, r1));
    await ctx.db.update(problemas).set({ reemplazoEstado: 'recibido', recibidoAt: new Date(), estado: 'resuelto' }).where(eq(problemas.id, r1));
    expect(await desacuerdos()).toEqual([]);
    const r2 = await reemplazo(a, { costoUnitario: null, costoEnvio: '99.50', moneda: 'MXN' });
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.update(problemas).set({ reemplazoEstado: 'fallido' }).where(eq(problemas.id, r2)); // cancelled: no longer sent
    expect(await desacuerdos()).toEqual([]);
    const r3 = await reemplazo(b, { costoUnitario: '10.00', costoEnvio: '5.00', moneda: 'USD' });
    await reemplazo(b, { costoUnitario: '300.00', costoEnvio: '5.00', moneda: 'MXN' }); // two currencies
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.update(problemas).set({ colaboracionId: c }).where(eq(problemas.id, r3)); // moved to another collaboration
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.update(problemas).set({ costoUnitario: '12.00' }).where(eq(problemas.id, r3));
    await ctx.db.delete(problemas).where(eq(problemas.id, r2));
    expect(await desacuerdos()).toEqual([]);
    const [conReemplazo] = await ctx.db.select().from(resultadosColaboraciones).where(eq(resultadosColaboraciones.colaboracionId, a));
    expect(conReemplazo).toMatchObject({ reemplazos: 1, reemplazosCentavos: 49_950, reemplazosMoneda: 'MXN' });

    // Reassigned, re-titled (the store's product sync), its product unlinked, its costs changed, moved in time.
    await ctx.db.update(colaboraciones).set({ estado: 'entregado' }).where(eq(colaboraciones.id, c)); // Bea is free again
    await ctx.db.update(colaboraciones).set({ colaboradoraId: bea }).where(eq(colaboraciones.id, a));
    await ctx.db.update(colaboraciones).set({ titulo: 'Wide leg azul (2027)' }).where(eq(colaboraciones.id, a));
    await ctx.db.update(colaboraciones).set({ shopifyProductId: null, titulo: 'Mom negro clásico' }).where(eq(colaboraciones.id, b));
    await ctx.db.update(colaboraciones).set({ costoUnitario: '250.25', costoMoneda: 'MXN' }).where(eq(colaboraciones.id, b));
    await ctx.db.update(colaboraciones).set({ enviadaAt: new Date('2026-01-01T05:59:59Z') }).where(eq(colaboraciones.id, c)); // 31 Dec in Mexico City
    await ctx.db.update(colaboraciones).set({ marca: 'Balam' }).where(eq(colaboraciones.id, c));
    expect(await desacuerdos()).toEqual([]);

    // The envío deleted, and one made for another collaboration and moved.
    await ctx.db.delete(envios).where(eq(envios.colaboracionId, a));
    await ctx.db.insert(envios).values({ colaboracionId: b, draftOrderId: 'gid://shopify/DraftOrder/2' });
    expect(await desacuerdos()).toEqual([]);
    await ctx.db.update(envios).set({ colaboracionId: c }).where(eq(envios.colaboracionId, b));
    expect(await desacuerdos()).toEqual([]);

    // Deleted: its row, files and replacements go with it.
    await ctx.db.delete(colaboraciones).where(eq(colaboraciones.id, c));
    expect(await desacuerdos()).toEqual([]);
    expect(await ctx.db.select().from(resultadosColaboraciones).where(eq(resultadosColaboraciones.colaboracionId, c))).toEqual([]);
  });

  it('decides the currency at read time: the same rows cost in the store currency they were bought in', async () => {
    const cami = await creadora('Cami');
    const d = await colaboracion({ titulo: 'Falda', productId: 'PD', colaboradoraId: cami, costoUnitario: '20.00', moneda: 'USD' });
    await enviar(d);
    await ctx.db.update(colaboraciones).set({ costoEnvio: '5.00' }).where(eq(colaboraciones.id, d));
    await reemplazo(d, { costoUnitario: '20.00', costoEnvio: '5.00', moneda: 'USD' });
    const v = { desde: new Date(Date.now() - 86_400_000), hasta: new Date(Date.now() + 86_400_000) };
    const suya = (moneda: string) => agregados(ctx.db, v, { colaboradoraId: cami }, moneda, 10).then((rows) => rows.find((r) => r.grupo === 'total'));
    expect(await suya('USD')).toMatchObject({ colaboraciones: 1, sin_costo: 0, costo: '50.00', reemplazos: 1 });
    expect(await suya('MXN')).toMatchObject({ colaboraciones: 1, sin_costo: 1, costo: null, reemplazos: 1 });
    expect(await desacuerdos()).toEqual([]);
  });
});
