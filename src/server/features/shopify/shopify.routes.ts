import { z } from '@hono/zod-openapi';
import {
  connectionTestResponseSchema,
  currentStoreJobSchema,
  importInputSchema,
  importListQuerySchema,
  importListResponseSchema,
  storeJobSchema,
  storeConnectionInputSchema,
  storeSettingsInputSchema,
  storeStatusSchema,
  syncInputSchema,
  syncResponseSchema,
} from '../../../shared/schemas/shopify';
import { errorBody } from '../../http/errors';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { publicServiceContext, svc } from '../../http/service-context';
import { loadConnection } from '../../shopify/connection';
import { receiveWebhook } from '../../shopify/webhooks/receive';
import { WEBHOOK_PATH } from '../../shopify/webhooks/topics';
import {
  deleteConnection,
  getStatus,
  getCurrentJob,
  getJob,
  importProducts,
  listProducts,
  readCatalogueNow,
  resyncAll,
  saveConnection,
  saveSettings,
  syncNow,
  testConnection,
} from './shopify.service';

const body = <T extends z.ZodType>(schema: T, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});
const storeErrors = {
  409: jsonContent(errorSchema, 'No store connection (STORE_NOT_CONFIGURED)'),
  502: jsonContent(errorSchema, 'The store failed; message in Spanish'),
} as const;

const status = defineRoute({
  method: 'get',
  path: '/api/shopify/status',
  policy: 'configuracion:view',
  tags: ['shopify'],
  summary: "Store connection badge and Configuración: connection (no secrets), last sync and error, next run",
  responses: { 200: jsonContent(storeStatusSchema, 'Status'), ...guardedErrors },
});

const saveConfig = defineRoute({
  method: 'put',
  path: '/api/shopify/config',
  policy: 'configuracion:manage',
  tags: ['shopify'],
  summary: 'Save the store connection after checking it (secrets encrypted, never returned)',
  request: body(storeConnectionInputSchema),
  responses: {
    200: jsonContent(storeStatusSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Invalid input or credentials refused (VALIDATION, STORE_AUTH)'),
    ...guardedErrors,
    409: jsonContent(errorSchema, 'The environment defines the connection (STORE_ENV_MANAGED)'),
    502: storeErrors[502],
  },
});

const removeConfig = defineRoute({
  method: 'delete',
  path: '/api/shopify/config',
  policy: 'configuracion:manage',
  tags: ['shopify'],
  summary: 'Forget the saved store connection',
  responses: {
    200: jsonContent(storeStatusSchema, 'Removed'),
    ...guardedErrors,
    409: jsonContent(errorSchema, 'The environment defines the connection (STORE_ENV_MANAGED)'),
  },
});

const testConfig = defineRoute({
  method: 'post',
  path: '/api/shopify/config/test',
  policy: 'configuracion:manage',
  tags: ['shopify'],
  summary: "'Probar conexión': the shop's name with the given credentials, or with the saved ones",
  request: body(storeConnectionInputSchema, false),
  responses: {
    200: jsonContent(connectionTestResponseSchema, 'The shop answered'),
    400: jsonContent(errorSchema, 'Credentials refused (STORE_AUTH)'),
    ...guardedErrors,
    ...storeErrors,
  },
});

const settings = defineRoute({
  method: 'put',
  path: '/api/shopify/settings',
  policy: 'configuracion:manage',
  tags: ['shopify'],
  summary: 'Settings of Configuración: the references gallery URL',
  request: body(storeSettingsInputSchema),
  responses: { 200: jsonContent(storeStatusSchema, 'Saved'), 400: jsonContent(errorSchema, 'Invalid URL'), ...guardedErrors },
});

const products = defineRoute({
  method: 'get',
  path: '/api/shopify/products',
  policy: 'colaboraciones:manage',
  tags: ['shopify'],
  summary: "Importar: a page of the store's mirror (search q, collection), jeans collection first, then newest",
  request: { query: importListQuerySchema },
  responses: { 200: jsonContent(importListResponseSchema, 'Products and collections'), ...guardedErrors },
});

const jobStarted = {
  202: jsonContent(storeJobSchema, 'Started: the job, to follow at GET /api/shopify/trabajos/{id}'),
  ...guardedErrors,
  409: jsonContent(errorSchema, 'No store connection (STORE_NOT_CONFIGURED), or a store job already runs (STORE_JOB_RUNNING, named in the message)'),
} as const;

const importRoute = defineRoute({
  method: 'post',
  path: '/api/shopify/import',
  policy: 'colaboraciones:manage',
  tags: ['shopify'],
  summary: 'Import the chosen variants ({ variantIds }) or every variant ({ todas: true }) as collaborations, as a background job (again: updates, never duplicates)',
  request: body(importInputSchema),
  responses: {
    202: jobStarted[202],
    400: jsonContent(errorSchema, "'Selecciona al menos una variante para importar'"),
    ...guardedErrors,
    409: jobStarted[409],
  },
});

const resync = defineRoute({
  method: 'post',
  path: '/api/shopify/resync',
  policy: 'colaboraciones:manage',
  tags: ['shopify'],
  summary: 'Full re-sync as a background job: read the whole store, then titles, images, variants, stock and costs of every imported collaboration',
  responses: jobStarted,
});

const catalogue = defineRoute({
  method: 'post',
  path: '/api/shopify/catalogo',
  policy: 'colaboraciones:manage',
  tags: ['shopify'],
  summary: "Read the store's catalogue into the mirror the Importar dialog lists (a background job)",
  responses: jobStarted,
});

const currentJobRoute = defineRoute({
  method: 'get',
  path: '/api/shopify/trabajos/actual',
  policy: 'configuracion:view',
  tags: ['shopify'],
  summary: 'The running store job, else the last one (null when none ever ran)',
  responses: { 200: jsonContent(currentStoreJobSchema, 'The job'), ...guardedErrors },
});

const jobRoute = defineRoute({
  method: 'get',
  path: '/api/shopify/trabajos/{id}',
  policy: 'configuracion:view',
  tags: ['shopify'],
  summary: 'One store job: phase, done of total, summary or error',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonContent(storeJobSchema, 'The job'), ...guardedErrors, 404: jsonContent(errorSchema, 'No such job (STORE_JOB_NOT_FOUND)') },
});

const sync = defineRoute({
  method: 'post',
  path: '/api/shopify/sync',
  policy: 'colaboraciones:manage',
  tags: ['shopify'],
  summary: 'Sincronizar: stock follows the store; unassigned items flip disponible/agotado',
  request: body(syncInputSchema, false),
  responses: { 200: jsonContent(syncResponseSchema, 'Rows whose stock or estado changed'), ...guardedErrors, ...storeErrors },
});

const webhooks = defineRoute({
  method: 'post',
  path: WEBHOOK_PATH,
  policy: 'public',
  tags: ['shopify'],
  summary: 'Shopify webhooks: HMAC-verified, recorded once per X-Shopify-Webhook-Id and once per signed content, processed after answering',
  security: [],
  responses: {
    200: jsonContent(z.object({ ok: z.literal(true) }), 'Recorded (or a repeat, ignored)'),
    400: jsonContent(errorSchema, 'Malformed delivery'),
    401: jsonContent(errorSchema, 'Bad signature'),
  },
});

export const shopifyRoutes = createRouter()
  .openapi(status, async (c) => c.json(await getStatus(svc(c)), 200))
  .openapi(saveConfig, async (c) => {
    return c.json(await saveConnection(svc(c), c.req.valid('json')), 200);
  })
  .openapi(removeConfig, async (c) => {
    return c.json(await deleteConnection(svc(c)), 200);
  })
  .openapi(testConfig, async (c) => {
    const input = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : undefined;
    return c.json(await testConnection(svc(c), input), 200);
  })
  .openapi(settings, async (c) => {
    return c.json(await saveSettings(svc(c), c.req.valid('json')), 200);
  })
  .openapi(products, async (c) => {
    return c.json(await listProducts(svc(c), c.req.valid('query')), 200);
  })
  .openapi(importRoute, async (c) => {
    return c.json(await importProducts(svc(c), c.req.valid('json')), 202);
  })
  .openapi(resync, async (c) => c.json(await resyncAll(svc(c)), 202))
  .openapi(catalogue, async (c) => c.json(await readCatalogueNow(svc(c)), 202))
  .openapi(currentJobRoute, async (c) => c.json(await getCurrentJob(svc(c)), 200))
  .openapi(jobRoute, async (c) => c.json(await getJob(svc(c), c.req.valid('param').id), 200))
  .openapi(sync, async (c) => {
    const input = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : { trigger: 'manual' as const };
    return c.json(await syncNow(svc(c), input), 200);
  })
  .openapi(webhooks, async (c) => {
    const { db, config } = publicServiceContext(c);
    const raw = await c.req.text();
    const conn = await loadConnection({ db, config });
    const result = await receiveWebhook(db, conn?.webhookSecret ?? null, raw, {
      hmac: c.req.header('x-shopify-hmac-sha256'),
      webhookId: c.req.header('x-shopify-webhook-id'),
      topic: c.req.header('x-shopify-topic'),
    });
    if (result === 'unauthorized') return c.json(errorBody('WEBHOOK_INVALID'), 401);
    if (result === 'malformed') return c.json(errorBody('WEBHOOK_MALFORMED'), 400);
    // Answered within Shopify's 5 s: the delivery and its queue job are recorded; a worker acts on it (decision 057).
    return c.json({ ok: true as const }, 200);
  });
