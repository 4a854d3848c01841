import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import type { AdminTab, ColaboracionListQuery } from '../../../shared/schemas/colaboracion';
import { ADMIN_TAB_VALUES } from '../../../shared/schemas/colaboracion';
import { matchesAllTerms, searchTerms } from '../../domain/search';

type Queryable = Db | Tx;

/** Gestión de Colaboraciones is admin-only and sees every row: the scope is the whole catalogue. */
const rowColumns = {
  id: colaboraciones.id,
  titulo: colaboraciones.titulo,
  producto: colaboraciones.producto,
  tipo: colaboraciones.tipo,
  color: colaboraciones.color,
  talla: colaboraciones.talla,
  marca: colaboraciones.marca,
  imagen: colaboraciones.imagen,
  pedidoUrl: colaboraciones.pedidoUrl,
  estado: colaboraciones.estado,
  fechaInicio: colaboraciones.fechaInicio,
  fechaFin: colaboraciones.fechaFin,
  cintura: colaboraciones.cintura,
  cadera: colaboraciones.cadera,
  largo: colaboraciones.largo,
  numeroPedido: colaboraciones.numeroPedido,
  colaboradoraId: colaboraciones.colaboradoraId,
  colaboradoraNombre: colaboradoras.nombre,
  nombreVisualizacion: colaboraciones.nombreVisualizacion,
  barcode: colaboraciones.barcode,
  shopifyProductId: colaboraciones.shopifyProductId,
  shopifyVariantId: colaboraciones.shopifyVariantId,
  shopifyInventoryQuantity: colaboraciones.shopifyInventoryQuantity,
  lastSyncAt: colaboraciones.lastSyncAt,
  createdAt: colaboraciones.createdAt,
  // Delivered files (issue 28 item 2): with any, the collaboration is content and cannot be deleted.
  archivos: sql<number>`(SELECT count(*)::int FROM entregas e WHERE e.colaboracion_id = "colaboraciones"."id")`.mapWith(Number),
};

export type ColaboracionRow = NonNullable<Awaited<ReturnType<typeof findColaboracionRow>>>;

const searchColumns: SQL[] = [
  sql`${colaboraciones.titulo}`,
  sql`${colaboraciones.producto}`,
  sql`${colaboraciones.marca}`,
  sql`${colaboraciones.tipo}`,
  sql`${colaboraciones.color}`,
  sql`${colaboraciones.talla}`,
  sql`${colaboraciones.barcode}`,
  sql`${colaboradoras.nombre}`,
];

const tabFilter = (tab: AdminTab): SQL | undefined => (tab === 'todos' ? undefined : eq(colaboraciones.estado, tab));

/** The table's filters (tab and search), for its page and its CSV export alike; needs the colaboradoras join. */
export function colaboracionListFilter(query: Pick<ColaboracionListQuery, 'estado' | 'q'>): SQL | undefined {
  return and(tabFilter(query.estado), matchesAllTerms(searchColumns, searchTerms(query.q)));
}

/** One page of the table, newest first, with the assigned creator's nombre (a builder: bench reads its SQL). */
export function listColaboracionRows(db: Queryable, query: ColaboracionListQuery) {
  return db
    .select(rowColumns)
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(colaboracionListFilter(query))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The badge count of every tab under the same search, in one scan (COUNT ... FILTER). */
export function tabCountsQuery(db: Queryable, q: string | undefined) {
  const terms = searchTerms(q);
  const search = matchesAllTerms(searchColumns, terms);
  const columns = Object.fromEntries(
    ADMIN_TAB_VALUES.map((tab) => [
      tab,
      tab === 'todos'
        ? sql<number>`count(*)::int`
        : sql<number>`(count(*) filter (where ${colaboraciones.estado} = ${tab}))::int`,
    ]),
  ) as Record<AdminTab, SQL.Aliased<number> | SQL<number>>;
  const base = db.select(columns).from(colaboraciones);
  // The creator's name is only searched when there is a search: no join for the plain counts.
  return terms.length > 0
    ? base.leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId)).where(search).$dynamic()
    : base.$dynamic();
}

export async function countColaboracionTabs(db: Queryable, q: string | undefined): Promise<Record<AdminTab, number>> {
  const [row] = await tabCountsQuery(db, q);
  return Object.fromEntries(ADMIN_TAB_VALUES.map((tab) => [tab, Number(row?.[tab] ?? 0)])) as Record<AdminTab, number>;
}

export async function findColaboracionRow(db: Queryable, id: string) {
  const [row] = await db
    .select(rowColumns)
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(eq(colaboraciones.id, id));
  return row;
}

/**
 * Locks the rows about to change or go (FOR UPDATE also makes a concurrent delivery insert wait, so no
 * delivery file can slip in unseen before a delete), in id order so two bulk requests cannot deadlock.
 */
export async function lockColaboraciones(tx: Tx, ids: string[]) {
  return tx
    .select({ id: colaboraciones.id, imagen: colaboraciones.imagen })
    .from(colaboraciones)
    .where(inArray(colaboraciones.id, ids))
    .orderBy(colaboraciones.id)
    .for('update');
}

/** The stored files of the deliveries of these collaborations (bucket entregas). */
export async function deliveryFileKeys(tx: Tx, ids: string[]): Promise<string[]> {
  const rows = await tx
    .select({ fileKey: entregas.fileKey, thumbKey: entregas.thumbKey })
    .from(entregas)
    .where(inArray(entregas.colaboracionId, ids));
  return rows.flatMap((r) => [r.fileKey, r.thumbKey]).filter((k): k is string => !!k);
}

export async function deleteColaboraciones(tx: Tx, ids: string[]): Promise<number> {
  const rows = await tx.delete(colaboraciones).where(inArray(colaboraciones.id, ids)).returning({ id: colaboraciones.id });
  return rows.length;
}

/** Whether another collaboration still shows this image (then its file must stay). */
export async function imagenInUse(db: Queryable, imagen: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: colaboraciones.id })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.imagen, imagen), isNotNull(colaboraciones.imagen), exceptId ? ne(colaboraciones.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}
