import { z } from './zod';
import {
  PROBLEMA_ESTADOS,
  PROBLEMA_MEDIDAS,
  PROBLEMA_NOTA_MAX,
  PROBLEMA_SENTIDOS,
  PROBLEMA_TIPOS,
  REEMPLAZO_ESTADOS,
} from '../domain/problemas';
import { AJUSTES } from '../domain/ajuste';
import { envioOriginalSchema, historiaEventoSchema, reemplazoEnvioSchema } from './historia';

const nota = (what: string) =>
  z
    .string()
    .trim()
    .max(PROBLEMA_NOTA_MAX, { error: `${what} debe tener como máximo ${PROBLEMA_NOTA_MAX} caracteres` });

/**
 * What she reports (the text fields of the multipart form; the damage photo is its `file` field). Empty
 * strings are "not given": a form sends every field.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const problemaInputSchema = z.object({
  tipo: z.enum(PROBLEMA_TIPOS, { error: 'Elige qué pasó: No me quedó, Llegó dañado o No ha llegado' }),
  medida: z.preprocess(blankToUndefined, z.enum(PROBLEMA_MEDIDAS, { error: 'Elige qué medida no te quedó' }).optional()),
  sentido: z.preprocess(blankToUndefined, z.enum(PROBLEMA_SENTIDOS, { error: 'Elige si te quedó chico o grande' }).optional()),
  tallaDeseada: z.preprocess(blankToUndefined, z.string().trim().max(10, { error: 'La talla debe tener como máximo 10 caracteres' }).optional()),
  nota: z.preprocess(blankToUndefined, nota('La nota').optional()),
});
export type ProblemaInput = z.infer<typeof problemaInputSchema>;

/** Staff's resolution: a replacement (a variant of the same product), or closing it with a note. */
export const resolverInputSchema = z.discriminatedUnion('accion', [
  z.object({
    accion: z.literal('reemplazo'),
    variantId: z.string().trim().min(1, { error: 'Elige la variante del reemplazo' }).max(200),
    /** The old piece must come back: she sees the return instructions, staff mark it returned. */
    devolver: z.boolean().default(false),
  }),
  z.object({ accion: z.literal('cerrar'), nota: nota('La nota') }),
]);
export type ResolverInput = z.infer<typeof resolverInputSchema>;

export const instruccionesInputSchema = z.object({
  texto: z.string().trim().max(2000, { error: 'Las instrucciones deben tener como máximo 2000 caracteres' }),
});

const fotoSchema = z.object({ url: z.string().nullable(), thumbUrl: z.string().nullable() });

export const problemaEventoSchema = historiaEventoSchema;

export const problemaSchema = z.object({
  id: z.string(),
  colaboracionId: z.string(),
  tipo: z.enum(PROBLEMA_TIPOS),
  medida: z.enum(PROBLEMA_MEDIDAS).nullable(),
  sentido: z.enum(PROBLEMA_SENTIDOS).nullable(),
  tallaDeseada: z.string().nullable(),
  nota: z.string().nullable(),
  foto: fotoSchema.nullable(),
  estado: z.enum(PROBLEMA_ESTADOS),
  talla: z.string().nullable(),
  resolucionNota: z.string().nullable(),
  reemplazo: z
    .object({
      estado: z.enum(REEMPLAZO_ESTADOS),
      titulo: z.string().nullable(),
      talla: z.string().nullable(),
      draftOrderName: z.string().nullable(),
      invoiceUrl: z.string().nullable(),
      orderName: z.string().nullable(),
      recibidoAt: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  devolver: z.boolean(),
  devueltoAt: z.string().nullable(),
  createdAt: z.string(),
  /** The problem's story, oldest first: the collaboration's history shows it beside the state changes. */
  historia: z.array(problemaEventoSchema),
});
export type Problema = z.infer<typeof problemaSchema>;

export const problemasDeColaboracionSchema = z.object({
  problemas: z.array(problemaSchema),
  /** The return instructions (Configuración), shown when the old piece must come back. */
  instruccionesDevolucion: z.string().nullable(),
  /** The first shipment (null before it was packed) and each replacement sent, oldest first (decision 078). */
  envio: envioOriginalSchema.nullable(),
  reemplazos: z.array(reemplazoEnvioSchema),
  /** The collaboration's whole story, oldest first: both shipments, each problem and its resolution. */
  historia: z.array(historiaEventoSchema),
});
export type ProblemasDeColaboracion = z.infer<typeof problemasDeColaboracionSchema>;

export const problemaReportadoSchema = z.object({ problema: problemaSchema, creado: z.boolean() });

export const problemaColaEntrySchema = problemaSchema.extend({
  creadora: z.string(),
  producto: z.string(),
  colaboracionEstado: z.string(),
});
export const problemasColaSchema = z.object({
  problemas: z.array(problemaColaEntrySchema),
  conteo: z.object({ abiertos: z.number(), enReemplazo: z.number() }),
});
export type ProblemaColaEntry = z.infer<typeof problemaColaEntrySchema>;

export const reemplazoOpcionSchema = z.object({
  variantId: z.string(),
  titulo: z.string(),
  talla: z.string().nullable(),
  disponibles: z.number().nullable(),
  actual: z.boolean(),
  ajuste: z.enum(AJUSTES).nullable(),
});
export const reemplazoOpcionesSchema = z.object({ opciones: z.array(reemplazoOpcionSchema) });
export type ReemplazoOpcion = z.infer<typeof reemplazoOpcionSchema>;

export const instruccionesSchema = z.object({ texto: z.string().nullable() });
