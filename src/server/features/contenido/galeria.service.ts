import { ENTREGA_REVISADA_ESTADOS } from '../../../shared/schemas/dashboard';
import { GALERIA_PAGE_SIZE, type GaleriaQuery, type GaleriaResponse } from '../../../shared/schemas/galeria';
import type { EntregaEstado } from '../../../shared/domain/options';
import type { ServiceContext } from '../../http/service-context';
import { presentEntrega } from '../../domain/entrega';
import { countGaleria, listGaleria } from './galeria.queries';

const revisadas: readonly EntregaEstado[] = ENTREGA_REVISADA_ESTADOS;

function nombreCompleto(nombre: string, apellidos: string | null): string {
  return [nombre, apellidos].map((p) => p?.trim()).filter(Boolean).join(' ');
}

/** GET /api/galeria (admin): one page of files with signed URLs (thumbnails for the grid), and the chip counts. */
export async function getGaleria({ db, secret }: Pick<ServiceContext, 'db' | 'secret'>, query: GaleriaQuery): Promise<GaleriaResponse> {
  const [rows, counts] = await Promise.all([listGaleria(db, query), countGaleria(db, query.feedback)]);
  return {
    items: rows.map(({ entrega, colaboracion, colaboradora }) => ({
      ...presentEntrega(entrega, secret),
      revisada: revisadas.includes(entrega.estado),
      colaboracion,
      colaboradora: colaboradora ? { id: colaboradora.id, nombre: nombreCompleto(colaboradora.nombre, colaboradora.apellidos) } : null,
    })),
    page: query.page,
    pageSize: GALERIA_PAGE_SIZE,
    total: counts[query.tipo],
    counts,
  };
}
