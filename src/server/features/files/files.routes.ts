import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/policy';
import { AppError } from '../../app-error';
import { errorBody } from '../../http/errors';
import { createRouter, errorSchema, jsonContent } from '../../http/router';
import { publicServiceContext } from '../../http/service-context';
import { verifyFileUrl } from '../../storage/signed-urls';
import { parseRange } from './byte-range';

// Raster images and videos may show inline; anything else (SVG with scripts, HTML...) downloads.
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif)|video\/[\w.+-]+)$/i;
const MAX_AGE_SECONDS = 3600;

const binary = (description: string) => ({
  content: { 'application/octet-stream': { schema: { type: 'string' as const, format: 'binary' } } },
  description,
});

const getFile = defineRoute({
  method: 'get',
  // {key{.+}}: the key spans several path segments (colaboraciones/abc-123.png).
  path: '/api/files/{bucket}/{key{.+}}',
  policy: 'public',
  tags: ['files'],
  summary: 'A stored file through its signed URL (the signature is the authorization; 3600 s)',
  security: [],
  request: {
    params: z.object({ bucket: z.string(), key: z.string() }),
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
  },
  responses: {
    200: binary('The file (Range supported: Accept-Ranges bytes)'),
    206: binary('Part of the file (Content-Range)'),
    403: jsonContent(errorSchema, 'Expired (FILE_LINK_EXPIRED) or altered (FILE_LINK_INVALID) link'),
    404: jsonContent(errorSchema, 'No such file (NOT_FOUND)'),
    416: jsonContent(errorSchema, 'Range outside the file'),
  },
});

export const filesRoutes = createRouter().openapi(getFile, async (c) => {
  const { bucket, key } = c.req.valid('param');
  const { exp, sig } = c.req.valid('query');
  const now = Date.now();
  const { secret, storage } = publicServiceContext(c);
  const verified = verifyFileUrl(secret, { bucket, key, exp, sig }, now);
  if (!verified.ok) {
    throw new AppError(verified.reason === 'expired' ? 'FILE_LINK_EXPIRED' : 'FILE_LINK_INVALID', 403);
  }
  const { ref } = verified;
  const info = await storage.stat(ref.bucket, ref.key);
  if (!info) throw new AppError('FILE_NOT_FOUND');

  const secondsLeft = Math.max(0, Math.min(MAX_AGE_SECONDS, Number(exp) - Math.floor(now / 1000)));
  const filename = ref.key.slice(ref.key.lastIndexOf('/') + 1);
  const headers = new Headers({
    'Content-Type': info.contentType,
    'X-Content-Type-Options': 'nosniff',
    // no-transform: the compress middleware must leave ranges and media bytes alone.
    'Cache-Control': `private, max-age=${secondsLeft}, no-transform`,
    'Content-Disposition': `${INLINE_TYPES.test(info.contentType) ? 'inline' : 'attachment'}; filename="${filename}"`,
    'Accept-Ranges': 'bytes',
  });

  const wanted = parseRange(c.req.header('range'), info.size);
  if (wanted.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify(errorBody('RANGE_NOT_SATISFIABLE')), { status: 416, headers });
  }
  const range = wanted.kind === 'range' ? wanted.range : undefined;
  const object = await storage.get(ref.bucket, ref.key, range ? { range } : {});
  if (!object) throw new AppError('FILE_NOT_FOUND');
  const length = range ? range.end - range.start + 1 : object.size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') {
    object.body.destroy();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, { status, headers });
});
