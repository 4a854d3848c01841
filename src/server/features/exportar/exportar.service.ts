import type { z } from '@hono/zod-openapi';
import { ESTADO_BADGES } from '../../../shared/domain/estado';
import { FEEDBACK_LABELS } from '../../../shared/domain/options';
import { SIN_HISTORIAL } from '../../../shared/domain/puntaje';
import type { colaboracionesExportQuerySchema, colaboradorasExportQuerySchema, entregasExportQuerySchema } from '../../../shared/schemas/exportar';
import { REVISION_FILTRO_LABELS } from '../../../shared/schemas/revision';
import { csvResponse, keysetRows, mexicoCityDate, type CsvColumn } from '../../http/csv-stream';
import type { ServiceContext } from '../../http/service-context';
import { deliveryFiguresOf, exportColaboradoraRows, type ColaboradoraCursor } from '../colaboradoras/colaboradoras.queries';
import { puntajesOf } from '../seguimiento/puntaje.queries';
import { colaboracionesPage, entregasPage, type TimeCursor } from './exportar.queries';

/**
 * The three CSV exports of issue 20 item 4, each with its screen's filters, streamed in keyset pages of
 * PAGE rows (src/server/http/csv-stream.ts): the first bytes leave after the first page, and memory holds
 * one page whatever the total.
 */
const PAGE = 500;
type Ctx = Pick<ServiceContext, 'db' | 'logger'>;

const estadoLabel = (e: keyof typeof ESTADO_BADGES) => (e === 'produccion' ? 'Producción' : ESTADO_BADGES[e].label);
/** 'En Revisión' → 'en-revisión': a file name part that keeps its accents (filename* carries them). */
const namePart = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

type ColaboracionRow = Awaited<ReturnType<typeof colaboracionesPage>>[number];
const colaboracionColumns: CsvColumn<ColaboracionRow>[] = [
  { header: 'Título', value: (r) => r.titulo },
  { header: 'Nombre visible', value: (r) => r.nombreVisualizacion },
  { header: 'Producto', value: (r) => r.producto },
  { header: 'Tipo', value: (r) => r.tipo },
  { header: 'Color', value: (r) => r.color },
  { header: 'Talla', value: (r) => r.talla },
  { header: 'Marca', value: (r) => r.marca },
  { header: 'Estado', value: (r) => estadoLabel(r.estado) },
  { header: 'Colaboradora', value: (r) => r.colaboradora },
  { header: 'Número de pedido', value: (r) => r.numeroPedido },
  { header: 'Cintura', value: (r) => r.cintura },
  { header: 'Cadera', value: (r) => r.cadera },
  { header: 'Largo', value: (r) => r.largo },
  { header: 'Código de barras', value: (r) => r.barcode },
  { header: 'Inventario', value: (r) => r.inventario },
  { header: 'Fecha de inicio', value: (r) => r.fechaInicio },
  { header: 'Fecha de fin', value: (r) => r.fechaFin },
  { header: 'Creada', value: (r) => r.createdAt },
];

/** GET /api/exportar/colaboraciones: Gestión de Colaboraciones' tab and search. */
export function exportarColaboraciones({ db, logger }: Ctx, query: z.infer<typeof colaboracionesExportQuerySchema>): Response {
  const parts = ['colaboraciones', query.estado === 'todos' ? null : namePart(estadoLabel(query.estado)), mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns: colaboracionColumns,
    rows: keysetRows((after: TimeCursor | null, limit) => colaboracionesPage(db, query, after, limit), (r) => ({ t: r.t, id: r.id }), PAGE),
    logger,
  });
}

interface ColaboradoraExportRow {
  row: Awaited<ReturnType<typeof exportColaboradoraRows>>[number];
  entregas: number;
  contenido: number;
  puntaje: number | null;
}
const colaboradoraColumns: CsvColumn<ColaboradoraExportRow>[] = [
  { header: 'Nombre', value: (r) => r.row.nombre },
  { header: 'Apellidos', value: (r) => r.row.apellidos },
  { header: 'Correo', value: (r) => r.row.email },
  { header: 'Ciudad', value: (r) => r.row.ciudad },
  { header: 'Estado', value: (r) => r.row.estado },
  { header: 'Instagram', value: (r) => r.row.instagram },
  { header: 'Equipo', value: (r) => r.row.equipo },
  { header: 'Colaboración activa', value: (r) => r.row.activaTitulo },
  { header: 'Estado de la colaboración activa', value: (r) => (r.row.activaEstado ? estadoLabel(r.row.activaEstado) : '') },
  { header: 'Archivos entregados', value: (r) => r.entregas },
  { header: 'Contenido útil (Excelente o Bueno)', value: (r) => r.contenido },
  { header: 'Puntaje', value: (r) => r.puntaje ?? SIN_HISTORIAL },
  { header: 'Colaboradora desde', value: (r) => r.row.createdAt },
];

/** GET /api/exportar/colaboradoras: Colaboradoras' search and filters, in name order, with figures and score. */
export function exportarColaboradoras({ db, logger }: Ctx, query: z.infer<typeof colaboradorasExportQuerySchema>): Response {
  async function page(after: ColaboradoraCursor | null, limit: number): Promise<ColaboradoraExportRow[]> {
    const rows = await exportColaboradoraRows(db, query, after, limit);
    const ids = rows.map((r) => r.id);
    // The page's figures and scores in grouped queries over its ids, as the list does for its cards.
    const [figures, puntajes] = await Promise.all([deliveryFiguresOf(db, ids), puntajesOf(db, ids)]);
    return rows.map((row) => ({ row, entregas: figures.get(row.id)?.entregas ?? 0, contenido: figures.get(row.id)?.contenido ?? 0, puntaje: puntajes.get(row.id)?.valor ?? null }));
  }
  const parts = ['colaboradoras', query.sinEntregar === 'si' ? 'sin-entregar' : null, mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns: colaboradoraColumns,
    rows: keysetRows(page, (r) => ({ k1: r.row.k1, k2: r.row.k2, id: r.row.id }), PAGE),
    logger,
  });
}

type EntregaRow = Awaited<ReturnType<typeof entregasPage>>[number];
const revisada = (e: EntregaRow['estado']) => e === 'aprobado' || e === 'pendiente';
const entregaColumns: CsvColumn<EntregaRow>[] = [
  { header: 'Fecha', value: (r) => r.createdAt },
  { header: 'Colaboradora', value: (r) => r.colaboradora },
  { header: 'Instagram', value: (r) => r.instagram },
  { header: 'Colaboración', value: (r) => r.colaboracion },
  { header: 'Estado de la colaboración', value: (r) => estadoLabel(r.colaboracionEstado) },
  { header: 'Tipo', value: (r) => (r.tipo === 'imagen' ? 'Foto' : 'Video') },
  // A file nobody reviewed carries the spec's default 'bueno', which nobody chose: 'Sin calificar'.
  { header: 'Calificación', value: (r) => (revisada(r.estado) ? FEEDBACK_LABELS[r.feedback] : 'Sin calificar') },
  { header: 'Comentario', value: (r) => r.comentario },
  { header: 'Formato', value: (r) => r.mimeType },
  { header: 'Tamaño (MB)', value: (r) => (r.sizeBytes === null ? '' : (r.sizeBytes / 1024 / 1024).toFixed(1)) },
  { header: 'Enlace', value: (r) => r.url },
];

/** GET /api/exportar/entregas: the files of the collaborations Entregas' filter shows. */
export function exportarEntregas({ db, logger }: Ctx, query: z.infer<typeof entregasExportQuerySchema>): Response {
  const parts = ['entregas', query.estado === 'todas' ? null : namePart(REVISION_FILTRO_LABELS[query.estado]), mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns: entregaColumns,
    rows: keysetRows((after: TimeCursor | null, limit) => entregasPage(db, query, after, limit), (r) => ({ t: r.t, id: r.id }), PAGE),
    logger,
  });
}
