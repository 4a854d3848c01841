import { terminosInputSchema, terminosResponseSchema } from '../../../shared/schemas/derechos';
import { currentTerms, saveTerms } from '../../derechos/terminos';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';

/** Configuración → Términos de uso (issue 18 item 4): anyone signed in reads them (she accepts them); admins write a new version. */
const read = defineRoute({
  method: 'get',
  path: '/api/terminos-uso',
  policy: 'authenticated',
  tags: ['terminos'],
  summary: 'The current usage terms (channels, duration, text, version), or null before an admin writes any',
  responses: { 200: jsonContent(terminosResponseSchema, 'The current terms'), ...guardedErrors },
});

const write = defineRoute({
  method: 'put',
  path: '/api/terminos-uso',
  policy: 'configuracion:manage',
  tags: ['terminos'],
  summary: 'A new version of the usage terms (admin); earlier versions stay with what was accepted under them',
  request: { body: { content: { 'application/json': { schema: terminosInputSchema } }, required: true } },
  responses: { 200: jsonContent(terminosResponseSchema, 'The new current terms'), 400: jsonContent(errorSchema, 'Invalid terms (VALIDATION)'), ...guardedErrors },
});

export const terminosRoutes = createRouter()
  .openapi(read, async (c) => c.json({ terminos: await currentTerms(svc(c).db) }, 200))
  .openapi(write, async (c) => {
    const s = svc(c);
    return c.json({ terminos: await saveTerms(s.db, c.req.valid('json'), s.actor.userId) }, 200);
  });
