import { z } from './zod';
import type { Estado } from '../domain/estado';
import type { EntregaEstado, FeedbackStatus } from '../domain/options';

/**
 * Resultados (issue 20 item 1, decision 053): what the program cost and what it yielded.
 *
 * Which collaborations count in a range: those whose item was SENT in it (colaboraciones.enviada_at,
 * the first step into logistica or later, in Mexico City time). A collaboration never sent (still
 * available, in confirmation, sold out, cancelled before shipping) cost the brand nothing and is not
 * counted; one sent and cancelled later is. All of a counted collaboration's files count, whenever they
 * were uploaded: the cost was paid for them.
 *
 * Cost of a collaboration: unit cost × 1 (one item each) + the shipping the brand paid, in the store's
 * currency. When either is unknown (or the unit cost is in another currency) the collaboration is
 * 'Costo no disponible': left out of every cost figure, and counted so the screen can say how many.
 * Usable file: rated Excelente or Bueno by staff (a file nobody rated yet is not usable, whatever its
 * default feedback says). Cost per usable asset: the cost of the collaborations with a known cost over
 * the usable files of those same collaborations.
 */

/** Steps after the item left the store: entering the first of them sets enviada_at. */
export const ENVIADA_ESTADOS = ['logistica', 'produccion', 'revision', 'entregado'] as const satisfies readonly Estado[];
/** A usable file: rated by staff (estado left enviado) as Excelente or Bueno. */
export const UTIL_ENTREGA_ESTADOS = ['aprobado', 'pendiente'] as const satisfies readonly EntregaEstado[];
export const UTIL_FEEDBACKS = ['excelente', 'bueno'] as const satisfies readonly FeedbackStatus[];

/** The most products and creators the screen lists; the others are summed in one row (issue 20 bench). */
export const RESULTADOS_MAX_FILAS = 100;
/** The longest range Resultados reads (a longer one is almost surely a typo: 2062 for 2026). */
export const RESULTADOS_MAX_DIAS = 3 * 366;

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const FECHA_MENSAJE = 'Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-11-01';

/** A calendar date 'YYYY-MM-DD' that exists (no 31 de febrero), years 2000–2100. */
export function fechaValida(value: string): boolean {
  const m = FECHA.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
}

/** The check both the form and the API make; null when the range is fine. */
export function rangoError(desde: string, hasta: string): string | null {
  if (!fechaValida(desde) || !fechaValida(hasta)) return FECHA_MENSAJE;
  const dias = diasEntre(desde, hasta);
  if (dias < 0) return 'La fecha inicial debe ser anterior o igual a la fecha final';
  if (dias >= RESULTADOS_MAX_DIAS) return 'El rango no puede ser mayor a 3 años. Elige fechas más cercanas.';
  return null;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const fecha = z.preprocess(blankToUndefined, z.string({ error: FECHA_MENSAJE }).refine(fechaValida, FECHA_MENSAJE).optional());
const texto = (nombre: string) =>
  z.preprocess(blankToUndefined, z.string({ error: `${nombre} no válida` }).max(100, `${nombre} no válida`).optional());

/** GET /api/resultados (and its CSV): a range of days, both included, and the filters. */
export const resultadosQuerySchema = z
  .object({
    /** First day, 'YYYY-MM-DD'; default: the first day of the current month. */
    desde: fecha,
    /** Last day, included; default: the last day of the current month. */
    hasta: fecha,
    marca: texto('Marca'),
    /** Tipo de producto: the collaboration's producto (Jeans, Joyería, ...). */
    producto: texto('Tipo de producto'),
    colaboradoraId: z.preprocess(blankToUndefined, z.uuid({ error: 'Creadora no válida' }).optional()),
  })
  .superRefine((q, ctx) => {
    if (q.desde && q.hasta) {
      const error = rangoError(q.desde, q.hasta);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['hasta'] });
    }
  });
export type ResultadosQuery = z.infer<typeof resultadosQuerySchema>;

export const filaResultadosSchema = z.object({
  /** The group: product key, creator id, 'YYYY-MM', or 'total'. */
  clave: z.string(),
  nombre: z.string(),
  colaboraciones: z.number(),
  /** Collaborations left out of the cost: unit cost or shipping unknown. */
  sinCosto: z.number(),
  /** Cost of those with a known cost; null when none has one ('Costo no disponible'). */
  costo: z.number().nullable(),
  archivos: z.number(),
  utiles: z.number(),
  /** Usable files of the collaborations with a known cost (the divisor of costoPorUtil). */
  utilesConCosto: z.number(),
  /** costo / utilesConCosto; null without cost or without usable files. */
  costoPorUtil: z.number().nullable(),
  /**
   * Replacements sent for a problem with the parcel (issue 29: a second free draft order); their cost is
   * already in costo.
   */
  reemplazos: z.number(),
});
export type FilaResultados = z.infer<typeof filaResultadosSchema>;

export const resultadosResponseSchema = z.object({
  rango: z.object({ desde: z.string(), hasta: z.string() }),
  /** The store's currency (ISO 4217). */
  moneda: z.string(),
  /** The 'Costo de envío por pedido' setting; null when not set. */
  costoEnvioPedido: z.number().nullable(),
  totales: filaResultadosSchema,
  /**
   * By product (the store's product: every size and color of it together), most usable files first; at
   * most RESULTADOS_MAX_FILAS, the rest summed in otrosProductos (every line is in the CSV).
   */
  porProducto: z.array(filaResultadosSchema),
  /** How many products there are in all; the ones past the list, together (null: none left out). */
  productos: z.number(),
  otrosProductos: filaResultadosSchema.nullable(),
  porColaboradora: z.array(filaResultadosSchema),
  colaboradoras: z.number(),
  otrasColaboradoras: filaResultadosSchema.nullable(),
  /** By month of sending, oldest first. */
  porMes: z.array(filaResultadosSchema),
});
export type ResultadosResponse = z.infer<typeof resultadosResponseSchema>;

export const resultadosOpcionesSchema = z.object({
  marcas: z.array(z.string()),
  productos: z.array(z.string()),
  colaboradoras: z.array(z.object({ id: z.string(), nombre: z.string() })),
});
export type ResultadosOpciones = z.infer<typeof resultadosOpcionesSchema>;

/** The Dashboard's tile: this month's cost per usable asset against last month's. */
export const resultadosMesSchema = z.object({
  moneda: z.string(),
  mes: z.string(),
  mesAnterior: z.string(),
  actual: filaResultadosSchema,
  anterior: filaResultadosSchema,
  /** Percent change of cost per usable asset, one decimal; null when either month has none. */
  tendencia: z.number().nullable(),
});
export type ResultadosMes = z.infer<typeof resultadosMesSchema>;

export const COSTO_ENVIO_MAX = 1_000_000;
/** The bound said with its figure (issue 28: 99999999999 was told about decimals instead). */
export const COSTO_ENVIO_MAX_MESSAGE = `El costo de envío debe ser de ${COSTO_ENVIO_MAX.toLocaleString('es-MX')} o menos`;

/** PUT /api/resultados/costo-envio (admin). */
export const costoEnvioInputSchema = z.object({
  /** Per order, in the store's currency; null clears it (new shipments then have no shipping cost). */
  costoEnvio: z
    .number({ error: 'Escribe el costo de envío como número' })
    .min(0, 'El costo de envío no puede ser negativo')
    .max(COSTO_ENVIO_MAX, COSTO_ENVIO_MAX_MESSAGE)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'Usa como máximo dos decimales')
    .nullable(),
  /** Also fill it in on collaborations already sent whose shipping cost is unknown (the backfill). */
  aplicarAnteriores: z.boolean({ error: 'Elige si se aplica a envíos anteriores' }).default(false),
});
export type CostoEnvioInput = z.infer<typeof costoEnvioInputSchema>;

export const costoEnvioResponseSchema = z.object({
  costoEnvio: z.number().nullable(),
  /** Collaborations already sent that got this shipping cost (aplicarAnteriores). */
  actualizadas: z.number(),
});
export type CostoEnvioResponse = z.infer<typeof costoEnvioResponseSchema>;
