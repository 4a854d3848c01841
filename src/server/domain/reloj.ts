import { sql, type SQL } from 'drizzle-orm';

/**
 * The 7-day clock's start (issue 29): when she pressed Recibido (the latest logistica → produccion
 * move), or, later, when she received a problem's replacement: the clock restarts then. For the
 * collaboration whose id `colaboracionId` names (an outer column, spelled out). GREATEST skips NULLs.
 */
export const relojDesde = (colaboracionId: SQL): SQL<Date | string | null> =>
  sql`GREATEST(
    (SELECT max(ev.created_at) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${colaboracionId} AND ev.from_estado = 'logistica' AND ev.to_estado = 'produccion'),
    (SELECT max(p.recibido_at) FROM problemas p WHERE p.colaboracion_id = ${colaboracionId})
  )`;

/** An open problem (reported, or its replacement on the way) pauses the clock and its reminders. */
export const relojPausado = (colaboracionId: SQL): SQL<boolean> =>
  sql`EXISTS (SELECT 1 FROM problemas p WHERE p.colaboracion_id = ${colaboracionId} AND p.estado IN ('abierto', 'reemplazo'))`;
