import { z } from '@hono/zod-openapi';
import {
  avisosResponseSchema,
  bajaResponseSchema,
  marcarLeidoResponseSchema,
  noLeidosResponseSchema,
  preferenciaInputSchema,
  preferenciasResponseSchema,
} from '../../../shared/schemas/avisos';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { publicServiceContext, svc } from '../../http/service-context';
import { unreadCount } from '../../avisos/no-leidos';
import { baja, listAvisos, listPreferencias, markAllRead, markRead, savePreferencia } from './avisos.service';

/** The one-click unsubscribe URL (RFC 8058): app.ts lets its POST in without an Origin, as mail providers send it. */
export const BAJA_PATH = '/api/avisos/baja';

const list = defineRoute({
  method: 'get',
  path: '/api/avisos',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: 'Her notices, newest first, 20 a page (?antes=<id> for the next), with the unread count',
  request: { query: z.object({ antes: z.uuid().optional() }) },
  responses: { 200: jsonContent(avisosResponseSchema, 'A page of notices'), ...guardedErrors, 404: jsonContent(errorSchema, 'Unknown cursor (AVISO_NOT_FOUND)') },
});

const unread = defineRoute({
  method: 'get',
  path: '/api/avisos/no-leidos',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: "The bell's unread count (asked every 30 s)",
  responses: { 200: jsonContent(noLeidosResponseSchema, 'Unread notices'), ...guardedErrors },
});

const readOne = defineRoute({
  method: 'post',
  path: '/api/avisos/{id}/leido',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: 'Marks one of her notices read (again: the same answer)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 200: jsonContent(marcarLeidoResponseSchema, 'The new unread count'), ...guardedErrors, 404: jsonContent(errorSchema, 'Not hers or unknown (AVISO_NOT_FOUND)') },
});

const readAll = defineRoute({
  method: 'post',
  path: '/api/avisos/leidos',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: 'Marks all her notices read',
  responses: { 200: jsonContent(marcarLeidoResponseSchema, 'The new unread count (0)'), ...guardedErrors },
});

const getPreferencias = defineRoute({
  method: 'get',
  path: '/api/avisos/preferencias',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: 'The email categories she may turn off, and whether each is on',
  responses: { 200: jsonContent(preferenciasResponseSchema, 'Her categories'), ...guardedErrors },
});

const putPreferencia = defineRoute({
  method: 'put',
  path: '/api/avisos/preferencias',
  policy: 'authenticated',
  tags: ['avisos'],
  summary: 'Turns one category of email on or off (account mail cannot be turned off)',
  request: { body: { content: { 'application/json': { schema: preferenciaInputSchema } }, required: true } },
  responses: { 200: jsonContent(preferenciasResponseSchema, 'Her categories'), 400: jsonContent(errorSchema, 'Unknown category (VALIDATION)'), ...guardedErrors },
});

const bajaQuery = z.object({ t: z.string().min(1).max(600) });
const bajaErrors = {
  400: jsonContent(errorSchema, 'Forged or damaged link (BAJA_INVALIDA)'),
  410: jsonContent(errorSchema, 'Expired link (BAJA_EXPIRADA)'),
};

const bajaInfo = defineRoute({
  method: 'get',
  path: BAJA_PATH,
  policy: 'public',
  tags: ['avisos'],
  summary: 'What an unsubscribe link turns off, for the /baja screen (no session)',
  request: { query: bajaQuery },
  responses: { 200: jsonContent(bajaResponseSchema, 'The category and address'), ...bajaErrors },
});

const bajaConfirm = defineRoute({
  method: 'post',
  path: BAJA_PATH,
  policy: 'public',
  tags: ['avisos'],
  summary: 'One-click unsubscribe (RFC 8058): turns the category off, no session, no Origin needed',
  request: { query: bajaQuery },
  responses: { 200: jsonContent(bajaResponseSchema, 'Turned off'), ...bajaErrors },
});

export const avisosRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listAvisos(svc(c), c.req.valid('query').antes), 200))
  .openapi(unread, async (c) => {
    const s = svc(c);
    return c.json({ noLeidos: await unreadCount(s.db, s.actor.userId) }, 200);
  })
  .openapi(readAll, async (c) => c.json({ noLeidos: await markAllRead(svc(c)) }, 200))
  .openapi(readOne, async (c) => c.json({ noLeidos: await markRead(svc(c), c.req.valid('param').id) }, 200))
  .openapi(getPreferencias, async (c) => c.json({ preferencias: await listPreferencias(svc(c)) }, 200))
  .openapi(putPreferencia, async (c) => c.json({ preferencias: await savePreferencia(svc(c), c.req.valid('json')) }, 200))
  .openapi(bajaInfo, async (c) => c.json(await baja(publicServiceContext(c), c.req.valid('query').t, false), 200))
  .openapi(bajaConfirm, async (c) => c.json(await baja(publicServiceContext(c), c.req.valid('query').t, true), 200));
