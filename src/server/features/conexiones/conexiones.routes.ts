import { z } from '@hono/zod-openapi';
import {
  busquedaSchema,
  instagramInputSchema,
  instagramStatusSchema,
  tiktokAutorizarSchema,
  tiktokStatusSchema,
} from '../../../shared/schemas/conexiones';
import { defineRoute } from '../../http/policy';
import { errorBody } from '../../http/errors';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { publicServiceContext, svc } from '../../http/service-context';
import {
  busquedaDe,
  disconnectTikTok,
  finishTikTok,
  INSTAGRAM_WEBHOOK_PATH,
  instagramStatus,
  receiveInstagramWebhook,
  removeInstagram,
  saveInstagram,
  startTikTok,
  TIKTOK_CALLBACK_PATH,
  tiktokStatus,
  verifyInstagramSubscription,
} from './conexiones.service';

// Issue 30: the brand's Instagram (Configuración), her TikTok (Mi Perfil), Meta's mentions webhook.

const igStatus = defineRoute({
  method: 'get',
  path: '/api/conexiones/instagram',
  policy: 'configuracion:view',
  tags: ['conexiones'],
  summary: "The brand's Instagram professional account: username, state, the token's expiry, the webhook's address (never secrets)",
  responses: { 200: jsonContent(instagramStatusSchema, 'Connection or null'), ...guardedErrors },
});

const igSave = defineRoute({
  method: 'put',
  path: '/api/conexiones/instagram',
  policy: 'configuracion:manage',
  tags: ['conexiones'],
  summary: 'Connect the brand account: app id, app secret, token and account id; checked with Meta, exchanged for a long-lived token, stored encrypted',
  request: { body: { content: { 'application/json': { schema: instagramInputSchema } }, required: true } },
  responses: { 200: jsonContent(instagramStatusSchema, 'Connected'), 400: jsonContent(errorSchema, 'What is missing, or what Meta refused, in Spanish'), ...guardedErrors },
});

const igRemove = defineRoute({
  method: 'delete',
  path: '/api/conexiones/instagram',
  policy: 'configuracion:manage',
  tags: ['conexiones'],
  summary: 'Disconnect the brand account (checks stop; found posts stay)',
  responses: { 204: { description: 'Disconnected' }, ...guardedErrors },
});

const webhook = defineRoute({
  method: 'post',
  path: INSTAGRAM_WEBHOOK_PATH,
  policy: 'public',
  tags: ['conexiones'],
  summary: "Meta's mentions webhook: X-Hub-Signature-256 checked on the raw body with the app secret; each mention is read by a queue job",
  security: [],
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Recorded'), 400: jsonContent(errorSchema, 'Malformed'), 401: jsonContent(errorSchema, 'Bad or missing signature') },
});

const webhookVerify = defineRoute({
  method: 'get',
  path: INSTAGRAM_WEBHOOK_PATH,
  policy: 'public',
  tags: ['conexiones'],
  summary: "Meta's subscription check: answers hub.challenge when hub.verify_token is ours",
  security: [],
  request: { query: z.object({ 'hub.mode': z.string().optional(), 'hub.verify_token': z.string().optional(), 'hub.challenge': z.string().optional() }) },
  responses: { 200: { description: 'The challenge, as text' }, 403: jsonContent(errorSchema, 'Not our verify token') },
});

const ttStatus = defineRoute({
  method: 'get',
  path: '/api/conexiones/tiktok',
  policy: 'portal:use',
  tags: ['conexiones'],
  summary: 'Her TikTok connection, and whether this server can connect one',
  responses: { 200: jsonContent(tiktokStatusSchema, 'State'), ...guardedErrors },
});

const ttStart = defineRoute({
  method: 'post',
  path: '/api/conexiones/tiktok/autorizar',
  policy: 'portal:use',
  tags: ['conexiones'],
  summary: "TikTok's authorize URL for her, with a single-use state and a PKCE (S256) challenge",
  responses: { 200: jsonContent(tiktokAutorizarSchema, 'Where to send her browser'), 409: jsonContent(errorSchema, 'No TikTok app configured'), ...guardedErrors },
});

const ttCallback = defineRoute({
  method: 'get',
  path: TIKTOK_CALLBACK_PATH,
  policy: 'portal:use',
  tags: ['conexiones'],
  summary: 'TikTok sends her back here: the state is checked, the code exchanged with its verifier; redirects to her profile',
  request: { query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional(), scopes: z.string().max(500).optional(), error_description: z.string().max(1000).optional() }) },
  responses: { 302: { description: 'To her profile with ?tiktok=conectada|cancelada|estado_invalido|error' }, ...guardedErrors },
});

const ttDisconnect = defineRoute({
  method: 'delete',
  path: '/api/conexiones/tiktok',
  policy: 'portal:use',
  tags: ['conexiones'],
  summary: 'Disconnect her TikTok: tokens forgotten here and revoked at TikTok',
  responses: { 204: { description: 'Disconnected' }, ...guardedErrors, 404: jsonContent(errorSchema, 'Not connected') },
});

const busqueda = defineRoute({
  method: 'get',
  path: '/api/conexiones/busqueda/{colaboracionId}',
  policy: 'portal:use',
  tags: ['conexiones'],
  summary: "Her collaboration's code for captions (#COLAB-XXXX) and what the last check of her posts said",
  request: { params: z.object({ colaboracionId: z.uuid() }) },
  responses: { 200: jsonContent(busquedaSchema, 'Code and last check'), ...guardedErrors, 404: jsonContent(errorSchema, 'Not hers') },
});

export const conexionesRoutes = createRouter()
  .openapi(igStatus, async (c) => c.json(await instagramStatus(svc(c)), 200))
  .openapi(igSave, async (c) => c.json(await saveInstagram(svc(c), c.req.valid('json')), 200))
  .openapi(igRemove, async (c) => {
    await removeInstagram(svc(c));
    return c.body(null, 204);
  })
  .openapi(webhook, async (c) => {
    const result = await receiveInstagramWebhook(publicServiceContext(c), await c.req.text(), c.req.header('x-hub-signature-256'));
    if (result === 'unauthorized') return c.json(errorBody('WEBHOOK_INVALID'), 401);
    if (result === 'malformed') return c.json(errorBody('WEBHOOK_MALFORMED'), 400);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(webhookVerify, async (c) => {
    const challenge = verifyInstagramSubscription(publicServiceContext(c), c.req.valid('query'));
    if (challenge === null) return c.json(errorBody('FORBIDDEN'), 403);
    return c.text(challenge, 200);
  })
  .openapi(ttStatus, async (c) => c.json(await tiktokStatus(svc(c)), 200))
  .openapi(ttStart, async (c) => c.json(await startTikTok(svc(c)), 200))
  .openapi(ttCallback, async (c) => c.redirect(await finishTikTok(svc(c), c.req.valid('query')), 302))
  .openapi(ttDisconnect, async (c) => {
    await disconnectTikTok(svc(c));
    return c.body(null, 204);
  })
  .openapi(busqueda, async (c) => c.json(await busquedaDe(svc(c), c.req.valid('param').colaboracionId), 200));
