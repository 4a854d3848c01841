import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORIA_DE, type AvisoTipo } from '../../shared/schemas/avisos';
import type { Role } from '../../shared/domain/roles';
import type { Db, Tx } from '../db/client';
import { avisos, preferenciasCorreo, userRoles } from '../db/schema';
import { enqueue } from '../queue/queue';

/**
 * Writes notices in the caller's transaction (decision 043): one inbox row per person, unique per event
 * (`clave`), and, unless she turned the category off, the email's job. A repeated event (a retried
 * webhook, a second instance) finds the row and adds nothing, so each person hears of it once.
 */
export interface NoticeInput {
  tipo: AvisoTipo;
  /** The event: the same event always gives the same key (a collaboration's step, a rating, a date). */
  clave: string;
  titulo: string;
  cuerpo: string;
  /** The app path where she acts. */
  enlace: string;
  datos?: Record<string, unknown>;
}

/** Who receives it: people by id, or everyone holding one of the roles now. */
export type Recipients = { usuarios: string[] } | { roles: Role[] };

/**
 * Batches (issue 17): requests, and applications (issue 29), reach staff in at most one email an hour; ratings reach her in one email a
 * few minutes after the first, whatever the number of files rated. Everything else leaves at once.
 */
export const LOTES: Partial<Record<AvisoTipo, { grupo: string; esperaMs: number; separacionMs: number }>> = {
  solicitud_nueva: { grupo: 'solicitudes', esperaMs: 60_000, separacionMs: 60 * 60_000 },
  entrega_calificada: { grupo: 'calificaciones', esperaMs: 10 * 60_000, separacionMs: 0 },
  // Applications to collaborate (decision 079): a burst from a shared link is one email an hour to each admin.
  aplicacion_nueva: { grupo: 'aplicaciones', esperaMs: 60_000, separacionMs: 60 * 60_000 },
};

export const JOB_CORREO = 'correo';
export const JOB_LOTE = 'correo_lote';

export async function notify(tx: Db | Tx, to: Recipients, notice: NoticeInput): Promise<number> {
  const ids = 'usuarios' in to ? [...new Set(to.usuarios)] : await holdersOf(tx, to.roles);
  if (ids.length === 0) return 0;
  const categoria = CATEGORIA_DE[notice.tipo];
  const off = new Set(
    categoria === 'cuenta'
      ? []
      : (
          await tx
            .select({ usuarioId: preferenciasCorreo.usuarioId })
            .from(preferenciasCorreo)
            .where(and(inArray(preferenciasCorreo.usuarioId, ids), eq(preferenciasCorreo.categoria, categoria)))
        ).map((r) => r.usuarioId),
  );
  const inserted = await tx
    .insert(avisos)
    .values(
      ids.map((usuarioId) => ({
        usuarioId,
        tipo: notice.tipo,
        clave: notice.clave,
        titulo: notice.titulo,
        cuerpo: notice.cuerpo,
        enlace: notice.enlace,
        datos: notice.datos ?? {},
        correo: off.has(usuarioId) ? ('no' as const) : ('pendiente' as const),
      })),
    )
    .onConflictDoNothing({ target: [avisos.usuarioId, avisos.clave] })
    .returning({ id: avisos.id, usuarioId: avisos.usuarioId, correo: avisos.correo });

  const lote = LOTES[notice.tipo];
  for (const row of inserted) {
    if (row.correo !== 'pendiente') continue;
    if (lote) {
      await enqueueBatch(tx, row.usuarioId, lote);
    } else {
      const jobId = await enqueue(tx, JOB_CORREO, { avisoIds: [row.id] });
      await tx.update(avisos).set({ correo: 'en_cola', correoTrabajoId: jobId }).where(eq(avisos.id, row.id));
    }
  }
  return inserted.length;
}

/**
 * One pending batch job per person and group (the queue's `clave`): the first notice sets its time (a
 * short wait to gather what follows, or an hour after her last email of the group), the next ones join it.
 */
async function enqueueBatch(tx: Db | Tx, usuarioId: string, lote: { grupo: string; esperaMs: number; separacionMs: number }): Promise<void> {
  const clave = `lote:${lote.grupo}:${usuarioId}`;
  const res = (await tx.execute(sql`
    SELECT greatest(now() + ${lote.esperaMs}::float8 * interval '1 millisecond',
      max(t.terminado_at) + ${lote.separacionMs}::float8 * interval '1 millisecond') AS at
    FROM trabajos t WHERE t.clave = ${clave} AND t.estado = 'hecho'`)) as unknown as { rows: { at: string | Date }[] };
  const at = new Date(res.rows[0]!.at);
  await enqueue(tx, JOB_LOTE, { usuarioId, grupo: lote.grupo }, { clave, at });
}

async function holdersOf(tx: Db | Tx, roles: Role[]): Promise<string[]> {
  const rows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.role, roles));
  return rows.map((r) => r.userId);
}
