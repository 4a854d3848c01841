import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server, type Upload } from '@tus/server';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ENTREGA_ID_HEADER, VIDEO_UPLOAD_ENDPOINT } from '../../../shared/schemas/entregas';
import { LIMITS } from '../../../shared/domain/limits';
import type { ErrorCode } from '../../../shared/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { colaboradoras } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../app-error';
import { errorBody, errorResponse } from '../../http/errors';
import { recordUploadBytes } from '../../observability/metrics';
import { declarePolicy, requirePolicy } from '../../http/policy';
import { createRouter } from '../../http/router';
import { svc, type ServiceContext } from '../../http/service-context';
import { toStorageRef } from '../../storage/file-refs';
import { deliveryVideoKey } from '../../storage/paths';
import type { Storage } from '../../storage';
import { isComplete, listPartials } from '../../storage/tus-partials';
import { sniffVideoFile } from '../../storage/video';
import { readVideoFacts } from '../../media/video-facts';
import { pgErrorOf } from '../../db/pg-error';
import { findEntregaByFileKey, findRecordedUpload } from './entregas.queries';
import { assertRoomFor, openUploadsOf, partialDirectory } from './entregas.quota';
import { assertOpenForUploads, recordStoredFile } from './entregas.service';
import { withKeyLock as oneAtATime } from '../../keyed-lock';

/**
 * Delivered videos, resumable (spec §5, up to 1 GB): @tus/server inside Hono. The partial file lives in
 * DATA_DIR/uploads/.tus-partial, which is no bucket, so it is never served nor listed as an entrega; only
 * onUploadFinish, after sniffing the bytes, moves it into Storage and records the row.
 *
 * Who may touch an upload: the route guard lets only creators in (portal:use); creating one needs her
 * own collaboration open for uploads (metadata `colaboracionId`); every later request (HEAD, PATCH,
 * DELETE) needs to come from the person who created it, whose id the server writes into the upload's
 * stored metadata (a client's own `ownerUserId` is overwritten).
 *
 * Never lost, never left (decision 046): a finished upload is recorded under a key named by its upload id,
 * and its partial is removed only once its row exists or its file was refused. When recording fails (a
 * storage or database error) the partial stays, and so does one whose process died after the last byte:
 * the client's next HEAD, which would tell tus-js-client "complete", records it first. Unfinished uploads
 * expire (410) after UPLOAD_EXPIRY_HOURS and are swept with their bytes (jobs/uploads-sweep.ts).
 */
const OWNER_KEY = 'ownerUserId';
// Upload ids are ours (namingFunction): 32 hex digits.
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const DEFERRED_LENGTH = 'La carga debe declarar el tamaño del video al empezar. Recarga la página e inténtalo de nuevo.';

/** Upload-Length as a number of bytes; null when absent (a deferred length) or not plain digits. */
function declaredLength(header: string | null): number | null {
  if (header === null || !/^\d{1,16}$/.test(header)) return null;
  const value = Number(header);
  return Number.isSafeInteger(value) ? value : null;
}

type RequestContext = Pick<ServiceContext, 'db' | 'storage' | 'actor' | 'config' | 'logger'>;
type FinishContext = Pick<ServiceContext, 'db' | 'storage' | 'actor'>;

// tus calls its hooks with the very Request we hand it, so the request is the key to its Hono context.
const contexts = new WeakMap<Request, RequestContext>();
interface UploadServer {
  server: Server;
  store: FileStore;
  directory: string;
}
const servers = new WeakMap<Config, UploadServer>();

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
  const directory = partialDirectory(config);
  // With an expiration tus answers 410 for an upload past it; the sweep removes its bytes.
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: config.uploads.partialTtlMs });
  // The hooks below reach the store and folder through `entry`; the server is set right after.
  const entry = { store, directory } as UploadServer;
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
      // The byte cap needs the length up front; the web always declares it, so a deferred one
      // (Upload-Defer-Length, no Upload-Length) is refused (decision 059), as is anything but digits.
      const declared = declaredLength(req.headers.get('upload-length'));
      if (declared === null) throw tusError(400, 'UPLOAD_INVALID', DEFERRED_LENGTH);
      try {
        await assertOpenForUploads({ db, actor }, parsed.data);
        const partials = await listPartials(directory);
        if (openUploadsOf(partials, actor.userId, config.uploads.partialTtlMs) >= config.uploads.maxOpenPerPerson) {
          throw new AppError('UPLOADS_TOO_MANY');
        }
        await assertRoomFor({ db, config }, parsed.data, declared, partials);
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
        // Recorded already (its partial is gone): a HEAD answers it complete, so a client that lost the
        // last PATCH's answer does not send the video again (decision 059).
        if (req.method === 'HEAD') {
          const recorded = await recordedUploadOf(contextOf(req), id);
          if (recorded) {
            finishedOnHead.set(req, recorded);
            return;
          }
        }
        throw tusError(404, 'NOT_FOUND');
      }
      if (upload.metadata?.[OWNER_KEY] !== actor.userId) throw tusError(404, 'NOT_FOUND');
      if (req.method === 'HEAD') await finishOnHead(req, entry, upload);
    },
    async onUploadFinish(req, upload) {
      const ctx = contextOf(req);
      const entregaId = await finishOrAnswer(ctx, entry, upload);
      return { headers: { [ENTREGA_ID_HEADER]: entregaId } };
    },
  });
  entry.server = server;
  servers.set(config, entry);
  return entry;
}

// One finishing at a time per upload in this process: a PATCH's last byte and a HEAD (or the sweep)
// arriving together must not record the video twice.
const finishing = new Map<string, Promise<string>>();

type FinishedUpload = Pick<Upload, 'id' | 'metadata' | 'size' | 'offset'>;

/**
 * Records a finished upload and answers its entrega's id. Idempotent: the stored key is named by the
 * upload id, so an upload recorded before a crash (row written, partial not yet removed) is found, not
 * recorded again. The partial is removed once recorded, or when the file is refused (an AppError: not a
 * video, the collaboration closed); on any other error it stays, whole, for the next try.
 */
export function finishUpload(ctx: FinishContext, { store, directory }: Pick<UploadServer, 'store' | 'directory'>, upload: FinishedUpload): Promise<string> {
  const key = path.join(directory, upload.id);
  const running = finishing.get(key);
  if (running) return running;
  const run = recordUpload(ctx, store, directory, upload).finally(() => finishing.delete(key));
  finishing.set(key, run);
  return run;
}

async function recordUpload(ctx: FinishContext, store: FileStore, directory: string, upload: FinishedUpload): Promise<string> {
  const partial = path.join(directory, upload.id);
  const colaboracionId = upload.metadata?.colaboracionId ?? '';
  let stored: string | null = null;
  try {
    const video = await sniffVideoFile(partial);
    if (!video) throw new AppError('INVALID_VIDEO');
    const key = deliveryVideoKey(colaboracionId, upload.id, video.ext);
    const recorded = await findEntregaByFileKey(ctx.db, colaboracionId, key);
    if (!recorded) {
      // A real video stream and its facts, within bounds (decision 059), before a byte is copied.
      const facts = await readVideoFacts(partial);
      const { size } = await stat(partial);
      // Streamed: a 1 GB video never sits in memory. The same key again overwrites a copy left by a crash.
      await ctx.storage.put('entregas', key, createReadStream(partial), { contentType: video.mime });
      stored = key;
      const row = await recordStoredFile(ctx, colaboracionId, {
        tipoContenido: 'video',
        plataforma: 'upload',
        estado: 'enviado',
        feedbackStatus: 'bueno',
        imagenUrl: toStorageRef({ bucket: 'entregas', key }),
        fileKey: key,
        mimeType: video.mime,
        sizeBytes: size,
        width: facts?.width ?? null,
        height: facts?.height ?? null,
        durationMs: facts?.durationMs ?? null,
      });
      stored = null;
      await store.remove(upload.id).catch(() => undefined);
      return row.id;
    }
    await store.remove(upload.id).catch(() => undefined);
    return recorded.id;
  } catch (error) {
    // A file the database refuses as it is (a value it cannot hold) will never be recorded: a refusal.
    const refusal = error instanceof AppError ? error : unrecordable(error) ? new AppError('INVALID_VIDEO') : null;
    // The copy in storage goes with a failed record (no row points to it); for an error that may pass,
    // only once the row is known not to exist (a lost commit answer must not cost the video).
    if (stored && (refusal || !(await findEntregaByFileKey(ctx.db, colaboracionId, stored).catch(() => true)))) {
      await ctx.storage.delete('entregas', stored).catch(() => undefined);
    }
    // Refused: a file that can never be recorded must not stay around to be resumed.
    if (refusal) {
      await store.remove(upload.id).catch(() => undefined);
      throw refusal;
    }
    throw error;
  }
}

/**
 * PostgreSQL refusing the values themselves (class 22, data exception: a number out of its column's
 * range, text it cannot store; 23514, a check constraint): the same file fails the same way every time.
 */
function unrecordable(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && (code.startsWith('22') || code === '23514');
}

/** What a HEAD answers for an upload recorded before: her own delivered video named by this upload id. */
async function recordedUploadOf(ctx: RequestContext, uploadId: string): Promise<FinishedOnHead | null> {
  const creatorId = ctx.actor.colaboradoraId;
  if (!UPLOAD_ID.test(uploadId) || !creatorId) return null;
  const row = await findRecordedUpload(ctx.db, creatorId, uploadId);
  if (!row || row.sizeBytes === null) return null;
  return { entregaId: row.id, size: row.sizeBytes, metadata: { colaboracionId: row.colaboracionId } };
}

/** finishUpload for a tus hook: a refusal as its JSON error, anything else logged and a 500 (the partial kept). */
async function finishOrAnswer(ctx: RequestContext, entry: UploadServer, upload: FinishedUpload): Promise<string> {
  try {
    return await finishUpload(ctx, entry, upload);
  } catch (error) {
    if (error instanceof AppError) throw fromAppError(error);
    ctx.logger.error({ err: error, upload: upload.id }, 'finished video upload not recorded; its bytes are kept for the next try');
    throw tusError(500, 'UPLOAD_FAILED');
  }
}

/**
 * A HEAD that would tell the client "complete" about an upload not yet recorded (its process died after
 * the last byte, or recording failed) records it first, so tus-js-client's onSuccess always has its row.
 * Done from onIncomingRequest, before tus's own expiry check: a finished video is recorded even past
 * UPLOAD_EXPIRY_HOURS. Refused meanwhile: the refusal's status (a 4xx: tus-js-client forgets the upload
 * and sends the file again, and the new upload answers the reason). Failing again: 423, which
 * tus-js-client retries later on the same upload instead of sending a gigabyte again.
 */
interface FinishedOnHead {
  entregaId: string;
  size: number;
  metadata: Upload['metadata'];
}
const finishedOnHead = new WeakMap<Request, FinishedOnHead>();

async function finishOnHead(req: Request, entry: UploadServer, upload: Upload): Promise<void> {
  if (upload.size === undefined || !isComplete({ size: upload.size, offset: upload.offset })) return;
  const ctx = contextOf(req);
  try {
    finishedOnHead.set(req, { entregaId: await finishUpload(ctx, entry, upload), size: upload.size, metadata: upload.metadata });
  } catch (error) {
    if (error instanceof AppError) throw fromAppError(error);
    ctx.logger.error({ err: error, upload: upload.id }, 'finished video upload not recorded on resume; its bytes are kept');
    throw tusError(423, 'UPLOAD_FAILED');
  }
}

/** The HEAD answer for an upload finishOnHead recorded (tus itself no longer finds it: its partial is gone). */
function headOfFinished(finished: FinishedOnHead): Response {
  const headers = new Headers({
    'Tus-Resumable': '1.0.0',
    'Cache-Control': 'no-store',
    'Upload-Offset': String(finished.size),
    'Upload-Length': String(finished.size),
    [ENTREGA_ID_HEADER]: finished.entregaId,
  });
  if (finished.metadata) headers.set('Upload-Metadata', Metadata.stringify(finished.metadata));
  return new Response(null, { status: 200, headers });
}

/**
 * The sweep's part for finished uploads nobody came back for (decision 046): `graceMs` after its last
 * byte without the owner's HEAD, a complete upload is recorded for her as if she had resumed it. Answers how many were
 * recorded; a refused one is removed, a failing one stays for the next sweep.
 */
export async function recordAbandonedUploads(
  deps: { db: Db; storage: Storage; config: Config; logger: Logger },
  graceMs: number,
  now: number = Date.now(),
): Promise<number> {
  const entry = uploadServer(deps.config);
  let recorded = 0;
  for (const partial of await listPartials(entry.directory)) {
    if (!isComplete(partial) || now - partial.lastWriteAt.getTime() < graceMs || !partial.ownerUserId) continue;
    const [creator] = await deps.db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, partial.ownerUserId)).limit(1);
    const actor = { userId: partial.ownerUserId, email: '', fullName: '', role: 'colaboradora' as const, colaboradoraId: creator?.id ?? null };
    const upload = { id: partial.id, size: partial.size, offset: partial.offset, metadata: { colaboracionId: partial.colaboracionId ?? '' } };
    try {
      await finishUpload({ db: deps.db, storage: deps.storage, actor }, entry, upload);
      recorded += 1;
    } catch (error) {
      deps.logger.warn({ err: error, upload: partial.id }, 'abandoned finished upload not recorded');
    }
  }
  return recorded;
}

/**
 * @tus/server's own refusals are English plain text ('Upload-Length or Upload-Defer-Length header
 * required'), and its 500s append the file-system error, path included ("EROFS: read-only file system,
 * open '/…/uploads/.tus-partial/…'"). The client gets our Spanish JSON error instead, with tus's status
 * (tus-js-client decides from it whether to retry or resume); a 501 (an extension we do not offer, such as
 * concatenation) is the client's request, so a 400.
 */
function tusRefusal(status: number): { code: ErrorCode; status: number } {
  if (status === 404) return { code: 'NOT_FOUND', status };
  if (status === 410) return { code: 'UPLOAD_EXPIRED', status };
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
  const entry = uploadServer(ctx.config);
  const req = c.req.method === 'PATCH' || c.req.method === 'POST' ? countingBody(c.req.raw) : c.req.raw;
  contexts.set(req, ctx);
  // Her creations one after another, so a burst of them cannot all pass the open-uploads cap together.
  let res: Response = req.method === 'POST' ? await oneAtATime(ctx.actor.userId, () => entry.server.handleWeb(req)) : await entry.server.handleWeb(req);
  const finished = req.method === 'HEAD' ? finishedOnHead.get(req) : undefined;
  if (finished) res = headOfFinished(finished);
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
  const line = { requestId: c.get('requestId'), status: res.status, tus: text.trim().slice(0, 500) };
  if (refusal.status >= 500) log?.error(line, 'video upload failed');
  else log?.info(line, 'video upload refused');
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
