import { z } from './zod';
import { CANALES } from '../domain/derechos';

/**
 * Usage rights (issue 18 item 4): what the brand may do with a creator's content, written by an admin in
 * Configuración as versioned terms, accepted by the creator when she sends her content to review. Each
 * delivered file carries the rights of the terms accepted for its collaboration.
 */
export { CANAL_LABELS, CANALES, type Canal } from '../domain/derechos';
/** Durations an admin picks from; null: perpetual. */
export const DURACIONES_MESES = [3, 6, 12, 24, 36] as const;
/** Rights that end within this many days are flagged in Contenido. */
export const DERECHOS_AVISO_DIAS = 30;
export const TERMINOS_TEXTO_MAX = 4000;

export const terminosSchema = z.object({
  version: z.number().int().positive(),
  canales: z.array(z.enum(CANALES)),
  /** null: perpetual. */
  duracionMeses: z.number().int().positive().nullable(),
  texto: z.string(),
  createdAt: z.string(),
});
export type Terminos = z.infer<typeof terminosSchema>;

/** GET /api/terminos-uso: the current terms, or null before an admin writes any. */
export const terminosResponseSchema = z.object({ terminos: terminosSchema.nullable() });
export type TerminosResponse = z.infer<typeof terminosResponseSchema>;

/** PUT /api/terminos-uso (admin): a new version; the earlier ones stay with what was accepted under them. */
export const terminosInputSchema = z.object({
  canales: z
    .array(z.enum(CANALES, { error: 'Canal no válido' }))
    .min(1, 'Elige al menos un canal')
    .refine((c) => new Set(c).size === c.length, 'Cada canal una sola vez'),
  duracionMeses: z
    .number({ error: 'Elige una duración' })
    .int()
    .refine((m) => (DURACIONES_MESES as readonly number[]).includes(m), 'Elige una duración de la lista')
    .nullable(),
  texto: z.string().trim().min(1, 'Escribe los términos').max(TERMINOS_TEXTO_MAX, `Máximo ${TERMINOS_TEXTO_MAX} caracteres`),
});
export type TerminosInput = z.infer<typeof terminosInputSchema>;

/** A file's rights: the accepted terms' channels and when they end (null: never). */
export const derechosSchema = z.object({
  version: z.number().int(),
  canales: z.array(z.enum(CANALES)),
  aceptadoAt: z.string(),
  venceAt: z.string().nullable(),
  /** Ends within DERECHOS_AVISO_DIAS days (or has ended). */
  vencePronto: z.boolean(),
  vencido: z.boolean(),
});
export type Derechos = z.infer<typeof derechosSchema>;

/** POST /api/entregas/{id}/enviar-revision body: the version of the terms she accepts (required once terms exist). */
export const enviarRevisionInputSchema = z.object({ terminosVersion: z.number().int().positive().optional() });
export type EnviarRevisionInput = z.infer<typeof enviarRevisionInputSchema>;
