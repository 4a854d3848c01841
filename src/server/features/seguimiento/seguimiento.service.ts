import { eq } from 'drizzle-orm';
import { SIN_ENTREGAR_MAX, type RecordarResponse, type SinEntregarNivel, type SinEntregarResponse } from '../../../shared/schemas/seguimiento';
import { LIMITS } from '../../../shared/domain/limits';
import { AppError } from '../../app-error';
import { notify } from '../../avisos/avisar';
import { mxDate, reminderFor } from '../../avisos/recordatorios';
import { textos } from '../../avisos/textos';
import { colaboraciones } from '../../db/schema';
import type { ServiceContext } from '../../http/service-context';
import { claveRecordatorioManual, listSinEntregar, type SinEntregarRow } from '../../domain/sin-entregar';

const DAY_MS = 24 * 60 * 60 * 1000;

export const nivelDe = (dias: number): SinEntregarNivel => (dias >= 14 ? 14 : dias >= 10 ? 10 : 7);

/** GET /api/seguimiento/sin-entregar (staff): the ghosted queue with its counts per level. */
export async function getSinEntregar({ db }: Pick<ServiceContext, 'db'>): Promise<SinEntregarResponse> {
  const rows = await listSinEntregar(db);
  const counts = { 7: 0, 10: 0, 14: 0 };
  for (const r of rows) counts[nivelDe(Number(r.dias))] += 1;
  return {
    items: rows.slice(0, SIN_ENTREGAR_MAX).map((r) => ({
      colaboracionId: r.colaboracion_id,
      colaboradoraId: r.colaboradora_id,
      creadora: r.creadora,
      producto: r.producto,
      recibidoEl: new Date(r.recibido_at).toISOString(),
      dias: Number(r.dias),
      nivel: nivelDe(Number(r.dias)),
      recordadaHoy: Boolean(r.recordada_hoy),
    })),
    counts,
    total: rows.length,
  };
}

/**
 * POST /api/seguimiento/sin-entregar/{id}/recordar (admin or tienda): the 7-day rule's reminder
 * (recordatorios.ts' texts: due today or overdue) sent now, by hand. The notice's key names the
 * collaboration and today's date in Mexico City, so the unique (person, key) of avisos lets one through
 * a day whatever the taps or instances; a second tap the same day sends nothing and says so.
 */
export async function recordar({ db }: Pick<ServiceContext, 'db'>, colaboracionId: string, now = new Date()): Promise<RecordarResponse> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: colaboraciones.id }).from(colaboraciones).where(eq(colaboraciones.id, colaboracionId));
    if (!exists) throw new AppError('COLABORACION_NOT_FOUND');
    // The state is read again here, in the nudge's transaction: a delivery since the page loaded refuses.
    const [row]: (SinEntregarRow | undefined)[] = await listSinEntregar(tx, { colaboracionId });
    if (!row) throw new AppError('RECORDATORIO_NO_APLICA');
    const hoy = mxDate(now);
    const vence = new Date(new Date(row.recibido_at).getTime() + LIMITS.publicationWindowDays * DAY_MS);
    // Seven days or more after receipt the due date is today or past: 'vence' or 'vencida'.
    const kind = reminderFor(mxDate(vence), hoy) ?? 'vencida';
    const sent = await notify(tx, { usuarios: [row.user_id] }, textos.recordatorio(kind, { id: row.colaboracion_id, producto: row.producto, vence }, claveRecordatorioManual(row.colaboracion_id, hoy)));
    if (sent === 0) throw new AppError('RECORDATORIO_YA_ENVIADO');
    return { mensaje: `Recordatorio enviado a ${row.creadora}.` };
  });
}
