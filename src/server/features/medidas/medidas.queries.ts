import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboraciones } from '../../db/schema';
import type { MedidasInput } from '../../../shared/schemas/colaboracion';
import { matchesAllTerms, searchTerms } from '../../domain/search';

type Queryable = Db | Tx;

/** Medidas de Jeans sees only what it edits: the measurements and what identifies the item. */
const rowColumns = {
  id: colaboraciones.id,
  titulo: colaboraciones.titulo,
  producto: colaboraciones.producto,
  marca: colaboraciones.marca,
  tipo: colaboraciones.tipo,
  color: colaboraciones.color,
  talla: colaboraciones.talla,
  imagen: colaboraciones.imagen,
  cintura: colaboraciones.cintura,
  cadera: colaboraciones.cadera,
  largo: colaboraciones.largo,
};

// The same condition as the partial index colaboraciones_missing_medidas_idx: jeans only, since
// cintura, cadera and largo measure a garment (a necklace never gets them and never left the list).
const missingMedidas = and(
  // Import names producto after the store's collection, so 'JEANS' or ' Jeans' count too (isJeansCollection).
  sql`lower(trim(${colaboraciones.producto})) = 'jeans'`,
  or(isNull(colaboraciones.cintura), isNull(colaboraciones.cadera), isNull(colaboraciones.largo)),
);

export async function listMissingMedidas(db: Queryable, filter: { q?: string | undefined; marca?: string | undefined }) {
  const search = matchesAllTerms(
    [sql`${colaboraciones.titulo}`, sql`${colaboraciones.producto}`, sql`${colaboraciones.marca}`],
    searchTerms(filter.q),
  );
  return db
    .select(rowColumns)
    .from(colaboraciones)
    .where(and(missingMedidas, search, filter.marca ? eq(colaboraciones.marca, filter.marca) : undefined))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id));
}

/** Every brand that still has rows missing measurements (the brand tabs), whatever the search. */
export async function marcasMissingMedidas(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marca: colaboraciones.marca })
    .from(colaboraciones)
    .where(and(missingMedidas, isNotNull(colaboraciones.marca)));
  return rows.map((r) => r.marca).filter((m): m is string => !!m);
}

/** Sets only the measurements given; no other column of the collaboration can change here. */
export async function updateMedidas(db: Queryable, id: string, medidas: Partial<MedidasInput>) {
  const set: Partial<MedidasInput> = {};
  if (medidas.cintura !== undefined) set.cintura = medidas.cintura;
  if (medidas.cadera !== undefined) set.cadera = medidas.cadera;
  if (medidas.largo !== undefined) set.largo = medidas.largo;
  const [row] = await db
    .update(colaboraciones)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(colaboraciones.id, id))
    .returning(rowColumns);
  return row;
}
