import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import {
  medidasListResponseSchema,
  medidasQuerySchema,
  medidasSchema,
  medidasUpdateResponseSchema,
} from '../../../shared/schemas/colaboracion';
import { listMedidas, setMedidas } from './medidas.service';

const policy = 'medidas:edit';
const tags = ['medidas'];

const list = defineRoute({
  method: 'get',
  path: '/api/medidas',
  policy,
  tags,
  summary: 'Medidas de Jeans: collaborations missing cintura, cadera or largo (newest first), and their brands',
  request: { query: medidasQuerySchema },
  responses: {
    200: jsonContent(medidasListResponseSchema, 'Rows and brand tabs'),
    400: jsonContent(errorSchema, 'Invalid query (VALIDATION)'),
    ...guardedErrors,
  },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/medidas/{id}',
  policy,
  tags,
  summary: 'Set cintura, cadera and/or largo (only those; absent fields are kept, empty clears)',
  request: {
    params: z.object({ id: z.string().max(100) }),
    // partial(): a field left out keeps its value instead of being cleared.
    body: { content: { 'application/json': { schema: medidasSchema.partial() } }, required: true },
  },
  responses: {
    200: jsonContent(medidasUpdateResponseSchema, 'The row, and whether it is now complete'),
    400: jsonContent(errorSchema, "'Debe ser un número entero positivo' (VALIDATION)"),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Missing (COLABORACION_NOT_FOUND)'),
  },
});

export const medidasRoutes = createRouter()
  .openapi(list, async (c) => {
    const body = await listMedidas(svc(c), c.req.valid('query'));
    return c.json(body, 200);
  })
  .openapi(patch, async (c) => {
    const body = await setMedidas(svc(c), { ...c.req.valid('json'), ...c.req.valid('param') });
    return c.json(body, 200);
  });
