import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TRANSITIONS, type Estado } from '../../../shared/domain/estado';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { colaboraciones } from '../../db/schema';
import { publicadaAt } from '../../domain/publicacion';
import { COLABORACION_ID, esperaPedidoTienda } from '../../domain/pedido-tienda';
import { relojDesde } from '../../domain/reloj';

/**
 * Her collaborations, and only hers: every query here takes her colaboradoras.id and filters on it.
 * Counts of delivered photos and videos and the time she marked the item received come along.
 */
// Raw column names: drizzle drops the table qualifier in a single-table select, which would make the
// correlated subqueries compare entregas.colaboracion_id with entregas.id.
const fotos = sql<number>`(SELECT count(*)::int FROM entregas e WHERE e.colaboracion_id = colaboraciones.id AND e.tipo_contenido = 'imagen')`;
const videos = sql<number>`(SELECT count(*)::int FROM entregas e WHERE e.colaboracion_id = colaboraciones.id AND e.tipo_contenido = 'video')`;
// The 7-day clock's start: her Recibido, or a received replacement's date (issue 29).
const recibidoAt = relojDesde(sql`colaboraciones.id`);

/**
 * 'Solicitar cambios' as she reads it: the collaboration's latest history row, when that row is the
 * staff's revision → produccion with a note and the collaboration is still in produccion (once she sends
 * it to review again, or the staff move it on, the request is over). One correlated subquery in the
 * detail's own SELECT: no second round trip.
 */
const cambios = TRANSITIONS.solicitar_cambios;
const cambiosSolicitados = sql<{ nota: string; at: string } | null>`(
  SELECT json_build_object('nota', ev.note, 'at', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM (
    SELECT e.note, e.created_at, e.from_estado, e.to_estado FROM colaboracion_eventos e
    WHERE e.colaboracion_id = colaboraciones.id
    ORDER BY e.created_at DESC
    LIMIT 1
  ) ev
  WHERE colaboraciones.estado = ${cambios.to}
    AND ev.to_estado = ${cambios.to}
    AND ev.from_estado IN (${sql.join(
      cambios.from.map((f) => sql`${f}`),
      sql`, `,
    )})
    AND ev.note IS NOT NULL
)`;

const listColumns = {
  id: colaboraciones.id,
  titulo: colaboraciones.titulo,
  nombreVisualizacion: colaboraciones.nombreVisualizacion,
  estado: colaboraciones.estado,
  talla: colaboraciones.talla,
  tipo: colaboraciones.tipo,
  color: colaboraciones.color,
  marca: colaboraciones.marca,
  imagen: colaboraciones.imagen,
  pedidoUrl: colaboraciones.pedidoUrl,
  fotos: fotos.mapWith(Number),
  videos: videos.mapWith(Number),
  recibidoAt,
  // Her order placed but not reported by the store yet (issue 28): 'Recibido' waits for it.
  esperaTienda: sql<boolean>`${esperaPedidoTienda(COLABORACION_ID)}`.mapWith(Boolean),
};

const detailColumns = {
  ...listColumns,
  producto: colaboraciones.producto,
  cintura: colaboraciones.cintura,
  cadera: colaboraciones.cadera,
  largo: colaboraciones.largo,
  numeroPedido: colaboraciones.numeroPedido,
  // Whether the store reported the order she placed (webhook or poll): until then 'Pedido Realizado' is
  // only her word, and the pages say the store has not confirmed it (issue 16).
  pedidoAbierto: sql<boolean>`${colaboraciones.pedidoAbiertoAt} is not null`.mapWith(Boolean),
  // Spelled out: in a one-table select drizzle drops table names, and a bare "id" inside the subquery
  // would be the envío's own.
  pedidoEnTienda: sql<boolean>`exists (select 1 from envios e where e.colaboracion_id = "colaboraciones"."id" and e.order_id is not null)`.mapWith(Boolean),
  // Her own shipment's tracking, from the same envío staff Logística reads (issue 16).
  guiaNumero: sql<string | null>`(select e.tracking_number from envios e where e.colaboracion_id = "colaboraciones"."id")`,
  guiaUrl: sql<string | null>`(select e.tracking_url from envios e where e.colaboracion_id = "colaboraciones"."id")`,
  guiaPaqueteria: sql<string | null>`(select e.tracking_company from envios e where e.colaboracion_id = "colaboraciones"."id")`,
  cambiosSolicitados,
  // Her first post link (decision 047): the 7-day rule is met from then on.
  publicadaAt,
};

export type MiColaboracionRow = Awaited<ReturnType<typeof listMine>>[number];
export type MiColaboracionDetailRow = Awaited<ReturnType<ReturnType<typeof findMineStatement>['execute']>>[number];

export async function listMine(db: Db, colaboradoraId: string, estados: readonly Estado[]) {
  return db
    .select(listColumns)
    .from(colaboraciones)
    .where(and(eq(colaboraciones.colaboradoraId, colaboradoraId), inArray(colaboraciones.estado, [...estados])))
    .orderBy(desc(colaboraciones.updatedAt), desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(200);
}

/**
 * Her collaboration, by her creator id (Actor.colaboradoraId): the detail page's read, the hottest of
 * her screens after Disponibles, one prepared statement. Undefined when it is not hers.
 */
const findMineStatement = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(colaboraciones)
    .where(
      and(
        eq(colaboraciones.id, sql`${sql.placeholder('id')}::uuid`),
        eq(colaboraciones.colaboradoraId, sql`${sql.placeholder('colaboradoraId')}::uuid`),
      ),
    )
    .prepare('mi_colaboracion_detalle'),
);

export async function findMine(db: Db, colaboradoraId: string, id: string) {
  const [row] = await findMineStatement(db).execute({ id, colaboradoraId });
  return row;
}

/** Ownership check without reading anything else (before a transition). */
export async function ownsColaboracion(db: Db | Tx, colaboradoraId: string, id: string): Promise<{ pedidoUrl: string | null; estado: Estado } | undefined> {
  const [row] = await db
    .select({ pedidoUrl: colaboraciones.pedidoUrl, estado: colaboraciones.estado })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, id), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  return row;
}
