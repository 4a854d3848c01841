import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aceptacionesTerminos, autorizacionesAnuncio, colaboraciones } from '../../db/schema';
import type { AutorizacionRow } from '../../derechos/anuncios';

type Queryable = Db | Tx;

const columns = {
  id: autorizacionesAnuncio.id,
  colaboracionId: autorizacionesAnuncio.colaboracionId,
  tipo: autorizacionesAnuncio.tipo,
  codigo: autorizacionesAnuncio.codigo,
  otorgadaEl: autorizacionesAnuncio.otorgadaEl,
  dias: autorizacionesAnuncio.dias,
  createdAt: autorizacionesAnuncio.createdAt,
};

/** The collaboration's owner (her creator row) and whether it has a usage record (accepted terms); null when missing. */
export async function colaboracionDe(db: Queryable, id: string): Promise<{ colaboradoraId: string | null; conDerechos: boolean } | null> {
  const [row] = await db.select({ colaboradoraId: colaboraciones.colaboradoraId }).from(colaboraciones).where(eq(colaboraciones.id, id));
  if (!row) return null;
  const [acc] = await db.select({ v: aceptacionesTerminos.version }).from(aceptacionesTerminos).where(eq(aceptacionesTerminos.colaboracionId, id)).limit(1);
  return { colaboradoraId: row.colaboradoraId, conDerechos: Boolean(acc) };
}

export async function listAutorizaciones(db: Queryable, colaboracionId: string): Promise<AutorizacionRow[]> {
  return db.select(columns).from(autorizacionesAnuncio).where(eq(autorizacionesAnuncio.colaboracionId, colaboracionId)).orderBy(asc(autorizacionesAnuncio.createdAt), asc(autorizacionesAnuncio.id));
}

export async function insertAutorizacion(
  db: Queryable,
  values: { colaboracionId: string; tipo: string; codigo: string | null; otorgadaEl: string; dias: number; registradaPor: string },
): Promise<AutorizacionRow> {
  const [row] = await db.insert(autorizacionesAnuncio).values(values).returning(columns);
  return row!;
}

export async function findAutorizacion(db: Queryable, id: string): Promise<AutorizacionRow | null> {
  const [row] = await db.select(columns).from(autorizacionesAnuncio).where(eq(autorizacionesAnuncio.id, id));
  return row ?? null;
}

export async function deleteAutorizacion(db: Queryable, id: string, colaboracionId: string): Promise<void> {
  await db.delete(autorizacionesAnuncio).where(and(eq(autorizacionesAnuncio.id, id), eq(autorizacionesAnuncio.colaboracionId, colaboracionId)));
}
