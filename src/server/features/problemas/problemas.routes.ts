import { z } from '@hono/zod-openapi';
import {
  instruccionesInputSchema,
  instruccionesSchema,
  problemaInputSchema,
  problemaReportadoSchema,
  problemasColaSchema,
  problemasDeColaboracionSchema,
  problemaSchema,
  reemplazoOpcionesSchema,
  resolverInputSchema,
} from '../../../shared/schemas/problemas';
import { AppError } from '../../app-error';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { readImageForm } from '../../storage/image-request';
import {
  banderasMedidas,
  colaProblemas,
  conteoProblemas,
  guardarInstrucciones,
  leerInstrucciones,
  marcarDevuelto,
  opcionesReemplazo,
  problemasDeColaboracion,
  reemplazoRecibido,
  reportarProblema,
  resolverProblema,
} from './problemas.service';

/** Problems with a parcel (issue 29): she reports, staff resolve, both read the story. */
const tags = ['problemas'];
const colaboracionParam = z.object({ colaboracionId: z.uuid() });
const idParam = z.object({ id: z.uuid() });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const invalid = jsonContent(errorSchema, 'Invalid input, with the first Spanish message (VALIDATION)');
const problemaResponse = z.object({ problema: problemaSchema });

const reportar = defineRoute({
  method: 'post',
  path: '/api/problemas/colaboracion/{colaboracionId}',
  policy: 'portal:use',
  streamsBody: true,
  tags,
  summary:
    'Report a problem on her collaboration in logistica or produccion (multipart: tipo talla|danado|no_llego, medida, sentido, tallaDeseada, nota, file = the damage photo); a second report while one is open answers that one',
  request: {
    params: colaboracionParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: {
              tipo: { type: 'string' as const },
              medida: { type: 'string' as const },
              sentido: { type: 'string' as const },
              tallaDeseada: { type: 'string' as const },
              nota: { type: 'string' as const },
              file: { type: 'string' as const, format: 'binary' },
            },
            required: ['tipo'],
          },
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(problemaReportadoSchema, 'The problem already open (creado: false)'),
    201: jsonContent(problemaReportadoSchema, 'Reported'),
    400: jsonContent(errorSchema, 'A missing measurement or photo, a photo that is not an image, a note too long'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)'),
    409: jsonContent(errorSchema, 'Not in logistica or produccion (PROBLEMA_NO_APLICA); not arrived yet too soon (NO_LLEGO_TODAVIA)'),
    413: jsonContent(errorSchema, "'La imagen debe ser menor a 5MB' (IMAGE_TOO_LARGE)"),
  },
});

const deColaboracion = defineRoute({
  method: 'get',
  path: '/api/problemas/colaboracion/{colaboracionId}',
  policy: 'authenticated',
  tags,
  summary: "A collaboration's problems with their story and the return instructions: hers for a creator, any for staff",
  request: { params: colaboracionParam },
  responses: {
    200: jsonContent(problemasDeColaboracionSchema, 'Newest first'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)'),
  },
});

const cola = defineRoute({
  method: 'get',
  path: '/api/problemas',
  policy: 'problemas:manage',
  tags,
  summary: 'Staff queue: open problems (oldest first) or all, with the open counts',
  request: { query: z.object({ filtro: z.enum(['abiertos', 'todos']).default('abiertos') }) },
  responses: { 200: jsonContent(problemasColaSchema, 'The queue'), 400: invalid, ...guardedErrors },
});

const conteo = defineRoute({
  method: 'get',
  path: '/api/problemas/conteo',
  policy: 'problemas:manage',
  tags,
  summary: 'Open problems and replacements on the way (the Dashboard and the menu)',
  responses: { 200: jsonContent(z.object({ abiertos: z.number(), enReemplazo: z.number() }), 'Counts'), ...guardedErrors },
});

const banderas = defineRoute({
  method: 'get',
  path: '/api/problemas/banderas-medidas',
  policy: 'medidas:edit',
  tags,
  summary: 'Medidas de Jeans flags: size problems per store product and measurement',
  responses: {
    200: jsonContent(z.object({ banderas: z.array(z.object({ productId: z.string(), producto: z.string(), texto: z.string(), veces: z.number() })) }), 'Flags'),
    ...guardedErrors,
  },
});

const opciones = defineRoute({
  method: 'get',
  path: '/api/problemas/{id}/opciones',
  policy: 'problemas:manage',
  tags,
  summary: 'Replacement variants of the same product (the same one for damage or loss), with stock and the fit hint against her measurements',
  request: { params: idParam },
  responses: { 200: jsonContent(reemplazoOpcionesSchema, 'Options'), ...guardedErrors, 404: jsonContent(errorSchema, 'PROBLEMA_NOT_FOUND') },
});

const resolver = defineRoute({
  method: 'post',
  path: '/api/problemas/{id}/resolver',
  policy: 'problemas:manage',
  tags,
  summary: 'Resolve: a replacement (a second free draft order, made by a queue job) or close with a note',
  request: { params: idParam, body: jsonBody(resolverInputSchema) },
  responses: {
    200: jsonContent(problemaResponse, 'Resolved'),
    400: invalid,
    ...guardedErrors,
    404: jsonContent(errorSchema, 'PROBLEMA_NOT_FOUND'),
    409: jsonContent(errorSchema, 'Already resolved (PROBLEMA_YA_RESUELTO), out of stock now (REEMPLAZO_SIN_STOCK), no store connected'),
    502: jsonContent(errorSchema, 'The store did not answer'),
  },
});

const recibido = defineRoute({
  method: 'post',
  path: '/api/problemas/{id}/recibido',
  policy: 'portal:use',
  tags,
  summary: 'She received the replacement (only after the store reported its order); her 7-day clock restarts',
  request: { params: idParam },
  responses: {
    200: jsonContent(problemaResponse, 'Received'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers, or missing (PROBLEMA_NOT_FOUND)'),
    409: jsonContent(errorSchema, 'No store order yet (REEMPLAZO_SIN_PEDIDO)'),
  },
});

const devuelto = defineRoute({
  method: 'post',
  path: '/api/problemas/{id}/devuelto',
  policy: 'problemas:manage',
  tags,
  summary: 'Staff mark the old piece returned',
  request: { params: idParam },
  responses: {
    200: jsonContent(problemaResponse, 'Marked'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'PROBLEMA_NOT_FOUND'),
    409: jsonContent(errorSchema, 'Nothing to return (DEVOLUCION_NO_APLICA)'),
  },
});

const instruccionesLeer = defineRoute({
  method: 'get',
  path: '/api/problemas/instrucciones',
  policy: 'configuracion:view',
  tags,
  summary: 'The return instructions (Configuración)',
  responses: { 200: jsonContent(instruccionesSchema, 'Text or null'), ...guardedErrors },
});

const instruccionesGuardar = defineRoute({
  method: 'put',
  path: '/api/problemas/instrucciones',
  policy: 'configuracion:manage',
  tags,
  summary: 'Save the return instructions (empty clears them)',
  request: { body: jsonBody(instruccionesInputSchema) },
  responses: { 200: jsonContent(instruccionesSchema, 'Saved'), 400: invalid, ...guardedErrors },
});

export const problemasRoutes = createRouter()
  .openapi(reportar, async (c) => {
    const { fields, file } = await readImageForm(c.req.raw);
    const parsed = problemaInputSchema.safeParse(fields);
    if (!parsed.success) throw new AppError('VALIDATION', 400, parsed.error.issues[0]?.message);
    const out = await reportarProblema(svc(c), c.req.valid('param').colaboracionId, parsed.data, file);
    return c.json(out, out.creado ? 201 : 200);
  })
  .openapi(deColaboracion, async (c) => c.json(await problemasDeColaboracion(svc(c), c.req.valid('param').colaboracionId), 200))
  .openapi(conteo, async (c) => c.json(await conteoProblemas(svc(c)), 200))
  .openapi(banderas, async (c) => c.json(await banderasMedidas(svc(c)), 200))
  .openapi(instruccionesLeer, async (c) => c.json(await leerInstrucciones(svc(c)), 200))
  .openapi(instruccionesGuardar, async (c) => c.json(await guardarInstrucciones(svc(c), c.req.valid('json').texto), 200))
  .openapi(cola, async (c) => c.json(await colaProblemas(svc(c), c.req.valid('query').filtro), 200))
  .openapi(opciones, async (c) => c.json(await opcionesReemplazo(svc(c), c.req.valid('param').id), 200))
  .openapi(resolver, async (c) => c.json(await resolverProblema(svc(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(recibido, async (c) => c.json(await reemplazoRecibido(svc(c), c.req.valid('param').id), 200))
  .openapi(devuelto, async (c) => c.json(await marcarDevuelto(svc(c), c.req.valid('param').id), 200));
