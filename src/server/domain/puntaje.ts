import { sql } from 'drizzle-orm';
import { calcularPuntaje, NOTA_VALOR, type Puntaje, type PuntajeDatos } from '../../shared/domain/puntaje';
import type { Db, Tx } from '../db/client';
import { MEXICO_TZ } from '../../shared/mexico-time';

type Queryable = Db | Tx;

/**
 * The score's inputs for a set of creators, in two grouped queries whatever their number (decision
 * 052-creator-score): indexed reads, no maintained summary. Her collaborations come through
 * colaboraciones_colaboradora_idx, their events through colaboracion_eventos_colaboracion_idx, their
 * post links through publicaciones_colaboracion_slot_idx and their files through entregas_colaboracion_idx.
 * Raw SQL with qualified names: the correlated subqueries need the outer table spelled out.
 */
export async function puntajeDatosOf(db: Queryable, colaboradoraIds: readonly string[]): Promise<Map<string, PuntajeDatos>> {
  const out = new Map<string, PuntajeDatos>();
  if (colaboradoraIds.length === 0) return out;
  const ids = sql.join(
    colaboradoraIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const tz = sql.raw(`'${MEXICO_TZ}'`);
  const colabs = (await db.execute(sql`
    WITH c AS (
      SELECT co.colaboradora_id, co.estado,
        (SELECT max(ev.created_at) FROM colaboracion_eventos ev
          WHERE ev.colaboracion_id = co.id AND ev.from_estado = 'logistica' AND ev.to_estado = 'produccion') AS recibido_at,
        (SELECT min(p.created_at) FROM publicaciones p WHERE p.colaboracion_id = co.id) AS publicado_at,
        (SELECT count(*) FROM colaboracion_eventos ev
          WHERE ev.colaboracion_id = co.id AND ev.to_estado = 'revision')::int AS envios,
        (SELECT count(*) FROM colaboracion_eventos ev
          WHERE ev.colaboracion_id = co.id AND ev.from_estado = 'revision' AND ev.to_estado = 'produccion')::int AS cambios
      FROM colaboraciones co
      WHERE co.colaboradora_id IN (${ids})
    )
    SELECT c.colaboradora_id AS id,
      (count(*) FILTER (WHERE c.estado = 'entregado'))::int AS terminadas,
      (count(*) FILTER (WHERE c.recibido_at IS NOT NULL AND (c.publicado_at IS NOT NULL
        OR (now() AT TIME ZONE ${tz})::date > ((c.recibido_at AT TIME ZONE ${tz})::date + 7))))::int AS con_plazo,
      (count(*) FILTER (WHERE c.recibido_at IS NOT NULL AND c.publicado_at IS NOT NULL
        AND (c.publicado_at AT TIME ZONE ${tz})::date <= (c.recibido_at AT TIME ZONE ${tz})::date + 7))::int AS a_tiempo,
      coalesce(sum(c.envios), 0)::int AS envios,
      coalesce(sum(c.cambios), 0)::int AS cambios
    FROM c GROUP BY c.colaboradora_id`)) as unknown as {
    rows: { id: string; terminadas: number; con_plazo: number; a_tiempo: number; envios: number; cambios: number }[];
  };
  // A file counts as rated once the review set its estado (aprobado or pendiente): a new upload carries
  // the spec's default 'bueno', which nobody chose.
  const files = (await db.execute(sql`
    SELECT co.colaboradora_id AS id,
      (count(*) FILTER (WHERE en.estado IN ('aprobado', 'pendiente')))::int AS calificados,
      (count(*) FILTER (WHERE en.estado IN ('aprobado', 'pendiente') AND en.feedback_status IN ('excelente', 'bueno')))::int AS utiles,
      coalesce(sum(CASE WHEN en.estado NOT IN ('aprobado', 'pendiente') THEN 0
        WHEN en.feedback_status = 'excelente' THEN ${NOTA_VALOR.excelente}::int
        WHEN en.feedback_status = 'bueno' THEN ${NOTA_VALOR.bueno}::int
        ELSE ${NOTA_VALOR.descartado}::int END), 0)::int AS suma
    FROM entregas en JOIN colaboraciones co ON co.id = en.colaboracion_id
    WHERE co.colaboradora_id IN (${ids})
    GROUP BY co.colaboradora_id`)) as unknown as { rows: { id: string; calificados: number; utiles: number; suma: number }[] };

  for (const id of colaboradoraIds) {
    out.set(id, { terminadas: 0, calificados: 0, utiles: 0, sumaNotas: 0, conPlazo: 0, aTiempo: 0, envios: 0, cambios: 0 });
  }
  for (const r of colabs.rows) {
    const d = out.get(r.id)!;
    Object.assign(d, { terminadas: Number(r.terminadas), conPlazo: Number(r.con_plazo), aTiempo: Number(r.a_tiempo), envios: Number(r.envios), cambios: Number(r.cambios) });
  }
  for (const r of files.rows) {
    const d = out.get(r.id)!;
    Object.assign(d, { calificados: Number(r.calificados), utiles: Number(r.utiles), sumaNotas: Number(r.suma) });
  }
  return out;
}

export async function puntajesOf(db: Queryable, colaboradoraIds: readonly string[]): Promise<Map<string, Puntaje>> {
  const datos = await puntajeDatosOf(db, colaboradoraIds);
  return new Map([...datos].map(([id, d]) => [id, calcularPuntaje(d)]));
}
