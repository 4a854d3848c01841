import { ERROR_MESSAGES } from '../errors';
import { isAbsoluteUrl, MAX_URL_LENGTH, safeHttpUrl } from '../safe-url';
import { z } from './zod';

/**
 * API contract of the store integration (issue 4): the connection (Configuración), import, inventory
 * sync, Confirmación de producto and its draft order. Secrets are write-only: no response carries them.
 */

export const syncRunSchema = z.object({
  kind: z.enum(['inventory', 'import', 'orders']),
  trigger: z.enum(['manual', 'schedule', 'screen', 'webhook']),
  status: z.enum(['running', 'ok', 'error']),
  updatedCount: z.number(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** GET /api/shopify/status (admin and tienda). */
export const storeStatusSchema = z.object({
  /** 'Conectado' when true, else 'Shopify No Configurado' (spec §2). */
  connected: z.boolean(),
  /** Where the connection comes from: the environment overrides the page. */
  source: z.enum(['env', 'database']).nullable(),
  storeDomain: z.string().nullable(),
  shopName: z.string().nullable(),
  authKind: z.enum(['token', 'client_credentials']).nullable(),
  lastSync: syncRunSchema.nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
  nextRunAt: z.string().nullable(),
  syncIntervalMinutes: z.number(),
  /** The references gallery (spec Referencias), a setting of Configuración. */
  referenciasUrl: z.string().nullable(),
  /** The store's currency (shop.currencyCode, ISO 4217): every amount from the store is in it; null until the store has told us. */
  currencyCode: z.string().nullable(),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'Escribe el dominio de tu tienda, por ejemplo mi-marca.myshopify.com');

/** PUT /api/shopify/config and POST /api/shopify/config/test (admin). */
export const storeConnectionInputSchema = z.discriminatedUnion('authKind', [
  z.object({
    storeDomain: domain,
    authKind: z.literal('token'),
    accessToken: z.string().trim().min(1, 'Escribe el token de acceso de la Admin API').max(200),
    webhookSecret: z.string().trim().max(200).optional(),
  }),
  z.object({
    storeDomain: domain,
    authKind: z.literal('client_credentials'),
    clientId: z.string().trim().min(1, 'Escribe el Client ID').max(200),
    clientSecret: z.string().trim().min(1, 'Escribe el Client secret').max(200),
    webhookSecret: z.string().trim().max(200).optional(),
  }),
]);
export type StoreConnectionInput = z.infer<typeof storeConnectionInputSchema>;
export const connectionTestResponseSchema = z.object({
  ok: z.literal(true),
  shopName: z.string(),
  /**
   * Scopes the token lacks for what is switched on (issue 27: write_discounts for creators' codes,
   * read_orders for attribution), each named in Spanish; absent or empty when nothing is missing.
   */
  permisosFaltantes: z.array(z.object({ scope: z.string(), mensaje: z.string() })).optional(),
});

export const URL_INVALID_MESSAGE = ERROR_MESSAGES.URL_INVALID;
/** A URL of another scheme (javascript:, data:, ftp: ...): creators would be sent to it (decision 032). */
export const URL_NOT_WEB_MESSAGE = 'La URL debe empezar con http:// o https://';

/** PUT /api/shopify/settings (admin). */
export const storeSettingsInputSchema = z.object({
  referenciasUrl: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .string({ error: URL_INVALID_MESSAGE })
      .max(MAX_URL_LENGTH, URL_INVALID_MESSAGE)
      .superRefine((value, ctx) => {
        if (safeHttpUrl(value)) return;
        ctx.addIssue({ code: 'custom', message: isAbsoluteUrl(value) ? URL_NOT_WEB_MESSAGE : URL_INVALID_MESSAGE });
      })
      .nullable(),
  ),
});

/** The spec's imported store product (§3) as the Importar dialog lists it. */
export const importVariantSchema = z.object({
  variantId: z.string(),
  title: z.string(),
  option1: z.string().nullable(),
  option2: z.string().nullable(),
  barcode: z.string().nullable(),
  inventoryQuantity: z.number().nullable(),
  available: z.boolean(),
  /** Already a collaboration: importing again updates it. */
  imported: z.boolean(),
});
export const importProductSchema = z.object({
  shopifyId: z.string(),
  title: z.string(),
  productType: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
  collectionIds: z.array(z.string()),
  variants: z.array(importVariantSchema),
});
export type ImportProduct = z.infer<typeof importProductSchema>;
/** GET /api/shopify/products (admin): a page of the store's mirror, jeans-collection products first, then newest. */
export const importListQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga').optional(),
  coleccion: z.string().trim().max(200).optional(),
  pagina: z.coerce.number({ error: 'Página no válida' }).int('Página no válida').min(1, 'Página no válida').max(10_000, 'Página no válida').default(1),
  porPagina: z.coerce.number({ error: 'Tamaño de página no válido' }).int().min(1).max(100, 'Tamaño de página no válido').default(25),
});
export const importListResponseSchema = z.object({
  products: z.array(importProductSchema),
  collections: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Products matching the search (every page). */
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
  /** When the mirror last held a complete read of the store; null: never read (the dialog starts one). */
  leidoAt: z.string().nullable(),
  /** Older than a day: the dialog reads the store again. */
  desactualizado: z.boolean(),
});

/** POST /api/shopify/import (admin): the chosen variants, or { todas: true } for every variant of the store. */
export const importInputSchema = z
  .object({
    variantIds: z.array(z.string().min(1).max(100)).min(1, 'Selecciona al menos una variante para importar').max(100_000).optional(),
    todas: z.literal(true, { error: 'Selecciona al menos una variante para importar' }).optional(),
  })
  .refine((v) => v.todas === true || (v.variantIds?.length ?? 0) > 0, { message: 'Selecciona al menos una variante para importar' });

export const STORE_JOB_TIPOS = ['catalogo', 'import', 'resync'] as const;
export const STORE_JOB_ESTADOS = ['en_cola', 'en_curso', 'esperando_tienda', 'terminada', 'fallida'] as const;
const reasons = z.array(z.object({ motivo: z.string(), variantes: z.number() }));
export const storeJobSummarySchema = z.object({
  creadas: z.number(),
  actualizadas: z.number(),
  sinCambios: z.number(),
  fallidas: z.number(),
  /** Why variants were not imported ('Producto eliminado en la tienda' ...). */
  motivos: reasons,
  /** Imported all the same, but worth knowing ('Variante sin SKU', 'SKU duplicado'). */
  avisos: reasons,
  /** The catalogue read of this job, when it read the store. */
  lectura: z.object({ productos: z.number(), variantes: z.number(), eliminados: z.number() }).nullable(),
});
export type StoreJobSummary = Partial<z.infer<typeof storeJobSummarySchema>>;
/** A store job (import, re-sync, catalogue read) as Gestión shows it: GET /api/shopify/trabajos/{id}. */
export const storeJobSchema = z.object({
  id: z.string(),
  tipo: z.enum(STORE_JOB_TIPOS),
  estado: z.enum(STORE_JOB_ESTADOS),
  /** In Spanish: 'Leyendo la tienda', 'Descargando', 'Guardando', 'La tienda no responde; reintentando…'. */
  fase: z.string(),
  hechos: z.number(),
  total: z.number().nullable(),
  porcentaje: z.number().nullable(),
  /** Still running (en_cola, en_curso or esperando_tienda). */
  activo: z.boolean(),
  resumen: storeJobSummarySchema.nullable(),
  /** Why it failed, in Spanish. */
  error: z.string().nullable(),
  createdAt: z.string(),
  terminadaAt: z.string().nullable(),
});
export type StoreJob = z.infer<typeof storeJobSchema>;
/** GET /api/shopify/trabajos/actual: the running job, else the last one, else null. */
export const currentStoreJobSchema = z.object({ trabajo: storeJobSchema.nullable() });

/** POST /api/shopify/sync (admin): 'manual' (Sincronizar) or 'screen' (5 s after the screen opens). */
export const syncInputSchema = z.object({ trigger: z.enum(['manual', 'screen']).default('manual') });
export const syncResponseSchema = z.object({ updated: z.number() });

/** GET /api/confirmacion?q= (admin and tienda): spec §2 Confirmación de producto cards. */
export const confirmacionCardSchema = z.object({
  id: z.string(),
  nombreVisualizacion: z.string().nullable(),
  titulo: z.string(),
  talla: z.string().nullable(),
  barcode: z.string().nullable(),
  marca: z.string().nullable(),
  imagenUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  colaboradora: z.object({
    id: z.string(),
    nombre: z.string(),
    apellidos: z.string().nullable(),
    ciudad: z.string().nullable(),
    equipo: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
});
export type ConfirmacionCard = z.infer<typeof confirmacionCardSchema>;
export const confirmacionListResponseSchema = z.object({ items: z.array(confirmacionCardSchema) });

/** POST /api/confirmacion/{id}/empaquetar (admin and tienda): the draft order (spec create-draft-order). */
/** Empaquetado of several at once (issue 28): POST /api/confirmacion/empaquetar-lote. */
export const EMPAQUETAR_LOTE_MAX = 50;
export const empaquetarLoteSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Colaboración no encontrada' }))
    .min(1, 'Selecciona al menos una colaboración')
    .max(EMPAQUETAR_LOTE_MAX, `Selecciona como máximo ${EMPAQUETAR_LOTE_MAX} colaboraciones a la vez`),
});
export const empaquetarLoteResponseSchema = z.object({ loteId: z.string() });
/** GET /api/confirmacion/lotes/{id}: each collaboration of the batch and what its job did. */
export const empaquetadoLoteSchema = z.object({
  loteId: z.string(),
  items: z.array(
    z.object({
      colaboracionId: z.string(),
      titulo: z.string(),
      colaboradora: z.string().nullable(),
      estado: z.enum(['pendiente', 'ok', 'error']),
      /** Why it failed, in Spanish. */
      mensaje: z.string().nullable(),
      numeroPedido: z.number().nullable(),
    }),
  ),
  pendientes: z.number(),
  creados: z.number(),
  fallidos: z.number(),
});
export type EmpaquetadoLote = z.infer<typeof empaquetadoLoteSchema>;

export const empaquetarResponseSchema = z.object({
  success: z.literal(true),
  invoice_url: z.string(),
  numeroPedido: z.number().nullable(),
});
