import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboracionEventos, colaboradoras, envios, profiles } from '../../db/schema';
import { matchesAllTerms, searchTerms } from '../../domain/search';

type Queryable = Db | Tx;

const searchColumns: SQL[] = [
  sql`${colaboradoras.nombre}`,
  sql`${colaboradoras.apellidos}`,
  sql`${colaboradoras.ciudad}`,
  sql`${colaboraciones.marca}`,
  sql`${colaboraciones.barcode}`,
  sql`${colaboraciones.talla}`,
];

/** When the creator asked for it: the latest move into confirmacion (created_at when none is recorded). */
const requestedAt = sql`coalesce((
  SELECT max(${colaboracionEventos.createdAt}) FROM ${colaboracionEventos}
  WHERE ${colaboracionEventos.colaboracionId} = ${colaboraciones.id} AND ${colaboracionEventos.toEstado} = 'confirmacion'
), ${colaboraciones.createdAt})`;

/**
 * Confirmación de producto: items in confirmacion that a creator holds (inner join: no card without a
 * creator), oldest request first so staff work in the order creators asked.
 */
export async function listConfirmacionRows(db: Queryable, q: string | undefined) {
  return db
    .select({
      id: colaboraciones.id,
      nombreVisualizacion: colaboraciones.nombreVisualizacion,
      titulo: colaboraciones.titulo,
      talla: colaboraciones.talla,
      barcode: colaboraciones.barcode,
      marca: colaboraciones.marca,
      imagen: colaboraciones.imagen,
      colaboradora: {
        id: colaboradoras.id,
        nombre: colaboradoras.nombre,
        apellidos: colaboradoras.apellidos,
        ciudad: colaboradoras.ciudad,
        equipo: colaboradoras.equipo,
        avatarUrl: colaboradoras.avatarUrl,
      },
    })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(eq(colaboraciones.estado, 'confirmacion'), isNotNull(colaboraciones.colaboradoraId), matchesAllTerms(searchColumns, searchTerms(q))))
    .orderBy(asc(requestedAt), asc(colaboraciones.id))
    .limit(500);
}

/**
 * A collaboration with its creator (and her email): what a draft order needs and what a batch's summary
 * names. One query for both: Empaquetado locks the row, a batch reads several.
 */
function colaboracionConColaboradora(db: Queryable) {
  return db
    .select({
      id: colaboraciones.id,
      estado: colaboraciones.estado,
      titulo: colaboraciones.titulo,
      variantId: colaboraciones.shopifyVariantId,
      colaboradoraId: colaboraciones.colaboradoraId,
      nombre: colaboradoras.nombre,
      apellidos: colaboradoras.apellidos,
      instagram: colaboradoras.instagram,
      email: profiles.email,
    })
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .leftJoin(profiles, eq(profiles.id, colaboradoras.userId));
}

/** What the draft order needs, with the collaboration row locked for the rest of the transaction. */
export async function lockForEmpaquetar(tx: Tx, colaboracionId: string) {
  const [row] = await colaboracionConColaboradora(tx)
    .where(eq(colaboraciones.id, colaboracionId))
    .for('update', { of: colaboraciones });
  return row;
}

/** Several collaborations with their creators, in no particular order (those that exist). */
export async function colaboracionesConColaboradora(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return colaboracionConColaboradora(db).where(inArray(colaboraciones.id, [...ids]));
}

/**
 * The envío row is the collaboration's claim on its draft order (unique colaboracion_id): inserted
 * first, then locked, so a second staff member pressing Empaquetado waits here until the first is done.
 */
export async function claimEnvio(tx: Tx, colaboracionId: string) {
  await tx.insert(envios).values({ colaboracionId }).onConflictDoNothing({ target: envios.colaboracionId });
  const [row] = await tx.select().from(envios).where(eq(envios.colaboracionId, colaboracionId)).for('update');
  return row!;
}

export async function saveDraftOnEnvio(tx: Tx, envioId: string, draft: { id: string; name: string; invoiceUrl: string }) {
  await tx
    .update(envios)
    .set({ draftOrderId: draft.id, draftOrderName: draft.name, invoiceUrl: draft.invoiceUrl })
    .where(eq(envios.id, envioId));
}
