import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, entregas } from '../../db/schema';
import { UPLOAD_ESTADOS } from '../../../shared/domain/estado';
import type { TipoContenido } from '../../../shared/domain/options';

/** The collaboration is hers: its colaboradora_id is her creator row (Actor.colaboradoraId). */
export function ownedBy(colaboradoraId: string): SQL {
  return eq(colaboraciones.colaboradoraId, colaboradoraId);
}

/** Hers and still open for uploads: the condition every write checks inside its own statement. */
export function openForUploads(colaboracionId: string, colaboradoraId: string): SQL {
  return and(eq(colaboraciones.id, colaboracionId), ownedBy(colaboradoraId), inArray(colaboraciones.estado, UPLOAD_ESTADOS))!;
}

export async function findOwnedCollaboration(db: Db | Tx, colaboracionId: string, colaboradoraId: string) {
  const [row] = await db
    .select({ id: colaboraciones.id, estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), ownedBy(colaboradoraId)));
  return row;
}

export type NewEntrega = Omit<typeof entregas.$inferInsert, 'id' | 'createdAt' | 'colaboracionId'>;

/**
 * Records a delivered file only if the collaboration is still hers and open at this moment. The row
 * lock (FOR SHARE) waits for a concurrent transition (FOR UPDATE), so a file that finished uploading
 * while she sent the collaboration to review is not added behind the reviewer's back. Undefined when
 * the collaboration is not open.
 */
export async function insertEntregaIfOpen(db: Db | Tx, colaboracionId: string, colaboradoraId: string, values: NewEntrega) {
  return db.transaction(async (tx) => {
    const [open] = await tx.select({ id: colaboraciones.id }).from(colaboraciones).where(openForUploads(colaboracionId, colaboradoraId)).for('share');
    if (!open) return undefined;
    const [row] = await tx
      .insert(entregas)
      .values({ ...values, colaboracionId })
      .returning();
    return row;
  });
}

export async function listEntregas(db: Db, colaboracionId: string, tipo?: TipoContenido) {
  return db
    .select()
    .from(entregas)
    .where(and(eq(entregas.colaboracionId, colaboracionId), tipo ? eq(entregas.tipoContenido, tipo) : undefined))
    .orderBy(desc(entregas.createdAt), desc(entregas.id));
}

export async function countEntregas(db: Db, colaboracionId: string) {
  const rows = await db
    .select({ tipo: entregas.tipoContenido, n: sql<number>`count(*)::int` })
    .from(entregas)
    .where(eq(entregas.colaboracionId, colaboracionId))
    .groupBy(entregas.tipoContenido);
  const of = (t: TipoContenido) => Number(rows.find((r) => r.tipo === t)?.n ?? 0);
  return { imagenes: of('imagen'), videos: of('video') };
}

/** Deletes her entrega while its collaboration is still open; the deleted row (for its files) or undefined. */
export async function deleteEntregaIfOpen(db: Db, id: string, colaboradoraId: string) {
  const [row] = await db
    .delete(entregas)
    .where(
      and(
        eq(entregas.id, id),
        exists(db.select({ one: sql`1` }).from(colaboraciones).where(and(eq(colaboraciones.id, entregas.colaboracionId), ownedBy(colaboradoraId), inArray(colaboraciones.estado, UPLOAD_ESTADOS)))),
      ),
    )
    .returning();
  return row;
}

/** The entrega with its collaboration's owner check, to tell 404 (not hers) from 409 (closed). */
export async function findOwnedEntrega(db: Db, id: string, colaboradoraId: string) {
  const [row] = await db
    .select({ id: entregas.id, estado: colaboraciones.estado })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .where(and(eq(entregas.id, id), ownedBy(colaboradoraId)));
  return row;
}

/** Both kinds are there: the condition for produccion → revision (spec §4). */
export function hasBothKinds(colaboracionId: string): SQL {
  const kind = (t: TipoContenido) =>
    exists(sql`(select 1 from ${entregas} where ${entregas.colaboracionId} = ${colaboracionId} and ${entregas.tipoContenido} = ${t})`);
  return and(kind('imagen'), kind('video'))!;
}

/** The newest entregas GET /api/mis-entregas answers with (Contenido); older ones are not listed. */
export const MIS_ENTREGAS_LIMIT = 500;

/**
 * Every entrega of her collaborations with its collaboration's name and state, newest first, capped at
 * the MIS_ENTREGAS_LIMIT newest (one creator delivers a handful of files per collaboration, so the cap
 * only keeps an abnormal account from answering megabytes).
 */
export async function listMisEntregas(db: Db, colaboradoraId: string) {
  return db
    .select({
      entrega: entregas,
      colaboracion: {
        id: colaboraciones.id,
        nombre: sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`,
        estado: colaboraciones.estado,
      },
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .where(ownedBy(colaboradoraId))
    .orderBy(desc(entregas.createdAt), desc(entregas.id))
    .limit(MIS_ENTREGAS_LIMIT);
}

/** The entrega recorded from this stored file, if any (a finished video recorded before a crash). */
export async function findEntregaByFileKey(db: Db, colaboracionId: string, fileKey: string) {
  const [row] = await db
    .select()
    .from(entregas)
    .where(and(eq(entregas.colaboracionId, colaboracionId), eq(entregas.fileKey, fileKey)))
    .limit(1);
  return row;
}

/**
 * Her delivered video stored under this tus upload id (deliveryVideoKey: `<colaboracionId>/<uploadId>.<ext>`),
 * for the HEAD that asks about an upload recorded already. `uploadId` is 32 hex digits (checked by the
 * caller), so it holds nothing LIKE would read as a pattern.
 */
export async function findRecordedUpload(db: Db, colaboradoraId: string, uploadId: string) {
  const [row] = await db
    .select({ id: entregas.id, colaboracionId: entregas.colaboracionId, sizeBytes: entregas.sizeBytes })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .where(and(ownedBy(colaboradoraId), eq(entregas.tipoContenido, 'video'), sql`${entregas.fileKey} LIKE ${`%/${uploadId}.%`}`))
    .limit(1);
  return row;
}

/** Bytes a collaboration's delivered files take in storage (the originals; thumbnails are small). */
export async function storedBytesOf(db: Db, colaboracionId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${entregas.sizeBytes})` })
    .from(entregas)
    .where(eq(entregas.colaboracionId, colaboracionId));
  return Number(row?.bytes ?? 0);
}
