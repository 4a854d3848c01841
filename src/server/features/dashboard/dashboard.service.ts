import type { DashboardResponse } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import { dashboardStats, recentEntregas, topColaboradoras, vencidas, type RawTimestamp } from './dashboard.queries';
import { nombreCompleto } from '../../domain/nombre';

const toIso = (v: RawTimestamp) => (v instanceof Date ? v : new Date(v)).toISOString();

const persona = (c: { id: string; nombre: string; apellidos: string | null } | null) =>
  c ? { id: c.id, nombre: nombreCompleto(c.nombre, c.apellidos) } : null;

/**
 * GET /api/dashboard (admin): one statement per block, run side by side. The figures are the same for
 * every staff member, so they come from the read cache (decision 028: at most 2 s old, and never after
 * a change of one's own).
 */
export async function getDashboard({ db, secret, cache }: Pick<ServiceContext, 'db' | 'secret' | 'cache'>): Promise<DashboardResponse> {
  return cache.read('dashboard', () => readDashboard(db, secret));
}

async function readDashboard(db: Db, secret: string): Promise<DashboardResponse> {
  const [stats, recientes, top, overdue] = await Promise.all([dashboardStats(db), recentEntregas(db), topColaboradoras(db), vencidas(db)]);
  return {
    stats: {
      ...stats,
      porcentajeExcelente: stats.entregasCalificadas > 0 ? Math.round((stats.entregasExcelentes * 100) / stats.entregasCalificadas) : null,
    },
    recientes: recientes.map(({ entrega, colaboracion, colaboradora }) => ({
      id: entrega.id,
      tipoContenido: entrega.tipoContenido,
      // Only our own WebP thumbnail (videos have none yet): the list never loads an original.
      thumbUrl: entrega.thumbKey ? fileUrls(secret, entrega.imagenUrl).thumbUrl : null,
      createdAt: entrega.createdAt.toISOString(),
      estado: entrega.estado,
      feedbackStatus: entrega.feedbackStatus,
      colaboradora: persona(colaboradora),
      colaboracion,
    })),
    topColaboradoras: top.map((t) => ({ id: t.id, nombre: nombreCompleto(t.nombre, t.apellidos), aprobadas: t.aprobadas, excelentes: t.excelentes })),
    vencidas: {
      total: overdue[0]?.total ?? 0,
      items: overdue.map((v) => ({
        colaboracion: { id: v.id, nombre: v.nombre, estado: v.estado },
        colaboradora: persona(v.colaboradora),
        recibidoAt: toIso(v.recibidoAt),
        venceAt: toIso(v.venceAt),
        diasVencida: v.diasVencida,
      })),
    },
  };
}
