import { relojDesde, relojPausado } from '../domain/reloj';
import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/domain/limits';
import type { Db } from '../db/client';
import { colaboraciones, colaboradoras } from '../db/schema';
import { publicada } from '../domain/publicacion';
import { notify } from './avisar';
import { textos } from './textos';
import { nombreCompletoSql } from '../domain/nombre';
import { MEXICO_TZ } from '../../shared/mexico-time';

/**
 * The 7-day publication rule's reminders (issue 17 §6), run by the schedule (background.ts: once across instances)
 * every RUN_EVERY_MS. Her due date is the day she marked the item received plus 7 days, as a date in
 * Mexico City: two days before it she hears 'Te quedan 2 días', on it 'Hoy vence', after it once
 * 'venció'. Only the step the date has reached is sent (a server down for days does not send three at
 * once), and each step's key makes it once per collaboration and due date. From 9:00 in Mexico City,
 * admins get a daily digest of the overdue ones. A collaboration with at least one post link (proof of
 * publication, decision 047) met the rule: no reminder, not overdue.
 */
export const RUN_EVERY_MS = 15 * 60_000;
const TZ = MEXICO_TZ;
const DIGEST_HOUR = 9;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', hourCycle: 'h23' });

/** '2026-11-26': the date in Mexico City at that instant. */
export const mxDate = (d: Date): string => dayFormat.format(d);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type ReminderKind = 'previo' | 'vence' | 'vencida';

/** Which reminder a due date calls for today, if any. */
export function reminderFor(dueMx: string, todayMx: string): ReminderKind | null {
  const left = daysBetween(todayMx, dueMx);
  if (left < 0) return 'vencida';
  if (left === 0) return 'vence';
  if (left <= 2) return 'previo';
  return null;
}

export async function runReminders(db: Db, now = new Date()): Promise<{ avisos: number }> {
  const today = mxDate(now);
  const rows = await db
    .select({
      id: colaboraciones.id,
      producto: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
      userId: colaboradoras.userId,
      creadora: nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos),
      // Restarted by a received replacement; an open problem pauses it (issue 29).
      recibidoAt: relojDesde(sql`colaboraciones.id`),
    })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(eq(colaboraciones.estado, 'produccion'), isNotNull(colaboraciones.colaboradoraId), not(publicada), not(relojPausado(sql`colaboraciones.id`))));

  let sent = 0;
  const overdue: { id: string; producto: string; creadora: string; vence: Date }[] = [];
  for (const r of rows) {
    if (!r.recibidoAt) continue;
    const vence = new Date(new Date(r.recibidoAt).getTime() + LIMITS.publicationWindowDays * DAY_MS);
    const dueMx = mxDate(vence);
    const kind = reminderFor(dueMx, today);
    if (!kind) continue;
    if (kind === 'vencida') overdue.push({ id: r.id, producto: r.producto, creadora: r.creadora, vence });
    sent += await notify(db, { usuarios: [r.userId] }, textos.recordatorio(kind, { id: r.id, producto: r.producto, vence }, `recordatorio_${kind}:${r.id}:${dueMx}`));
  }
  if (overdue.length > 0 && Number(hourFormat.format(now)) >= DIGEST_HOUR) {
    sent += await notify(db, { roles: ['admin'] }, textos.vencidasResumen(overdue, `vencidas:${today}`));
  }
  return { avisos: sent };
}
