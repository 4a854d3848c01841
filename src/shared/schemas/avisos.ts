import { z } from './zod';

/**
 * Notices (issue 17): what reaches a person in the app's inbox and, unless she turned the category off,
 * by email. The server writes them in the transaction of the change that causes them; the web reads them.
 */

/** Every kind of notice, each with its category (what a person may turn off by email). */
export const AVISO_TIPOS = [
  'rol_asignado',
  'solicitud_nueva',
  'pedido_listo',
  'pedido_enviado',
  'cambios_solicitados',
  'entrega_calificada',
  'entrega_aprobada',
  'entrega_en_revision',
  'recordatorio_previo',
  'recordatorio_vence',
  'recordatorio_vencida',
  'vencidas_resumen',
  // Sales attribution (issue 27 item 6).
  'codigo_listo',
  'primera_venta',
  'pago_registrado',
  'fuga_codigo',
  // Problems with a parcel (issue 29).
  'problema_reportado',
  'problema_resuelto',
  'reemplazo_listo',
  'reemplazo_fallido',
  // Ad authorizations (issue 30 item 4): one ends within 7 days.
  'anuncio_por_vencer',
  // Proof of publication found by itself (issue 30): a connection's token expired or was revoked.
  'conexion_vencida',
  // Applications (issue 29 item 5): someone applied at /aplica (admins).
  'aplicacion_nueva',
] as const;
export type AvisoTipo = (typeof AVISO_TIPOS)[number];

/**
 * Email categories. 'cuenta' (a role, a password) is never turned off and carries no unsubscribe link;
 * the others may be turned off in Preferencias or with one click from any of their emails.
 */
export const CATEGORIAS = ['cuenta', 'seguimiento', 'calificaciones', 'recordatorios', 'equipo'] as const;
export type Categoria = (typeof CATEGORIAS)[number];
export type CategoriaOpcional = Exclude<Categoria, 'cuenta'>;
export const CATEGORIAS_OPCIONALES = CATEGORIAS.filter((c): c is CategoriaOpcional => c !== 'cuenta');

export const CATEGORIA_DE: Record<AvisoTipo, Categoria> = {
  rol_asignado: 'cuenta',
  solicitud_nueva: 'equipo',
  pedido_listo: 'seguimiento',
  pedido_enviado: 'seguimiento',
  cambios_solicitados: 'seguimiento',
  entrega_calificada: 'calificaciones',
  entrega_aprobada: 'seguimiento',
  entrega_en_revision: 'equipo',
  recordatorio_previo: 'recordatorios',
  recordatorio_vence: 'recordatorios',
  recordatorio_vencida: 'recordatorios',
  vencidas_resumen: 'equipo',
  codigo_listo: 'seguimiento',
  primera_venta: 'seguimiento',
  pago_registrado: 'seguimiento',
  fuga_codigo: 'equipo',
  problema_reportado: 'equipo',
  problema_resuelto: 'seguimiento',
  reemplazo_listo: 'seguimiento',
  reemplazo_fallido: 'equipo',
  anuncio_por_vencer: 'equipo',
  conexion_vencida: 'equipo',
  aplicacion_nueva: 'equipo',
};

/** What Preferencias shows for each category a person can turn off (staff see 'equipo', creators the rest). */
export const CATEGORIA_TEXTOS: Record<CategoriaOpcional, { titulo: string; descripcion: string }> = {
  seguimiento: {
    titulo: 'Avances de mi colaboración',
    descripcion: 'Tu enlace de pedido, el envío con su guía, los cambios que te pidan y la aprobación de tu entrega.',
  },
  calificaciones: { titulo: 'Calificaciones', descripcion: 'Cuando el equipo califica tus fotos y videos.' },
  recordatorios: {
    titulo: 'Recordatorios de publicación',
    descripcion: 'Dos días antes de tu fecha límite, el mismo día y si ya venció.',
  },
  equipo: {
    titulo: 'Avisos del equipo',
    descripcion: 'Nuevas solicitudes de producto y para colaborar, entregas en revisión y el resumen diario de colaboraciones vencidas.',
  },
};

export const avisoSchema = z.object({
  id: z.string(),
  tipo: z.enum(AVISO_TIPOS),
  titulo: z.string(),
  cuerpo: z.string(),
  /** An app path ('/colaboradora/colaboraciones/…'): where she acts on it. */
  enlace: z.string(),
  leido: z.boolean(),
  creadoAt: z.string(),
});
export type Aviso = z.infer<typeof avisoSchema>;

/** GET /api/avisos?antes=<id>: newest first, 20 a page. */
export const avisosResponseSchema = z.object({
  avisos: z.array(avisoSchema),
  noLeidos: z.number().int().nonnegative(),
  /** Pass the last id as ?antes= for the next page. */
  hayMas: z.boolean(),
});
export type AvisosResponse = z.infer<typeof avisosResponseSchema>;

/** GET /api/avisos/no-leidos: the bell's count (the web asks every 30 s and on focus). */
export const noLeidosResponseSchema = z.object({ noLeidos: z.number().int().nonnegative() });
export type NoLeidosResponse = z.infer<typeof noLeidosResponseSchema>;

/** POST /api/avisos/{id}/leido and POST /api/avisos/leidos answer the new count. */
export const marcarLeidoResponseSchema = noLeidosResponseSchema;

export const preferenciaSchema = z.object({
  categoria: z.enum(CATEGORIAS_OPCIONALES as [CategoriaOpcional, ...CategoriaOpcional[]]),
  titulo: z.string(),
  descripcion: z.string(),
  /** Emails of this category are sent. The inbox always gets the notice. */
  correo: z.boolean(),
});
export type Preferencia = z.infer<typeof preferenciaSchema>;

/** GET /api/avisos/preferencias and PUT (body: { categoria, correo }) answer the person's categories. */
export const preferenciasResponseSchema = z.object({ preferencias: z.array(preferenciaSchema) });
export type PreferenciasResponse = z.infer<typeof preferenciasResponseSchema>;
export const preferenciaInputSchema = z.object({
  categoria: z.enum(CATEGORIAS_OPCIONALES as [CategoriaOpcional, ...CategoriaOpcional[]]),
  correo: z.boolean(),
});
export type PreferenciaInput = z.infer<typeof preferenciaInputSchema>;

/**
 * GET /api/avisos/baja?t=<token> tells what the link turns off; POST /api/avisos/baja?t=<token> turns it off
 * without a session (RFC 8058 one-click, also the /baja screen's button).
 */
export const bajaResponseSchema = z.object({
  categoria: z.enum(CATEGORIAS_OPCIONALES as [CategoriaOpcional, ...CategoriaOpcional[]]),
  titulo: z.string(),
  email: z.string(),
  /** False on GET before she confirms; true once turned off. */
  dadaDeBaja: z.boolean(),
});
export type BajaResponse = z.infer<typeof bajaResponseSchema>;

/** POST /api/roles/users/{userId}/enlace-contrasena: a single-use link valid for one hour (admins only). */
export const enlaceContrasenaResponseSchema = z.object({ enlace: z.string(), expiraAt: z.string() });
export type EnlaceContrasenaResponse = z.infer<typeof enlaceContrasenaResponseSchema>;
