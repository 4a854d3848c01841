import { CLABE_MENSAJES, normalizarClabe, problemaClabe } from '../domain/clabe';
import { fechaValida, resultadosQuerySchema } from './resultados';
import { z } from './zod';

/**
 * Sales attribution (issue 27, decision 063): each creator's own discount code in the store, the orders
 * that carry it, what they brought and what it earns her. The endpoints are listed in docs/ventas-api.md.
 *
 * Money is integer cents with its ISO 4217 currency (`moneda`); amounts in different currencies are
 * never summed: every total is a list with one row per currency.
 */

// ---------------------------------------------------------------------------------------------
// Programa de ventas (Configuración): admins write, tienda reads.
// ---------------------------------------------------------------------------------------------

/** When a creator gets her code. */
export const ENTREGA_CODIGO = ['primera_entrega_aprobada', 'rol_colaboradora', 'manual'] as const;
export type EntregaCodigo = (typeof ENTREGA_CODIGO)[number];
export const ENTREGA_CODIGO_TEXTOS: Record<EntregaCodigo, string> = {
  primera_entrega_aprobada: 'Cuando se aprueba su primera entrega',
  rol_colaboradora: 'Cuando recibe el rol de colaboradora',
  manual: 'Solo cuando un administrador lo crea',
};

export const DESCUENTO_MIN = 1;
export const DESCUENTO_MAX = 99;
export const DIAS_RETENCION_DEFAULT = 30;
export const DIAS_RETENCION_MAX = 365;

/** A number typed in a form ('15', '10.5') or sent as a number. */
const numero = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v.trim())) ? Number(v.trim()) : v);

export const programaVentasInputSchema = z.object({
  /** Off: no codes are made and nothing is attributed (orders still arrive and are kept). */
  activo: z.boolean({ error: 'Indica si el programa está activo' }),
  descuentoPorcentaje: z.preprocess(
    numero,
    z
      .number({ error: 'El descuento debe ser un número entero' })
      .int('El descuento debe ser un número entero')
      .min(DESCUENTO_MIN, 'El descuento no puede ser negativo ni cero: escribe un porcentaje entre 1 y 99')
      .max(DESCUENTO_MAX, 'El descuento debe ser menor a 100 %'),
  ),
  /** Shopify's appliesOncePerCustomer. */
  unaVezPorCliente: z.boolean({ error: 'Indica si el código se usa una vez por cliente' }),
  /** 0 = no commission; up to two decimals (10.5 %). */
  comisionPorcentaje: z.preprocess(
    numero,
    z
      .number({ error: 'La comisión debe ser un número' })
      .min(0, 'La comisión no puede ser negativa')
      .max(100, 'La comisión no puede ser mayor a 100 %')
      .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'La comisión admite hasta dos decimales'),
  ),
  /** Days a commission stays 'pendiente' (the return window) before it is 'disponible'. */
  diasRetencion: z.preprocess(
    numero,
    z
      .number({ error: 'Los días de retención deben ser un número entero' })
      .int('Los días de retención deben ser un número entero')
      .min(0, 'Los días de retención no pueden ser negativos')
      .max(DIAS_RETENCION_MAX, `Los días de retención deben ser como máximo ${DIAS_RETENCION_MAX}`),
  ),
  entregaCodigo: z.enum(ENTREGA_CODIGO, { error: 'Elige cuándo recibe su código la creadora' }),
});
export type ProgramaVentasInput = z.infer<typeof programaVentasInputSchema>;
export type ProgramaVentasFormValues = z.input<typeof programaVentasInputSchema>;

/** A scope the store's token lacks for what is switched on, named in Spanish. */
export const permisoFaltanteSchema = z.object({
  scope: z.string(),
  mensaje: z.string(),
});
export type PermisoFaltante = z.infer<typeof permisoFaltanteSchema>;

/** GET/PUT /api/ventas/programa. */
export const programaVentasSchema = z.object({
  activo: z.boolean(),
  descuentoPorcentaje: z.number(),
  unaVezPorCliente: z.boolean(),
  comisionPorcentaje: z.number(),
  diasRetencion: z.number(),
  entregaCodigo: z.enum(ENTREGA_CODIGO),
  /** Why codes are paused (the store refused write_discounts), in Spanish; null when they are not. */
  codigosPausados: z.string().nullable(),
  /** What the last store check found missing (empty when all is well or never checked). */
  permisosFaltantes: z.array(permisoFaltanteSchema),
  actualizadoAt: z.string().nullable(),
});
export type ProgramaVentas = z.infer<typeof programaVentasSchema>;

// ---------------------------------------------------------------------------------------------
// Her code
// ---------------------------------------------------------------------------------------------

/**
 * creando: the job is making it in the store. activo / inactivo: as in the store. eliminado_en_tienda,
 * cambiado_en_tienda: someone deleted it or changed its discount in the store (discounts/delete|update):
 * shown as such, never silently recreated; an admin may regenerate. reemplazado: an admin regenerated it
 * (deactivated in the store). error: the store refused (the message says why); nothing was made.
 */
export const CODIGO_ESTADOS = ['creando', 'activo', 'inactivo', 'eliminado_en_tienda', 'cambiado_en_tienda', 'reemplazado', 'error'] as const;
export type CodigoEstado = (typeof CODIGO_ESTADOS)[number];
export const CODIGO_ESTADO_TEXTOS: Record<CodigoEstado, string> = {
  creando: 'Creándose en la tienda',
  activo: 'Activo',
  inactivo: 'Desactivado',
  eliminado_en_tienda: 'Eliminado en la tienda',
  cambiado_en_tienda: 'Cambiado en la tienda',
  reemplazado: 'Reemplazado',
  error: 'No se pudo crear',
};

export const codigoSchema = z.object({
  id: z.string(),
  /** CARLA15; null while 'creando' has not chosen one yet. */
  codigo: z.string().nullable(),
  estado: z.enum(CODIGO_ESTADOS),
  descuentoPorcentaje: z.number(),
  /** shop.primaryDomain.url + '/discount/<CODE>'; null until the store told its address. */
  enlace: z.string().nullable(),
  error: z.string().nullable(),
  creadoAt: z.string(),
});
export type Codigo = z.infer<typeof codigoSchema>;

/** GET /api/ventas/colaboradoras/:id/codigo and the answer of every action on it (staff). */
export const codigoStaffSchema = z.object({
  colaboradoraId: z.string(),
  /** Her current code (not reemplazado), or null. */
  codigo: codigoSchema.nullable(),
  anteriores: z.array(codigoSchema),
  programaActivo: z.boolean(),
  codigosPausados: z.string().nullable(),
});
export type CodigoStaff = z.infer<typeof codigoStaffSchema>;

export const CODIGO_ACCIONES = ['crear', 'desactivar', 'reactivar', 'regenerar'] as const;
export type CodigoAccion = (typeof CODIGO_ACCIONES)[number];

/** Her share link, optionally to one product: /discount/<CODE>?redirect=/products/<handle>. */
export function enlaceCodigo(tiendaUrl: string, codigo: string, productoHandle?: string | null): string {
  const base = `${tiendaUrl.replace(/\/+$/, '')}/discount/${encodeURIComponent(codigo)}`;
  return productoHandle ? `${base}?redirect=${encodeURIComponent(`/products/${productoHandle}`)}` : base;
}

// ---------------------------------------------------------------------------------------------
// Figures (Resultados, Colaboradoras): one row per currency, never summed across currencies.
// ---------------------------------------------------------------------------------------------

/** GET /api/ventas/resultados and its CSV: the same range and filters as Resultados. */
export const ventasResultadosQuerySchema = resultadosQuerySchema;

const cifras = {
  moneda: z.string(),
  /** Attributed orders paid in the range (a fully cancelled one still counts as an order, with 0 net). */
  pedidos: z.number(),
  /** Net revenue: subtotal after discounts, minus refunds and cancellations (ledger sum). May be negative. */
  ingresoCents: z.number(),
  /** Discount given by her code on those orders. */
  descuentoCents: z.number(),
  /** ingreso ÷ pedidos, rounded; null with no orders. */
  ticketPromedioCents: z.number().nullable(),
};

const retorno = {
  /** Her collaborations' cost (unit cost + shipping) sent in the range, in the store's currency; null if unknown. */
  costoCents: z.number().nullable(),
  /** ingreso ÷ costo (2.5 = 2.5×); null when the cost is unknown, zero or in another currency. */
  retorno: z.number().nullable(),
  /** Resultados' cost per usable asset, beside it; null when unknown. */
  costoPorArchivoUtilCents: z.number().nullable(),
};

export const ventasTotalSchema = z.object({ ...cifras, ...retorno });
export const ventasPorColaboradoraSchema = z.object({
  /** null: the creator was deleted (her sales stay in the figures under her name at the time). */
  colaboradoraId: z.string().nullable(),
  nombre: z.string(),
  ...cifras,
  ...retorno,
});
export const ventasPorProductoSchema = z.object({
  /** The store's product id (gid) of the line items. */
  productoId: z.string(),
  titulo: z.string(),
  moneda: z.string(),
  /** Attributed orders holding this product. */
  pedidos: z.number(),
  /** This product's lines in those orders (after discounts; refunds of single lines are not subtracted). */
  ingresoCents: z.number(),
  /** Of ingreso: lines where this product was seeded to the creator whose code sold it. */
  sembradoCents: z.number(),
  /** The rest of the basket of the orders where this product was the seeded one. */
  restoCestaCents: z.number(),
});
export const ventasPorMesSchema = z.object({
  /** 'YYYY-MM', Mexico City time. */
  mes: z.string(),
  ...cifras,
  ...retorno,
});

/** GET /api/ventas/resultados. */
export const ventasResultadosSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  totales: z.array(ventasTotalSchema),
  porColaboradora: z.array(ventasPorColaboradoraSchema),
  porProducto: z.array(ventasPorProductoSchema),
  porMes: z.array(ventasPorMesSchema),
});
export type VentasResultados = z.infer<typeof ventasResultadosSchema>;

/** GET /api/ventas/colaboradoras: every creator's all-time sales, for Colaboradoras' Ventas column and sort. */
export const ventasColaboradorasSchema = z.object({
  filas: z.array(
    z.object({
      colaboradoraId: z.string(),
      moneda: z.string(),
      pedidos: z.number(),
      ingresoCents: z.number(),
    }),
  ),
});
export type VentasColaboradoras = z.infer<typeof ventasColaboradorasSchema>;

// ---------------------------------------------------------------------------------------------
// Earnings and payouts
// ---------------------------------------------------------------------------------------------

/** pendiente: within the hold; disponible: payable; pagada: covered by a recorded payout. */
export const COMISION_ESTADOS = ['pendiente', 'disponible', 'pagada'] as const;
export type ComisionEstado = (typeof COMISION_ESTADOS)[number];

export const gananciasSchema = z.object({
  moneda: z.string(),
  pendienteCents: z.number(),
  /** May be negative: a refund or cancellation after a payout. `saldoNegativo` says so. */
  disponibleCents: z.number(),
  pagadaCents: z.number(),
  saldoNegativo: z.boolean(),
});
export type Ganancias = z.infer<typeof gananciasSchema>;

/** GET /api/ventas/comisiones (admin): each creator's earnings by state, per currency. */
export const comisionesSchema = z.object({
  filas: z.array(
    z.object({
      colaboradoraId: z.string().nullable(),
      nombre: z.string(),
      ...gananciasSchema.shape,
      /** Her CLABE from her profile, or null when she has not registered one. */
      clabe: z.string().nullable(),
      titular: z.string().nullable(),
    }),
  ),
});
export type Comisiones = z.infer<typeof comisionesSchema>;

const fechaPago = z
  .string({ error: 'Escribe la fecha del pago' })
  .trim()
  .refine(fechaValida, 'Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-11-01');

/** POST /api/ventas/pagos (admin): covers everything disponible for her in that currency. */
export const pagoInputSchema = z.object({
  colaboradoraId: z.uuid({ error: 'Creadora no válida' }),
  moneda: z.string().regex(/^[A-Z]{3}$/, 'Moneda no válida'),
  /** Must equal what is disponible (the screen sends the figure it showed). */
  montoCents: z.number({ error: 'El monto debe ser un número' }).int('El monto debe estar en centavos').positive('El monto debe ser mayor a cero'),
  fecha: fechaPago,
  /** Folio SPEI or any reference. */
  referencia: z.string({ error: 'Escribe la referencia del pago' }).trim().min(1, 'Escribe la referencia del pago (por ejemplo el folio SPEI)').max(100, 'La referencia debe tener como máximo 100 caracteres'),
});
export type PagoInput = z.infer<typeof pagoInputSchema>;

export const pagoSchema = z.object({
  id: z.string(),
  colaboradoraId: z.string().nullable(),
  moneda: z.string(),
  montoCents: z.number(),
  fecha: z.string(),
  referencia: z.string(),
  /** How many commission rows it marked pagada. */
  movimientos: z.number(),
  creadoAt: z.string(),
});
export type Pago = z.infer<typeof pagoSchema>;
export const pagosSchema = z.object({ pagos: z.array(pagoSchema) });

/** Her payout details (PUT /api/ventas/mis-datos-pago, portal). */
export const datosPagoInputSchema = z.object({
  clabe: z
    .string({ error: CLABE_MENSAJES.formato })
    .transform(normalizarClabe)
    .superRefine((v, ctx) => {
      const problema = problemaClabe(v);
      if (problema) ctx.addIssue({ code: 'custom', message: CLABE_MENSAJES[problema] });
    }),
  titular: z.string({ error: 'Escribe el nombre del titular de la cuenta' }).trim().min(1, 'Escribe el nombre del titular de la cuenta').max(120, 'El titular debe tener como máximo 120 caracteres'),
});
export type DatosPagoInput = z.infer<typeof datosPagoInputSchema>;
export const datosPagoSchema = z.object({ clabe: z.string().nullable(), titular: z.string().nullable() });
export type DatosPago = z.infer<typeof datosPagoSchema>;

// ---------------------------------------------------------------------------------------------
// Mis ventas (her own, on her phone): never a customer's name, email or address; the city only.
// ---------------------------------------------------------------------------------------------

export const VENTA_ESTADOS = ['pendiente_pago', 'pagada', 'reembolso_parcial', 'reembolsada', 'cancelada'] as const;
export type VentaEstado = (typeof VENTA_ESTADOS)[number];

export const ventaSchema = z.object({
  id: z.string(),
  /** The store's order name (#1001). */
  pedido: z.string(),
  fecha: z.string(),
  moneda: z.string(),
  subtotalCents: z.number(),
  descuentoCents: z.number(),
  /** Subtotal minus refunds and cancellations (ledger). */
  netoCents: z.number(),
  ciudad: z.string().nullable(),
  estado: z.enum(VENTA_ESTADOS),
  comisionCents: z.number().nullable(),
  productos: z.array(z.object({ titulo: z.string(), cantidad: z.number(), importeCents: z.number(), sembrado: z.boolean() })),
});
export type Venta = z.infer<typeof ventaSchema>;

/** GET /api/ventas/mias. */
export const misVentasSchema = z.object({
  programaActivo: z.boolean(),
  codigo: codigoSchema.nullable(),
  comisionPorcentaje: z.number(),
  diasRetencion: z.number(),
  porMes: z.array(z.object({ mes: z.string(), moneda: z.string(), pedidos: z.number(), ingresoCents: z.number() })),
  /** Her latest 100 sales, newest first. */
  ventas: z.array(ventaSchema),
  ganancias: z.array(gananciasSchema),
  pagos: z.array(pagoSchema.omit({ colaboradoraId: true, movimientos: true })),
  datosPago: datosPagoSchema,
});
export type MisVentas = z.infer<typeof misVentasSchema>;

// ---------------------------------------------------------------------------------------------
// Leaks
// ---------------------------------------------------------------------------------------------

/** A code's orders on one day above FUGA_FACTOR × its 30-day daily median and at least FUGA_MINIMO. */
export const FUGA_FACTOR = 5;
export const FUGA_MINIMO = 10;

/** GET /api/ventas/fugas (staff): codes flagged today (Mexico City) or yesterday. */
export const fugasSchema = z.object({
  fugas: z.array(
    z.object({
      codigoId: z.string(),
      codigo: z.string(),
      estado: z.enum(CODIGO_ESTADOS),
      colaboradoraId: z.string().nullable(),
      nombre: z.string(),
      /** 'YYYY-MM-DD', Mexico City. */
      dia: z.string(),
      pedidos: z.number(),
      medianaDiaria: z.number(),
    }),
  ),
});
export type Fugas = z.infer<typeof fugasSchema>;
