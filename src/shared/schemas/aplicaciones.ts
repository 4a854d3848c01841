import { z } from './zod';

/**
 * Applications (issue 29 item 4, decision 072): a creator who wants to work with the brand fills the
 * public page /aplica; admins accept or decline her from Solicitudes. One rule for the form and the
 * server. Every text she writes is kept as text (never markup), and bounded here.
 */
export const APLICACION_ESTADOS = ['pendiente', 'aceptada', 'rechazada'] as const;
export type AplicacionEstado = (typeof APLICACION_ESTADOS)[number];

export const APLICACION_ESTADO_LABEL: Record<AplicacionEstado, string> = {
  pendiente: 'Pendientes',
  aceptada: 'Aceptadas',
  rechazada: 'Rechazadas',
};

export const APLICACION_LIMITES = {
  nombre: 120,
  email: 254,
  ciudad: 120,
  tallas: 200,
  porQue: 2000,
  mensaje: 1000,
  seguidores: 1_000_000_000,
} as const;

/** The questions' texts the page shows (defaults; decision 072). */
export const APLICACION_PREGUNTAS = {
  nombre: 'Nombre completo',
  email: 'Correo electrónico',
  instagram: 'Usuario de Instagram',
  seguidoresInstagram: 'Seguidores en Instagram',
  tiktok: 'Usuario de TikTok',
  seguidoresTiktok: 'Seguidores en TikTok',
  ciudad: 'Ciudad',
  tallas: 'Tus tallas (jeans, tops)',
  porQue: '¿Por qué quieres colaborar con la marca?',
  consentimiento: 'Acepto el aviso de privacidad: la marca usará estos datos solo para revisar mi solicitud y contactarme.',
} as const;

/** A handle as the platforms allow it (letters, digits, dot, underscore), with or without its @. */
const HANDLE_RE = /^@?[A-Za-z0-9._]{1,30}$/;
const handle = (plataforma: string) =>
  z
    .string()
    .trim()
    .max(31, { error: `Escribe tu usuario de ${plataforma} sin espacios (máximo 30 caracteres)` })
    .refine((v) => v === '' || HANDLE_RE.test(v), { error: `Escribe tu usuario de ${plataforma} como aparece en tu perfil, por ejemplo @tu.usuario` })
    .transform((v) => (v === '' ? null : v.replace(/^@/, '').toLowerCase()));

const seguidores = z
  .number({ error: 'Escribe cuántos seguidores tienes, solo el número' })
  .int({ error: 'Escribe cuántos seguidores tienes, solo el número' })
  .min(0, { error: 'Escribe cuántos seguidores tienes, solo el número' })
  .max(APLICACION_LIMITES.seguidores, { error: 'Revisa el número de seguidores' })
  .nullable();

const texto = (max: number, vacio: string, largo: string) => z.string({ error: vacio }).trim().min(1, { error: vacio }).max(max, { error: largo });

/** The form's fields, as the page sends them (POST /api/aplica). */
export const aplicacionFormSchema = z
  .object({
    nombre: texto(APLICACION_LIMITES.nombre, 'Escribe tu nombre', `Tu nombre puede tener hasta ${APLICACION_LIMITES.nombre} caracteres`),
    email: z
      .string({ error: 'Escribe tu correo' })
      .trim()
      .max(APLICACION_LIMITES.email, { error: 'Escribe un correo válido' })
      .pipe(z.email({ error: 'Escribe un correo válido' }))
      .transform((v) => v.toLowerCase()),
    instagram: handle('Instagram'),
    seguidoresInstagram: seguidores,
    tiktok: handle('TikTok'),
    seguidoresTiktok: seguidores,
    ciudad: texto(APLICACION_LIMITES.ciudad, 'Escribe tu ciudad', `La ciudad puede tener hasta ${APLICACION_LIMITES.ciudad} caracteres`),
    tallas: texto(APLICACION_LIMITES.tallas, 'Escribe tus tallas', `Tus tallas pueden tener hasta ${APLICACION_LIMITES.tallas} caracteres`),
    porQue: texto(APLICACION_LIMITES.porQue, 'Cuéntanos por qué quieres colaborar', `Tu respuesta puede tener hasta ${APLICACION_LIMITES.porQue.toLocaleString('es-MX')} caracteres`),
    consentimiento: z.literal(true, { error: 'Acepta el aviso de privacidad para enviar tu solicitud' }),
  })
  .refine((v) => v.instagram !== null || v.tiktok !== null, { error: 'Escribe tu usuario de Instagram o de TikTok', path: ['instagram'] });
export type AplicacionFormInput = z.input<typeof aplicacionFormSchema>;
export type AplicacionForm = z.output<typeof aplicacionFormSchema>;

/**
 * The request adds the spam guard: `sitioWeb` is the honeypot (a field people never see; a bot fills it)
 * and `ficha` the signed time the page was opened (GET /api/aplica), for the minimum fill time.
 */
export const aplicacionRequestSchema = z.object({
  respuestas: aplicacionFormSchema,
  ficha: z.string({ error: 'Recarga la página e intenta de nuevo' }).max(200, { error: 'Recarga la página e intenta de nuevo' }),
  sitioWeb: z.string().max(500).optional(),
});
export type AplicacionRequest = z.input<typeof aplicacionRequestSchema>;

export const APLICACION_RECIBIDA = '¡Gracias! Recibimos tu solicitud. Te escribiremos a tu correo cuando el equipo la revise.';

/** GET /api/aplica: the page's questions and its signed opening time. */
export const aplicaFormularioResponseSchema = z.object({
  preguntas: z.object(Object.fromEntries(Object.keys(APLICACION_PREGUNTAS).map((k) => [k, z.string()])) as Record<keyof typeof APLICACION_PREGUNTAS, z.ZodString>),
  ficha: z.string(),
});
export type AplicaFormularioResponse = z.infer<typeof aplicaFormularioResponseSchema>;

export const aplicaEnviadaResponseSchema = z.object({ mensaje: z.string() });

/** One application, as admins see it in Solicitudes. */
export const aplicacionSchema = z.object({
  id: z.string(),
  estado: z.enum(APLICACION_ESTADOS),
  nombre: z.string(),
  email: z.string(),
  instagram: z.string().nullable(),
  seguidoresInstagram: z.number().nullable(),
  tiktok: z.string().nullable(),
  seguidoresTiktok: z.number().nullable(),
  ciudad: z.string(),
  tallas: z.string(),
  porQue: z.string(),
  /** How many times she sent it (a repeated application updates the pending one). */
  envios: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decididaAt: z.string().nullable(),
  decididaPor: z.string().nullable(),
  mensaje: z.string().nullable(),
});
export type Aplicacion = z.infer<typeof aplicacionSchema>;

export const aplicacionesQuerySchema = z.object({ estado: z.enum(APLICACION_ESTADOS).default('pendiente') });

export const aplicacionesConteoSchema = z.object({ pendiente: z.number().int(), aceptada: z.number().int(), rechazada: z.number().int() });
export type AplicacionesConteo = z.infer<typeof aplicacionesConteoSchema>;

export const aplicacionesListResponseSchema = z.object({ items: z.array(aplicacionSchema), conteo: aplicacionesConteoSchema });
export type AplicacionesListResponse = z.infer<typeof aplicacionesListResponseSchema>;

export const aplicacionResponseSchema = z.object({ aplicacion: aplicacionSchema });

export const rechazarAplicacionSchema = z.object({
  mensaje: z
    .string()
    .trim()
    .max(APLICACION_LIMITES.mensaje, { error: `El mensaje puede tener hasta ${APLICACION_LIMITES.mensaje.toLocaleString('es-MX')} caracteres` })
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RechazarAplicacionInput = z.input<typeof rechazarAplicacionSchema>;
