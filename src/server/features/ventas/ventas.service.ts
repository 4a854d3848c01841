import { and, desc, eq, sql } from 'drizzle-orm';
import { fechaMexico, inicioDiaMexico, diaSiguiente } from '../../../shared/mexico-time';
import { RESULTADOS_MAX_FILAS, rangoError, type ResultadosQuery } from '../../../shared/schemas/resultados';
import {
  enlaceCodigo,
  type Codigo,
  type CodigoAccion,
  type CodigoStaff,
  type Comisiones,
  type DatosPago,
  type DatosPagoInput,
  type Ganancias,
  type MisVentas,
  type Pago,
  type PagoInput,
  type ProgramaVentas,
  type ProgramaVentasInput,
  type VentaEstado,
  type VentasColaboradoras,
  type VentasResultados,
} from '../../../shared/schemas/ventas';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { colaboradoras, ventaPagoComisiones, ventasCodigos, ventasDatosPago, ventasPagos } from '../../db/schema';
import { csvResponse, mexicoCityDate, type CsvColumn } from '../../http/csv-stream';
import type { ServiceContext } from '../../http/service-context';
import { creatorIdOf } from '../../http/service-context';
import { openStoreClient } from '../../shopify/connection';
import { ShopifyError } from '../../shopify/errors';
import { storedCurrency } from '../../shopify/currency';
import { avisarPago } from '../../ventas/avisos';
import { cambiarEnTienda, pedirCodigo, pedirCodigosPendientes } from '../../ventas/codigos';
import { listarFugas } from '../../ventas/fugas';
import { verificarTienda } from '../../ventas/permisos';
import { bpAPorcentaje, estadoTiendaDesde, guardarPrograma, leerEstadoTienda, leerPrograma, programaDesde, programaRespuesta } from '../../ventas/programa';
import { ganancias, misVentas, resultadosVentasJson, ventasPorColaboradora, type GananciaRow } from './ventas.queries';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'logger'>;
const n = (s: string | null | undefined): number => (s == null ? 0 : Number(s));

// ---------------------------------------------------------------------------------------------
// Programa de ventas
// ---------------------------------------------------------------------------------------------

export function getPrograma({ db }: Pick<ServiceContext, 'db'>): Promise<ProgramaVentas> {
  return programaRespuesta(db);
}

export async function putPrograma(ctx: ServiceContext, input: ProgramaVentasInput): Promise<ProgramaVentas> {
  await guardarPrograma(ctx.db, input, ctx.actor.userId);
  // What the store allows for what is now switched on; a store that does not answer leaves the last check.
  const client = await openStoreClient(ctx).catch(() => null);
  if (client) await verificarTienda(ctx.db, client).catch((err: unknown) => ctx.logger.warn({ err }, 'store scope check failed'));
  if (input.activo) await pedirCodigosPendientes(ctx.db);
  return programaRespuesta(ctx.db);
}

// ---------------------------------------------------------------------------------------------
// Her code
// ---------------------------------------------------------------------------------------------

type CodigoRow = typeof ventasCodigos.$inferSelect;

function codigoDto(r: Pick<CodigoRow, 'id' | 'codigo' | 'estado' | 'descuentoPorcentaje' | 'error' | 'createdAt'>, tiendaUrl: string | null | undefined): Codigo {
  return {
    id: r.id,
    codigo: r.codigo,
    estado: r.estado,
    descuentoPorcentaje: r.descuentoPorcentaje,
    enlace: r.codigo && tiendaUrl && r.estado !== 'creando' ? enlaceCodigo(tiendaUrl, r.codigo) : null,
    error: r.error,
    creadoAt: r.createdAt.toISOString(),
  };
}

const esActual = (r: CodigoRow) => r.estado !== 'reemplazado' && r.estado !== 'error';

export async function getCodigoStaff({ db }: Pick<ServiceContext, 'db'>, colaboradoraId: string): Promise<CodigoStaff> {
  const [c] = await db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId));
  if (!c) throw new AppError('COLABORADORA_NOT_FOUND');
  const [rows, programa, tienda] = await Promise.all([
    db.select().from(ventasCodigos).where(eq(ventasCodigos.colaboradoraId, colaboradoraId)).orderBy(desc(ventasCodigos.createdAt)),
    leerPrograma(db),
    leerEstadoTienda(db),
  ]);
  const actual = rows.find(esActual) ?? null;
  return {
    colaboradoraId,
    codigo: actual ? codigoDto(actual, tienda.tiendaUrl) : null,
    anteriores: rows.filter((r) => r !== actual).map((r) => codigoDto(r, tienda.tiendaUrl)),
    programaActivo: programa.activo,
    codigosPausados: tienda.codigosPausados,
  };
}

function deTienda(err: unknown): never {
  if (err instanceof ShopifyError) {
    if (err.code === 'STORE_SCOPE') throw new AppError('STORE_SCOPE_DISCOUNTS');
    if (err.kind === 'auth') throw new AppError('STORE_AUTH', 400, err.message);
    if (err.kind === 'user') throw new AppError('STORE_USER_ERROR', 422, err.message);
    throw new AppError(err.code, 502, err.message);
  }
  throw err;
}

async function puedeCrear(db: Db): Promise<void> {
  if (!(await leerPrograma(db)).activo) throw new AppError('PROGRAMA_VENTAS_INACTIVO');
  if ((await leerEstadoTienda(db)).codigosPausados) throw new AppError('CODIGOS_PAUSADOS');
}

/**
 * Changes the state here first, then in the store (reverting here if the store refuses): the store's own
 * discounts/update for our change then finds the state it announces, and is not taken for someone's edit.
 */
async function cambiarEstado(ctx: Ctx, row: CodigoRow, a: 'activo' | 'inactivo' | 'reemplazado'): Promise<void> {
  const [hecho] = await ctx.db
    .update(ventasCodigos)
    .set({ estado: a })
    .where(and(eq(ventasCodigos.id, row.id), eq(ventasCodigos.estado, row.estado)))
    .returning({ id: ventasCodigos.id });
  if (!hecho) throw new AppError('CODIGO_ESTADO');
  const tocarTienda = row.discountId && (a !== 'reemplazado' || row.estado === 'activo');
  if (!tocarTienda) return;
  try {
    const client = await openStoreClient(ctx);
    if (!client) throw new AppError('STORE_NOT_CONFIGURED');
    await cambiarEnTienda(client, row.discountId!, a === 'activo');
  } catch (err) {
    await ctx.db.update(ventasCodigos).set({ estado: row.estado }).where(and(eq(ventasCodigos.id, row.id), eq(ventasCodigos.estado, a)));
    deTienda(err);
  }
}

export async function accionCodigo(ctx: ServiceContext, colaboradoraId: string, accion: CodigoAccion): Promise<CodigoStaff> {
  const { db } = ctx;
  const actual = (await getCodigoStaff(ctx, colaboradoraId)).codigo;
  const [row] = actual ? await db.select().from(ventasCodigos).where(eq(ventasCodigos.id, actual.id)) : [];
  switch (accion) {
    case 'crear': {
      if (row) {
        if (row.estado === 'creando') throw new AppError('CODIGO_EN_PROCESO');
        break; // She has one: asking again changes nothing.
      }
      await puedeCrear(db);
      await db.transaction((tx) => pedirCodigo(tx, colaboradoraId));
      break;
    }
    case 'desactivar': {
      if (!row) throw new AppError('CODIGO_NOT_FOUND');
      if (row.estado === 'inactivo') break;
      if (row.estado !== 'activo') throw new AppError(row.estado === 'creando' ? 'CODIGO_EN_PROCESO' : 'CODIGO_ESTADO');
      await cambiarEstado(ctx, row, 'inactivo');
      break;
    }
    case 'reactivar': {
      if (!row) throw new AppError('CODIGO_NOT_FOUND');
      if (row.estado === 'activo') break;
      if (row.estado === 'eliminado_en_tienda' || row.estado === 'cambiado_en_tienda') throw new AppError('CODIGO_CAMBIADO_EN_TIENDA');
      if (row.estado !== 'inactivo') throw new AppError(row.estado === 'creando' ? 'CODIGO_EN_PROCESO' : 'CODIGO_ESTADO');
      await cambiarEstado(ctx, row, 'activo');
      break;
    }
    case 'regenerar': {
      await puedeCrear(db);
      if (row?.estado === 'creando') throw new AppError('CODIGO_EN_PROCESO');
      // The old one is deactivated in the store first: two live codes of hers never coexist.
      if (row) await cambiarEstado(ctx, row, 'reemplazado');
      await db.transaction((tx) => pedirCodigo(tx, colaboradoraId));
      break;
    }
  }
  return getCodigoStaff(ctx, colaboradoraId);
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

const pad = (x: number) => String(x).padStart(2, '0');
function mesActual(now = new Date()): { desde: string; hasta: string } {
  const [y, m] = fechaMexico(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { desde: `${y}-${pad(m)}-01`, hasta: `${y}-${pad(m)}-${pad(last)}` };
}
function ventanaDe(desde: string, hasta: string) {
  return { desde: inicioDiaMexico(desde), hasta: inicioDiaMexico(diaSiguiente(hasta)) };
}
function rangoDe(q: ResultadosQuery) {
  const mes = mesActual();
  const r = { desde: q.desde ?? mes.desde, hasta: q.hasta ?? mes.hasta };
  const error = rangoError(r.desde, r.hasta);
  if (error) throw new AppError('VALIDATION', 400, error);
  return r;
}

async function monedaTienda(db: Db): Promise<string> {
  return (await storedCurrency(db)) ?? 'MXN';
}

/**
 * The sales Resultados body, as JSON text (decision 088): PostgreSQL shapes every object
 * (resultadosVentasJson); here only the creators are sorted — by revenue, then by name as Spanish sorts
 * it — and the parts spliced into the body, so nothing is parsed and serialised again.
 */
export async function getVentasResultadosJson({ db }: Pick<ServiceContext, 'db'>, query: ResultadosQuery): Promise<string> {
  const rango = rangoDe(query);
  const v = ventanaDe(rango.desde, rango.hasta);
  const moneda = await monedaTienda(db);
  const r = await resultadosVentasJson(db, v, moneda, RESULTADOS_MAX_FILAS, query.colaboradoraId);
  const colaboradoras = r.porColaboradora.sort((a, b) => b.ingreso - a.ingreso || a.nombre.localeCompare(b.nombre, 'es'));
  return `{"desde":${JSON.stringify(rango.desde)},"hasta":${JSON.stringify(rango.hasta)},"totales":${r.totales},"porColaboradora":[${colaboradoras
    .map((c) => c.json)
    .join(',')}],"porProducto":${r.porProducto},"porMes":${r.porMes}}`;
}

export async function getVentasResultados(ctx: Pick<ServiceContext, 'db'>, query: ResultadosQuery): Promise<VentasResultados> {
  return JSON.parse(await getVentasResultadosJson(ctx, query)) as VentasResultados;
}

const pesosCsv = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2));

export async function exportarVentasResultados(ctx: Pick<ServiceContext, 'db' | 'logger'>, query: ResultadosQuery): Promise<Response> {
  const r = await getVentasResultados(ctx, query);
  type Fila = VentasResultados['porColaboradora'][number];
  const columns: CsvColumn<Fila>[] = [
    { header: 'Creadora', value: (f) => f.nombre },
    { header: 'Moneda', value: (f) => f.moneda },
    { header: 'Pedidos', value: (f) => f.pedidos },
    { header: 'Ventas', value: (f) => pesosCsv(f.ingresoCents) },
    { header: 'Ticket promedio', value: (f) => pesosCsv(f.ticketPromedioCents) },
    { header: 'Descuento otorgado', value: (f) => pesosCsv(f.descuentoCents) },
    { header: 'Costo de sus colaboraciones', value: (f) => pesosCsv(f.costoCents) },
    { header: 'Retorno', value: (f) => (f.retorno == null ? '' : f.retorno.toFixed(2)) },
    { header: 'Costo por archivo útil', value: (f) => pesosCsv(f.costoPorArchivoUtilCents) },
  ];
  return csvResponse({
    filename: `ventas_${r.desde}_a_${r.hasta}_${mexicoCityDate()}.csv`,
    columns,
    rows: (async function* () {
      yield* r.porColaboradora;
    })(),
    logger: ctx.logger,
  });
}

export async function getVentasColaboradoras({ db }: Pick<ServiceContext, 'db'>): Promise<VentasColaboradoras> {
  const rows = await ventasPorColaboradora(db);
  return { filas: rows.map((r) => ({ colaboradoraId: r.colaboradora_id, moneda: r.moneda, pedidos: r.pedidos, ingresoCents: n(r.ingreso) })) };
}

// ---------------------------------------------------------------------------------------------
// Earnings and payouts
// ---------------------------------------------------------------------------------------------

/** Staff's rows carry the sums as text, hers (one statement's JSON) as numbers: the same cents either way. */
function gananciaDto(r: Pick<GananciaRow, 'moneda'> & Record<'pendiente' | 'disponible' | 'pagada', string | number>): Ganancias {
  const disponible = Number(r.disponible);
  return { moneda: r.moneda, pendienteCents: Number(r.pendiente), disponibleCents: disponible, pagadaCents: Number(r.pagada), saldoNegativo: disponible < 0 };
}

export async function getComisiones({ db }: Pick<ServiceContext, 'db'>, now = new Date()): Promise<Comisiones> {
  const rows = await ganancias(db, now);
  const nombres = await db.execute(sql`
    SELECT c.id::text AS id, trim(c.nombre || ' ' || coalesce(c.apellidos, '')) AS nombre, d.clabe, d.titular
    FROM colaboradoras c LEFT JOIN ventas_datos_pago d ON d.colaboradora_id = c.id
    WHERE c.id IN (SELECT DISTINCT colaboradora_id FROM venta_comisiones WHERE colaboradora_id IS NOT NULL)`);
  const porId = new Map((nombres as unknown as { rows: { id: string; nombre: string; clabe: string | null; titular: string | null }[] }).rows.map((r) => [r.id, r]));
  return {
    filas: rows
      .map((r) => {
        const c = r.colaboradora_id ? porId.get(r.colaboradora_id) : undefined;
        return { colaboradoraId: r.colaboradora_id, nombre: c?.nombre ?? 'Colaboradora eliminada', ...gananciaDto(r), clabe: c?.clabe ?? null, titular: c?.titular ?? null };
      })
      .sort((a, b) => b.disponibleCents - a.disponibleCents || a.nombre.localeCompare(b.nombre, 'es')),
  };
}

export async function exportarPagables(ctx: Pick<ServiceContext, 'db' | 'logger'>): Promise<Response> {
  const { filas } = await getComisiones(ctx);
  type Fila = Comisiones['filas'][number];
  const columns: CsvColumn<Fila>[] = [
    { header: 'Creadora', value: (f) => f.nombre },
    { header: 'Titular', value: (f) => f.titular },
    // The 18 digits as they are (what a bank's bulk-transfer upload reads); open it as text in a spreadsheet.
    { header: 'CLABE', value: (f) => f.clabe ?? 'Sin CLABE' },
    { header: 'Moneda', value: (f) => f.moneda },
    { header: 'Disponible', value: (f) => pesosCsv(f.disponibleCents) },
    { header: 'Pendiente', value: (f) => pesosCsv(f.pendienteCents) },
    { header: 'Pagado', value: (f) => pesosCsv(f.pagadaCents) },
  ];
  return csvResponse({
    filename: `comisiones_por_pagar_${mexicoCityDate()}.csv`,
    columns,
    rows: (async function* () {
      yield* filas.filter((f) => f.disponibleCents > 0 && f.colaboradoraId);
    })(),
    logger: ctx.logger,
  });
}

type PagoRow = typeof ventasPagos.$inferSelect;
const pagoDto = (p: PagoRow, movimientos: number): Pago => ({
  id: p.id,
  colaboradoraId: p.colaboradoraId,
  moneda: p.moneda,
  montoCents: p.montoCents,
  fecha: p.fecha,
  referencia: p.referencia,
  movimientos,
  creadoAt: p.createdAt.toISOString(),
});

/**
 * A payout covers everything disponible for her in that currency now, and must equal it: the screen sends
 * the figure it showed, so a sale that became payable meanwhile is never marked paid unseen. The rows it
 * covers are linked in the same transaction; a row covered twice breaks the unique key and nothing is saved.
 */
export async function registrarPago(ctx: ServiceContext, input: PagoInput, now = new Date()): Promise<Pago> {
  const { db } = ctx;
  const [c] = await db.select({ nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos }).from(colaboradoras).where(eq(colaboradoras.id, input.colaboradoraId));
  if (!c) throw new AppError('COLABORADORA_NOT_FOUND');
  try {
    const { pago, cubiertas } = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pago:${input.colaboradoraId}`}, 0))`);
      const filas = (await tx.execute(sql`
        SELECT vc.id::text AS id, vc.importe_cents::text AS importe
        FROM venta_comisiones vc LEFT JOIN venta_pago_comisiones pc ON pc.comision_id = vc.id
        WHERE vc.colaboradora_id = ${input.colaboradoraId}::uuid AND vc.moneda = ${input.moneda}
          AND pc.comision_id IS NULL AND vc.disponible_at <= ${now.toISOString()}::timestamptz`)) as unknown as { rows: { id: string; importe: string }[] };
      const total = filas.rows.reduce((s, f) => s + n(f.importe), 0);
      if (filas.rows.length === 0 || total <= 0) throw new AppError('NADA_POR_PAGAR');
      if (total !== input.montoCents) throw new AppError('PAGO_NO_COINCIDE');
      const [pago] = await tx
        .insert(ventasPagos)
        .values({
          colaboradoraId: input.colaboradoraId,
          colaboradoraNombre: [c.nombre, c.apellidos].filter(Boolean).join(' '),
          moneda: input.moneda,
          montoCents: input.montoCents,
          fecha: input.fecha,
          referencia: input.referencia,
          registradoPor: ctx.actor.userId,
        })
        .returning();
      await tx.insert(ventaPagoComisiones).values(filas.rows.map((f) => ({ pagoId: pago!.id, comisionId: f.id })));
      await avisarPago(tx, input.colaboradoraId, pago!);
      return { pago: pago!, cubiertas: filas.rows.length };
    });
    return pagoDto(pago, cubiertas);
  } catch (err) {
    if (isUniqueViolation(err, 'ventas_pagos_referencia_idx')) throw new AppError('PAGO_DUPLICADO');
    throw err;
  }
}

export async function getPagos({ db }: Pick<ServiceContext, 'db'>, colaboradoraId?: string): Promise<{ pagos: Pago[] }> {
  const rows = await db
    .select({ p: ventasPagos, movimientos: sql<number>`(SELECT count(*)::int FROM venta_pago_comisiones pc WHERE pc.pago_id = ${ventasPagos.id})` })
    .from(ventasPagos)
    .where(colaboradoraId ? eq(ventasPagos.colaboradoraId, colaboradoraId) : undefined)
    .orderBy(desc(ventasPagos.createdAt))
    .limit(200);
  return { pagos: rows.map((r) => pagoDto(r.p, Number(r.movimientos))) };
}

// ---------------------------------------------------------------------------------------------
// Her own: Mis ventas and her payout details
// ---------------------------------------------------------------------------------------------

function estadoVenta(r: { pagada: boolean; cancelada: boolean; reembolsos: number; subtotal: number }): VentaEstado {
  if (r.cancelada) return 'cancelada';
  if (!r.pagada) return 'pendiente_pago';
  if (r.reembolsos === 0) return 'pagada';
  return -r.reembolsos >= r.subtotal ? 'reembolsada' : 'reembolso_parcial';
}

export async function getMisVentas(ctx: ServiceContext, now = new Date()): Promise<MisVentas> {
  // One statement (decision 088): one round trip and one snapshot for her whole screen, where eight
  // statements one after another in a transaction (decision 083) made her p99 the sum of eight waits.
  const r = await misVentas(ctx.db, creatorIdOf(ctx.actor), now, 100);
  const programa = programaDesde(r.programa);
  const tienda = estadoTiendaDesde(r.tienda);
  const c = r.codigo;
  return {
    programaActivo: programa.activo,
    codigo: c
      ? codigoDto(
          { id: c.id, codigo: c.codigo, estado: c.estado as CodigoRow['estado'], descuentoPorcentaje: c.descuento_porcentaje, error: c.error, createdAt: new Date(c.created_at) },
          tienda.tiendaUrl,
        )
      : null,
    comisionPorcentaje: bpAPorcentaje(programa.comisionBp),
    diasRetencion: programa.diasRetencion,
    porMes: r.meses.map((m) => ({ mes: m.mes, moneda: m.moneda, pedidos: m.pedidos, ingresoCents: Number(m.ingreso) })),
    ventas: r.ventas.map((v) => ({
      id: v.id,
      pedido: v.order_name,
      fecha: new Date(v.ocurrida_at).toISOString(),
      moneda: v.moneda,
      subtotalCents: Number(v.subtotal_cents),
      descuentoCents: Number(v.descuento_cents),
      netoCents: Number(v.neto),
      ciudad: v.ciudad,
      estado: estadoVenta({ pagada: v.pagada, cancelada: v.cancelada, reembolsos: Number(v.reembolsos), subtotal: Number(v.subtotal_cents) }),
      comisionCents: v.comision == null ? null : Number(v.comision),
      productos: v.productos.map((p) => ({ titulo: p.titulo, cantidad: p.cantidad, importeCents: Number(p.importe), sembrado: p.sembrado })),
    })),
    ganancias: r.ganancias.map(gananciaDto),
    pagos: r.pagos.map((p) => ({ id: p.id, moneda: p.moneda, montoCents: Number(p.monto_cents), fecha: p.fecha, referencia: p.referencia, creadoAt: new Date(p.created_at).toISOString() })),
    datosPago: { clabe: r.datos?.clabe ?? null, titular: r.datos?.titular ?? null },
  };
}

export async function getDatosPago(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<DatosPago> {
  const [d] = await ctx.db.select().from(ventasDatosPago).where(eq(ventasDatosPago.colaboradoraId, creatorIdOf(ctx.actor)));
  return { clabe: d?.clabe ?? null, titular: d?.titular ?? null };
}

export async function putDatosPago(ctx: Pick<ServiceContext, 'db' | 'actor'>, input: DatosPagoInput): Promise<DatosPago> {
  const colaboradoraId = creatorIdOf(ctx.actor);
  await ctx.db
    .insert(ventasDatosPago)
    .values({ colaboradoraId, clabe: input.clabe, titular: input.titular })
    .onConflictDoUpdate({ target: ventasDatosPago.colaboradoraId, set: { clabe: input.clabe, titular: input.titular, updatedAt: new Date() } });
  return getDatosPago(ctx);
}

export function getFugas({ db }: Pick<ServiceContext, 'db'>) {
  return listarFugas(db);
}

