import { inicioResponseSchema } from '../../../shared/schemas/inicio';
import { defineRoute } from '../../http/policy';
import { actorOf, createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
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

export const inicioRoutes = createRouter().openapi(inicio, async (c) => c.json(await getInicio({ db: c.get('db'), actor: actorOf(c) }), 200));
