import {
  RESULTADOS_MAX_FILAS,
  rangoError,
  type CostoEnvioInput,
  type CostoEnvioResponse,
  type FilaResultados,
  type ResultadosMes,
  type ResultadosOpciones,
  type ResultadosQuery,
  type ResultadosResponse,
} from '../../../shared/schemas/resultados';
import { ESTADO_BADGES, isEstado } from '../../../shared/domain/estado';
import { AppError } from '../../app-error';
import { readSetting, SETTING_KEYS, writeSetting } from '../../db/app-settings';
import type { Db } from '../../db/client';
import { csvResponse, keysetRows, mexicoCityDate, type CsvColumn } from '../../http/csv-stream';
import type { ServiceContext } from '../../http/service-context';
import { storedCurrency } from '../../shopify/currency';
import { agregados, aplicarCostoEnvio, opciones, paginaExport, type ExportRow, type Filtros, type GrupoRow, type Ventana } from './resultados.queries';
import { diaSiguiente, fechaMexico, inicioDiaMexico } from '../../../shared/mexico-time';

/**
 * Used only when no store ever told us its currency (none connected yet, every item hand-made): the
 * brand sells in Mexico. Costs recorded in another currency are then left out, and say so.
 */
const MONEDA_POR_OMISION = 'MXN';
const SIN_COLABORADORA = 'Sin colaboradora';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today in Mexico City as [year, month (1-12), day]. */
function hoyMexico(now: Date): [number, number, number] {
  return fechaMexico(now).split('-').map(Number) as [number, number, number];
}

function ultimoDia(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The current month in Mexico City, first and last day. */
export function mesActual(now = new Date()): { desde: string; hasta: string } {
  const [y, m] = hoyMexico(now);
  return { desde: ymd(y, m, 1), hasta: ymd(y, m, ultimoDia(y, m)) };
}

/** Days (Mexico City) as instants: from desde's midnight to the midnight after hasta. */
export function ventanaDe(desde: string, hasta: string): Ventana {
  return { desde: inicioDiaMexico(desde), hasta: inicioDiaMexico(diaSiguiente(hasta)) };
}

function rangoDe(query: ResultadosQuery): { desde: string; hasta: string } {
  const mes = mesActual();
  const rango = { desde: query.desde ?? mes.desde, hasta: query.hasta ?? mes.hasta };
  // The schema checks a pair; a single date against the default of the other is checked here.
  const error = rangoError(rango.desde, rango.hasta);
  if (error) throw new AppError('VALIDATION', 400, error);
  return rango;
}

const filtrosDe = (q: ResultadosQuery): Filtros => ({ marca: q.marca, producto: q.producto, colaboradoraId: q.colaboradoraId });

export async function monedaTienda(db: Db): Promise<string> {
  return (await storedCurrency(db)) ?? MONEDA_POR_OMISION;
}

async function costoEnvioPedido(db: Db): Promise<number | null> {
  const value = await readSetting(db, SETTING_KEYS.costoEnvioPedido);
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function fila(row: GrupoRow | undefined, clave: string, nombre: string): FilaResultados {
  if (!row) return { clave, nombre, colaboraciones: 0, sinCosto: 0, costo: null, archivos: 0, utiles: 0, utilesConCosto: 0, costoPorUtil: null, reemplazos: 0 };
  const costo = row.costo === null ? null : round2(Number(row.costo));
  return {
    clave,
    nombre,
    colaboraciones: row.colaboraciones,
    sinCosto: row.sin_costo,
    costo,
    archivos: row.archivos,
    utiles: row.utiles,
    utilesConCosto: row.utiles_con_costo,
    costoPorUtil: costo !== null && row.utiles_con_costo > 0 ? round2(costo / row.utiles_con_costo) : null,
    reemplazos: row.reemplazos,
  };
}

const masUtiles = (a: FilaResultados, b: FilaResultados) => b.utiles - a.utiles || b.colaboraciones - a.colaboraciones || a.nombre.localeCompare(b.nombre, 'es-MX');

/** The groups past the list, as one row: the total less the listed ones (every figure but the ratio adds up). */
function otros(total: GrupoRow | undefined, listed: GrupoRow[], grupos: number, nombre: string): FilaResultados | null {
  if (!total || listed.length >= grupos) return null;
  const resta = (k: 'colaboraciones' | 'sin_costo' | 'archivos' | 'utiles' | 'utiles_con_costo' | 'reemplazos') => total[k] - listed.reduce((n, r) => n + r[k], 0);
  const costoListado = listed.reduce((n, r) => n + (r.costo === null ? 0 : Number(r.costo)), 0);
  const colaboraciones = resta('colaboraciones');
  const sinCosto = resta('sin_costo');
  return fila(
    {
      grupo: 'total',
      clave: 'otros',
      nombre,
      colaboraciones,
      sin_costo: sinCosto,
      costo: total.costo === null || sinCosto === colaboraciones ? null : String(Number(total.costo) - costoListado),
      archivos: resta('archivos'),
      utiles: resta('utiles'),
      utiles_con_costo: resta('utiles_con_costo'),
      reemplazos: resta('reemplazos'),
      grupos: 1,
    },
    'otros',
    nombre,
  );
}

/** 'Otro producto', 'Otros 3 productos'. */
const restantes = (n: number, uno: string, otros: string, varios: string) => (n === 1 ? uno : `${otros} ${n.toLocaleString('es-MX')} ${varios}`);

/** The statement's rows as the answer's total and breakdowns (exported for the 'Otros' row's test). */
export function agrupar(rows: GrupoRow[]) {
  const total = rows.find((r) => r.grupo === 'total');
  const of = (g: GrupoRow['grupo']) => rows.filter((r) => r.grupo === g);
  const productos = of('producto');
  const creadoras = of('colaboradora');
  const nProductos = productos[0]?.grupos ?? 0;
  const nCreadoras = creadoras[0]?.grupos ?? 0;
  return {
    totales: fila(total, 'total', 'Total'),
    porProducto: productos.map((r) => fila(r, r.clave ?? '', r.nombre ?? '')).sort(masUtiles),
    productos: nProductos,
    otrosProductos: otros(total, productos, nProductos, restantes(nProductos - productos.length, 'Otro producto', 'Otros', 'productos')),
    porColaboradora: creadoras
      .map((r) => (r.clave === null ? fila(r, 'sin-colaboradora', SIN_COLABORADORA) : fila(r, r.clave, r.nombre || SIN_COLABORADORA)))
      .sort(masUtiles),
    colaboradoras: nCreadoras,
    otrasColaboradoras: otros(total, creadoras, nCreadoras, restantes(nCreadoras - creadoras.length, 'Otra creadora', 'Otras', 'creadoras')),
    porMes: of('mes')
      .map((r) => fila(r, r.clave ?? '', r.clave ?? ''))
      .sort((a, b) => a.clave.localeCompare(b.clave)),
  };
}

/**
 * GET /api/resultados (admin). A report, read through the 2-second read cache (decision 026): a year of
 * a big brand is one statement over every collaboration sent in it (~20 ms on the bench brand, decision 055), and
 * figures two seconds old are as good; the admin who just saved the shipping cost reads fresh ones.
 */
export async function getResultados({ db, cache }: Pick<ServiceContext, 'db' | 'cache'>, query: ResultadosQuery): Promise<ResultadosResponse> {
  const rango = rangoDe(query);
  const filtros = filtrosDe(query);
  return cache.read(`resultados:${JSON.stringify({ ...rango, ...filtros })}`, async () => {
    const moneda = await monedaTienda(db);
    const [rows, envio] = await Promise.all([agregados(db, ventanaDe(rango.desde, rango.hasta), filtros, moneda, RESULTADOS_MAX_FILAS), costoEnvioPedido(db)]);
    return { rango, moneda, costoEnvioPedido: envio, ...agrupar(rows) };
  });
}

/** GET /api/resultados/opciones (admin): the filters' choices. */
export async function getOpciones({ db }: Pick<ServiceContext, 'db'>): Promise<ResultadosOpciones> {
  return opciones(db);
}

/** 'YYYY-MM' of a month offset from the current one, Mexico City. */
function mesDesplazado(now: Date, delta: number): { clave: string; desde: string; hasta: string } {
  const [y0, m0] = hoyMexico(now);
  const idx = y0 * 12 + (m0 - 1) + delta;
  const y = Math.floor(idx / 12);
  const m = (idx % 12) + 1;
  return { clave: `${y}-${pad(m)}`, desde: ymd(y, m, 1), hasta: ymd(y, m, ultimoDia(y, m)) };
}

/** GET /api/resultados/mes (admin, the Dashboard's tile): this month and the previous one, in one pass. */
export async function getResultadosMes({ db }: Pick<ServiceContext, 'db'>, now = new Date()): Promise<ResultadosMes> {
  const actual = mesDesplazado(now, 0);
  const anterior = mesDesplazado(now, -1);
  const moneda = await monedaTienda(db);
  const rows = await agregados(db, ventanaDe(anterior.desde, actual.hasta), {}, moneda, 0);
  const delMes = (clave: string) => fila(rows.find((r) => r.grupo === 'mes' && r.clave === clave), clave, clave);
  const a = delMes(actual.clave);
  const b = delMes(anterior.clave);
  const tendencia = a.costoPorUtil !== null && b.costoPorUtil !== null && b.costoPorUtil > 0 ? Math.round(((a.costoPorUtil - b.costoPorUtil) / b.costoPorUtil) * 1000) / 10 : null;
  return { moneda, mes: actual.clave, mesAnterior: anterior.clave, actual: a, anterior: b, tendencia };
}

/** PUT /api/resultados/costo-envio (admin): the setting, and optionally the backfill of sent collaborations. */
export async function putCostoEnvio({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, input: CostoEnvioInput): Promise<CostoEnvioResponse> {
  const valor = input.costoEnvio === null ? null : input.costoEnvio.toFixed(2);
  const actualizadas = await db.transaction(async (tx) => {
    await writeSetting(tx, SETTING_KEYS.costoEnvioPedido, valor, actor.userId);
    return valor !== null && input.aplicarAnteriores ? aplicarCostoEnvio(tx, valor) : 0;
  });
  return { costoEnvio: valor === null ? null : Number(valor), actualizadas };
}

const numero = (s: string | null) => (s === null ? null : Number(s));

const COLUMNAS: readonly CsvColumn<ExportRow>[] = [
  { header: 'Fecha de envío', value: (r) => (r.enviada_at instanceof Date ? r.enviada_at : new Date(r.enviada_at)) },
  { header: 'Colaboración', value: (r) => r.titulo },
  { header: 'Tipo de producto', value: (r) => r.producto },
  { header: 'Tipo', value: (r) => r.tipo },
  { header: 'Marca', value: (r) => r.marca },
  { header: 'Color', value: (r) => r.color },
  { header: 'Talla', value: (r) => r.talla },
  { header: 'Código de barras', value: (r) => r.barcode },
  { header: 'Creadora', value: (r) => r.colaboradora ?? SIN_COLABORADORA },
  { header: 'Estado', value: (r) => (isEstado(r.estado) ? ESTADO_BADGES[r.estado].label : r.estado) },
  { header: 'Costo unitario', value: (r) => numero(r.costo_unitario) },
  { header: 'Costo de envío', value: (r) => numero(r.costo_envio) },
  { header: 'Costo total', value: (r) => (r.costo === null ? 'Costo no disponible' : Number(r.costo)) },
  { header: 'Moneda', value: (r) => r.costo_moneda },
  { header: 'Archivos entregados', value: (r) => r.archivos },
  { header: 'Archivos útiles', value: (r) => r.utiles },
  // Issue 29: replacements sent for a problem; their cost is already in 'Costo total'.
  { header: 'Reemplazos', value: (r) => r.reemplazos },
  { header: 'Costo de reemplazos', value: (r) => (r.reemplazos === 0 ? null : r.costo_reemplazos === null ? 'Costo no disponible' : Number(r.costo_reemplazos)) },
];

/** GET /api/resultados/exportar (admin): one line per counted collaboration, streamed (csv-stream.ts). */
export async function exportarResultados({ db, logger }: Pick<ServiceContext, 'db' | 'logger'>, query: ResultadosQuery): Promise<Response> {
  const rango = rangoDe(query);
  const moneda = await monedaTienda(db);
  const ventana = ventanaDe(rango.desde, rango.hasta);
  const filtros = filtrosDe(query);
  const rows = keysetRows<ExportRow, { at: string; id: string }>(
    (after, limit) => paginaExport(db, ventana, filtros, moneda, after, limit),
    // The database's own text of the instant: a Date would drop its microseconds and repeat a row.
    (r) => ({ at: r.cursor_at, id: r.id }),
  );
  return csvResponse({ filename: `resultados_${rango.desde}_a_${rango.hasta}_${mexicoCityDate()}.csv`, columns: COLUMNAS, rows, logger });
}
