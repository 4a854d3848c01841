import { sql, type SQL } from 'drizzle-orm';
import { UTIL_ENTREGA_ESTADOS, UTIL_FEEDBACKS } from '../../../shared/schemas/resultados';
import type { Db, Tx } from '../../db/client';

/** The range as instants: [desde, hasta) with hasta the start of the day after the last one. */
export interface Ventana {
  desde: Date;
  hasta: Date;
}

export interface Filtros {
  marca?: string;
  producto?: string;
  colaboradoraId?: string;
}

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * The collaborations a range counts (sent in it: the partial index on enviada_at reads only those) and
 * the filters. Raw, qualified SQL: the aggregate and the export read the same rows.
 */
function donde(v: Ventana, f: Filtros): SQL {
  const parts: SQL[] = [sql`col.enviada_at IS NOT NULL`, sql`col.enviada_at >= ${v.desde.toISOString()}::timestamptz`, sql`col.enviada_at < ${v.hasta.toISOString()}::timestamptz`];
  if (f.marca) parts.push(sql`col.marca = ${f.marca}`);
  if (f.producto) parts.push(sql`col.producto = ${f.producto}`);
  if (f.colaboradoraId) parts.push(sql`col.colaboradora_id = ${f.colaboradoraId}::uuid`);
  return sql.join(parts, sql` AND `);
}

/**
 * A collaboration's files (the export's pages), counted through entregas_colaboracion_idx (one index range per collaboration,
 * never a scan of every delivery): all of them, and the usable ones (rated Excelente or Bueno).
 */
const archivosLateral = sql`LEFT JOIN LATERAL (
    SELECT count(*) AS archivos,
      count(*) FILTER (WHERE en.estado IN (${inList(UTIL_ENTREGA_ESTADOS)}) AND en.feedback_status IN (${inList(UTIL_FEEDBACKS)})) AS utiles
    FROM entregas en WHERE en.colaboracion_id = col.id) e ON true`;

/** Cost of one collaboration: unit cost × 1 + shipping, only when both are known and in the store's currency. */
const costo = (moneda: string) => sql`CASE WHEN col.costo_unitario IS NOT NULL AND col.costo_envio IS NOT NULL
      AND (col.costo_moneda IS NULL OR col.costo_moneda = ${moneda})
    THEN col.costo_unitario + col.costo_envio END`;

export interface GrupoRow {
  grupo: 'total' | 'producto' | 'colaboradora' | 'mes';
  clave: string | null;
  nombre: string | null;
  colaboraciones: number;
  sin_costo: number;
  costo: string | null;
  archivos: number;
  utiles: number;
  utiles_con_costo: number;
  /** How many groups of its kind there are (the rows past the limit are left out). */
  grupos: number;
}

/**
 * Every figure of the screen in one statement: the counted collaborations with their cost and file
 * counts (one row each), then the total and the three breakdowns as grouping sets of that one pass.
 * Product and creator groups are cut to the `limite` with most usable files (a year of a big brand has
 * thousands; the screen shows the first ones and the CSV has every line); names are looked up for those
 * only, after the grouping.
 */
export async function agregados(db: Db, v: Ventana, f: Filtros, moneda: string, limite: number): Promise<GrupoRow[]> {
  const res = (await db.execute(agregadosSql(v, f, moneda, limite))) as unknown as { rows: GrupoRow[] };
  return res.rows;
}

/** The statement of agregados (the bench explains it). */
export function agregadosSql(v: Ventana, f: Filtros, moneda: string, limite: number): SQL {
  return sql`
    WITH c0 AS MATERIALIZED (
      SELECT col.id,
        coalesce(col.shopify_product_id, col.titulo) AS producto_clave,
        col.titulo,
        col.colaboradora_id,
        -- Month in Mexico City (UTC−6), whatever the session's time zone.
        date_trunc('month', (col.enviada_at AT TIME ZONE 'UTC') - interval '6 hours') AS mes,
        ${costo(moneda)} AS costo
      FROM colaboraciones col
      WHERE ${donde(v, f)}
    ), e AS (
      SELECT en.colaboracion_id, count(*) AS archivos,
        count(*) FILTER (WHERE en.estado IN (${inList(UTIL_ENTREGA_ESTADOS)}) AND en.feedback_status IN (${inList(UTIL_FEEDBACKS)})) AS utiles
      FROM entregas en
      WHERE en.colaboracion_id IN (SELECT c0.id FROM c0)
      GROUP BY en.colaboracion_id
    ), c AS (
      SELECT c0.producto_clave, c0.titulo, c0.colaboradora_id, c0.mes, c0.costo, coalesce(e.archivos, 0) AS archivos, coalesce(e.utiles, 0) AS utiles
      FROM c0 LEFT JOIN e ON e.colaboracion_id = c0.id
    ), g AS (
      SELECT
        CASE WHEN grouping(producto_clave) = 0 THEN 'producto'
             WHEN grouping(colaboradora_id) = 0 THEN 'colaboradora'
             WHEN grouping(mes) = 0 THEN 'mes'
             ELSE 'total' END AS grupo,
        coalesce(producto_clave, colaboradora_id::text, to_char(mes, 'YYYY-MM')) AS clave,
        CASE WHEN grouping(producto_clave) = 0 THEN min(titulo) ELSE to_char(mes, 'YYYY-MM') END AS nombre,
        count(*)::int AS colaboraciones,
        (count(*) FILTER (WHERE costo IS NULL))::int AS sin_costo,
        sum(costo)::text AS costo,
        coalesce(sum(archivos), 0)::int AS archivos,
        coalesce(sum(utiles), 0)::int AS utiles,
        coalesce(sum(utiles) FILTER (WHERE costo IS NOT NULL), 0)::int AS utiles_con_costo
      FROM c
      GROUP BY GROUPING SETS ((), (producto_clave), (colaboradora_id), (mes))
    ), r AS (
      SELECT g.*,
        row_number() OVER (PARTITION BY grupo ORDER BY utiles DESC, colaboraciones DESC, clave) AS rn,
        (count(*) OVER (PARTITION BY grupo))::int AS grupos
      FROM g
    )
    SELECT r.grupo, r.clave, r.colaboraciones, r.sin_costo, r.costo, r.archivos, r.utiles, r.utiles_con_costo, r.grupos,
      CASE WHEN r.grupo = 'colaboradora' THEN
        (SELECT trim(concat_ws(' ', cr.nombre, cr.apellidos)) FROM colaboradoras cr WHERE cr.id = r.clave::uuid)
      ELSE r.nombre END AS nombre
    FROM r
    WHERE r.grupo IN ('total', 'mes') OR r.rn <= ${limite}`;
}

/** The filters' choices: brands and product types among sent collaborations, and creators with one. */
export async function opciones(db: Db) {
  const [marcas, productos, creadoras] = await Promise.all([
    db.execute(sql`SELECT DISTINCT col.marca AS v FROM colaboraciones col WHERE col.enviada_at IS NOT NULL AND col.marca IS NOT NULL ORDER BY 1`),
    db.execute(sql`SELECT DISTINCT col.producto AS v FROM colaboraciones col WHERE col.enviada_at IS NOT NULL ORDER BY 1`),
    db.execute(sql`SELECT cr.id, trim(concat_ws(' ', cr.nombre, cr.apellidos)) AS nombre FROM colaboradoras cr
      WHERE EXISTS (SELECT 1 FROM colaboraciones col WHERE col.colaboradora_id = cr.id AND col.enviada_at IS NOT NULL)
      ORDER BY 2, 1`),
  ]);
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  return {
    marcas: rows<{ v: string }>(marcas).map((r) => r.v),
    productos: rows<{ v: string }>(productos).map((r) => r.v),
    colaboradoras: rows<{ id: string; nombre: string }>(creadoras),
  };
}

export interface ExportRow {
  id: string;
  enviada_at: Date | string;
  cursor_at: string;
  titulo: string;
  producto: string;
  tipo: string | null;
  marca: string | null;
  color: string | null;
  talla: string | null;
  barcode: string | null;
  colaboradora: string | null;
  estado: string;
  costo_unitario: string | null;
  costo_envio: string | null;
  costo_moneda: string | null;
  costo: string | null;
  archivos: number;
  utiles: number;
}

/**
 * One page of the export, in (enviada_at, id) order after `after`: keyset pages on the enviada index,
 * so the 10,000th row costs what the first does and the server holds one page at a time.
 */
export async function paginaExport(db: Db, v: Ventana, f: Filtros, moneda: string, after: { at: string; id: string } | null, limit: number): Promise<ExportRow[]> {
  const despues = after ? sql`AND (col.enviada_at, col.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const res = (await db.execute(sql`
    SELECT col.id, col.enviada_at, col.enviada_at::text AS cursor_at, col.titulo, col.producto, col.tipo, col.marca, col.color, col.talla, col.barcode, col.estado,
      nullif(trim(concat_ws(' ', cr.nombre, cr.apellidos)), '') AS colaboradora,
      col.costo_unitario::text AS costo_unitario, col.costo_envio::text AS costo_envio, col.costo_moneda,
      (${costo(moneda)})::text AS costo,
      coalesce(e.archivos, 0)::int AS archivos, coalesce(e.utiles, 0)::int AS utiles
    FROM colaboraciones col
    LEFT JOIN colaboradoras cr ON cr.id = col.colaboradora_id
    ${archivosLateral}
    WHERE ${donde(v, f)} ${despues}
    ORDER BY col.enviada_at, col.id
    LIMIT ${limit}`)) as unknown as { rows: ExportRow[] };
  return res.rows;
}

/** Fills the shipping cost in on collaborations already sent without one (the setting's backfill). */
export async function aplicarCostoEnvio(db: Db | Tx, costoEnvio: string): Promise<number> {
  const res = (await db.execute(sql`
    UPDATE colaboraciones SET costo_envio = ${costoEnvio}::numeric(12,2), updated_at = now()
    WHERE colaboraciones.enviada_at IS NOT NULL AND colaboraciones.costo_envio IS NULL
    RETURNING colaboraciones.id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}
