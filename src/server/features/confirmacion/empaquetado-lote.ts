import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { empaquetadoLoteItems, profiles } from '../../db/schema';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { enqueue, type JobHandler } from '../../queue/queue';
import { ERROR_MESSAGES } from '../../../shared/errors';
import type { EmpaquetadoLote } from '../../../shared/schemas/shopify';
import { isRole } from '../../../shared/domain/roles';
import { nombreCompleto } from '../../domain/nombre';
import { empaquetar } from './confirmacion.service';
import { colaboracionesConColaboradora } from './confirmacion.queries';

export const JOB_EMPAQUETAR = 'empaquetar';

/**
 * Empaquetado of several collaborations at once (issue 28): one queued job per collaboration, each the
 * same empaquetar() a single press runs, so each gets its own draft order under the same guarantee (the
 * envío claim and the store's tag lookup: never two drafts, even with a single press racing the batch).
 * The batch's rows say what each job did; the screen reads them for its summary.
 */
export async function empaquetarLote({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, ids: string[]): Promise<{ loteId: string }> {
  if (actor.role !== 'admin' && actor.role !== 'tienda') throw new AppError('FORBIDDEN');
  const unique = [...new Set(ids)];
  const loteId = randomUUID();
  await db.transaction(async (tx) => {
    const found = await colaboracionesConColaboradora(tx, unique);
    if (found.length !== unique.length) throw new AppError('COLABORACION_NOT_FOUND');
    await tx.insert(empaquetadoLoteItems).values(unique.map((colaboracionId) => ({ loteId, colaboracionId, createdBy: actor.userId })));
    for (const colaboracionId of unique) {
      await enqueue(tx, JOB_EMPAQUETAR, { loteId, colaboracionId, userId: actor.userId, role: actor.role }, { maxIntentos: 1 });
    }
  });
  return { loteId };
}

/** The batch as the screen shows it: each collaboration with its creator and what happened. */
export async function getLote({ db }: Pick<ServiceContext, 'db'>, loteId: string): Promise<EmpaquetadoLote> {
  const rows = await db
    .select({
      colaboracionId: empaquetadoLoteItems.colaboracionId,
      estado: empaquetadoLoteItems.estado,
      mensaje: empaquetadoLoteItems.mensaje,
      numeroPedido: empaquetadoLoteItems.numeroPedido,
    })
    .from(empaquetadoLoteItems)
    .where(eq(empaquetadoLoteItems.loteId, loteId));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  const byId = new Map((await colaboracionesConColaboradora(db, rows.map((r) => r.colaboracionId))).map((c) => [c.id, c]));
  const items = rows.flatMap((r) => {
    const c = byId.get(r.colaboracionId);
    // The item's foreign key keeps its collaboration; a row without one would be a broken database.
    if (!c) return [];
    return [
      {
        colaboracionId: r.colaboracionId,
        titulo: c.titulo,
        colaboradora: c.nombre ? nombreCompleto(c.nombre, c.apellidos) : null,
        estado: r.estado,
        mensaje: r.mensaje,
        numeroPedido: r.numeroPedido,
      },
    ];
  });
  // A batch's rows are written in one statement (one creation time): by title, so the summary reads the same on every poll.
  items.sort((a, b) => a.titulo.localeCompare(b.titulo, 'es-MX') || a.colaboracionId.localeCompare(b.colaboracionId));
  return {
    loteId,
    items,
    pendientes: items.filter((i) => i.estado === 'pendiente').length,
    creados: items.filter((i) => i.estado === 'ok').length,
    fallidos: items.filter((i) => i.estado === 'error').length,
  };
}

/**
 * One collaboration of a batch. A refusal (no longer in confirmación, the store said no, the store down)
 * is the batch's answer for it, in Spanish, not a retry: pressing Empaquetado again is always safe.
 */
export function empaquetadoJobHandlers({ db, config, logger }: { db: Db; config: Config; logger: Logger }): Record<string, JobHandler> {
  const handler: JobHandler = async (job) => {
    const { loteId, colaboracionId, userId, role } = job.datos;
    if (typeof loteId !== 'string' || typeof colaboracionId !== 'string' || typeof userId !== 'string' || !isRole(role)) return;
    const finish = (values: { estado: 'ok' | 'error'; mensaje?: string | null; numeroPedido?: number | null }) =>
      db
        .update(empaquetadoLoteItems)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(empaquetadoLoteItems.loteId, loteId), eq(empaquetadoLoteItems.colaboracionId, colaboracionId)));
    const [person] = await db.select({ email: profiles.email, fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
    try {
      const result = await empaquetar(
        { db, config, actor: { userId, role, email: person?.email ?? '', fullName: person?.fullName ?? '', colaboradoraId: null } },
        colaboracionId,
      );
      await finish({ estado: 'ok', numeroPedido: result.numeroPedido });
    } catch (err) {
      if (!(err instanceof AppError)) logger.error({ err, colaboracionId }, 'empaquetado in a batch failed');
      await finish({ estado: 'error', mensaje: err instanceof AppError ? err.message : ERROR_MESSAGES.INTERNAL });
    }
  };
  return { [JOB_EMPAQUETAR]: handler };
}
