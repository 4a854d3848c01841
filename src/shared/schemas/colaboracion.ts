import { z } from 'zod';
import { CREATE_FORM_ESTADOS, ESTADOS } from '../domain/estado';
import { LIMITS } from '../domain/limits';

/**
 * Spec §5 collaboration create and edit forms, with its exact messages. The same schema parses the
 * web form (strings from inputs) and the JSON the server receives: empty optional values become null.
 */
const emptyToNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
};

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? emptyToNull(v.trim()) : emptyToNull(v)),
    z.string().max(max, `${label} debe tener como máximo ${max} caracteres`).nullable(),
  );

// Accepts our own stored-file references (storage://bucket/key) as well as web URLs.
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.trim()) : emptyToNull(v)),
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return ['http:', 'https:', 'storage:'].includes(url.protocol);
      } catch {
        return false;
      }
    }, 'Debe ser una URL válida')
    .nullable(),
);

export const POSITIVE_INT_MESSAGE = 'Debe ser un número entero positivo';
export const optionalPositiveInt = z.preprocess(
  (v) => {
    const value = emptyToNull(v);
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: POSITIVE_INT_MESSAGE })
    .int(POSITIVE_INT_MESSAGE)
    .positive(POSITIVE_INT_MESSAGE)
    .max(2_147_483_647, POSITIVE_INT_MESSAGE)
    .nullable(),
);

const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: required }).min(1, required).max(max, tooLong));

const fields = {
  titulo: requiredText(LIMITS.tituloMax, 'El título es requerido', 'El título debe tener como máximo 100 caracteres'),
  producto: requiredText(LIMITS.productoMax, 'El producto es requerido', 'El producto debe tener como máximo 100 caracteres'),
  tipo: optionalText(LIMITS.tipoMax, 'El tipo'),
  color: optionalText(LIMITS.colorMax, 'El color'),
  talla: optionalText(LIMITS.tallaMax, 'La talla'),
  marca: optionalText(LIMITS.marcaMax, 'La marca'),
  imagen: optionalUrl,
  pedidoUrl: optionalUrl,
  cintura: optionalPositiveInt,
  cadera: optionalPositiveInt,
  largo: optionalPositiveInt,
  numeroPedido: optionalPositiveInt,
};

const estadoMessage = { error: 'Selecciona un estado válido' };

/** Nueva: six states offered (spec §4). */
export const colaboracionCreateSchema = z.object({ ...fields, estado: z.enum(CREATE_FORM_ESTADOS, estadoMessage) });
/** Edit: all nine states (an admin override, recorded in the history). */
export const colaboracionUpdateSchema = z.object({ ...fields, estado: z.enum(ESTADOS, estadoMessage) });

export type ColaboracionCreateInput = z.infer<typeof colaboracionCreateSchema>;
export type ColaboracionUpdateInput = z.infer<typeof colaboracionUpdateSchema>;
/** What the form holds before parsing (inputs are strings). */
export type ColaboracionFormValues = z.input<typeof colaboracionUpdateSchema>;

/** Medidas de Jeans inline edit: the three measurements, positive integers or empty. */
export const medidasSchema = z.object({ cintura: optionalPositiveInt, cadera: optionalPositiveInt, largo: optionalPositiveInt });
export type MedidasInput = z.infer<typeof medidasSchema>;
