import { z } from '@hono/zod-openapi';
import {
  aplicacionesConteoSchema,
  aplicacionesListResponseSchema,
  aplicacionesQuerySchema,
  aplicacionRequestSchema,
  aplicacionResponseSchema,
  aplicaEnviadaResponseSchema,
  aplicaFormularioResponseSchema,
  preguntasInputSchema,
  preguntasResponseSchema,
  rechazarAplicacionSchema,
} from '../../../shared/schemas/aplicaciones';
import { clientIp } from '../../auth/auth-routes';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { publicServiceContext, svc } from '../../http/service-context';
import { aceptar, conteo, enviarAplicacion, formulario, listar, rechazar } from './aplicaciones.service';
import { guardarPreguntas, leerPreguntas } from './preguntas.service';

const idParam = z.object({ id: z.uuid({ error: 'Solicitud no encontrada' }) });
const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const form = defineRoute({
  method: 'get',
  path: '/api/aplica',
  policy: 'public',
  tags: ['aplicaciones'],
  summary: "/aplica: the application form's questions (Configuración's, hidden ones left out) and its signed opening time, naming their version",
  responses: { 200: jsonContent(aplicaFormularioResponseSchema, 'The questions') },
});

const send = defineRoute({
  method: 'post',
  path: '/api/aplica',
  policy: 'public',
  tags: ['aplicaciones'],
  summary: 'A creator applies (public). The same email again updates her pending application. A filled honeypot is thanked and dropped',
  request: { body: body(aplicacionRequestSchema) },
  responses: {
    201: jsonContent(aplicaEnviadaResponseSchema, 'Received'),
    400: jsonContent(errorSchema, 'Invalid answers (checked against the questions the page showed), a form opened seconds ago (APLICACION_MUY_RAPIDA) or not ours (APLICACION_FICHA)'),
    403: jsonContent(errorSchema, 'BAD_ORIGIN'),
    413: jsonContent(errorSchema, 'Over 1 MB (PAYLOAD_TOO_LARGE)'),
    429: jsonContent(errorSchema, 'Too many from this client or this email (APLICACIONES_DEMASIADAS)'),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/api/aplicaciones',
  policy: 'roles:manage',
  tags: ['aplicaciones'],
  summary: 'Solicitudes: applications in one estado (pending oldest first, decided newest first) with the counts of each',
  request: { query: aplicacionesQuerySchema },
  responses: { 200: jsonContent(aplicacionesListResponseSchema, 'Applications'), 400: jsonContent(errorSchema, 'Invalid estado'), ...guardedErrors },
});

const counts = defineRoute({
  method: 'get',
  path: '/api/aplicaciones/conteo',
  policy: 'roles:manage',
  tags: ['aplicaciones'],
  summary: "The Dashboard's counts of applications per estado",
  responses: { 200: jsonContent(aplicacionesConteoSchema, 'Counts'), ...guardedErrors },
});

const decided = {
  200: jsonContent(aplicacionResponseSchema, 'Decided (the same decision again answers the same)'),
  400: jsonContent(errorSchema, 'Invalid id or message'),
  ...guardedErrors,
  404: jsonContent(errorSchema, 'APLICACION_NOT_FOUND'),
  409: jsonContent(errorSchema, 'Already decided the other way (APLICACION_YA_DECIDIDA)'),
};

const accept = defineRoute({
  method: 'post',
  path: '/api/aplicaciones/{id}/aceptar',
  policy: 'roles:manage',
  tags: ['aplicaciones'],
  summary: 'Accept: queues the email with her single-use invitation (role colaboradora, 7 days)',
  request: { params: idParam },
  responses: decided,
});

const decline = defineRoute({
  method: 'post',
  path: '/api/aplicaciones/{id}/rechazar',
  policy: 'roles:manage',
  tags: ['aplicaciones'],
  summary: 'Decline, with an optional kind message emailed to her',
  request: { params: idParam, body: body(rechazarAplicacionSchema) },
  responses: decided,
});

const preguntasLeer = defineRoute({
  method: 'get',
  path: '/api/aplicaciones/preguntas',
  policy: 'configuracion:view',
  tags: ['aplicaciones'],
  summary: "Configuración: the application's questions (every one, hidden ones too) and their version",
  responses: { 200: jsonContent(preguntasResponseSchema, 'The current question set'), ...guardedErrors },
});

const preguntasGuardar = defineRoute({
  method: 'put',
  path: '/api/aplicaciones/preguntas',
  policy: 'configuracion:manage',
  tags: ['aplicaciones'],
  summary: 'Save the questions as the next version of the one the editor started from (pages already open keep theirs)',
  request: { body: body(preguntasInputSchema) },
  responses: {
    200: jsonContent(preguntasResponseSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Invalid questions (labels, kinds, options, limits)'),
    ...guardedErrors,
    409: jsonContent(errorSchema, 'Someone saved since (APLICACION_PREGUNTAS_CAMBIARON)'),
  },
});

export const aplicacionesRoutes = createRouter()
  .openapi(form, async (c) => c.json(await formulario(publicServiceContext(c)), 200))
  .openapi(send, async (c) => {
    const { respuestas, ficha, sitioWeb } = c.req.valid('json');
    return c.json(await enviarAplicacion(publicServiceContext(c), { respuestas, ficha, sitioWeb, cliente: clientIp(c) ?? null }), 201);
  })
  .openapi(preguntasLeer, async (c) => c.json(await leerPreguntas(svc(c)), 200))
  .openapi(preguntasGuardar, async (c) => c.json(await guardarPreguntas(svc(c), c.req.valid('json')), 200))
  .openapi(list, async (c) => c.json(await listar(svc(c), c.req.valid('query').estado), 200))
  .openapi(counts, async (c) => c.json(await conteo(svc(c)), 200))
  .openapi(accept, async (c) => c.json({ aplicacion: await aceptar(svc(c), c.req.valid('param').id) }, 200))
  .openapi(decline, async (c) => c.json({ aplicacion: await rechazar(svc(c), c.req.valid('param').id, c.req.valid('json').mensaje) }, 200));
