import { z } from '@hono/zod-openapi';
import {
  COLABORADORA_NOT_FOUND_MESSAGE,
  colaboradoraDetailResponseSchema,
  colaboradorasListResponseSchema,
  colaboradorasQuerySchema,
  invitacionAceptadaResponseSchema,
  enviarInvitacionSchema,
  invitacionCreatedResponseSchema,
  invitacionesListResponseSchema,
  invitacionReenviadaResponseSchema,
  invitacionStatusResponseSchema,
  invitacionTokenSchema,
} from '../../../shared/schemas/colaboradoras';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { publicServiceContext, svc } from '../../http/service-context';
import { getColaboradora, listColaboradoras } from './colaboradoras.service';
import { acceptInvitacion, createInvitacion, enviarInvitacion, invitacionStatus, listInvitaciones, reenviarInvitacion } from './invitaciones.service';

const list = defineRoute({
  method: 'get',
  path: '/api/colaboradoras',
  policy: 'colaboradoras:view',
  tags: ['colaboradoras'],
  summary: 'Colaboradoras: one page of creators (role colaboradora) in name order, with status, contact and delivery figures',
  description:
    'q searches name, surnames, city and Instagram handle (case- and accent-insensitive, every word must match). ' +
    'activa=si: holding a collaboration in any estado but entregado or cancelada; activa=no: not. ' +
    'entregas: her delivered files; contenido: those rated excelente or bueno.',
  request: { query: colaboradorasQuerySchema },
  responses: {
    200: jsonContent(colaboradorasListResponseSchema, 'A page of cards and the number that match'),
    400: jsonContent(errorSchema, 'Invalid filter (VALIDATION)'),
    ...guardedErrors,
  },
});

const detail = defineRoute({
  method: 'get',
  path: '/api/colaboradoras/{id}',
  policy: 'colaboradoras:view',
  tags: ['colaboradoras'],
  summary: "'Ver Perfil': her profile, her collaborations (estado, dates) and her deliveries counted per type and rating",
  request: { params: z.object({ id: z.uuid({ error: COLABORADORA_NOT_FOUND_MESSAGE }) }) },
  responses: {
    200: jsonContent(colaboradoraDetailResponseSchema, 'Her profile'),
    400: jsonContent(errorSchema, 'Invalid id'),
    ...guardedErrors,
    404: jsonContent(errorSchema, "No creator with that id ('Colaboradora no encontrada')"),
  },
});

const tokenParams = z.object({ token: invitacionTokenSchema });

const createInvitation = defineRoute({
  method: 'post',
  path: '/api/invitaciones',
  // It hands out the Colaboradora role: the permission that assigns roles.
  policy: 'roles:manage',
  tags: ['colaboradoras'],
  summary: "'Nueva Colaboradora': a single-use sign-up link, valid for 7 days, that gives the Colaboradora role",
  responses: {
    201: jsonContent(invitacionCreatedResponseSchema, 'The link (its token is shown only now)'),
    ...guardedErrors,
  },
});

const sendInvitation = defineRoute({
  method: 'post',
  path: '/api/invitaciones/enviar',
  policy: 'roles:manage',
  tags: ['colaboradoras'],
  summary: 'Emails a link just made to the creator (issue 28): the token the client holds and her address',
  request: { body: { content: { 'application/json': { schema: enviarInvitacionSchema } }, required: true } },
  responses: {
    200: jsonContent(z.object({ enviada: z.literal(true), email: z.string() }), 'Queued for sending'),
    400: jsonContent(errorSchema, 'Invalid address or token (VALIDATION)'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown token'),
    409: jsonContent(errorSchema, 'Used or expired: resend it instead'),
  },
});

const listInvitations = defineRoute({
  method: 'get',
  path: '/api/invitaciones',
  policy: 'roles:manage',
  tags: ['colaboradoras'],
  summary: 'The 50 newest invitations: address, expiry and whether each still works (issue 28)',
  responses: {
    200: jsonContent(invitacionesListResponseSchema, 'Invitations, newest first'),
    ...guardedErrors,
  },
});

const resendInvitation = defineRoute({
  method: 'post',
  path: '/api/invitaciones/{id}/reenviar',
  policy: 'roles:manage',
  tags: ['colaboradoras'],
  summary: 'A new link and 7 more days for an unused invitation, emailed again when it has an address (issue 28)',
  request: { params: z.object({ id: z.uuid({ error: 'Invitación no válida' }) }) },
  responses: {
    200: jsonContent(invitacionReenviadaResponseSchema, 'The new link'),
    400: jsonContent(errorSchema, 'Invalid id'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown invitation'),
    409: jsonContent(errorSchema, 'Already used'),
  },
});

const invitationStatus = defineRoute({
  method: 'get',
  path: '/api/invitaciones/{token}',
  policy: 'public',
  tags: ['colaboradoras'],
  summary: 'Whether an invitation link still works, for the sign-up page (its expiry, or the error using it would give)',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(invitacionStatusResponseSchema, 'It works until expiresAt'),
    400: jsonContent(errorSchema, 'Not a token of ours'),
    404: jsonContent(errorSchema, 'Unknown token'),
    409: jsonContent(errorSchema, 'Used or expired'),
  },
});

const acceptInvitation = defineRoute({
  method: 'post',
  path: '/api/invitaciones/{token}/aceptar',
  policy: 'authenticated',
  tags: ['colaboradoras'],
  summary: 'Uses the invitation: the signed-in person, who has no role yet, becomes a Colaboradora (one token, one role)',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(invitacionAceptadaResponseSchema, 'She is a Colaboradora now'),
    400: jsonContent(errorSchema, 'Not a token of ours'),
    401: jsonContent(errorSchema, 'Sin sesión (UNAUTHENTICATED)'),
    403: jsonContent(errorSchema, 'BAD_ORIGIN'),
    404: jsonContent(errorSchema, 'Unknown token'),
    409: jsonContent(errorSchema, 'Used, expired, or she already has a role (nothing changes)'),
  },
});

export const colaboradorasRoutes = createRouter()
  .openapi(list, async (c) => {
    return c.json(await listColaboradoras(svc(c), c.req.valid('query')), 200);
  })
  .openapi(detail, async (c) => {
    return c.json(await getColaboradora(svc(c), c.req.valid('param').id), 200);
  })
  .openapi(createInvitation, async (c) => {
    const invitacion = await createInvitacion(svc(c));
    return c.json({ invitacion }, 201);
  })
  .openapi(sendInvitation, async (c) => c.json(await enviarInvitacion(svc(c), c.req.valid('json')), 200))
  .openapi(listInvitations, async (c) => c.json(await listInvitaciones(svc(c)), 200))
  .openapi(resendInvitation, async (c) => c.json(await reenviarInvitacion(svc(c), c.req.valid('param').id), 200))
  .openapi(invitationStatus, async (c) => {
    const invitacion = await invitacionStatus(publicServiceContext(c), c.req.valid('param').token);
    return c.json({ invitacion }, 200);
  })
  .openapi(acceptInvitation, async (c) => {
    return c.json(await acceptInvitacion(svc(c), c.req.valid('param').token), 200);
  });
