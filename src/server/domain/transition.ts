import { and, eq, sql, type SQL } from 'drizzle-orm';
import { canOverride, canTrigger, TRANSITIONS, type Actor, type Estado, type TransitionName } from '../../shared/domain/estado';
import type { Db, Tx } from '../db/client';
import { colaboraciones, colaboracionEventos } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The one way a collaboration changes state (DESIGN.md "One state machine"): in one transaction, lock
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
} & ({ name: TransitionName; to?: never } | { name: 'override'; to: Estado });

export interface TransitionResult {
  id: string;
  from: Estado;
  to: Estado;
}

export async function transition(db: Db | Tx, request: TransitionRequest): Promise<TransitionResult> {
  return db.transaction((tx) => transitionInTx(tx, request));
}

async function transitionInTx(tx: Tx, request: TransitionRequest): Promise<TransitionResult> {
  const { colaboracionId, actor } = request;
  const [row] = await tx
    .select({ estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(eq(colaboraciones.id, colaboracionId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 404, 'Colaboración no encontrada');
  const from = row.estado;

  let to: Estado;
  if (request.name === 'override') {
    if (!canOverride(actor.role)) throw new AppError('FORBIDDEN');
    to = request.to;
  } else {
    const t = TRANSITIONS[request.name];
    if (!t.by.includes(actor.role)) throw new AppError('FORBIDDEN');
    if (!canTrigger(request.name, actor.role, from)) throw new AppError('CONFLICT', 409, ESTADO_CONFLICT_MESSAGE);
    to = t.to;
  }

  const updated = await tx
    .update(colaboraciones)
    .set({ ...request.set, estado: to, updatedAt: sql`now()` })
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.estado, from), request.where))
    .returning({ id: colaboraciones.id });
  if (updated.length === 0) throw new AppError('CONFLICT', 409, ESTADO_CONFLICT_MESSAGE);

  if (from !== to || request.note) {
    await tx.insert(colaboracionEventos).values({
      colaboracionId,
      fromEstado: from,
      toEstado: to,
      actorId: actor.userId,
      actorRole: actor.role,
      note: request.note ?? null,
    });
  }
  return { id: colaboracionId, from, to };
}

export const ESTADO_CONFLICT_MESSAGE = 'La colaboración cambió de estado. Recarga e intenta de nuevo.';

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
}
