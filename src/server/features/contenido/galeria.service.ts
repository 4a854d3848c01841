import { ENTREGA_REVISADA_ESTADOS } from '../../../shared/schemas/dashboard';
import { DESCARGA_MAX_ARCHIVOS, GALERIA_PAGE_SIZE, type GaleriaDescargaQuery, type GaleriaQuery, type GaleriaResponse } from '../../../shared/schemas/galeria';
import { AppError } from '../../app-error';
import { zipNames, zipResponse } from '../../media/zip';
import { presentDerechos } from '../../derechos/terminos';
import type { EntregaEstado } from '../../../shared/domain/options';
import type { ServiceContext } from '../../http/service-context';
import { presentEntrega } from '../../domain/entrega';
import { countGaleria, listGaleria, listGaleriaArchivos } from './galeria.queries';
import { nombreCompleto } from '../../domain/nombre';
import { inicioDiaMexico } from '../../../shared/mexico-time';

const revisadas: readonly EntregaEstado[] = ENTREGA_REVISADA_ESTADOS;

/** GET /api/galeria (admin): one page of files with signed URLs (thumbnails for the grid), and the chip counts. */
export async function getGaleria({ db, secret }: Pick<ServiceContext, 'db' | 'secret'>, query: GaleriaQuery): Promise<GaleriaResponse> {
  const [rows, counts] = await Promise.all([listGaleria(db, query), countGaleria(db, query.feedback, query.uso, query.anuncio)]);
  return {
    items: rows.map(({ entrega, colaboracion, colaboradora, derechos, anuncios }) => ({
      ...presentEntrega(entrega, secret),
      revisada: revisadas.includes(entrega.estado),
      colaboracion,
      colaboradora: colaboradora ? { id: colaboradora.id, nombre: nombreCompleto(colaboradora.nombre, colaboradora.apellidos) } : null,
      derechos: presentDerechos(derechos),
      anuncios,
    })),
    page: query.page,
    pageSize: GALERIA_PAGE_SIZE,
    total: counts[query.tipo],
    counts,
  };
}

/**
 * GET /api/galeria/descarga (admin): what the filter shows, every page of it, as one streamed ZIP named
 * `creadora_producto_fecha_n.ext`. A month reads in Mexico City.
 */
export async function descargarGaleria({ db, storage, logger }: Pick<ServiceContext, 'db' | 'storage' | 'logger'>, query: GaleriaDescargaQuery): Promise<Response> {
  const range = query.mes ? monthRange(query.mes) : {};
  const rows = await listGaleriaArchivos(db, { tipo: query.tipo, feedback: query.feedback, uso: query.uso, anuncio: query.anuncio, ...range, limit: DESCARGA_MAX_ARCHIVOS + 1 });
  if (rows.length > DESCARGA_MAX_ARCHIVOS) throw new AppError('DESCARGA_DEMASIADOS');
  if (rows.length === 0) throw new AppError('DESCARGA_VACIA');
  const files = rows.map((r) => ({ ...r, key: r.key! }));
  const names = zipNames(files);
  const parts = ['colabora', query.tipo === 'todos' ? 'contenido' : query.tipo === 'imagen' ? 'fotos' : 'videos', query.feedback, query.uso, query.anuncio && `anuncio-${query.anuncio}`, query.mes].filter(Boolean);
  return zipResponse(storage, files.map((f, i) => ({ bucket: 'entregas' as const, key: f.key, name: names[i]! })), `${parts.join('_')}.zip`, logger);
}

function monthRange(mes: string): { desde: Date; hasta: Date } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const primero = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  return { desde: inicioDiaMexico(primero(y, m)), hasta: inicioDiaMexico(m === 12 ? primero(y + 1, 1) : primero(y, m + 1)) };
}
