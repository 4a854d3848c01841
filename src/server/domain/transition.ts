import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { canOverride, canTrigger, TRANSITIONS, type Actor, type Estado, type TransitionName } from '../../shared/domain/estado';
import type { Db, Tx } from '../db/client';
import { colaboraciones, colaboracionEventos } from '../db/schema';
import type { ErrorCode } from '../../shared/errors';
import { AppError } from '../app-error';
import { notifyTransition } from '../avisos/por-evento';
import { marcaEnvio, marcarEnviada } from './enviada';

/**
 * The one way a collaboration changes state (src/shared/domain/estado.ts, docs/estado.md): in one transaction, lock
 * the row, check the transition against src/shared/domain/estado.ts for this actor, update it only
 * while it is still in the state we read, and write the history row. Features call this; none compares
 * estado strings by hand.
 */
export interface TransitionActor {
  /** profiles.id of the person, null for the server itself (store sync, webhooks). */
  userId: string | null;
  role: Actor;
}

export type TransitionRequest = {
  colaboracionId: string;
  actor: TransitionActor;
  note?: string | null;
  /** Other columns to set in the same UPDATE (e.g. colaboradora_id on a request, pedido_url). */
  set?: Partial<typeof colaboraciones.$inferInsert>;
  /** Extra conditions the row must meet (e.g. ownership, still unassigned); failing them is a 409. */
  where?: SQL;
  /**
   * A person's repeated press (a double tap, a retry after a lost answer) is the same success, not an
   * error: when the row is already in the step's target state and matches this condition (hers, say),
   * nothing is written and the result says `repeated`. Without it, a row already there is a conflict.
   */
  repeatOk?: SQL;
  /** The error when the row is in a state the step starts from but fails `where` (default: the step's conflict). */
  whereConflict?: ErrorCode;
} & ({ name: TransitionName; to?: never } | { name: 'override'; to: Estado });

export interface TransitionResult {
  id: string;
  from: Estado;
  to: Estado;
  /** The step had already happened (repeatOk): nothing was written. */
  repeated?: boolean;
}

/**
 * What each step answers when the collaboration is not in a state it starts from, or is gone: the
 * messages of the error catalogue (src/shared/errors.ts) that say which step she or staff are not at.
 */
const FAILURES: Record<TransitionName | 'override', { conflict: ErrorCode; notFound: ErrorCode }> = {
  solicitar: { conflict: 'NOT_AVAILABLE', notFound: 'NOT_AVAILABLE' },
  empaquetar: { conflict: 'NOT_IN_CONFIRMACION', notFound: 'COLABORACION_NOT_FOUND' },
  pedido_realizado: { conflict: 'NOT_IN_EMPAQUETADO', notFound: 'MI_COLABORACION_NOT_FOUND' },
  recibido: { conflict: 'NOT_IN_LOGISTICA', notFound: 'MI_COLABORACION_NOT_FOUND' },
  enviar_revision: { conflict: 'NOT_IN_PRODUCCION', notFound: 'COLABORACION_NOT_FOUND' },
  aprobar: { conflict: 'NOT_IN_REVISION', notFound: 'COLABORACION_NOT_FOUND' },
  solicitar_cambios: { conflict: 'NOT_IN_REVISION', notFound: 'COLABORACION_NOT_FOUND' },
  agotar: { conflict: 'ESTADO_CONFLICT', notFound: 'COLABORACION_NOT_FOUND' },
  reponer: { conflict: 'ESTADO_CONFLICT', notFound: 'COLABORACION_NOT_FOUND' },
  override: { conflict: 'ESTADO_CONFLICT', notFound: 'COLABORACION_NOT_FOUND' },
};

export async function transition(db: Db | Tx, request: TransitionRequest): Promise<TransitionResult> {
  return db.transaction((tx) => transitionInTx(tx, request));
}

async function transitionInTx(tx: Tx, request: TransitionRequest): Promise<TransitionResult> {
  const { colaboracionId, actor } = request;
  const failure = FAILURES[request.name];
  const [row] = await tx
    .select({ estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(eq(colaboraciones.id, colaboracionId))
    .for('update');
  if (!row) throw new AppError(failure.notFound);
  const from = row.estado;

  let to: Estado;
  if (request.name === 'override') {
    if (!canOverride(actor.role)) throw new AppError('FORBIDDEN');
    to = request.to;
  } else {
    const t = TRANSITIONS[request.name];
    if (!t.by.includes(actor.role)) throw new AppError('FORBIDDEN');
    if (!canTrigger(request.name, actor.role, from)) {
      if (from === t.to && request.repeatOk && (await alreadyDone(tx, colaboracionId, request.name, request.repeatOk))) {
        return { id: colaboracionId, from, to: from, repeated: true };
      }
      throw new AppError(failure.conflict);
    }
    to = t.to;
  }

  const updated = await tx
    .update(colaboraciones)
    .set({ ...request.set, ...marcaEnvio(to), estado: to, updatedAt: sql`now()` })
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.estado, from), request.where))
    .returning({ id: colaboraciones.id });
  // The row is locked and in `from`: no row updated means the caller's `where` said no.
  if (updated.length === 0) throw new AppError(request.where && request.whereConflict ? request.whereConflict : failure.conflict);

  if (from !== to || request.note) {
    const [evento] = await tx
      .insert(colaboracionEventos)
      .values({
        colaboracionId,
        fromEstado: from,
        toEstado: to,
        actorId: actor.userId,
        actorRole: actor.role,
        note: request.note ?? null,
      })
      .returning({ id: colaboracionEventos.id });
    // Whoever acts next hears of it, in this same transaction (issue 17): no step without its notice.
    await notifyTransition(tx, { name: request.name, colaboracionId, eventoId: evento!.id, note: request.note ?? null });
  }
  return { id: colaboracionId, from, to };
}

/**
 * The step already happened: its change is the collaboration's latest (a produccion item that was never
 * in review has not had 'Solicitar cambios'), and the row still meets the caller's condition.
 */
async function alreadyDone(tx: Tx, colaboracionId: string, name: TransitionName, condition: SQL): Promise<boolean> {
  const t = TRANSITIONS[name];
  const [last] = await tx
    .select({ from: colaboracionEventos.fromEstado, to: colaboracionEventos.toEstado })
    .from(colaboracionEventos)
    .where(eq(colaboracionEventos.colaboracionId, colaboracionId))
    .orderBy(desc(colaboracionEventos.createdAt))
    .limit(1);
  if (!last || last.to !== t.to || !last.from || !t.from.includes(last.from)) return false;
  const [hit] = await tx
    .select({ id: colaboraciones.id })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), condition));
  return Boolean(hit);
}

/** The history row for a collaboration created directly in a state (Nueva, import). */
export async function recordCreation(db: Db | Tx, colaboracionId: string, estado: Estado, actor: TransitionActor, note?: string) {
  await db.insert(colaboracionEventos).values({
    colaboracionId,
    fromEstado: null,
    toEstado: estado,
    actorId: actor.userId,
    actorRole: actor.role,
    note: note ?? null,
  });
  await marcarEnviada(db, colaboracionId, estado);
}
