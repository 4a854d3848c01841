import { sql } from 'drizzle-orm';
import { FUGA_FACTOR, FUGA_MINIMO, type CodigoEstado, type Fugas } from '../../shared/schemas/ventas';
import { MEXICO_OFFSET_HORAS } from '../../shared/schemas/resultados';
import type { Db } from '../db/client';
import { avisarFuga } from './avisos';

/**
 * Leaks (issue 27 item 5): a code posted on a coupon site sells far above its own usual level. A day
 * (Mexico City) is flagged when its orders exceed FUGA_FACTOR × the median of the code's 30 days before it
 * (days without orders count as zero) and reach FUGA_MINIMO. Computed from the sales themselves, on each
 * new sale (to notify admins once per code and day) and on the staff screen's read.
 */
const DIA_MS = 86_400_000;

export function diaMexico(d: Date): string {
  return new Date(d.getTime() - MEXICO_OFFSET_HORAS * 3_600_000).toISOString().slice(0, 10);
}

export function mediana(valores: number[]): number {
  if (valores.length === 0) return 0;
  const v = [...valores].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}

export function esFuga(pedidosDia: number, previos30: number[]): boolean {
  return pedidosDia >= FUGA_MINIMO && pedidosDia > FUGA_FACTOR * mediana(previos30);
}

interface Conteo {
  codigo_id: string;
  dia: string;
  n: number;
}

/** Orders per code and Mexico City day over the 31 days up to `hasta` (for the given codes, or every code with a busy recent day). */
async function conteos(db: Db, hasta: Date, codigoId?: string): Promise<Conteo[]> {
  const desde = new Date(hasta.getTime() - 32 * DIA_MS);
  const filtro = codigoId
    ? sql`v.codigo_id = ${codigoId}::uuid`
    : sql`v.codigo_id IN (SELECT codigo_id FROM ventas WHERE ocurrida_at >= ${new Date(hasta.getTime() - 2 * DIA_MS).toISOString()}::timestamptz
        GROUP BY codigo_id HAVING count(*) >= ${FUGA_MINIMO})`;
  const res = (await db.execute(sql`
    SELECT v.codigo_id::text AS codigo_id,
      to_char((v.ocurrida_at AT TIME ZONE 'UTC') - make_interval(hours => ${MEXICO_OFFSET_HORAS}), 'YYYY-MM-DD') AS dia,
      count(*)::int AS n
    FROM ventas v
    WHERE ${filtro} AND v.ocurrida_at >= ${desde.toISOString()}::timestamptz
    GROUP BY 1, 2`)) as unknown as { rows: Conteo[] };
  return res.rows;
}

function evaluar(porDia: Map<string, number>, dia: string): { pedidos: number; mediana: number; fuga: boolean } {
  const base = Date.parse(`${dia}T00:00:00Z`);
  const previos = Array.from({ length: 30 }, (_, i) => porDia.get(new Date(base - (i + 1) * DIA_MS).toISOString().slice(0, 10)) ?? 0);
  const pedidos = porDia.get(dia) ?? 0;
  return { pedidos, mediana: mediana(previos), fuga: esFuga(pedidos, previos) };
}

/** After a new sale of this code: today's count against its usual level; admins hear of a leak once a day. */
export async function revisarFuga(db: Db, codigoId: string, now = new Date()): Promise<void> {
  const filas = await conteos(db, now, codigoId);
  const porDia = new Map(filas.map((f) => [f.dia, f.n]));
  const dia = diaMexico(now);
  const r = evaluar(porDia, dia);
  if (r.fuga) await avisarFuga(db, codigoId, dia, r.pedidos, r.mediana);
}

/** The staff screen: codes flagged today or yesterday (Mexico City). */
export async function listarFugas(db: Db, now = new Date()): Promise<Fugas> {
  const filas = await conteos(db, now);
  const porCodigo = new Map<string, Map<string, number>>();
  for (const f of filas) {
    const m = porCodigo.get(f.codigo_id) ?? new Map<string, number>();
    m.set(f.dia, f.n);
    porCodigo.set(f.codigo_id, m);
  }
  const hoy = diaMexico(now);
  const ayer = diaMexico(new Date(now.getTime() - DIA_MS));
  const marcadas: { codigoId: string; dia: string; pedidos: number; mediana: number }[] = [];
  for (const [codigoId, porDia] of porCodigo) {
    for (const dia of [hoy, ayer]) {
      const r = evaluar(porDia, dia);
      if (r.fuga) {
        marcadas.push({ codigoId, dia, pedidos: r.pedidos, mediana: r.mediana });
        break;
      }
    }
  }
  if (marcadas.length === 0) return { fugas: [] };
  const res = (await db.execute(sql`
    SELECT id::text AS id, codigo, estado, colaboradora_id::text AS colaboradora_id, colaboradora_nombre
    FROM ventas_codigos WHERE id IN (${sql.join(marcadas.map((m) => sql`${m.codigoId}::uuid`), sql`, `)})`)) as unknown as {
    rows: { id: string; codigo: string; estado: CodigoEstado; colaboradora_id: string | null; colaboradora_nombre: string }[];
  };
  const codigos = new Map(res.rows.map((r) => [r.id, r]));
  return {
    fugas: marcadas
      .map((m) => {
        const c = codigos.get(m.codigoId)!;
        return { codigoId: m.codigoId, codigo: c.codigo, estado: c.estado, colaboradoraId: c.colaboradora_id, nombre: c.colaboradora_nombre, dia: m.dia, pedidos: m.pedidos, medianaDiaria: m.mediana };
      })
      .sort((a, b) => b.pedidos - a.pedidos),
  };
}
