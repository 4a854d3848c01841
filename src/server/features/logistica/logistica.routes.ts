import { logisticaResponseSchema } from '../../../shared/schemas/logistica';
import { defineRoute } from '../../http/policy';
import { createRouter, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getLogistica } from './logistica.service';

/** Logística (spec §2 admin, issue 6): shipments from what the store knows. */
const list = defineRoute({
  method: 'get',
  path: '/api/logistica',
  policy: 'logistica:view',
  tags: ['logistica'],
  summary:
    'Every collaboration with a creator in empaquetado, logistica or produccion: tracking, destination (her profile), step on the spec timeline (Procesado … Entregado), progress, estimated delivery, last location and the carrier events',
  responses: { 200: jsonContent(logisticaResponseSchema, 'Shipment cards, most recently changed first'), ...guardedErrors },
});

export const logisticaRoutes = createRouter().openapi(list, async (c) => c.json(await getLogistica(svc(c)), 200));
