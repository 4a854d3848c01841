import { inicioResponseSchema } from '../../../shared/schemas/inicio';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getInicio } from './inicio.service';

const inicio = defineRoute({
  method: 'get',
  path: '/api/inicio',
  policy: 'portal:use',
  tags: ['inicio'],
  summary: "The creator's Inicio: available, pending and delivered counts and profile completeness",
  responses: {
    200: jsonContent(inicioResponseSchema, 'Her counts'),
    ...guardedErrors,
    404: jsonContent(errorSchema, "'No se encontró tu perfil' (PROFILE_NOT_FOUND)"),
  },
});

export const inicioRoutes = createRouter().openapi(inicio, async (c) => c.json(await getInicio(svc(c)), 200));
