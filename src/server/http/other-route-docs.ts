import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { VIDEO_UPLOAD_ENDPOINT } from '../../shared/schemas/entregas';
import { errorSchema, jsonContent } from './router';

const text = (description: string) => ({ description, content: { 'text/plain': { schema: z.string() } } });
const empty = (description: string) => ({ description });
const tusHeaders = { 'Tus-Resumable': z.literal('1.0.0') };

/**
 * The routes that are not OpenAPI routes of ours and not better-auth's (auth-docs.ts): health, metrics,
 * this document and its page, and the tus video upload. Described by hand, so that the document lists
 * every registered route (issue 26; auth-holes.test.ts walks the policy registry against it).
 */
export function documentOtherRoutes<E extends Env>(app: OpenAPIHono<E>): void {
  const r = app.openAPIRegistry;
  r.registerPath({
    method: 'get',
    path: '/healthz',
    tags: ['operations'],
    summary: 'Liveness: the process answers',
    security: [],
    responses: { 200: jsonContent(z.object({ status: z.literal('ok') }), 'Alive') },
  });
  r.registerPath({
    method: 'get',
    path: '/readyz',
    tags: ['operations'],
    summary: 'Readiness: the database answers and DATA_DIR can be written (which one failed goes to the log)',
    security: [],
    responses: {
      200: jsonContent(z.object({ status: z.literal('ok') }), 'Ready'),
      503: jsonContent(z.object({ status: z.literal('unavailable') }), 'Not ready'),
    },
  });
  r.registerPath({
    method: 'get',
    path: '/metrics',
    tags: ['operations'],
    summary: 'Prometheus metrics (decision 031), with Authorization: Bearer METRICS_TOKEN; 404 when no token is configured',
    security: [],
    responses: { 200: text('Prometheus text format'), 401: jsonContent(errorSchema, 'UNAUTHENTICATED'), 404: jsonContent(errorSchema, 'NOT_FOUND') },
  });
  r.registerPath({
    method: 'get',
    path: '/api/openapi.json',
    tags: ['operations'],
    summary: 'This document',
    security: [],
    responses: { 200: jsonContent(z.looseObject({}), 'OpenAPI 3.0') },
  });
  r.registerPath({
    method: 'get',
    path: '/api/docs',
    tags: ['operations'],
    summary: 'The API reference page (swagger-ui, served from local files)',
    security: [],
    responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
  });
  r.registerPath({
    method: 'get',
    path: '/api/docs/assets/{file}',
    tags: ['operations'],
    summary: "The reference page's script, style and icon",
    security: [],
    request: { params: z.object({ file: z.string() }) },
    responses: { 200: empty('The file'), 404: jsonContent(errorSchema, 'NOT_FOUND') },
  });

  // tus 1.0.0 (creation, termination): the web's tus-js-client speaks it (decisions 046, 029).
  const uploadErrors = {
    400: jsonContent(errorSchema, 'UPLOAD_INVALID or VALIDATION'),
    401: jsonContent(errorSchema, 'UNAUTHENTICATED'),
    403: jsonContent(errorSchema, 'FORBIDDEN, BAD_ORIGIN'),
    404: jsonContent(errorSchema, 'NOT_FOUND: no such upload of hers'),
    409: jsonContent(errorSchema, 'UPLOAD_CONFLICT'),
    413: jsonContent(errorSchema, "VIDEO_TOO_LARGE 'El video debe ser menor a 1GB', or a collaboration's byte cap"),
    500: jsonContent(errorSchema, 'UPLOAD_FAILED'),
  };
  const item = `${VIDEO_UPLOAD_ENDPOINT}/{id}`;
  const id = z.object({ id: z.string() });
  r.registerPath({
    method: 'post',
    path: VIDEO_UPLOAD_ENDPOINT,
    tags: ['entregas'],
    summary: "Starts a video upload (tus creation). Upload-Metadata names the collaboration ('colaboracionId') and the file; Upload-Length or Upload-Defer-Length",
    request: { headers: z.object({ ...tusHeaders, 'Upload-Metadata': z.string(), 'Upload-Length': z.string().optional(), 'Upload-Defer-Length': z.literal('1').optional() }) },
    responses: { 201: empty('Created; Location is the upload'), ...uploadErrors },
  });
  r.registerPath({
    method: 'get',
    path: item,
    tags: ['entregas'],
    summary: 'HEAD (sent as GET to the router): how much of the upload the server holds (Upload-Offset); a recorded upload answers as complete',
    request: { params: id, headers: z.object(tusHeaders) },
    responses: { 200: empty('Upload-Offset and Upload-Length headers'), ...uploadErrors },
  });
  r.registerPath({
    method: 'patch',
    path: item,
    tags: ['entregas'],
    summary: 'Sends the next bytes (application/offset+octet-stream at Upload-Offset); the last one records the video as her delivery',
    request: {
      params: id,
      headers: z.object({ ...tusHeaders, 'Upload-Offset': z.string() }),
      body: { content: { 'application/offset+octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, required: true },
    },
    responses: { 204: empty('Stored; Upload-Offset is the new offset'), ...uploadErrors },
  });
  r.registerPath({
    method: 'delete',
    path: item,
    tags: ['entregas'],
    summary: 'Abandons an unfinished upload (tus termination); its bytes are removed',
    request: { params: id, headers: z.object(tusHeaders) },
    responses: { 204: empty('Removed'), ...uploadErrors },
  });
}
