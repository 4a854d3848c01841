import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { nombreCompletoSql } from '../../domain/nombre';
import { noEsperaPedidoTiendaEnLote } from '../../domain/pedido-tienda';

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

/**
 * The collaborations a range counts (sent in it: the partial index on enviada_at reads only those) and
 * the filters, on the collaborations themselves: the export's rows, which dondeResumen counts too.
 */
function donde(v: Ventana, f: Filtros): SQL {
  const parts: SQL[] = [
    sql`col.enviada_at IS NOT NULL`,
    sql`col.enviada_at >= ${v.desde.toISOString()}::timestamptz`,
    sql`col.enviada_at < ${v.hasta.toISOString()}::timestamptz`,
    // Her word alone ships nothing (issue 28, decision 068): a draft order the store has not completed
    // costs nothing until it does.
    noEsperaPedidoTiendaEnLote(sql`col.id`),
  ];
  if (f.marca) parts.push(sql`col.marca = ${f.marca}`);
  if (f.producto) parts.push(sql`col.producto = ${f.producto}`);
  if (f.colaboradoraId) parts.push(sql`col.colaboradora_id = ${f.colaboradoraId}::uuid`);
  return sql.join(parts, sql` AND `);
}

/**
 * The same range and filters on the collaborations' Resultados rows (decision 087): the waiting rule is
 * their espera_pedido flag, kept by the triggers of migration 0035.
 */
function dondeResumen(v: Ventana, f: Filtros): SQL {
  const parts: SQL[] = [
    sql`rc.enviada_at IS NOT NULL`,
    sql`rc.enviada_at >= ${v.desde.toISOString()}::timestamptz`,
    sql`rc.enviada_at < ${v.hasta.toISOString()}::timestamptz`,
    sql`NOT rc.espera_pedido`,
  ];
  if (f.marca) parts.push(sql`rc.marca = ${f.marca}`);
  if (f.producto) parts.push(sql`rc.producto = ${f.producto}`);
  if (f.colaboradoraId) parts.push(sql`rc.colaboradora_id = ${f.colaboradoraId}::uuid`);
  return sql.join(parts, sql` AND `);
}

/**
 * costo() on a collaboration's Resultados row, in cents: its own cost in the store's currency (or none
 * given) plus its replacements' in that currency; NULL (*Costo no disponible*) when any part is unknown —
 * a NULL part makes the sum NULL — or in another currency.
 */
const centavosResumen = (moneda: string) => sql`CASE WHEN (rc.costo_moneda IS NULL OR rc.costo_moneda = ${moneda})
      AND (rc.reemplazos = 0 OR rc.reemplazos_moneda = ${moneda})
    THEN rc.costo_centavos + rc.reemplazos_centavos END`;

/**
 * A collaboration's files and usable ones (rated Excelente or Bueno): the counter row the triggers on
 * entregas keep (decision 055), one primary-key probe per collaboration; none yet means no files.
 */
const archivosJoin = sql`LEFT JOIN colaboracion_archivos ca ON ca.colaboracion_id = col.id`;

/**
 * A collaboration's replacements sent for a problem (issue 29): how many, their cost, and whether any of
 * them has an unknown cost or another currency. One probe of problemas_colaboracion_idx per collaboration
 * (a LATERAL join: the count, the cost and the export's figure read the same row).
 */
const reemplazosJoin = (moneda: string) => sql`LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, sum(p.costo_unitario + p.costo_envio) AS suma,
        coalesce(bool_or(p.costo_unitario IS NULL OR p.costo_envio IS NULL OR p.costo_moneda IS DISTINCT FROM ${moneda}), false) AS desconocido
      FROM problemas p WHERE p.colaboracion_id = col.id AND p.reemplazo_estado IN ('borrador', 'pedido', 'recibido')) r ON true`;

/**
 * Cost of one collaboration: unit cost × 1 + shipping, only when both are known and in the store's
 * currency; plus each replacement sent (reemplazosJoin), whose cost must be known in the same currency too
 * (else the whole is *Costo no disponible*: never a partial sum, never two currencies).
 */
const costo = (moneda: string) => sql`CASE WHEN col.costo_unitario IS NOT NULL AND col.costo_envio IS NOT NULL
      AND (col.costo_moneda IS NULL OR col.costo_moneda = ${moneda}) AND r.desconocido IS NOT TRUE
    THEN col.costo_unitario + col.costo_envio + coalesce(r.suma, 0) END`;

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
  /** Replacements sent for a problem (issue 29): their drafts exist, whatever she did with them since. */
  reemplazos: number;
  /** Products and creators: how many groups of the kind there are (the rows past the limit are left out); 1 otherwise. */
  grupos: number;
}

/**
 * Every figure of the screen in one statement: the counted collaborations with their cost and file
 * counts (one row each, from resultados_colaboraciones: decision 087), then the total and the months as grouping
 * sets of that pass, and the product and creator breakdowns cut to the `limite` with most usable files
 * (a year of a big brand has thousands; the screen shows the first ones and the CSV has every line) by a
 * top-N sort each, with how many groups there were. Names are looked up for the listed rows only.
 */
export async function agregados(db: Db, v: Ventana, f: Filtros, moneda: string, limite: number): Promise<GrupoRow[]> {
  const res = (await db.execute(agregadosSql(v, f, moneda, limite))) as unknown as { rows: GrupoRow[] };
  return res.rows;
}

/**
 * The figures of a group. Costs are whole cents (bigint), summed exactly; pesos once per group.
 */
const sumas = sql`count(*)::int AS colaboraciones,
      (count(*) FILTER (WHERE centavos IS NULL))::int AS sin_costo,
      round(sum(centavos) / 100.0, 2)::text AS costo,
      coalesce(sum(archivos), 0)::int AS archivos,
      coalesce(sum(utiles), 0)::int AS utiles,
      coalesce(sum(utiles) FILTER (WHERE centavos IS NOT NULL), 0)::int AS utiles_con_costo,
      coalesce(sum(reemplazos), 0)::int AS reemplazos`;

/** The statement of agregados (the bench explains it). */
export function agregadosSql(v: Ventana, f: Filtros, moneda: string, limite: number): SQL {
  return sql`
    WITH c AS MATERIALIZED (
      -- One narrow row per collaboration, kept by triggers (decision 087): the month (Mexico City), the
      -- product key, the cost parts, the files and the replacements are there already, no join.
      SELECT rc.producto_clave, rc.titulo, rc.colaboradora_id, rc.mes,
        ${centavosResumen(moneda)} AS centavos,
        rc.archivos, rc.utiles, rc.reemplazos
      FROM resultados_colaboraciones rc
      WHERE ${dondeResumen(v, f)}
    ), t AS (
      SELECT CASE WHEN grouping(mes) = 0 THEN 'mes' ELSE 'total' END AS grupo,
        to_char(mes, 'YYYY-MM') AS clave, to_char(mes, 'YYYY-MM') AS nombre, ${sumas}, 1 AS grupos
      FROM c GROUP BY GROUPING SETS ((), (mes))
    ), listados AS (
      -- Products are many (one per collaboration on the bench brand): rank them on the two figures the
      -- order needs, then sum every figure for the listed ones only.
      SELECT producto_clave, (count(*) OVER ())::int AS grupos
      FROM c GROUP BY producto_clave
      ORDER BY sum(utiles) DESC, count(*) DESC, producto_clave COLLATE "C" LIMIT ${limite}
    ), p AS (
      SELECT 'producto' AS grupo, c.producto_clave AS clave, min(c.titulo) AS nombre, ${sumas}, min(l.grupos) AS grupos
      FROM c JOIN listados l ON l.producto_clave = c.producto_clave
      GROUP BY c.producto_clave
    ), k AS (
      SELECT 'colaboradora' AS grupo, colaboradora_id, ${sumas},
        (count(*) OVER ())::int AS grupos
      FROM c GROUP BY colaboradora_id
      ORDER BY utiles DESC, colaboraciones DESC, colaboradora_id LIMIT ${limite}
    )
    SELECT t.* FROM t
    UNION ALL SELECT p.* FROM p
    UNION ALL SELECT k.grupo, k.colaboradora_id::text,
      (SELECT ${nombreCompletoSql(sql`cr.nombre`, sql`cr.apellidos`)} FROM colaboradoras cr WHERE cr.id = k.colaboradora_id),
      k.colaboraciones, k.sin_costo, k.costo, k.archivos, k.utiles, k.utiles_con_costo, k.reemplazos, k.grupos
    FROM k`;
}

/** The filters' choices: brands and product types among sent collaborations, and creators with one. */
export async function opciones(db: Db) {
  const [marcas, productos, creadoras] = await Promise.all([
    db.execute(sql`SELECT DISTINCT col.marca AS v FROM colaboraciones col WHERE col.enviada_at IS NOT NULL AND col.marca IS NOT NULL ORDER BY 1`),
    db.execute(sql`SELECT DISTINCT col.producto AS v FROM colaboraciones col WHERE col.enviada_at IS NOT NULL ORDER BY 1`),
    db.execute(sql`SELECT cr.id, ${nombreCompletoSql(sql`cr.nombre`, sql`cr.apellidos`)} AS nombre FROM colaboradoras cr
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
  reemplazos: number;
  /** What the replacements cost (unit cost + shipping), null when none was sent or one's cost is unknown. */
  costo_reemplazos: string | null;
}

/**
 * One page of the export, in (enviada_at, id) order after `after`: keyset pages on the enviada index,
 * so the 10,000th row costs what the first does and the server holds one page at a time.
 */
export async function paginaExport(db: Db, v: Ventana, f: Filtros, moneda: string, after: { at: string; id: string } | null, limit: number): Promise<ExportRow[]> {
  const despues = after ? sql`AND (col.enviada_at, col.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const res = (await db.execute(sql`
    SELECT col.id, col.enviada_at, col.enviada_at::text AS cursor_at, col.titulo, col.producto, col.tipo, col.marca, col.color, col.talla, col.barcode, col.estado,
      nullif(${nombreCompletoSql(sql`cr.nombre`, sql`cr.apellidos`)}, '') AS colaboradora,
      col.costo_unitario::text AS costo_unitario, col.costo_envio::text AS costo_envio, col.costo_moneda,
      (${costo(moneda)})::text AS costo,
      coalesce(ca.archivos, 0)::int AS archivos, coalesce(ca.utiles, 0)::int AS utiles,
      r.n AS reemplazos,
      CASE WHEN r.n > 0 AND NOT r.desconocido THEN r.suma::text END AS costo_reemplazos
    FROM colaboraciones col
    LEFT JOIN colaboradoras cr ON cr.id = col.colaboradora_id
    ${archivosJoin}
    ${reemplazosJoin(moneda)}
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
