import { z } from './zod';
import { fechaMexico } from '../mexico-time';

/**
 * Ad authorizations (issue 30 item 4, decision 073): what a collaboration's usage record holds beyond
 * its accepted terms so the brand can run her post as an ad. A TikTok Spark code she pastes (valid 7 to
 * 365 days, as TikTok offers), and a Meta partnership-ad permission (the day she granted it and for how
 * many days). Both end on a day; admins are told 7 days before.
 */
export const AUTORIZACION_TIPOS = ['spark', 'meta'] as const;
export type AutorizacionTipo = (typeof AUTORIZACION_TIPOS)[number];
export const AUTORIZACION_TIPO_LABELS: Record<AutorizacionTipo, string> = {
  spark: 'Código Spark de TikTok',
  meta: 'Anuncio de colaboración en Meta',
};
export const AUTORIZACION_DIAS_MIN = 7;
export const AUTORIZACION_DIAS_MAX = 365;
/** Admins hear of an authorization this many days before it ends. */
export const AUTORIZACION_AVISO_DIAS = 7;
/** TikTok's Spark codes are opaque strings; we accept what a code can be and bound it. */
export const SPARK_CODIGO_MAX = 200;
const SPARK_RE = /^#?[A-Za-z0-9+/=_-]{8,200}$/;

const DIA_RE = /^\d{4}-\d{2}-\d{2}$/;
const esDia = (v: string) => DIA_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const dias = z
  .number({ error: `Escribe la duración en días, de ${AUTORIZACION_DIAS_MIN} a ${AUTORIZACION_DIAS_MAX}` })
  .int({ error: `Escribe la duración en días, de ${AUTORIZACION_DIAS_MIN} a ${AUTORIZACION_DIAS_MAX}` })
  .min(AUTORIZACION_DIAS_MIN, { error: `La autorización debe durar al menos ${AUTORIZACION_DIAS_MIN} días` })
  .max(AUTORIZACION_DIAS_MAX, { error: `La autorización puede durar hasta ${AUTORIZACION_DIAS_MAX} días` });

const otorgadaEl = z
  .string({ error: 'Escribe la fecha en que se otorgó' })
  .refine(esDia, { error: 'Escribe una fecha válida (AAAA-MM-DD)' })
  .refine((v) => !esDia(v) || v <= fechaMexico(), { error: 'La fecha no puede ser posterior a hoy' });

/** POST /api/anuncios/{colaboracionId}. */
export const autorizacionInputSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('spark'),
      codigo: z
        .string({ error: 'Pega el código Spark de tu video' })
        .trim()
        .min(1, { error: 'Pega el código Spark de tu video' })
        .max(SPARK_CODIGO_MAX, { error: 'El código Spark es demasiado largo: pega solo el código' })
        .refine((v) => SPARK_RE.test(v), { error: 'El código Spark solo lleva letras, números y los signos + / = _ -: pega solo el código que te dio TikTok' }),
      otorgadaEl,
      dias,
    }),
    z.object({ tipo: z.literal('meta'), otorgadaEl, dias }),
  ],
  { error: 'Elige código Spark de TikTok o anuncio de colaboración en Meta' },
);
export type AutorizacionInput = z.input<typeof autorizacionInputSchema>;
export type AutorizacionParsed = z.output<typeof autorizacionInputSchema>;

export const autorizacionSchema = z.object({
  id: z.string(),
  colaboracionId: z.string(),
  tipo: z.enum(AUTORIZACION_TIPOS),
  /** The Spark code; null for Meta. */
  codigo: z.string().nullable(),
  otorgadaEl: z.string(),
  dias: z.number().int(),
  /** The last day it is valid (otorgadaEl + dias), Mexico City's calendar. */
  venceEl: z.string(),
  vigente: z.boolean(),
  createdAt: z.string(),
});
export type Autorizacion = z.infer<typeof autorizacionSchema>;

export const autorizacionesResponseSchema = z.object({ autorizaciones: z.array(autorizacionSchema) });
export type AutorizacionesResponse = z.infer<typeof autorizacionesResponseSchema>;
export const autorizacionResponseSchema = z.object({ autorizacion: autorizacionSchema });

/** Contenido's filter: files whose collaboration holds a valid authorization of this kind (or of either). */
export const ANUNCIO_FILTROS = ['cualquiera', 'spark', 'meta'] as const;
export type AnuncioFiltro = (typeof ANUNCIO_FILTROS)[number];
export const ANUNCIO_FILTRO_LABELS: Record<AnuncioFiltro, string> = {
  cualquiera: 'Con autorización de anuncio',
  spark: 'Con código Spark',
  meta: 'Con permiso de Meta',
};
