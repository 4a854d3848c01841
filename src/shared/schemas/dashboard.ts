import { z } from './zod';
import { ESTADOS, type Estado } from '../domain/estado';
import { LIMITS } from '../domain/limits';
import { ENTREGA_ESTADOS, type EntregaEstado, type FeedbackStatus, FEEDBACK_STATUSES, TIPOS_CONTENIDO } from '../domain/options';

/**
 * The staff Dashboard (spec §2 admin, issue 6) from live data. The spec's sample shows 'published
 * content' and 'average engagement'; we hold no publication or engagement data, so the cards are
 * approved content and the share of reviewed deliveries rated Excelente.
 */

/** 'Entregas pendientes': collaborations whose content is due or waiting for review. */
export const DASHBOARD_PENDIENTES_ESTADOS = ['produccion', 'revision'] as const satisfies readonly Estado[];

/**
 * A delivery counts as rated once staff gave feedback: the review sets estado aprobado or pendiente
 * (spec §4); a new upload is enviado and carries the default feedback 'bueno', which nobody chose.
 */
export const ENTREGA_REVISADA_ESTADOS = ['aprobado', 'pendiente'] as const satisfies readonly EntregaEstado[];
/** Approved content: rated Excelente or Bueno. */
export const APROBADO_FEEDBACKS = ['excelente', 'bueno'] as const satisfies readonly FeedbackStatus[];

/** How many collaborations past their window the dashboard lists (the total is always given). */
export const VENCIDAS_LIMIT = 20;
export const RECIENTES_LIMIT = 8;
export const TOP_LIMIT = 5;
export const PUBLICATION_WINDOW_DAYS = LIMITS.publicationWindowDays;

const persona = z.object({ id: z.string(), nombre: z.string() });

export const dashboardResponseSchema = z.object({
  stats: z.object({
    /** Creators holding an active collaboration (any estado but entregado and cancelada). */
    colaboradorasActivas: z.number(),
    /** Collaborations in produccion or revision. */
    entregasPendientes: z.number(),
    /** Rated deliveries: Excelente + Bueno + Descartado. */
    entregasCalificadas: z.number(),
    /** Rated Excelente or Bueno. */
    contenidoAprobado: z.number(),
    entregasExcelentes: z.number(),
    /** Excelente / rated, rounded to a whole percent; null when nothing has been rated. */
    porcentajeExcelente: z.number().nullable(),
  }),
  /** The newest deliveries (files), newest first. */
  recientes: z.array(
    z.object({
      id: z.string(),
      tipoContenido: z.enum(TIPOS_CONTENIDO),
      thumbUrl: z.string().nullable(),
      createdAt: z.string(),
      estado: z.enum(ENTREGA_ESTADOS),
      feedbackStatus: z.enum(FEEDBACK_STATUSES),
      colaboradora: persona.nullable(),
      colaboracion: z.object({ id: z.string(), nombre: z.string() }),
    }),
  ),
  /** Creators with the most approved deliveries (at least one), most first. */
  topColaboradoras: z.array(persona.extend({ aprobadas: z.number(), excelentes: z.number() })),
  /** Collaborations in produccion whose window (received + 7 days) has passed, most overdue first. */
  vencidas: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        colaboracion: z.object({ id: z.string(), nombre: z.string(), estado: z.enum(ESTADOS) }),
        colaboradora: persona.nullable(),
        recibidoAt: z.string(),
        venceAt: z.string(),
        /** Whole days past the due date, at least 1 (as the creator's own page counts them). */
        diasVencida: z.number(),
      }),
    ),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
