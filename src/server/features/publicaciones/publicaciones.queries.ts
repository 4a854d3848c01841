import { and, eq } from 'drizzle-orm';
import { MAX_PUBLICACIONES, type Plataforma } from '../../../shared/domain/publicaciones';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, publicaciones } from '../../db/schema';

/** Her collaboration (its state), read under a row lock that a concurrent add or state change waits for. */
export async function lockOwnedCollaboration(tx: Tx, colaboracionId: string, colaboradoraId: string) {
  const [row] = await tx
    .select({ id: colaboraciones.id, estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)))
    .for('update');
  return row;
}

export async function findOwnedCollaboration(db: Db | Tx, colaboracionId: string, colaboradoraId: string) {
  const [row] = await db
    .select({ id: colaboraciones.id, estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  return row;
}

export async function findByUrl(db: Db | Tx, colaboracionId: string, url: string) {
  const [row] = await db
    .select()
    .from(publicaciones)
    .where(and(eq(publicaciones.colaboracionId, colaboracionId), eq(publicaciones.url, url)));
  return row;
}

/**
 * Inserts the link in the lowest free slot (1..MAX_PUBLICACIONES); undefined when every slot is taken.
 * The caller holds the collaboration's row lock, so two adds never pick the same slot; if one did, the
 * unique index refuses it.
 */
export async function insertInFreeSlot(
  tx: Tx,
  values: { colaboracionId: string; plataforma: Plataforma; url: string; createdBy: string },
) {
  const taken = new Set(
    (await tx.select({ slot: publicaciones.slot }).from(publicaciones).where(eq(publicaciones.colaboracionId, values.colaboracionId))).map((r) => r.slot),
  );
  let slot = 1;
  while (taken.has(slot)) slot += 1;
  if (slot > MAX_PUBLICACIONES) return undefined;
  const [row] = await tx
    .insert(publicaciones)
    .values({ ...values, slot })
    .returning();
  return row;
}

/** One link of hers, with its collaboration's state. */
export async function findOwnedPublicacion(db: Db | Tx, id: string, colaboradoraId: string) {
  const [row] = await db
    .select({ id: publicaciones.id, colaboracionId: publicaciones.colaboracionId, estado: colaboraciones.estado, origen: publicaciones.origen })
    .from(publicaciones)
    .innerJoin(colaboraciones, eq(colaboraciones.id, publicaciones.colaboracionId))
    .where(and(eq(publicaciones.id, id), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  return row;
}

export async function deletePublicacion(tx: Tx, id: string) {
  const [row] = await tx.delete(publicaciones).where(eq(publicaciones.id, id)).returning({ id: publicaciones.id });
  return row;
}
