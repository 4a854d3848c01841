import { dashboardResponseSchema } from '../../../shared/schemas/dashboard';
import { defineRoute } from '../../http/policy';
import { createRouter, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getDashboard } from './dashboard.service';

/** Staff Dashboard (spec §2 admin, issue 6): live stats, recent deliveries, top creators, overdue. */
const dashboard = defineRoute({
  method: 'get',
  path: '/api/dashboard',
  policy: 'dashboard:view',
  tags: ['dashboard'],
  summary:
    'Staff dashboard: active creators, collaborations in produccion or revision, approved content and the share rated Excelente; the 8 newest deliveries; the top 5 creators by approved deliveries; collaborations past their 7-day window',
  responses: { 200: jsonContent(dashboardResponseSchema, 'Live figures'), ...guardedErrors },
});

export const dashboardRoutes = createRouter().openapi(dashboard, async (c) =>
  c.json(await getDashboard(svc(c)), 200),
);
