import { referenciasResponseSchema } from '../../../shared/schemas/recursos';
import { defineRoute } from '../../http/policy';
import { createRouter, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { readReferenciasUrl } from './recursos.queries';

const referencias = defineRoute({
  method: 'get',
  path: '/api/referencias',
  policy: 'portal:use',
  tags: ['recursos'],
  summary: 'Referencias visuales: the shared gallery URL set in Configuración (null until an admin sets it)',
  responses: { 200: jsonContent(referenciasResponseSchema, 'The gallery URL'), ...guardedErrors },
});

export const recursosRoutes = createRouter().openapi(referencias, async (c) => {
  return c.json({ url: await readReferenciasUrl(svc(c).db) }, 200);
});
