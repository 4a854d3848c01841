import { z } from './zod';
import { ADMIN_TABS, CREATE_FORM_ESTADOS, ESTADOS } from '../domain/estado';
import { LIMITS } from '../domain/limits';
import { PAGE_SIZE_DEFAULT } from '../domain/colaboraciones-lista';
import { safeHttpUrl } from '../safe-url';

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
const optionalImageUrl = z.preprocess(
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

// The order link the creator opens in the store: a web URL only (decision 032).
const optionalWebUrl = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.trim()) : emptyToNull(v)),
  z
    .string()
    .refine((value) => safeHttpUrl(value) !== null, 'Debe ser una URL válida')
    .nullable(),
);

export const POSITIVE_INT_MESSAGE = 'Debe ser un número entero positivo';
const digitsToNumber = (v: unknown) => {
  const value = emptyToNull(v);
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};
const positiveInt = z.number({ error: POSITIVE_INT_MESSAGE }).int(POSITIVE_INT_MESSAGE).positive(POSITIVE_INT_MESSAGE);
export const optionalPositiveInt = z.preprocess(digitsToNumber, positiveInt.max(2_147_483_647, POSITIVE_INT_MESSAGE).nullable());

/**
 * The largest measurement, in cm, a person or a garment can have (issue 28: a cintura of 9999 was saved
 * and shown to creators). The database's CHECKs hold the same bounds (decision 070).
 */
export const MEDIDA_MAX_CM = { cintura: 200, cadera: 250, largo: 200 } as const;
export const medidaMaxMessage = (campo: keyof typeof MEDIDA_MAX_CM) =>
  `${{ cintura: 'La cintura', cadera: 'La cadera', largo: 'El largo' }[campo]} debe ser de ${MEDIDA_MAX_CM[campo]} cm o menos`;
/** A measurement in whole cm, 1 to its bound, or empty. */
export const optionalMedidaCm = (campo: keyof typeof MEDIDA_MAX_CM) =>
  z.preprocess(digitsToNumber, positiveInt.max(MEDIDA_MAX_CM[campo], medidaMaxMessage(campo)).nullable());

const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: required }).min(1, required).max(max, tooLong));

const fields = {
  titulo: requiredText(LIMITS.tituloMax, 'El título es requerido', 'El título debe tener como máximo 100 caracteres'),
  producto: requiredText(LIMITS.productoMax, 'El producto es requerido', 'El producto debe tener como máximo 100 caracteres'),
  tipo: optionalText(LIMITS.tipoMax, 'El tipo'),
  color: optionalText(LIMITS.colorMax, 'El color'),
  talla: optionalText(LIMITS.tallaMax, 'La talla'),
  marca: optionalText(LIMITS.marcaMax, 'La marca'),
  imagen: optionalImageUrl,
  pedidoUrl: optionalWebUrl,
  cintura: optionalMedidaCm('cintura'),
  cadera: optionalMedidaCm('cadera'),
  largo: optionalMedidaCm('largo'),
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
export const medidasSchema = z.object({ cintura: optionalMedidaCm('cintura'), cadera: optionalMedidaCm('cadera'), largo: optionalMedidaCm('largo') });
export type MedidasInput = z.infer<typeof medidasSchema>;

// ---------------------------------------------------------------------------------------------
// API shapes (issue 3): Gestión de Colaboraciones and Medidas de Jeans
// ---------------------------------------------------------------------------------------------

/** A collaboration as staff see it. `imagen` is the stored value (a web URL or storage://bucket/key);
 * imagenUrl and thumbUrl are what the browser loads (signed for 3600 s when the file is ours). */
export const colaboracionSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  producto: z.string(),
  tipo: z.string().nullable(),
  color: z.string().nullable(),
  talla: z.string().nullable(),
  marca: z.string().nullable(),
  imagen: z.string().nullable(),
  imagenUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  pedidoUrl: z.string().nullable(),
  estado: z.enum(ESTADOS),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  largo: z.number().nullable(),
  numeroPedido: z.number().nullable(),
  colaboradoraId: z.string().nullable(),
  /** colaboradoras.nombre of the assigned creator (spec §3 join). */
  colaboradoraNombre: z.string().nullable(),
  nombreVisualizacion: z.string().nullable(),
  barcode: z.string().nullable(),
  shopifyProductId: z.string().nullable(),
  shopifyVariantId: z.string().nullable(),
  shopifyInventoryQuantity: z.number().nullable(),
  lastSyncAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Her delivered files (entregas). With any, the collaboration cannot be deleted (issue 28): staff cancel
   * it and the files stay in Contenido with their usage rights.
   */
  archivos: z.number().int(),
});
export type Colaboracion = z.infer<typeof colaboracionSchema>;

export const ADMIN_TAB_VALUES = ADMIN_TABS;
export type AdminTab = (typeof ADMIN_TAB_VALUES)[number];
export { PAGE_SIZE_DEFAULT } from '../domain/colaboraciones-lista';
export const PAGE_SIZE_MAX = 200;

/** GET /api/colaboraciones?estado=&q=&page=&pageSize= (newest first). */
export const colaboracionListQuerySchema = z.object({
  estado: z.enum(ADMIN_TAB_VALUES).default('todos'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ColaboracionListQuery = z.infer<typeof colaboracionListQuerySchema>;

export const colaboracionListResponseSchema = z.object({
  items: z.array(colaboracionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per tab, under the same search (q): the badge counts of the status tabs. */
  counts: z.record(z.enum(ADMIN_TAB_VALUES), z.number()),
});
export type ColaboracionListResponse = z.infer<typeof colaboracionListResponseSchema>;

export const colaboracionResponseSchema = z.object({ colaboracion: colaboracionSchema });

export const bulkIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const bulkDeleteResponseSchema = z.object({ deleted: z.number() });
export const bulkEstadoSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500), estado: z.enum(ESTADOS) });
export const bulkEstadoResponseSchema = z.object({ updated: z.number() });

/** POST /api/colaboraciones/imagen (multipart, field `file`): the stored reference for the form. */
export const uploadedImageResponseSchema = z.object({ imagen: z.string(), imagenUrl: z.string(), thumbUrl: z.string() });

/** A row of Medidas de Jeans: GET /api/medidas?q=&marca= and PATCH /api/medidas/{id}. */
export const medidasRowSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  producto: z.string(),
  marca: z.string().nullable(),
  tipo: z.string().nullable(),
  color: z.string().nullable(),
  talla: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  largo: z.number().nullable(),
});
export type MedidasRow = z.infer<typeof medidasRowSchema>;
export const medidasQuerySchema = z.object({ q: z.string().trim().max(100).optional(), marca: z.string().trim().max(50).optional() });
export const medidasListResponseSchema = z.object({
  items: z.array(medidasRowSchema),
  /** Every brand that has rows missing measurements, for the brand tabs. */
  marcas: z.array(z.string()),
});
/** The PATCH answers the row and whether it is now complete (it then leaves the list). */
export const medidasUpdateResponseSchema = z.object({ item: medidasRowSchema, completa: z.boolean() });
