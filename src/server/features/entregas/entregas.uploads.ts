import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Context } from 'hono';
import { z } from 'zod';
import { ENTREGA_ID_HEADER, VIDEO_UPLOAD_ENDPOINT } from '../../../shared/schemas/entregas';
import { LIMITS } from '../../../shared/domain/limits';
import type { ErrorCode } from '../../../shared/errors';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../app-error';
import { errorBody, errorResponse } from '../../http/errors';
import { recordUploadBytes } from '../../observability/metrics';
import { declarePolicy, requirePolicy } from '../../http/policy';
import { createRouter } from '../../http/router';
import { svc, type ServiceContext } from '../../http/service-context';
import { toStorageRef } from '../../storage/file-refs';
import { deliveryFileKey } from '../../storage/paths';
import { readVideoInfo, sniffVideoFile } from '../../storage/video';
import { assertOpenForUploads, recordStoredFile } from './entregas.service';

/**
 * Delivered videos, resumable (spec §5, up to 1 GB): @tus/server inside Hono. The partial file lives in
 * DATA_DIR/uploads/.tus-partial, which is no bucket, so it is never served nor listed as an entrega; only
 * onUploadFinish, after sniffing the bytes, moves it into Storage and records the row.
 *
 * Who may touch an upload: the route guard lets only creators in (portal:use); creating one needs her
 * own collaboration open for uploads (metadata `colaboracionId`); every later request (HEAD, PATCH,
 * DELETE) needs to come from the person who created it, whose id the server writes into the upload's
 * stored metadata (a client's own `ownerUserId` is overwritten).
 */
const OWNER_KEY = 'ownerUserId';

type RequestContext = Pick<ServiceContext, 'db' | 'storage' | 'actor'>;

// tus calls its hooks with the very Request we hand it, so the request is the key to its Hono context.
const contexts = new WeakMap<Request, RequestContext>();
const servers = new WeakMap<Config, { server: Server; store: FileStore; directory: string }>();

/** A tus error: the server answers with its status and body; ours carry the app's JSON error body. */
function tusError(status: number, code: ErrorCode, message?: string) {
  return { status_code: status, body: JSON.stringify(errorBody(code, message)) };
}

function fromAppError(error: unknown) {
  if (error instanceof AppError) return tusError(error.status, error.code, error.message);
  return error;
}

function contextOf(req: Request): RequestContext {
  const ctx = contexts.get(req);
  // Only our route hands requests to tus, always after registering them; this is a programming error.
  if (!ctx) throw tusError(500, 'INTERNAL');
  return ctx;
}

const colaboracionIdSchema = z.uuid();

function uploadServer(config: Config) {
  const existing = servers.get(config);
  if (existing) return existing;
  const directory = path.join(config.dataDir, 'uploads', '.tus-partial');
  const store = new FileStore({ directory });
  const server: Server = new Server({
    path: VIDEO_UPLOAD_ENDPOINT,
    datastore: store,
    maxSize: LIMITS.videoMaxBytes,
    // Relative, so the address is right behind any proxy; tus-js-client resolves it against the endpoint.
    generateUrl: (_req, { path: base, id }) => `${base}/${id}`,
    async namingFunction(req, metadata) {
      const { db, actor } = contextOf(req);
      const parsed = colaboracionIdSchema.safeParse(metadata?.colaboracionId);
      if (!parsed.success) throw tusError(404, 'NOT_FOUND', 'Colaboración no encontrada');
      try {
        await assertOpenForUploads({ db, actor }, parsed.data);
      } catch (error) {
        throw fromAppError(error);
      }
      return randomBytes(16).toString('hex');
    },
    async onUploadCreate(req, upload) {
      const { actor } = contextOf(req);
      return { metadata: { ...upload.metadata, [OWNER_KEY]: actor.userId } };
    },
    async onIncomingRequest(req, id) {
      // A creation was checked by namingFunction; the upload it names does not exist yet.
      if (req.method === 'POST') return;
      const { actor } = contextOf(req);
      let upload: Upload;
      try {
        upload = await store.getUpload(id);
      } catch {
        throw tusError(404, 'NOT_FOUND');
      }
      if (upload.metadata?.[OWNER_KEY] !== actor.userId) throw tusError(404, 'NOT_FOUND');
    },
    async onUploadFinish(req, upload) {
      const ctx = contextOf(req);
      const partial = path.join(directory, upload.id);
      const colaboracionId = upload.metadata?.colaboracionId ?? '';
      try {
        const video = await sniffVideoFile(partial);
        if (!video) throw new AppError('INVALID_VIDEO');
        const info = await readVideoInfo(partial);
        const key = deliveryFileKey(colaboracionId, video.ext);
        // Streamed: a 1 GB video never sits in memory.
        await ctx.storage.put('entregas', key, createReadStream(partial), { contentType: video.mime });
        const row = await recordStoredFile(ctx, colaboracionId, {
          tipoContenido: 'video',
          plataforma: 'upload',
          estado: 'enviado',
          feedbackStatus: 'bueno',
          imagenUrl: toStorageRef({ bucket: 'entregas', key }),
          fileKey: key,
          mimeType: video.mime,
          sizeBytes: upload.size ?? upload.offset,
          width: info.width,
          height: info.height,
          durationMs: info.durationMs,
        });
        return { headers: { [ENTREGA_ID_HEADER]: row.id } };
      } catch (error) {
        throw fromAppError(error);
      } finally {
        // Done either way: recorded, or refused (a refused file must not stay around to be resumed).
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });
  const entry = { server, store, directory };
  servers.set(config, entry);
  return entry;
}

/**
 * @tus/server's own refusals are English plain text ('Upload-Length or Upload-Defer-Length header
 * required'), and its 500s append the file-system error, path included ("EROFS: read-only file system,
 * open '/…/uploads/.tus-partial/…'"). The client gets our Spanish JSON error instead, with tus's status
 * (tus-js-client decides from it whether to retry or resume); a 501 (an extension we do not offer, such as
 * concatenation) is the client's request, so a 400.
 */
function tusRefusal(status: number): { code: ErrorCode; status: number } {
  if (status === 404 || status === 410) return { code: 'NOT_FOUND', status };
  if (status === 409) return { code: 'UPLOAD_CONFLICT', status };
  if (status === 413) return { code: 'VIDEO_TOO_LARGE', status };
  if (status === 501) return { code: 'UPLOAD_INVALID', status: 400 };
  if (status >= 500) return { code: 'UPLOAD_FAILED', status: 500 };
  return { code: 'UPLOAD_INVALID', status };
}

/**
 * The request with its body counted chunk by chunk on /metrics as video upload bytes (decision 031):
 * what arrived, including a PATCH cut short by a dropped connection, whose bytes tus keeps.
 */
function countingBody(req: Request): Request {
  if (!req.body) return req;
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        recordUploadBytes('video', chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
  // Built from its parts: under @hono/node-server the incoming request is a light stand-in for a Request.
  return new Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body: counted, duplex: 'half' } as RequestInit);
}

/** Hands the request to tus; every error leaves as our JSON error (ours from the hooks, tus's translated). */
async function handle(c: Context<AppEnv>): Promise<Response> {
  const ctx = svc(c);
  const { server } = uploadServer(ctx.config);
  const req = c.req.method === 'PATCH' || c.req.method === 'POST' ? countingBody(c.req.raw) : c.req.raw;
  contexts.set(req, ctx);
  const res = await server.handleWeb(req);
  if (res.status < 400) return res;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  // A HEAD answer has no body to translate; our hooks' refusals are already our JSON.
  if (req.method === 'HEAD') return new Response(null, { status: res.status, headers });
  if (text.startsWith('{"error"')) return new Response(text, { status: res.status, headers });
  const refusal = tusRefusal(res.status);
  // What tus said stays in the log (paths included), never in the answer.
  const log = c.get('logger');
  const entry = { requestId: c.get('requestId'), status: res.status, tus: text.trim().slice(0, 500) };
  if (refusal.status >= 500) log?.error(entry, 'video upload failed');
  else log?.info(entry, 'video upload refused');
  return new Response(JSON.stringify(errorBody(refusal.code)), { status: refusal.status, headers });
}

const POLICY = 'portal:use';
const ITEM = `${VIDEO_UPLOAD_ENDPOINT}/:id`;
// tus streams and caps the bodies itself (up to 1 GB): outside the app's JSON body limit.
declarePolicy('POST', VIDEO_UPLOAD_ENDPOINT, POLICY, { streamsBody: true });
// Hono answers HEAD through the GET route; the raw request still says HEAD, which is what tus needs.
declarePolicy('GET', ITEM, POLICY);
declarePolicy('PATCH', ITEM, POLICY, { streamsBody: true });
declarePolicy('DELETE', ITEM, POLICY, { streamsBody: true });

const guard = requirePolicy(POLICY);

export const videoUploadRoutes = createRouter()
  .post(VIDEO_UPLOAD_ENDPOINT, guard, handle)
  // A partial upload is never downloadable: GET proper is refused, only HEAD (the resume offset) passes.
  .get(ITEM, guard, (c) => (c.req.raw.method === 'HEAD' ? handle(c) : errorResponse(c, 'NOT_FOUND', 404)))
  .patch(ITEM, guard, handle)
  .delete(ITEM, guard, handle);
