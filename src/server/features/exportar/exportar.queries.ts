import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { colaboracionesExportQuerySchema, entregasExportQuerySchema } from '../../../shared/schemas/exportar';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { colaboracionListFilter } from '../colaboraciones/colaboraciones.queries';

/**
 * A newest-first keyset cursor. The time travels as PostgreSQL's own text (microseconds): a JS Date keeps
 * milliseconds, and rows within the same millisecond would be skipped.
 */
export interface TimeCursor {
  t: string;
  id: string;
}

/** Rows strictly after the cursor in newest-first order (created_at DESC, id DESC). */
const afterDesc = (createdAt: typeof colaboraciones.createdAt | typeof entregas.createdAt, id: typeof colaboraciones.id | typeof entregas.id, after: TimeCursor | null) =>
  after ? sql`(${createdAt}, ${id}) < (${after.t}::timestamptz, ${after.id}::uuid)` : undefined;

/** Gestión de Colaboraciones' rows, newest first (colaboraciones_created_at_idx), one keyset page. */
export function colaboracionesPage(db: Db, query: z.infer<typeof colaboracionesExportQuerySchema>, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: colaboraciones.id,
      titulo: colaboraciones.titulo,
      nombreVisualizacion: colaboraciones.nombreVisualizacion,
      producto: colaboraciones.producto,
      tipo: colaboraciones.tipo,
      color: colaboraciones.color,
      talla: colaboraciones.talla,
      marca: colaboraciones.marca,
      estado: colaboraciones.estado,
      colaboradora: sql<string | null>`trim(${colaboradoras.nombre} || coalesce(' ' || nullif(trim(${colaboradoras.apellidos}), ''), ''))`,
      numeroPedido: colaboraciones.numeroPedido,
      cintura: colaboraciones.cintura,
      cadera: colaboraciones.cadera,
      largo: colaboraciones.largo,
      barcode: colaboraciones.barcode,
      inventario: colaboraciones.shopifyInventoryQuantity,
      fechaInicio: colaboraciones.fechaInicio,
      fechaFin: colaboraciones.fechaFin,
      createdAt: colaboraciones.createdAt,
      t: sql<string>`${colaboraciones.createdAt}::text`,
    })
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(colaboracionListFilter(query), afterDesc(colaboraciones.createdAt, colaboraciones.id, after)))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(limit);
}

/**
 * Entregas' files: every delivered photo and video of the collaborations the review's filter shows
 * (collaborations with a creator, by estado), newest first (entregas_created_idx), one keyset page.
 */
export function entregasPage(db: Db, query: z.infer<typeof entregasExportQuerySchema>, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: entregas.id,
      createdAt: entregas.createdAt,
      tipo: entregas.tipoContenido,
      estado: entregas.estado,
      feedback: entregas.feedbackStatus,
      comentario: entregas.feedbackComentario,
      url: entregas.url,
      mimeType: entregas.mimeType,
      sizeBytes: entregas.sizeBytes,
      colaboracion: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
      colaboracionEstado: colaboraciones.estado,
      colaboradora: sql<string>`trim(${colaboradoras.nombre} || coalesce(' ' || nullif(trim(${colaboradoras.apellidos}), ''), ''))`,
      instagram: colaboradoras.instagram,
      t: sql<string>`${entregas.createdAt}::text`,
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(
      and(
        isNotNull(colaboraciones.colaboradoraId),
        query.estado === 'todas' ? undefined : eq(colaboraciones.estado, query.estado),
        afterDesc(entregas.createdAt, entregas.id, after),
      ),
    )
    .orderBy(desc(entregas.createdAt), desc(entregas.id))
    .limit(limit);
}
