import { z } from '@hono/zod-openapi';
import { feedbackInputSchema, feedbackResponseSchema } from '../../../shared/schemas/revision';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { guardarFeedback } from './revision.service';

const idParam = z.object({ id: z.uuid() });

const feedback = defineRoute({
  method: 'patch',
  path: '/api/revision/entregas/{id}/feedback',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: 'Feedback on one delivery (admin): Excelente → estado aprobado, Bueno or Descartado → pendiente',
  request: { params: idParam, body: { content: { 'application/json': { schema: feedbackInputSchema } }, required: true } },
  responses: {
    200: jsonContent(feedbackResponseSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Unknown feedback status, or a comment over 1000 characters'),
    ...guardedErrors,
    404: jsonContent(errorSchema, "No such entrega: 'Entrega no encontrada'"),
  },
});

export const revisionRoutes = createRouter().openapi(feedback, async (c) => {
  const deps = { db: c.get('db'), secret: c.get('config').appSecret };
  const entrega = await guardarFeedback(deps, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ entrega }, 200);
});
