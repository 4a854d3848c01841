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

/** The default questions' texts (decision 072); Configuración may change them (decision 079). */
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
} as const;
export const APLICACION_CONSENTIMIENTO = 'Acepto el aviso de privacidad: la marca usará estos datos solo para revisar mi solicitud y contactarme.';
export type PreguntaFija = keyof typeof APLICACION_PREGUNTAS;

/**
 * A question's kind. The defaults keep theirs (an email, a handle, a number...); a question the brand
 * adds is one of the four `PREGUNTA_TIPOS_PROPIOS`.
 */
export const PREGUNTA_TIPOS = ['correo', 'usuario', 'texto_corto', 'texto_largo', 'numero', 'opcion'] as const;
export type PreguntaTipo = (typeof PREGUNTA_TIPOS)[number];
export const PREGUNTA_TIPOS_PROPIOS = ['texto_corto', 'texto_largo', 'numero', 'opcion'] as const satisfies readonly PreguntaTipo[];
export const PREGUNTA_TIPO_LABEL: Record<PreguntaTipo, string> = {
  correo: 'Correo',
  usuario: 'Usuario de red social',
  texto_corto: 'Texto corto',
  texto_largo: 'Texto largo',
  numero: 'Número',
  opcion: 'Una opción de una lista',
};

/** The question set's limits (decision 079). */
export const PREGUNTAS_LIMITES = { preguntas: 20, etiqueta: 120, opciones: 10, opcion: 80, textoCorto: 200, textoLargo: 2000, numero: 1_000_000_000 } as const;

export const preguntaSchema = z.object({
  id: z.string(),
  etiqueta: z.string(),
  tipo: z.enum(PREGUNTA_TIPOS),
  requerida: z.boolean(),
  oculta: z.boolean(),
  opciones: z.array(z.string()),
});
export type Pregunta = z.infer<typeof preguntaSchema>;

const FIJA_TIPO: Record<PreguntaFija, PreguntaTipo> = {
  nombre: 'texto_corto',
  email: 'correo',
  instagram: 'usuario',
  seguidoresInstagram: 'numero',
  tiktok: 'usuario',
  seguidoresTiktok: 'numero',
  ciudad: 'texto_corto',
  tallas: 'texto_corto',
  porQue: 'texto_largo',
};
/** Name and email are how the brand answers her: always asked, always required. */
export const PREGUNTAS_SIEMPRE: readonly string[] = ['nombre', 'email'];
const OPCIONALES_FIJAS = new Set<string>(['instagram', 'seguidoresInstagram', 'tiktok', 'seguidoresTiktok']);

export const esFija = (id: string): id is PreguntaFija => Object.hasOwn(APLICACION_PREGUNTAS, id);

/** The set the page asks when Configuración never changed it: decision 072's questions. */
export const PREGUNTAS_POR_DEFECTO: Pregunta[] = (Object.keys(APLICACION_PREGUNTAS) as PreguntaFija[]).map((id) => ({
  id,
  etiqueta: APLICACION_PREGUNTAS[id],
  tipo: FIJA_TIPO[id],
  requerida: !OPCIONALES_FIJAS.has(id),
  oculta: false,
  opciones: [],
}));

/** A question the brand adds: `p_` and a few letters or digits (the editor makes it; it never changes). */
const PREGUNTA_PROPIA_ID = /^p_[a-z0-9]{1,20}$/;
/** Markup in a label is refused: a label is text, and a tag in it is a mistake or an attack. */
const MARCADO = /<\s*[a-zA-Z/!?]/;

const etiqueta = z
  .string({ error: 'Escribe el texto de la pregunta' })
  .trim()
  .min(1, { error: 'Escribe el texto de la pregunta' })
  .max(PREGUNTAS_LIMITES.etiqueta, { error: `Cada pregunta puede tener hasta ${PREGUNTAS_LIMITES.etiqueta} caracteres` })
  .refine((v) => !MARCADO.test(v), { error: 'Escribe la pregunta como texto, sin etiquetas HTML' });

const opcion = z
  .string({ error: 'Escribe el texto de cada opción' })
  .trim()
  .min(1, { error: 'Escribe el texto de cada opción' })
  .max(PREGUNTAS_LIMITES.opcion, { error: `Cada opción puede tener hasta ${PREGUNTAS_LIMITES.opcion} caracteres` })
  .refine((v) => !MARCADO.test(v), { error: 'Escribe las opciones como texto, sin etiquetas HTML' });

const preguntaInput = z.object({
  id: z.string({ error: 'Pregunta no válida' }).max(40, { error: 'Pregunta no válida' }),
  etiqueta,
  tipo: z.enum(PREGUNTA_TIPOS, { error: 'Elige el tipo de respuesta' }),
  requerida: z.boolean({ error: 'Indica si la pregunta es obligatoria' }),
  oculta: z.boolean({ error: 'Indica si la pregunta se muestra' }).default(false),
  opciones: z
    .array(opcion, { error: 'Las opciones no son válidas' })
    .max(PREGUNTAS_LIMITES.opciones, { error: `Una pregunta puede tener hasta ${PREGUNTAS_LIMITES.opciones} opciones` })
    .default([]),
});

/**
 * The question set as Configuración saves it (PUT /api/aplicaciones/preguntas). Every default is there
 * once (it can be hidden, not removed); name and email are shown and required; a question the brand adds
 * has one of the four kinds, and only "one option" questions carry options (2 to 10, different).
 * `version` is the set the editor started from: saving over a newer one is refused.
 */
export const preguntasInputSchema = z.object({
  version: z.number({ error: 'Recarga la página e intenta de nuevo' }).int({ error: 'Recarga la página e intenta de nuevo' }).min(0, { error: 'Recarga la página e intenta de nuevo' }),
  preguntas: z
    .array(preguntaInput, { error: 'Las preguntas no son válidas' })
    .max(PREGUNTAS_LIMITES.preguntas, { error: `La solicitud puede tener hasta ${PREGUNTAS_LIMITES.preguntas} preguntas` })
    .superRefine((preguntas, ctx) => {
      const issue = (message: string, i?: number) => ctx.addIssue({ code: 'custom', message, ...(i === undefined ? {} : { path: [i] }) });
      const seen = new Set<string>();
      preguntas.forEach((p, i) => {
        if (seen.has(p.id)) issue('Hay dos preguntas con el mismo identificador', i);
        seen.add(p.id);
        if (esFija(p.id)) {
          if (p.tipo !== FIJA_TIPO[p.id]) issue(`La pregunta «${APLICACION_PREGUNTAS[p.id]}» no puede cambiar de tipo`, i);
          if (PREGUNTAS_SIEMPRE.includes(p.id) && (!p.requerida || p.oculta)) issue('El nombre y el correo siempre se preguntan y son obligatorios', i);
        } else {
          if (!PREGUNTA_PROPIA_ID.test(p.id)) issue('Pregunta no válida', i);
          if (!(PREGUNTA_TIPOS_PROPIOS as readonly string[]).includes(p.tipo)) issue('Elige texto corto, texto largo, número o una opción de una lista', i);
        }
        if (p.tipo === 'opcion') {
          if (p.opciones.length < 2) issue(`«${p.etiqueta}» necesita al menos 2 opciones`, i);
          if (new Set(p.opciones.map((o) => o.toLowerCase())).size !== p.opciones.length) issue(`«${p.etiqueta}» tiene opciones repetidas`, i);
        } else if (p.opciones.length > 0) issue('Solo las preguntas de «una opción de una lista» llevan opciones', i);
      });
      for (const id of Object.keys(APLICACION_PREGUNTAS) as PreguntaFija[]) {
        if (!seen.has(id)) issue(`Falta la pregunta «${APLICACION_PREGUNTAS[id]}» (puedes ocultarla, no quitarla)`);
      }
    }),
});
export type PreguntasInput = z.input<typeof preguntasInputSchema>;

/** GET/PUT /api/aplicaciones/preguntas: the current set and its version (0: the defaults, never saved). */
export const preguntasResponseSchema = z.object({
  version: z.number().int(),
  preguntas: z.array(preguntaSchema),
  actualizadoAt: z.string().nullable(),
  actualizadoPor: z.string().nullable(),
});
export type PreguntasResponse = z.infer<typeof preguntasResponseSchema>;

/** What the page asks, in order (a hidden question is not asked). */
export const preguntasVisibles = (preguntas: readonly Pregunta[]) => preguntas.filter((p) => !p.oculta);

/** A handle as the platforms allow it (letters, digits, dot, underscore), with or without its @. */
const HANDLE_RE = /^@?[A-Za-z0-9._]{1,30}$/;
const PLATAFORMA: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok' };
const handle = (plataforma: string) =>
  z
    .string({ error: `Escribe tu usuario de ${plataforma}` })
    .trim()
    .max(31, { error: `Escribe tu usuario de ${plataforma} sin espacios (máximo 30 caracteres)` })
    .refine((v) => v === '' || HANDLE_RE.test(v), { error: `Escribe tu usuario de ${plataforma} como aparece en tu perfil, por ejemplo @tu.usuario` })
    .transform((v) => (v === '' ? null : v.replace(/^@/, '').toLowerCase()));

const entero = (mensaje: string, max: number, fueraDeRango: string) =>
  z
    .number({ error: mensaje })
    .int({ error: mensaje })
    .min(0, { error: mensaje })
    .max(max, { error: fueraDeRango })
    .nullable();
const seguidores = entero('Escribe cuántos seguidores tienes, solo el número', APLICACION_LIMITES.seguidores, 'Revisa el número de seguidores');
const numero = entero('Escribe solo un número entero, de 0 en adelante', PREGUNTAS_LIMITES.numero, 'Revisa el número');

/** The defaults' own messages (decision 072's words); a question the brand adds gets generic ones. */
const FIJA_TEXTO: Partial<Record<PreguntaFija, { max: number; vacio: string; largo: string }>> = {
  nombre: { max: APLICACION_LIMITES.nombre, vacio: 'Escribe tu nombre', largo: `Tu nombre puede tener hasta ${APLICACION_LIMITES.nombre} caracteres` },
  ciudad: { max: APLICACION_LIMITES.ciudad, vacio: 'Escribe tu ciudad', largo: `La ciudad puede tener hasta ${APLICACION_LIMITES.ciudad} caracteres` },
  tallas: { max: APLICACION_LIMITES.tallas, vacio: 'Escribe tus tallas', largo: `Tus tallas pueden tener hasta ${APLICACION_LIMITES.tallas} caracteres` },
  porQue: {
    max: APLICACION_LIMITES.porQue,
    vacio: 'Cuéntanos por qué quieres colaborar',
    largo: `Tu respuesta puede tener hasta ${APLICACION_LIMITES.porQue.toLocaleString('es-MX')} caracteres`,
  },
};

/** An answer: text, a number, or nothing (an optional question left empty). */
export type Respuesta = string | number | null;
type Regla = z.ZodType<Respuesta, unknown>;

function reglaDe(p: Pregunta): Regla {
  const obligatoria = (t: Regla, vacio: string): Regla => (p.requerida ? t.refine((v) => v !== null, { error: vacio }) : t);
  switch (p.tipo) {
    case 'correo':
      return z
        .string({ error: 'Escribe tu correo' })
        .trim()
        .max(APLICACION_LIMITES.email, { error: 'Escribe un correo válido' })
        .pipe(z.email({ error: 'Escribe un correo válido' }))
        .transform((v) => v.toLowerCase());
    case 'usuario': {
      const plataforma = PLATAFORMA[p.id] ?? 'la red social';
      return obligatoria(handle(plataforma).nullish().transform((v) => v ?? null), `Escribe tu usuario de ${plataforma}`);
    }
    case 'numero': {
      const deSeguidores = p.id === 'seguidoresInstagram' || p.id === 'seguidoresTiktok';
      return obligatoria(
        (deSeguidores ? seguidores : numero).optional().transform((v) => v ?? null),
        deSeguidores ? 'Escribe cuántos seguidores tienes, solo el número' : 'Responde esta pregunta con un número',
      );
    }
    case 'opcion':
      return obligatoria(
        z
          .string({ error: 'Elige una de las opciones' })
          .nullish()
          .transform((v) => (v ? v : null))
          .refine((v) => v === null || p.opciones.includes(v), { error: 'Elige una de las opciones' }),
        'Elige una opción de la lista',
      );
    case 'texto_corto':
    case 'texto_largo': {
      const max = p.tipo === 'texto_corto' ? PREGUNTAS_LIMITES.textoCorto : PREGUNTAS_LIMITES.textoLargo;
      const textos = (esFija(p.id) ? FIJA_TEXTO[p.id] : undefined) ?? {
        max,
        vacio: 'Responde esta pregunta',
        largo: `Tu respuesta puede tener hasta ${max.toLocaleString('es-MX')} caracteres`,
      };
      return obligatoria(
        z
          .string({ error: textos.vacio })
          .trim()
          .max(textos.max, { error: textos.largo })
          .nullish()
          .transform((v) => (v ? v : null)),
        textos.vacio,
      );
    }
  }
}

/**
 * The rule for her answers to one question set (the one her page loaded, decision 079): the same on the
 * page and on the server. Answers to questions not in the set are dropped. When both handles are asked
 * and neither is required, she must give at least one (decision 072's rule).
 */
export function respuestasSchema(preguntas: readonly Pregunta[]) {
  const visibles = preguntasVisibles(preguntas);
  const shape: Record<string, Regla> = {};
  for (const p of visibles) shape[p.id] = reglaDe(p);
  const ig = visibles.find((p) => p.id === 'instagram');
  const tt = visibles.find((p) => p.id === 'tiktok');
  const unaRed = Boolean(ig && tt && !ig.requerida && !tt.requerida);
  return z
    .object({ ...shape, consentimiento: z.literal(true, { error: 'Acepta el aviso de privacidad para enviar tu solicitud' }) })
    .refine((v: Record<string, unknown>) => !unaRed || v.instagram != null || v.tiktok != null, {
      error: 'Escribe tu usuario de Instagram o de TikTok',
      path: ['instagram'],
    });
}

/** One answer kept with its question as it read when she applied (Solicitudes shows these). */
export const respuestaGuardadaSchema = z.object({
  id: z.string(),
  etiqueta: z.string(),
  tipo: z.enum(PREGUNTA_TIPOS),
  valor: z.union([z.string(), z.number(), z.null()]),
});
export type RespuestaGuardada = z.infer<typeof respuestaGuardadaSchema>;

/** The defaults' answers as tests and seeds write them (any other question's answer by its id). */
export type AplicacionFormInput = {
  nombre: string;
  email: string;
  instagram?: string | null;
  seguidoresInstagram?: number | null;
  tiktok?: string | null;
  seguidoresTiktok?: number | null;
  ciudad?: string | null;
  tallas?: string | null;
  porQue?: string | null;
  consentimiento: true;
  [id: string]: unknown;
};

/**
 * The request adds the spam guard: `sitioWeb` is the honeypot (a field people never see; a bot fills it)
 * and `ficha` the signed time the page was opened (GET /api/aplica), for the minimum fill time.
 */
export const aplicacionRequestSchema = z.object({
  /** Checked on the server against the question set her page loaded (`respuestasSchema`, decision 079). */
  respuestas: z
    .record(z.string().max(40), z.union([z.string(), z.number(), z.boolean(), z.null()]), { error: 'Revisa tus respuestas' })
    .refine((r) => Object.keys(r).length <= PREGUNTAS_LIMITES.preguntas + 1, { error: 'Revisa tus respuestas' }),
  ficha: z.string({ error: 'Recarga la página e intenta de nuevo' }).max(200, { error: 'Recarga la página e intenta de nuevo' }),
  sitioWeb: z.string().max(500).optional(),
});
export type AplicacionRequest = z.input<typeof aplicacionRequestSchema>;

export const APLICACION_RECIBIDA = '¡Gracias! Recibimos tu solicitud. Te escribiremos a tu correo cuando el equipo la revise.';

/**
 * GET /api/aplica: the questions the page asks, in order (the hidden ones left out), the consent's text,
 * and its signed opening time, which also names the question set (its answers are checked against it).
 */
export const aplicaFormularioResponseSchema = z.object({
  preguntas: z.array(preguntaSchema),
  consentimiento: z.string(),
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
  ciudad: z.string().nullable(),
  tallas: z.string().nullable(),
  porQue: z.string().nullable(),
  /** Every answer under its question as it read when she applied (empty for applications before decision 079). */
  respuestas: z.array(respuestaGuardadaSchema),
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
