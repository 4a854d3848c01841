import {
  type ColaboradoraCard,
  type ColaboradoraDetailResponse,
  type ColaboradorasListResponse,
  type ColaboradorasQuery,
  type FeedbackCounts,
} from '../../../shared/schemas/colaboradoras';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import {
  countColaboradoras,
  deliveryFiguresOf,
  findColaboradoraRow,
  listColaboracionesOf,
  listColaboradoraIds,
  listColaboradoraRows,
  problemasDe,
  type DeliveryFigures,
} from './colaboradoras.queries';
import { puntajesOf } from '../../domain/puntaje';
import { storedCurrency } from '../../shopify/currency';
import { ventasDeColaboradoras, type VentasDeColaboradora } from '../../ventas/por-colaboradora';

/** `secret` signs her photo's URL. */
type Ctx = Pick<ServiceContext, 'db' | 'secret'>;

type CardRow = Awaited<ReturnType<typeof listColaboradoraRows>>[number];

function toCard(
  row: Omit<CardRow, 'total'>,
  figures: DeliveryFigures | undefined,
  secret: string,
  puntaje: number | null,
  ventas: VentasDeColaboradora[] = [],
  problemas = 0,
): ColaboradoraCard {
  return {
    id: row.id,
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: row.email,
    // A small round photo: the thumbnail is enough.
    avatarUrl: fileUrls(secret, row.avatarUrl).thumbUrl,
    ciudad: row.ciudad,
    estado: row.estado,
    instagram: row.instagram,
    equipo: row.equipo,
    activa: row.activaId !== null,
    colaboracionActiva:
      row.activaId !== null && row.activaTitulo !== null && row.activaEstado !== null
        ? { id: row.activaId, titulo: row.activaTitulo, estado: row.activaEstado }
        : null,
    entregas: figures?.entregas ?? 0,
    contenido: figures?.contenido ?? 0,
    puntaje,
    ventas,
    problemas,
  };
}

/** The cards of one page: two queries whatever the page size (the page, then its delivery figures). */
export async function listColaboradoras({ db, secret }: Ctx, query: ColaboradorasQuery): Promise<ColaboradorasListResponse> {
  if (query.orden === 'puntaje') return listByPuntaje({ db, secret }, query);
  if (query.orden === 'ventas') return listByVentas({ db, secret }, query);
  if (query.orden === 'problemas') return listByProblemas({ db, secret }, query);
  const rows = await listColaboradoraRows(db, query);
  const ids = rows.map((r) => r.id);
  const [figures, puntajes, ventas, problemas] = await Promise.all([deliveryFiguresOf(db, ids), puntajesOf(db, ids), ventasDeColaboradoras(db, ids), problemasDe(db, ids)]);
  const total = rows[0]?.total ?? (query.page > 1 ? await countColaboradoras(db, query) : 0);
  return {
    items: rows.map(({ total: _total, ...row }) =>
      toCard(row, figures.get(row.id), secret, puntajes.get(row.id)?.valor ?? null, ventas.get(row.id), problemas.get(row.id)),
    ),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Highest score first, 'Sin historial suficiente' last, name order within a score: every matching
 * creator's score is computed (two grouped queries over their ids), then one page of cards is read.
 */
async function listByPuntaje({ db, secret }: Ctx, query: ColaboradorasQuery): Promise<ColaboradorasListResponse> {
  const ids = await listColaboradoraIds(db, query);
  const puntajes = await puntajesOf(db, ids);
  const rank = (id: string) => puntajes.get(id)?.valor ?? -1;
  // Array.prototype.sort is stable: equal scores keep the name order.
  const ordered = [...ids].sort((a, b) => rank(b) - rank(a));
  return pageOfCards({ db, secret }, query, ordered, (id) => (rank(id) < 0 ? null : rank(id)));
}

/**
 * Ventas (issue 27): highest net revenue in the store's currency first, then creators with sales only in
 * other currencies, then those without sales, name order within each (the sort is stable).
 */
async function listByVentas({ db, secret }: Ctx, query: ColaboradorasQuery): Promise<ColaboradorasListResponse> {
  const ids = await listColaboradoraIds(db, query);
  const [ventas, moneda] = await Promise.all([ventasDeColaboradoras(db), storedCurrency(db)]);
  const tienda = moneda ?? 'MXN';
  const rank = (id: string): [number, number] => {
    const v = ventas.get(id);
    if (!v?.length) return [0, 0];
    const propia = v.find((x) => x.moneda === tienda);
    return propia ? [2, propia.ingresoCents] : [1, 0];
  };
  const ordered = [...ids].sort((a, b) => {
    const [ga, ia] = rank(a);
    const [gb, ib] = rank(b);
    return gb - ga || ib - ia;
  });
  const puntajes = await puntajesOf(db, ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize));
  return pageOfCards({ db, secret }, query, ordered, (id) => puntajes.get(id)?.valor ?? null);
}

/** Problems reported (issue 29), most first; name order within a count (the sort is stable). */
async function listByProblemas({ db, secret }: Ctx, query: ColaboradorasQuery): Promise<ColaboradorasListResponse> {
  const ids = await listColaboradoraIds(db, query);
  const problemas = await problemasDe(db);
  const ordered = [...ids].sort((a, b) => (problemas.get(b) ?? 0) - (problemas.get(a) ?? 0));
  const puntajes = await puntajesOf(db, ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize));
  return pageOfCards({ db, secret }, query, ordered, (id) => puntajes.get(id)?.valor ?? null);
}

/** One page of cards from every matching id already in order (the orderings computed in memory). */
async function pageOfCards({ db, secret }: Ctx, query: ColaboradorasQuery, ordered: string[], puntajeOf: (id: string) => number | null): Promise<ColaboradorasListResponse> {
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const rows = await listColaboradoraRows(db, query, pageIds);
  const [figures, ventas, problemas] = await Promise.all([deliveryFiguresOf(db, pageIds), ventasDeColaboradoras(db, pageIds), problemasDe(db, pageIds)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    items: pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { total: _total, ...card } = row;
      return [toCard(card, figures.get(id), secret, puntajeOf(id), ventas.get(id), problemas.get(id))];
    }),
    total: ordered.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const emptyCounts = (): FeedbackCounts => ({ total: 0, imagenes: 0, videos: 0, sinCalificar: 0, excelente: 0, bueno: 0, descartado: 0 });

/** 'Ver Perfil': her profile, her collaborations with dates, and her deliveries counted per rating. */
export async function getColaboradora({ db, secret }: Ctx, id: string): Promise<ColaboradoraDetailResponse> {
  const row = await findColaboradoraRow(db, id);
  if (!row) throw new AppError('COLABORADORA_NOT_FOUND');
  const [rows, puntajes, ventas, problemas] = await Promise.all([
    listColaboracionesOf(db, id),
    puntajesOf(db, [id]),
    ventasDeColaboradoras(db, [id]),
    problemasDe(db, [id]),
  ]);
  const puntaje = puntajes.get(id)!;

  const totals = emptyCounts();
  const colaboraciones = rows.map((c) => {
    const counts: FeedbackCounts = {
      total: Number(c.total),
      imagenes: Number(c.imagenes),
      videos: Number(c.videos),
      sinCalificar: Number(c.sinCalificar),
      excelente: Number(c.excelente),
      bueno: Number(c.bueno),
      descartado: Number(c.descartado),
    };
    for (const key of Object.keys(totals) as (keyof FeedbackCounts)[]) totals[key] += counts[key];
    return {
      id: c.id,
      titulo: c.titulo,
      nombreVisualizacion: c.nombreVisualizacion,
      estado: c.estado,
      talla: c.talla,
      marca: c.marca,
      thumbUrl: fileUrls(secret, c.imagen).thumbUrl,
      solicitadaEl: c.solicitadaEl.toISOString(),
      actualizadaEl: c.actualizadaEl.toISOString(),
      fechaInicio: c.fechaInicio?.toISOString() ?? null,
      fechaFin: c.fechaFin?.toISOString() ?? null,
      entregas: counts,
    };
  });

  const { createdAt, edad, categoria, bio, talla, cintura, cadera, ...cardRow } = row;
  return {
    colaboradora: {
      // Content = rated Excelente or Bueno, the list's rule (CONTENIDO_FEEDBACK among rated files).
      ...toCard(cardRow, { entregas: totals.total, contenido: totals.excelente + totals.bueno }, secret, puntaje.valor, ventas.get(id), problemas.get(id)),
      edad,
      categoria,
      bio,
      talla,
      cintura,
      cadera,
      desde: createdAt.toISOString(),
    },
    colaboraciones,
    entregas: totals,
    puntaje,
  };
}
