import { sql } from 'drizzle-orm';
import { AUTORIZACION_AVISO_DIAS, type AutorizacionTipo } from '../../shared/schemas/anuncios';
import { fechaMexico } from '../../shared/mexico-time';
import type { Db } from '../db/client';
import { notify } from '../avisos/avisar';
import { textos } from '../avisos/textos';

/**
 * Admins hear once of each ad authorization that ends within AUTORIZACION_AVISO_DIAS days (issue 30 item
 * 4), run by the schedule (background.ts). The key names the authorization and its end, so a second run,
 * a second instance or a restart adds nothing, and one renewed (a new row) is told of again.
 */
export const RUN_EVERY_MS = 60 * 60_000;

export async function runAnuncioReminders(db: Db, now = new Date()): Promise<{ avisos: number }> {
  const hoy = fechaMexico(now);
  const res = (await db.execute(sql`
    SELECT aa.id, aa.tipo, to_char(aa.otorgada_el::date + aa.dias, 'YYYY-MM-DD') AS vence_el,
      coalesce(nullif(trim(c.nombre_visualizacion), ''), c.titulo) AS producto,
      coalesce(nullif(trim(concat_ws(' ', cr.nombre, cr.apellidos)), ''), 'Una creadora') AS creadora
    FROM autorizaciones_anuncio aa
    JOIN colaboraciones c ON c.id = aa.colaboracion_id
    LEFT JOIN colaboradoras cr ON cr.id = c.colaboradora_id
    WHERE aa.otorgada_el::date + aa.dias > ${hoy}::date
      AND aa.otorgada_el::date + aa.dias <= ${hoy}::date + ${AUTORIZACION_AVISO_DIAS}::int`)) as unknown as {
    rows: { id: string; tipo: AutorizacionTipo; vence_el: string; producto: string; creadora: string }[];
  };
  let sent = 0;
  for (const r of res.rows) {
    sent += await notify(
      db,
      { roles: ['admin'] },
      textos.anuncioPorVencer({ id: r.id, tipo: r.tipo, creadora: r.creadora, producto: r.producto, venceEl: r.vence_el }, `anuncio_por_vencer:${r.id}:${r.vence_el}`),
    );
  }
  return { avisos: sent };
}
