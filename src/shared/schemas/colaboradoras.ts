import { z } from './zod';
import { ESTADOS } from '../domain/estado';
import { EQUIPOS, ESTADOS_MEXICO } from '../domain/perfil-options';
import { ERROR_MESSAGES } from '../errors';
import { puntajeSchema } from './seguimiento';
import { emailSchema } from './auth';

/**
 * Colaboradoras (spec §2 collaborators list, issue 6): the staff's list of creators on live data, her
 * profile, and the invitation link that makes a new account a Colaboradora.
 */

// ---------------------------------------------------------------------------------------------
// GET /api/colaboradoras?q=&estado=&equipo=&activa=si|no&page=&pageSize=
// ---------------------------------------------------------------------------------------------

export const ACTIVA_VALUES = ['si', 'no'] as const;
export type ActivaFilter = (typeof ACTIVA_VALUES)[number];
export const ACTIVA_LABELS: Record<ActivaFilter, string> = {
  si: 'Con colaboración activa',
  no: 'Sin colaboración activa',
};

export const COLABORADORAS_ORDENES = ['nombre', 'puntaje', 'ventas', 'problemas'] as const;
export type ColaboradorasOrden = (typeof COLABORADORAS_ORDENES)[number];
export const COLABORADORAS_ORDEN_LABELS: Record<ColaboradorasOrden, string> = {
  nombre: 'Nombre',
  puntaje: 'Puntaje',
  ventas: 'Ventas',
  problemas: 'Problemas reportados',
};

export const COLABORADORAS_PAGE_SIZE = 24;
export const COLABORADORAS_PAGE_SIZE_MAX = 100;

/** Empty strings (an untouched select) mean "any". */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const colaboradorasQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda debe tener como máximo 100 caracteres').optional(),
  estado: z.preprocess(emptyToUndefined, z.enum(ESTADOS_MEXICO, { error: 'Selecciona un estado de la lista' }).optional()),
  equipo: z.preprocess(emptyToUndefined, z.enum(EQUIPOS, { error: 'Selecciona un equipo de la lista' }).optional()),
  activa: z.preprocess(emptyToUndefined, z.enum(ACTIVA_VALUES, { error: 'Filtro de colaboración activa no válido' }).optional()),
  /** sinEntregar=si: her current collaboration received 7 days ago or more and not delivered (issue 20 item 3). */
  sinEntregar: z.preprocess(emptyToUndefined, z.enum(['si'], { error: 'Filtro de entregas pendientes no válido' }).optional()),
  /** nombre (default) or puntaje: highest score first, 'Sin historial suficiente' last. */
  orden: z.preprocess(emptyToUndefined, z.enum(COLABORADORAS_ORDENES, { error: 'Elige un orden de la lista' }).default('nombre')),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(COLABORADORAS_PAGE_SIZE_MAX).default(COLABORADORAS_PAGE_SIZE),
});
export type ColaboradorasQuery = z.infer<typeof colaboradorasQuerySchema>;

/** The collaboration she holds now (at most one: any estado but entregado and cancelada). */
export const colaboracionActivaSchema = z.object({ id: z.string(), titulo: z.string(), estado: z.enum(ESTADOS) });

/**
 * One card. `entregas` counts every file she has delivered (entregas rows, photos and videos, in any of
 * her collaborations); `contenido` counts those staff rated Excelente or Bueno (see
 * colaboradoras.queries.ts). No followers: we hold no such figure, so there is none (docs/decisions/014).
 */
export const colaboradoraCardSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  apellidos: z.string().nullable(),
  email: z.string(),
  /** Her photo's thumbnail, signed for 3600 s; null without a photo. */
  avatarUrl: z.string().nullable(),
  ciudad: z.string().nullable(),
  estado: z.string().nullable(),
  /** The handle without '@'. */
  instagram: z.string().nullable(),
  equipo: z.string().nullable(),
  activa: z.boolean(),
  colaboracionActiva: colaboracionActivaSchema.nullable(),
  entregas: z.number(),
  contenido: z.number(),
  /** Her score 0-100 (issue 20 item 2); null: 'Sin historial suficiente'. */
  puntaje: z.number().nullable(),
  /**
   * Her attributed sales, all time (issue 27): one row per currency, never summed; empty without sales.
   * orden=ventas sorts by the net revenue in the store's currency, highest first.
   */
  ventas: z.array(z.object({ moneda: z.string(), pedidos: z.number(), ingresoCents: z.number() })),
  /**
   * Problems she reported with a parcel, all time, whatever became of them (issue 29: No me quedó, Llegó
   * dañado, No ha llegado). orden=problemas sorts by it, most first.
   */
  problemas: z.number(),
});
export type ColaboradoraCard = z.infer<typeof colaboradoraCardSchema>;

export const colaboradorasListResponseSchema = z.object({
  items: z.array(colaboradoraCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ColaboradorasListResponse = z.infer<typeof colaboradorasListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/colaboradoras/{id}: her profile, her collaborations and the ratings of her deliveries
// ---------------------------------------------------------------------------------------------

/**
 * Her deliveries: all of them, per type, and per rating. A file nobody has reviewed yet (estado enviado)
 * is sinCalificar, not Bueno, although the spec stores 'bueno' on it by default.
 */
export const feedbackCountsSchema = z.object({
  total: z.number(),
  imagenes: z.number(),
  videos: z.number(),
  sinCalificar: z.number(),
  excelente: z.number(),
  bueno: z.number(),
  descartado: z.number(),
});
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;

export const colaboradoraColaboracionSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  nombreVisualizacion: z.string().nullable(),
  estado: z.enum(ESTADOS),
  talla: z.string().nullable(),
  marca: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  /** When she asked for it (her latest move into confirmacion). */
  solicitadaEl: z.string(),
  /** The last change of the row (state, measurements, store sync). */
  actualizadaEl: z.string(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  entregas: feedbackCountsSchema,
});
export type ColaboradoraColaboracion = z.infer<typeof colaboradoraColaboracionSchema>;

export const colaboradoraDetailSchema = colaboradoraCardSchema.extend({
  edad: z.number().nullable(),
  categoria: z.string().nullable(),
  bio: z.string().nullable(),
  talla: z.string().nullable(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  /** When she became a creator here (her colaboradoras row). */
  desde: z.string(),
});
export type ColaboradoraDetail = z.infer<typeof colaboradoraDetailSchema>;

export const colaboradoraDetailResponseSchema = z.object({
  colaboradora: colaboradoraDetailSchema,
  /** Newest request first. */
  colaboraciones: z.array(colaboradoraColaboracionSchema),
  /** Every delivery of hers, over all her collaborations. */
  entregas: feedbackCountsSchema,
  /** Her score with its parts (issue 20 item 2). */
  puntaje: puntajeSchema,
});
export type ColaboradoraDetailResponse = z.infer<typeof colaboradoraDetailResponseSchema>;

export const COLABORADORA_NOT_FOUND_MESSAGE = ERROR_MESSAGES.COLABORADORA_NOT_FOUND;

// ---------------------------------------------------------------------------------------------
// Invitations: POST /api/invitaciones, GET /api/invitaciones/{token}, POST .../{token}/aceptar
// ---------------------------------------------------------------------------------------------

/** How long a 'Nueva Colaboradora' link works. */
export const INVITACION_DIAS = 7;
/** The query parameter of /auth that carries the token. */
export const INVITACION_PARAM = 'invitacion';

export const invitacionCreatedSchema = z.object({
  id: z.string(),
  /** `${APP_URL}/auth?invitacion=<token>`: the only time the token is shown (we keep its hash). */
  link: z.string(),
  expiresAt: z.string(),
});
export const invitacionCreatedResponseSchema = z.object({ invitacion: invitacionCreatedSchema });
export type InvitacionCreated = z.infer<typeof invitacionCreatedSchema>;



/**
 * GET /api/invitaciones/{token} (public): 200 while the link works, so /auth can promise it; otherwise
 * the same Spanish error the sign-up would meet (404 unknown, 409 used or expired).
 */
export const invitacionStatusResponseSchema = z.object({ invitacion: z.object({ expiresAt: z.string() }) });
export type InvitacionStatusResponse = z.infer<typeof invitacionStatusResponseSchema>;

export const invitacionAceptadaResponseSchema = z.object({ role: z.literal('colaboradora') });

/** The tokens we issue are 43 base64url characters; anything far from that is not one of ours. */
export const invitacionTokenSchema = z
  .string()
  .min(16, ERROR_MESSAGES.INVITACION_INVALIDA)
  .max(200, ERROR_MESSAGES.INVITACION_INVALIDA)
  .regex(/^[A-Za-z0-9_-]+$/, ERROR_MESSAGES.INVITACION_INVALIDA);

// Invitations by email (issue 28): POST /api/invitaciones/enviar, GET /api/invitaciones,
// POST /api/invitaciones/{id}/reenviar.

/**
 * 'Enviar por correo' from the dialog that shows a new link: the client hands back the token it holds (we
 * keep only its hash), so the emailed link is the very link shown, still copyable.
 */
export const enviarInvitacionSchema = z.object({ token: invitacionTokenSchema, email: emailSchema });
export type EnviarInvitacionInput = z.infer<typeof enviarInvitacionSchema>;

export const INVITACION_ESTADOS = ['vigente', 'expirada', 'usada'] as const;
export type InvitacionEstado = (typeof INVITACION_ESTADOS)[number];
export const INVITACION_ESTADO_LABELS: Record<InvitacionEstado, string> = { vigente: 'Vigente', expirada: 'Expirada', usada: 'Usada' };

export const invitacionListItemSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  enviadaAt: z.string().nullable(),
  estado: z.enum(INVITACION_ESTADOS),
});
export type InvitacionListItem = z.infer<typeof invitacionListItemSchema>;
/** The 50 newest invitations. */
export const invitacionesListResponseSchema = z.object({ invitaciones: z.array(invitacionListItemSchema) });
export type InvitacionesListResponse = z.infer<typeof invitacionesListResponseSchema>;
/** Resent: a new link, 7 more days; the old link stops working. Emailed again when it has an address. */
export const invitacionReenviadaResponseSchema = z.object({ invitacion: invitacionCreatedSchema, enviada: z.boolean() });
export type InvitacionReenviada = z.infer<typeof invitacionReenviadaResponseSchema>;
