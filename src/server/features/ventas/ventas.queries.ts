import { sql, type SQL } from 'drizzle-orm';
import { fechaMexico, inicioDiaMexico } from '../../../shared/mexico-time';
import { SETTING_KEYS } from '../../db/app-settings';
import type { Db } from '../../db/client';

/**
 * Sales figures (issue 27 item 3). A sale counts in the range of the day it was placed (Mexico City) once
 * paid; its net is the sum of its ledger rows (refunds and cancellations lower the sale they belong to,
 * whenever they arrive). Every figure is grouped by currency: nothing sums two currencies.
 */
export interface Ventana {
  desde: Date;
  hasta: Date;
}

function dondeVentas(v: Ventana, colaboradoraId?: string): SQL {
  const parts = [sql`v.pagada_at IS NOT NULL`, sql`v.ocurrida_at >= ${v.desde.toISOString()}::timestamptz`, sql`v.ocurrida_at < ${v.hasta.toISOString()}::timestamptz`];
  if (colaboradoraId) parts.push(sql`v.colaboradora_id = ${colaboradoraId}::uuid`);
  return sql.join(parts, sql` AND `);
}

export interface CifrasRow {
  grupo: 'total' | 'colaboradora' | 'mes';
  colaboradora_id: string | null;
  nombre: string | null;
  mes: string | null;
  moneda: string;
  pedidos: number;
  ingreso: string;
  descuento: string;
}

/** 'YYYY-MM' → the month after it. */
function mesSiguiente(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The whole Mexico City months inside a range (decision 066): their figures come from ventas_mensuales, the
 * partial months at the ends from the sales. The range starts and ends on Mexico City days (ventanaDe).
 */
export function mesesEnteros(v: Ventana): { desdeMes: string; hastaMes: string; desdeAt: Date; hastaAt: Date } | null {
  const desde = fechaMexico(v.desde);
  const desdeMes = desde.endsWith('-01') ? desde.slice(0, 7) : mesSiguiente(desde.slice(0, 7));
  // `hasta` is exclusive (the start of the day after the range): every month before its own is whole.
  const hastaMes = fechaMexico(v.hasta).slice(0, 7);
  if (desdeMes >= hastaMes) return null;
  return { desdeMes, hastaMes, desdeAt: inicioDiaMexico(`${desdeMes}-01`), hastaAt: inicioDiaMexico(`${hastaMes}-01`) };
}

/** Days between two 'YYYY-MM-DD' (b exclusive). */
const diasEntre = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * Where a range's figures come from (decision 080): months read whole from the monthly tables, and days
 * added (signo 1) or taken away (signo -1) from the daily ones. A partial month at a range's end is either
 * its days inside the range, or its whole month minus its days outside the range, whichever is fewer days
 * (a range ending today takes this month minus the days still to come, usually none).
 */
export interface Fuentes {
  meses: string[];
  dias: { desde: string; hasta: string; signo: 1 | -1 }[];
}

export function fuentesDe(v: Ventana): Fuentes {
  for (const d of [v.desde, v.hasta]) {
    if (inicioDiaMexico(fechaMexico(d)).getTime() !== d.getTime()) throw new Error(`a range must start and end at a Mexico City day's start: ${d.toISOString()}`);
  }
  const enteros = mesesEnteros(v);
  const meses: string[] = [];
  if (enteros) for (let m = enteros.desdeMes; m < enteros.hastaMes; m = mesSiguiente(m)) meses.push(m);
  const dias: Fuentes['dias'] = [];
  for (const pieza of rangosSueltos(v, enteros).flatMap(([a, b]) => porMes(a, b))) {
    const desde = fechaMexico(pieza.desde);
    const hasta = fechaMexico(pieza.hasta);
    const inicioMes = `${pieza.mes}-01`;
    const finMes = `${mesSiguiente(pieza.mes)}-01`;
    const dentro = diasEntre(desde, hasta);
    if (dentro <= diasEntre(inicioMes, finMes) - dentro) {
      dias.push({ desde, hasta, signo: 1 });
    } else {
      meses.push(pieza.mes);
      if (inicioMes < desde) dias.push({ desde: inicioMes, hasta: desde, signo: -1 });
      if (hasta < finMes) dias.push({ desde: hasta, hasta: finMes, signo: -1 });
    }
  }
  return { meses, dias };
}

const lista = (xs: string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
/** The daily pieces as a VALUES list the rollup joins on (its primary key leads with the day). */
const piezas = (dias: Fuentes['dias']) =>
  sql`(VALUES ${sql.join(
    dias.map((d) => sql`(${d.desde}::date, ${d.hasta}::date, ${d.signo}::int)`),
    sql`, `,
  )}) AS pz(desde, hasta, signo)`;

/**
 * Totals, per creator and per month, each per currency, in one pass, from the monthly and daily figures
 * (decision 080: the sales themselves are never read). Both are kept by the database's triggers in the
 * transaction that writes a sale or a ledger row. The creator is the code's. bigint sums come back as text.
 */
function cifrasSql(v: Ventana, colaboradoraId?: string): SQL {
  const f = fuentesDe(v);
  const suya = colaboradoraId ? sql` AND codigo_id IN (SELECT id FROM ventas_codigos WHERE colaboradora_id = ${colaboradoraId}::uuid)` : sql``;
  const partes: SQL[] = [];
  if (f.meses.length > 0) {
    partes.push(sql`
      SELECT r.codigo_id, r.moneda, r.mes, r.pedidos, r.ingreso_cents AS neto, r.descuento_cents AS descuento
      FROM ventas_mensuales r
      WHERE r.mes IN (${lista(f.meses)})${suya}`);
  }
  if (f.dias.length > 0) {
    partes.push(sql`
      SELECT d.codigo_id, d.moneda, to_char(d.dia, 'YYYY-MM') AS mes,
        pz.signo * d.pedidos AS pedidos, pz.signo * d.ingreso_cents AS neto, pz.signo * d.descuento_cents AS descuento
      FROM ${piezas(f.dias)} JOIN ventas_diarias d ON d.dia >= pz.desde AND d.dia < pz.hasta
      WHERE true${suya}`);
  }
  // Decision 088: the ~13,000 code-month rows are summed once per code and once per month, on narrow keys
  // (the code's uuid, the month), before any join; the creator's name and the totals come from those
  // ~2,000 sums. Sums of sums are exact (numeric), and each group's "any orders" is tested on its own total.
  return sql`
    WITH s AS (${sql.join(partes, sql` UNION ALL `)}),
    g AS (
      SELECT codigo_id, mes, moneda, sum(pedidos) AS pedidos, sum(neto) AS neto, sum(descuento) AS descuento
      FROM s GROUP BY GROUPING SETS ((codigo_id, moneda), (mes, moneda))
    )
    SELECT 'total' AS grupo, NULL::text AS colaboradora_id, NULL::text AS nombre, NULL::text AS mes, moneda,
      sum(pedidos)::int AS pedidos, sum(neto)::text AS ingreso, sum(descuento)::text AS descuento
    FROM g WHERE mes IS NOT NULL GROUP BY moneda HAVING sum(pedidos) > 0
    UNION ALL
    SELECT 'colaboradora', c.colaboradora_id::text, c.colaboradora_nombre, NULL, g.moneda,
      sum(g.pedidos)::int, sum(g.neto)::text, sum(g.descuento)::text
    FROM g JOIN ventas_codigos c ON c.id = g.codigo_id
    WHERE g.codigo_id IS NOT NULL
    GROUP BY c.colaboradora_id, c.colaboradora_nombre, g.moneda HAVING sum(g.pedidos) > 0
    UNION ALL
    SELECT 'mes', NULL, NULL, mes, moneda, pedidos::int, neto::text, descuento::text
    FROM g WHERE mes IS NOT NULL AND pedidos > 0`;
}

export async function cifras(db: Db, v: Ventana, colaboradoraId?: string): Promise<CifrasRow[]> {
  const res = (await db.execute(cifrasSql(v, colaboradoraId))) as unknown as { rows: CifrasRow[] };
  return res.rows;
}

/** The parts of a range outside its whole months: the whole range when it has none. */
function rangosSueltos(v: Ventana, meses: ReturnType<typeof mesesEnteros>): [Date, Date][] {
  if (!meses) return [[v.desde, v.hasta]];
  return ([[v.desde, meses.desdeAt], [meses.hastaAt, v.hasta]] as [Date, Date][]).filter(([a, b]) => a < b);
}

/** [a, b) cut at Mexico City month starts, each piece with its 'YYYY-MM'. */
function porMes(a: Date, b: Date): { desde: Date; hasta: Date; mes: string }[] {
  const out: { desde: Date; hasta: Date; mes: string }[] = [];
  for (let desde = a; desde < b; ) {
    const mes = fechaMexico(desde).slice(0, 7);
    const siguiente = inicioDiaMexico(`${mesSiguiente(mes)}-01`);
    const hasta = siguiente < b ? siguiente : b;
    out.push({ desde, hasta, mes });
    desde = hasta;
  }
  return out;
}

export interface CostoRow {
  grupo: 'total' | 'colaboradora' | 'mes';
  colaboradora_id: string | null;
  mes: string | null;
  costo: string | null;
  utiles: number;
}

/**
 * Her collaborations' cost (unit cost × 1 + shipping, as Resultados counts it: sent in the range, both
 * known, in the store's currency), in cents, with the usable files of those collaborations.
 */
function costosSql(v: Ventana, moneda: string, colaboradoraId?: string): SQL {
  const filtro = colaboradoraId ? sql`AND rc.colaboradora_id = ${colaboradoraId}::uuid` : sql``;
  // From each collaboration's narrow Resultados row (decision 087: kept by triggers, month and cents
  // precomputed), not the wide collaborations joined to their file counters. Cents are bigint: exact.
  return sql`
    WITH c AS (
      SELECT rc.colaboradora_id, rc.mes AS m,
        CASE WHEN rc.costo_moneda IS NULL OR rc.costo_moneda = ${moneda} THEN rc.costo_centavos END AS costo,
        rc.utiles
      FROM resultados_colaboraciones rc
      WHERE rc.enviada_at IS NOT NULL AND rc.enviada_at >= ${v.desde.toISOString()}::timestamptz AND rc.enviada_at < ${v.hasta.toISOString()}::timestamptz ${filtro}
    )
    SELECT CASE WHEN grouping(colaboradora_id) = 0 THEN 'colaboradora' WHEN grouping(m) = 0 THEN 'mes' ELSE 'total' END AS grupo,
      colaboradora_id::text AS colaboradora_id, to_char(m, 'YYYY-MM') AS mes,
      sum(costo)::text AS costo, (coalesce(sum(utiles) FILTER (WHERE costo IS NOT NULL), 0))::int AS utiles
    FROM c
    GROUP BY GROUPING SETS ((), (colaboradora_id), (m))`;
}


export interface ProductoRow {
  producto_id: string;
  titulo: string | null;
  moneda: string;
  pedidos: number;
  ingreso: string;
  sembrado: string;
  resto: string;
}

/**
 * Per store product: its lines in attributed paid orders (not cancelled), the seeded part, and the rest of
 * those baskets. The staff's table reads the monthly and daily product figures (decisions 066, 080); any
 * one creator's table her sales (a few hundred lines at most).
 */
function porProductoSql(v: Ventana, limite: number, colaboradoraId?: string): SQL {
  let p: SQL;
  if (colaboradoraId) {
    p = sql`
      SELECT lp.producto_id, lp.moneda, count(*)::int AS pedidos, sum(lp.importe) AS ingreso,
        coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0) AS sembrado,
        coalesce(sum(lp.subtotal - lp.importe) FILTER (WHERE lp.sembrado), 0) AS resto, min(lp.titulo) AS titulo
      FROM (
        SELECT vp.venta_id, vp.producto_id, v.moneda, v.subtotal_cents AS subtotal, sum(vp.importe_cents) AS importe, bool_or(vp.sembrado) AS sembrado, min(vp.titulo) AS titulo
        FROM venta_productos vp JOIN ventas v ON v.id = vp.venta_id
        WHERE ${dondeVentas(v, colaboradoraId)} AND v.cancelada_at IS NULL AND vp.producto_id IS NOT NULL
        GROUP BY vp.venta_id, vp.producto_id, v.moneda, v.subtotal_cents
      ) lp
      GROUP BY lp.producto_id, lp.moneda`;
  } else {
    const f = fuentesDe(v);
    const partes: SQL[] = [];
    if (f.meses.length > 0) {
      partes.push(sql`
        SELECT producto_id, moneda, pedidos, ingreso_cents AS ingreso, sembrado_cents AS sembrado, resto_cents AS resto, titulo
        FROM ventas_productos_mensuales WHERE mes IN (${lista(f.meses)})`);
    }
    if (f.dias.length > 0) {
      // A title only from the days counted in (a fallback for a product the store's mirror does not know).
      partes.push(sql`
        SELECT d.producto_id, d.moneda, pz.signo * d.pedidos AS pedidos, pz.signo * d.ingreso_cents AS ingreso, pz.signo * d.sembrado_cents AS sembrado,
          pz.signo * d.resto_cents AS resto, CASE WHEN pz.signo > 0 THEN d.titulo END AS titulo
        FROM ${piezas(f.dias)} JOIN ventas_productos_diarios d ON d.dia >= pz.desde AND d.dia < pz.hasta`);
    }
    p = sql.join(partes, sql` UNION ALL `);
  }
  return sql`
    WITH p AS (${p})
    SELECT p.producto_id, coalesce(max(tp.titulo), min(p.titulo)) AS titulo, p.moneda, sum(p.pedidos)::int AS pedidos,
      sum(p.ingreso)::text AS ingreso, sum(p.sembrado)::text AS sembrado, sum(p.resto)::text AS resto
    FROM p LEFT JOIN tienda_productos tp ON tp.id = p.producto_id
    GROUP BY p.producto_id, p.moneda
    HAVING sum(p.pedidos) > 0
    ORDER BY sum(p.ingreso) DESC, p.producto_id
    LIMIT ${limite}`;
}

export async function porProducto(db: Db, v: Ventana, limite: number, colaboradoraId?: string): Promise<ProductoRow[]> {
  const res = (await db.execute(porProductoSql(v, limite, colaboradoraId))) as unknown as { rows: ProductoRow[] };
  return res.rows;
}

/**
 * Sales Resultados' three reads in one statement, as rows (decision 080). The route reads
 * resultadosVentasJson since decision 088; this form stays as the reference its test shapes in JavaScript
 * the way the service did (ventas-mensuales.test.ts), and for the ledger tests that read the three parts.
 */
export async function resultadosVentas(
  db: Db,
  v: Ventana,
  moneda: string,
  limite: number,
  colaboradoraId?: string,
): Promise<{ cifras: CifrasRow[]; costos: CostoRow[]; productos: ProductoRow[] }> {
  const json = (q: SQL) => sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${q}) x)`;
  const res = (await db.execute(sql`
    SELECT ${json(cifrasSql(v, colaboradoraId))} AS cifras, ${json(costosSql(v, moneda, colaboradoraId))} AS costos,
      ${json(porProductoSql(v, limite, colaboradoraId))} AS productos`)) as unknown as {
    rows: { cifras: CifrasRow[] | string; costos: CostoRow[] | string; productos: ProductoRow[] | string }[];
  };
  const row = res.rows[0]!;
  // node-postgres parses json; PGlite too, but keep a string from either working.
  const parse = <T>(x: T[] | string): T[] => (typeof x === 'string' ? (JSON.parse(x) as T[]) : x);
  return { cifras: parse(row.cifras), costos: parse(row.costos), productos: parse(row.productos) };
}

/**
 * Sales Resultados' answer, built by PostgreSQL (decision 088). The same three parts as resultadosVentas,
 * joined and shaped into the response's own objects in the statement, so the server neither parses ~3,000
 * rows of JSON nor builds and serialises them again: it sorts the creators' rows (by revenue, then name in
 * Spanish, as before: PostgreSQL's collation is not the browser's) and splices the texts into the body.
 *
 * Each figure is computed as the service computed it in JavaScript, exactly:
 * - cost, return and cost per usable file only in the store's currency (`moneda`);
 * - Math.round(a / b) of integers (b > 0) is floor(a / b + 1/2) = floor((2a + b) / 2b), in numeric;
 * - the return is the same IEEE double operations, ingreso / costo * 100, rounded half up (Math.round:
 *   the fraction y - floor(y) is exact in a double) and divided by 100; PostgreSQL writes a float8 with
 *   the shortest digits that read back as the same double, as JSON.stringify does (+ 0 makes a -0 the 0
 *   that JSON.stringify writes).
 */
export interface ResultadosVentasJson {
  /** JSON arrays, as the response carries them. */
  totales: string;
  porProducto: string;
  porMes: string;
  /** One JSON object per creator and currency, with what it is sorted by. */
  porColaboradora: { ingreso: number; nombre: string; json: string }[];
}

export async function resultadosVentasJson(db: Db, v: Ventana, moneda: string, limite: number, colaboradoraId?: string): Promise<ResultadosVentasJson> {
  const cents = (x: string) => sql.raw(`${x}::numeric`);
  // The figures every group's object has, in the order the response has always had them: [key, value]
  // (NULL is JSON's null). Built once as json_build_object (totals, months: a few rows) and once as text
  // (a thousand creators): json_build_object looks each argument's type up again on every row, which
  // cost more than the rest of the statement's shaping (decision 088); a number's text is its JSON.
  const campos: [string, string][] = [
    ['moneda', 'moneda'],
    ['pedidos', 'pedidos'],
    ['ingresoCents', 'ingreso'],
    ['descuentoCents', 'descuento'],
    ['ticketPromedioCents', 'CASE WHEN pedidos > 0 THEN floor((2 * ingreso + pedidos) / (2 * pedidos)) END'],
    ['costoCents', 'CASE WHEN mismo THEN costo END'],
    ['retorno', 'CASE WHEN mismo AND costo > 0 THEN (CASE WHEN y - floor(y) >= 0.5 THEN ceil(y) ELSE floor(y) END) / 100 + 0::float8 END'],
    ['costoPorArchivoUtilCents', 'CASE WHEN mismo AND costo IS NOT NULL AND utiles > 0 THEN floor((2 * costo + utiles) / (2 * utiles)) END'],
  ];
  const figuras = sql.raw(campos.map(([k, e]) => `'${k}', ${e}`).join(', '));
  const comoTexto = sql.raw(
    campos
      .map(([k, e]) => `',"${k}":' || ${k === 'moneda' ? `to_json(${e})::text` : `coalesce((${e})::text, 'null')`}`)
      .join(' || '),
  );
  const res = (await db.execute(sql`
    WITH c AS (${cifrasSql(v, colaboradoraId)}),
    k AS (${costosSql(v, moneda, colaboradoraId)}),
    g AS (
      SELECT c.grupo, c.colaboradora_id, coalesce(c.nombre, 'Colaboradora') AS nombre, c.mes, c.moneda, c.pedidos,
        ${cents('c.ingreso')} AS ingreso, ${cents('c.descuento')} AS descuento, ${cents('k.costo')} AS costo, k.utiles,
        c.moneda = ${moneda} AS mismo,
        CASE WHEN c.moneda = ${moneda} AND ${cents('k.costo')} > 0 THEN c.ingreso::float8 / k.costo::float8 * 100 END AS y
      FROM c LEFT JOIN k ON k.grupo = c.grupo AND coalesce(k.colaboradora_id, '') = coalesce(c.colaboradora_id, '') AND coalesce(k.mes, '') = coalesce(c.mes, '')
    )
    SELECT 0 AS parte, NULL::text AS ingreso, NULL::text AS nombre, NULL::text AS fila,
      (SELECT coalesce(json_agg(json_build_object(${figuras}) ORDER BY moneda), '[]'::json) FROM g WHERE grupo = 'total')::text AS totales,
      (SELECT coalesce(json_agg(json_build_object('mes', mes, ${figuras}) ORDER BY mes COLLATE "C", moneda COLLATE "C"), '[]'::json) FROM g WHERE grupo = 'mes')::text AS meses,
      (SELECT coalesce(json_agg(json_build_object('productoId', producto_id, 'titulo', coalesce(titulo, 'Producto'), 'moneda', moneda, 'pedidos', pedidos,
          'ingresoCents', ${cents('ingreso')}, 'sembradoCents', ${cents('sembrado')}, 'restoCestaCents', ${cents('resto')}) ORDER BY ${cents('ingreso')} DESC, producto_id), '[]'::json)
        FROM (${porProductoSql(v, limite, colaboradoraId)}) p)::text AS productos
    UNION ALL
    SELECT 1, ingreso::text, nombre,
      '{"colaboradoraId":' || coalesce('"' || colaboradora_id || '"', 'null') || ',"nombre":' || to_json(nombre)::text || ${comoTexto} || '}', NULL, NULL, NULL
    FROM g WHERE grupo = 'colaboradora'`)) as unknown as {
    rows: { parte: number; ingreso: string | null; nombre: string | null; fila: string | null; totales: string | null; meses: string | null; productos: string | null }[];
  };
  const cabeza = res.rows.find((r) => Number(r.parte) === 0)!;
  return {
    totales: cabeza.totales!,
    porProducto: cabeza.productos!,
    porMes: cabeza.meses!,
    porColaboradora: res.rows.filter((r) => Number(r.parte) === 1).map((r) => ({ ingreso: Number(r.ingreso), nombre: r.nombre!, json: r.fila! })),
  };
}

/** Every creator's all-time paid sales, per currency (Colaboradoras' Ventas column), from the monthly figures. */
export async function ventasPorColaboradora(db: Db): Promise<{ colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[]> {
  const res = (await db.execute(sql`
    SELECT c.colaboradora_id::text AS colaboradora_id, r.moneda, sum(r.pedidos)::int AS pedidos, sum(r.ingreso_cents)::text AS ingreso
    FROM ventas_mensuales r JOIN ventas_codigos c ON c.id = r.codigo_id
    WHERE c.colaboradora_id IS NOT NULL
    GROUP BY c.colaboradora_id, r.moneda
    HAVING sum(r.pedidos) > 0`)) as unknown as { rows: { colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[] };
  return res.rows;
}

export interface GananciaRow {
  colaboradora_id: string | null;
  moneda: string;
  pendiente: string;
  disponible: string;
  pagada: string;
}

/** Commission rows by state: pagada when a payout covers it, disponible once its hold ended, else pendiente. */
export async function ganancias(db: Db, now: Date, colaboradoraId?: string): Promise<GananciaRow[]> {
  const filtro = colaboradoraId ? sql`WHERE vc.colaboradora_id = ${colaboradoraId}::uuid` : sql``;
  const res = (await db.execute(sql`
    SELECT vc.colaboradora_id::text AS colaboradora_id, vc.moneda,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at > ${now.toISOString()}::timestamptz), 0)::text AS pendiente,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at <= ${now.toISOString()}::timestamptz), 0)::text AS disponible,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NOT NULL), 0)::text AS pagada
    FROM venta_comisiones vc LEFT JOIN venta_pago_comisiones pc ON pc.comision_id = vc.id
    ${filtro}
    GROUP BY vc.colaboradora_id, vc.moneda`)) as unknown as { rows: GananciaRow[] };
  return res.rows;
}

/** One of her latest sales, as the statement's JSON gives it (bigint cents and their sums as numbers). */
export interface VentaListRow {
  id: string;
  order_name: string;
  /** A timestamptz as PostgreSQL's JSON writes it (microseconds, an offset). */
  ocurrida_at: string;
  moneda: string;
  subtotal_cents: number;
  descuento_cents: number;
  ciudad: string | null;
  pagada: boolean;
  cancelada: boolean;
  reembolsos: number;
  neto: number;
  comision: number | null;
  /** Her sale's lines, ordered as written. */
  productos: { titulo: string; cantidad: number; importe: number; sembrado: boolean }[];
}

export interface MisVentasRow {
  /** The two app_settings values (jsonb), parsed by the caller (ventas/programa.ts). */
  programa: unknown;
  tienda: unknown;
  codigo: { id: string; codigo: string | null; estado: string; descuento_porcentaje: number; error: string | null; created_at: string } | null;
  meses: { mes: string; moneda: string; pedidos: number; ingreso: number }[];
  ventas: VentaListRow[];
  ganancias: { moneda: string; pendiente: number; disponible: number; pagada: number }[];
  pagos: { id: string; moneda: string; monto_cents: number; fecha: string; referencia: string; created_at: string }[];
  datos: { clabe: string; titular: string } | null;
}

/**
 * Her whole *Mis ventas* in one statement (decision 088): one round trip and one snapshot, each part a JSON
 * value of the SELECT. The parts are what the screen shows: the program's terms and the store's address
 * (settings), her current code, her months (the monthly figures), her latest sales with their net,
 * refunds, commission and lines, her commission by state, her payouts and her payout details. Nothing
 * about a customer but the city. Integers come as JSON numbers: every one is a count or cents, far below
 * 2^53, so parsing gives exactly what Number() of their text gave.
 */
export function misVentasSql(colaboradoraId: string, now: Date, ventasLimite: number): SQL {
  const ella = sql`${colaboradoraId}::uuid`;
  const ahora = sql`${now.toISOString()}::timestamptz`;
  return sql`
    SELECT
      (SELECT value FROM app_settings WHERE key = ${SETTING_KEYS.ventasPrograma}) AS programa,
      (SELECT value FROM app_settings WHERE key = ${SETTING_KEYS.ventasTienda}) AS tienda,
      (SELECT row_to_json(x) FROM (
        SELECT c.id, c.codigo, c.estado, c.descuento_porcentaje, c.error, c.created_at
        FROM ventas_codigos c
        WHERE c.colaboradora_id = ${ella} AND c.estado NOT IN ('reemplazado', 'error')
        ORDER BY c.created_at DESC LIMIT 1) x) AS codigo,
      (SELECT coalesce(json_agg(x ORDER BY x.mes DESC, x.moneda), '[]'::json) FROM (
        SELECT r.mes, r.moneda, sum(r.pedidos)::int AS pedidos, sum(r.ingreso_cents) AS ingreso
        FROM ventas_mensuales r JOIN ventas_codigos c ON c.id = r.codigo_id
        WHERE c.colaboradora_id = ${ella}
        GROUP BY 1, 2
        HAVING sum(r.pedidos) > 0
        ORDER BY 1 DESC, 2
        LIMIT 36) x) AS meses,
      (SELECT coalesce(json_agg(x ORDER BY x.ocurrida_at DESC, x.id), '[]'::json) FROM (
        SELECT v.id, v.order_name, v.ocurrida_at, v.moneda, v.subtotal_cents, v.descuento_cents, v.ciudad,
          v.pagada_at IS NOT NULL AS pagada, v.cancelada_at IS NOT NULL AS cancelada,
          coalesce((SELECT sum(importe_cents) FROM venta_movimientos m WHERE m.order_id = v.order_id AND m.tipo = 'reembolso'), 0) AS reembolsos,
          v.neto_cents AS neto,
          (SELECT sum(importe_cents) FROM venta_comisiones c WHERE c.venta_id = v.id) AS comision,
          coalesce((SELECT json_agg(json_build_object('titulo', p.titulo, 'cantidad', p.cantidad, 'importe', p.importe_cents, 'sembrado', p.sembrado) ORDER BY p.line_item_id)
            FROM venta_productos p WHERE p.venta_id = v.id), '[]'::json) AS productos
        FROM ventas v
        WHERE v.colaboradora_id = ${ella}
        ORDER BY v.ocurrida_at DESC, v.id
        LIMIT ${ventasLimite}) x) AS ventas,
      (SELECT coalesce(json_agg(x ORDER BY x.moneda), '[]'::json) FROM (
        SELECT vc.moneda,
          coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at > ${ahora}), 0) AS pendiente,
          coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at <= ${ahora}), 0) AS disponible,
          coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NOT NULL), 0) AS pagada
        FROM venta_comisiones vc LEFT JOIN venta_pago_comisiones pc ON pc.comision_id = vc.id
        WHERE vc.colaboradora_id = ${ella}
        GROUP BY vc.moneda) x) AS ganancias,
      (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC), '[]'::json) FROM (
        SELECT p.id, p.moneda, p.monto_cents, p.fecha, p.referencia, p.created_at
        FROM ventas_pagos p WHERE p.colaboradora_id = ${ella}
        ORDER BY p.created_at DESC LIMIT 200) x) AS pagos,
      (SELECT row_to_json(x) FROM (SELECT d.clabe, d.titular FROM ventas_datos_pago d WHERE d.colaboradora_id = ${ella}) x) AS datos`;
}

export async function misVentas(db: Db, colaboradoraId: string, now: Date, ventasLimite: number): Promise<MisVentasRow> {
  const res = (await db.execute(misVentasSql(colaboradoraId, now, ventasLimite))) as unknown as { rows: Record<keyof MisVentasRow, unknown>[] };
  const row = res.rows[0]!;
  // node-postgres and PGlite parse json and jsonb; keep a string from either working.
  const parse = (x: unknown): unknown => (typeof x === 'string' ? JSON.parse(x) : x);
  return {
    programa: parse(row.programa),
    tienda: parse(row.tienda),
    codigo: parse(row.codigo) as MisVentasRow['codigo'],
    meses: parse(row.meses) as MisVentasRow['meses'],
    ventas: parse(row.ventas) as MisVentasRow['ventas'],
    ganancias: parse(row.ganancias) as MisVentasRow['ganancias'],
    pagos: parse(row.pagos) as MisVentasRow['pagos'],
    datos: parse(row.datos) as MisVentasRow['datos'],
  };
}
