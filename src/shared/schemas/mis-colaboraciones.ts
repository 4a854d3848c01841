import { z } from './zod';
import { ESTADOS } from '../domain/estado';

/** One of her collaborations as the creator portal lists it (Pendiente, Entregadas). */
export const miColaboracionSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  nombreVisualizacion: z.string().nullable(),
  estado: z.enum(ESTADOS),
  talla: z.string().nullable(),
  tipo: z.string().nullable(),
  color: z.string().nullable(),
  marca: z.string().nullable(),
  imagenUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  pedidoUrl: z.string().nullable(),
  fotos: z.number().int(),
  videos: z.number().int(),
  /** When she marked it received (the history row logistica → produccion), ISO; null before. */
  recibidoAt: z.string().nullable(),
  /**
   * Her draft order exists but the store has not reported the order (issue 28): until it does, 'Recibido'
   * is not offered and the server refuses it.
   */
  esperaTienda: z.boolean(),
});
export type MiColaboracion = z.infer<typeof miColaboracionSchema>;

/** The detail: the list fields plus the product's details and the publication due date. */
export const miColaboracionDetailSchema = miColaboracionSchema.extend({
  producto: z.string(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  largo: z.number().nullable(),
  numeroPedido: z.number().nullable(),
  /** She opened her order link (remembered on the server, so a reload keeps 'Pedido Realizado'). */
  pedidoAbierto: z.boolean(),
  /** Her shipment's tracking once the store gave one (the same data staff Logística reads); null before. */
  guia: z.object({ numero: z.string(), url: z.string().nullable(), paqueteria: z.string().nullable() }).nullable(),
  /** The store reported the order she placed (not only her 'Pedido Realizado'). */
  pedidoEnTienda: z.boolean(),
  /** recibidoAt + LIMITS.publicationWindowDays, ISO; null before she marks it received. */
  dueAt: z.string().nullable(),
  /**
   * When she added her first post link (proof of publication, decision 047), ISO; null before. From then
   * the 7-day rule is met: no reminders, never shown as overdue.
   */
  publicadaAt: z.string().nullable(),
  /**
   * The staff's 'Solicitar cambios' (revision → produccion) with its note and when (ISO), while the
   * collaboration is back in produccion because of it; null otherwise.
   */
  cambiosSolicitados: z.object({ nota: z.string(), at: z.string() }).nullable(),
});
export type MiColaboracionDetail = z.infer<typeof miColaboracionDetailSchema>;

export const MIS_COLABORACIONES_GRUPOS = ['pendientes', 'entregadas'] as const;
export type MisColaboracionesGrupo = (typeof MIS_COLABORACIONES_GRUPOS)[number];

/** GET /api/mis-colaboraciones?grupo= */
export const misColaboracionesQuerySchema = z.object({ grupo: z.enum(MIS_COLABORACIONES_GRUPOS).default('pendientes') });
export const misColaboracionesListResponseSchema = z.object({ items: z.array(miColaboracionSchema) });
export const miColaboracionResponseSchema = z.object({ item: miColaboracionDetailSchema });

/** POST /api/mis-colaboraciones/{id}/pedido-realizado | /recibido */
export const miTransicionResponseSchema = z.object({ colaboracion: z.object({ id: z.string(), estado: z.enum(ESTADOS) }) });
