import { sql, type SQL } from 'drizzle-orm';
import { SIN_ENTREGAR_NIVELES } from '../../shared/schemas/seguimiento';
import type { Db, Tx } from '../db/client';
import { nombreCompletoSql } from './nombre';
import { relojDesde, relojPausado } from './reloj';
import { MEXICO_TZ } from '../../shared/mexico-time';

type Queryable = Db | Tx;

const TZ = sql.raw(`'${MEXICO_TZ}'`);
export const DIAS_MINIMOS = SIN_ENTREGAR_NIVELES[0];

/** The key of a reminder by hand: one a day per collaboration, by the unique (person, key) of avisos. */
export const claveRecordatorioManual = (colaboracionId: string, hoyMx: string) => `recordatorio-manual:${colaboracionId}:${hoyMx}`;

/**
 * When she pressed Recibido (the latest logistica → produccion move), for the collaboration whose id
 * `colaboracionId` names (an outer column, spelled out).
 */
const recibidoAt = (colaboracionId: SQL) => relojDesde(colaboracionId);

/** Whole days from her receipt to today, by Mexico City dates (the 7-day rule's calendar). */
const diasDesde = (at: SQL) => sql`((now() AT TIME ZONE ${TZ})::date - (${at} AT TIME ZONE ${TZ})::date)`;

/**
 * Ghosted: she received the item (produccion) and has not delivered — not sent to review (revision) nor
 * approved (entregado), spec §4's delivered states — for at least 7 days. For a Colaboradoras filter on
 * her current collaboration (`colaboracionId`, `estado`: the outer columns).
 */
export const sinEntregarCondicion = (colaboracionId: SQL, estado: SQL): SQL =>
  sql`(${estado} = 'produccion' AND ${diasDesde(recibidoAt(colaboracionId))} >= ${DIAS_MINIMOS} AND NOT ${relojPausado(colaboracionId)})`;

export interface SinEntregarRow {
  colaboracion_id: string;
  colaboradora_id: string;
  user_id: string;
  creadora: string;
  producto: string;
  recibido_at: string | Date;
  dias: number;
  recordada_hoy: boolean;
}

/**
 * The queue, longest waiting first, from the estado index (only produccion rows are read; one active
 * collaboration per creator bounds them by the number of creators).
 */
export async function listSinEntregar(db: Queryable, opts: { colaboracionId?: string } = {}): Promise<SinEntregarRow[]> {
  const res = (await db.execute(sql`
    SELECT q.* FROM (
      SELECT co.id AS colaboracion_id, co.colaboradora_id, cr.user_id,
        ${nombreCompletoSql(sql`cr.nombre`, sql`cr.apellidos`)} AS creadora,
        coalesce(nullif(trim(co.nombre_visualizacion), ''), co.titulo) AS producto,
        r.recibido_at,
        ${diasDesde(sql`r.recibido_at`)}::int AS dias,
        EXISTS (SELECT 1 FROM avisos a WHERE a.usuario_id = cr.user_id
          AND a.clave = 'recordatorio-manual:' || co.id::text || ':' || to_char(now() AT TIME ZONE ${TZ}, 'YYYY-MM-DD')) AS recordada_hoy
      FROM colaboraciones co
      JOIN colaboradoras cr ON cr.id = co.colaboradora_id
      CROSS JOIN LATERAL (SELECT ${recibidoAt(sql`co.id`)} AS recibido_at) r
      WHERE co.estado = 'produccion' AND r.recibido_at IS NOT NULL AND NOT ${relojPausado(sql`co.id`)}
        ${opts.colaboracionId ? sql`AND co.id = ${opts.colaboracionId}::uuid` : sql``}
    ) q
    WHERE q.dias >= ${DIAS_MINIMOS}
    ORDER BY q.dias DESC, q.colaboracion_id`)) as unknown as { rows: SinEntregarRow[] };
  return res.rows;
}
