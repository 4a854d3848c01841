import { desc, eq, sql } from 'drizzle-orm';
import type { PublicacionesEncontradasResponse } from '../../../shared/schemas/publicaciones';
import { colaboraciones, colaboradoras, publicaciones } from '../../db/schema';
import { nombreCompletoSql } from '../../domain/nombre';
import { presentPublicacion } from '../../domain/publicacion';
import type { ServiceContext } from '../../http/service-context';

const LATEST = 40;

/**
 * GET /api/galeria/publicaciones: the latest posts found by themselves (issue 30), newest published
 * first, each with its kept copy (a URL signed for staff), permalink, creator and product.
 */
export async function publicacionesEncontradas({ db, secret }: Pick<ServiceContext, 'db' | 'secret'>): Promise<PublicacionesEncontradasResponse> {
  const rows = await db
    .select({
      p: publicaciones,
      creadora: nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos),
      producto: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
    })
    .from(publicaciones)
    .innerJoin(colaboraciones, eq(colaboraciones.id, publicaciones.colaboracionId))
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(eq(publicaciones.origen, 'encontrada'))
    .orderBy(desc(publicaciones.publicadoAt), desc(publicaciones.id))
    .limit(LATEST);
  return { items: rows.map((r) => ({ publicacion: presentPublicacion(r.p, secret), creadora: r.creadora, producto: r.producto })) };
}
