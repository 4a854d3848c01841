import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import pino, { type Logger } from 'pino';
import { actorMiddleware, clearCachesAfterWrites } from './auth/actor';
import { createActorCache } from './auth/actor-cache';
import { createAuth, type Auth } from './auth/auth';
import { documentAuth } from './auth/auth-docs';
import { documentOtherRoutes } from './http/other-route-docs';
import { mountAuth } from './auth/auth-routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { colaboracionesRoutes } from './features/colaboraciones/colaboraciones.routes';
import { misColaboracionesRoutes } from './features/colaboraciones/mis-colaboraciones.routes';
import { filesRoutes } from './features/files/files.routes';
import { medidasRoutes } from './features/medidas/medidas.routes';
import { disponiblesRoutes } from './features/disponibles/disponibles.routes';
import { entregasRoutes } from './features/entregas/entregas.routes';
import { publicacionesRoutes } from './features/publicaciones/publicaciones.routes';
import { videoUploadRoutes } from './features/entregas/entregas.uploads';
import { perfilRoutes } from './features/perfil/perfil.routes';
import { inicioRoutes } from './features/dashboard/inicio.routes';
import { confirmacionRoutes } from './features/confirmacion/confirmacion.routes';
import { shopifyRoutes } from './features/shopify/shopify.routes';
import { recursosRoutes } from './features/recursos/recursos.routes';
import { revisionRoutes } from './features/revision/revision.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { colaboradorasRoutes } from './features/colaboradoras/colaboradoras.routes';
import { logisticaRoutes } from './features/logistica/logistica.routes';
import { contenidoRoutes } from './features/contenido/contenido.routes';
import { rolesRoutes } from './features/roles/roles.routes';
import { sessionRoutes } from './features/session/session.routes';
import { avisosRoutes, BAJA_PATH } from './features/avisos/avisos.routes';
import { enlaceContrasenaRoutes } from './auth/enlace-contrasena.routes';
import { terminosRoutes } from './features/terminos/terminos.routes';
import { colaboracionesExportRoutes } from './features/colaboraciones/colaboraciones.export';
import { colaboradorasExportRoutes } from './features/colaboradoras/colaboradoras.export';
import { entregasExportRoutes } from './features/revision/entregas.export';
import { seguimientoRoutes } from './features/seguimiento/seguimiento.routes';
import { resultadosRoutes } from './features/resultados/resultados.routes';
import { ventasRoutes } from './features/ventas/ventas.routes';
import { problemasRoutes } from './features/problemas/problemas.routes';
import { aplicacionesRoutes } from './features/aplicaciones/aplicaciones.routes';
import { anunciosRoutes } from './features/anuncios/anuncios.routes';
import { conexionesRoutes } from './features/conexiones/conexiones.routes';
import { INSTAGRAM_WEBHOOK_PATH } from './features/conexiones/conexiones.service';
import { mountDocs } from './http/docs';
import { errorResponse, handleError } from './http/errors';
import { originCheck } from './http/origin';
import { createReadCache, freshReadsAfterWrites, type ReadCache } from './http/read-cache';
import { declarePolicy, streamsOwnBody } from './http/policy';
import { requestLog } from './http/request-log';
import { refuseUnstorableText } from './http/storable-text';
import { responseHeaders, securityHeaders } from './http/response-headers';
import { createRouter } from './http/router';
import { mountWeb } from './http/static';
import { mountMetrics } from './observability/metrics-route';
import { activeTracing, type Tracing } from './observability/tracing';
import { createStorage, type Storage } from './storage';
import { createWriteProbe, type WriteProbe } from './data-dir/write-probe';
import { WEBHOOK_PATH } from './shopify/webhooks/topics';
import { ERROR_MESSAGES } from '../shared/errors';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_WEB_DIR = path.join(ROOT, 'dist', 'web');

export interface CreateAppOptions {
  config: Config;
  db: Db;
  logger?: Logger;
  /** The built web (vite's output); defaults to dist/web. */
  webDir?: string;
  /** File storage; defaults to the configured driver (disk under DATA_DIR/uploads). */
  storage?: Storage;
  /** Hot shared reads (decision 026); the bench passes one that never keeps anything, to see a miss's SQL. */
  readCache?: ReadCache;
  /** Whether DATA_DIR can be written, for /readyz; defaults to a real write every few seconds. */
  dataDirProbe?: WriteProbe;
  /** OpenTelemetry traces; defaults to the process's (none unless OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing | null;
}

export function createApp({
  config,
  db,
  logger,
  webDir = DEFAULT_WEB_DIR,
  storage = createStorage(config.storage),
  readCache = createReadCache(),
  dataDirProbe = createWriteProbe({ dir: config.dataDir }),
  tracing = activeTracing(),
}: CreateAppOptions) {
  const log = logger ?? pino({ level: config.logLevel });
  const auth: Auth = createAuth({ config, db, logger: log });
  const https = config.secureCookies;

  const app = createRouter();
  app.onError(handleError);
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return errorResponse(c, 'NOT_FOUND', 404);
    // A missing file outside the API (an old /assets/ chunk): plain text, in Spanish like every answer.
    return c.text(ERROR_MESSAGES.NOT_FOUND, 404);
  });

  // Imported products keep the store's image URLs (Shopify's CDN, or the emulator in the demo).
  const imageOrigins = config.shopify.apiUrl ? [new URL(config.shopify.apiUrl).origin] : [];
  const headerSets = securityHeaders({ https, imageOrigins });
  app.use('*', responseHeaders(headerSets));
  app.use('*', async (c, next) => {
    c.set('config', config);
    c.set('db', db);
    c.set('auth', auth);
    c.set('logger', log);
    c.set('actor', null);
    c.set('storage', storage);
    c.set('readCache', readCache);
    await next();
  });
  // A span per request only when tracing runs: without it, no middleware at all (decision 031).
  if (tracing) app.use('*', tracing.middleware);
  app.use('*', requestLog());
  // Hono's compress reads the finished response's headers to decide, which turns @hono/node-server's
  // light response into a full fetch Response (a web stream per request), even when the client takes
  // no compression. Decide from the request first (Vary: Accept-Encoding is on every answer).
  const compressBody = compress();
  app.use('*', async (c, next) => (c.req.header('accept-encoding') ? compressBody(c, next) : next()));
  // Shopify's webhooks come from no page of ours: their HMAC signature is their check. A mail provider's
  // one-click unsubscribe (RFC 8058) neither: its signed token is its check, and it acts on no session.
  const checkOrigin = originCheck();
  app.use('/api/*', async (c, next) => (c.req.path === WEBHOOK_PATH || c.req.path === INSTAGRAM_WEBHOOK_PATH || c.req.path === BAJA_PATH ? next() : checkOrigin(c, next)));
  // JSON bodies are small; file uploads stream and enforce their own limits: their routes say so
  // (streamsBody in defineRoute or declarePolicy), app.ts names none of them.
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE', 413) });
  // GET and HEAD carry no body; asking (bodyLimit reads c.req.raw.body) would make @hono/node-server
  // build a full fetch Request, AbortSignal included, for every read: ~5 % of a list request's CPU.
  const bodiless = (m: string) => m === 'GET' || m === 'HEAD';
  app.use('/api/*', async (c, next) => (bodiless(c.req.method) || streamsOwnBody(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  // Before any database call: text the database cannot store is refused here, once for every route.
  app.use('/api/*', refuseUnstorableText({ skipBodyOf: [WEBHOOK_PATH, INSTAGRAM_WEBHOOK_PATH] }));
  const actorCache = createActorCache();
  app.use('/api/*', clearCachesAfterWrites(actorCache, readCache));
  app.use('/api/*', freshReadsAfterWrites(https));
  const resolveActor = actorMiddleware(actorCache);
  app.use('/api/*', async (c, next) => {
    // better-auth resolves its own sessions; everything else under /api gets c.var.actor.
    if (c.req.path.startsWith('/api/auth/')) return next();
    return resolveActor(c, next);
  });
  // The page at '/' too, and no other: every role lands there, and its HTML names her home's chunks and
  // reads (static.ts, decision 104). The actor cache then answers the page's own /api/me.
  app.use('/*', async (c, next) => (c.req.path === '/' && c.req.method === 'GET' && c.req.header('cookie') ? resolveActor(c, next) : next()));

  declarePolicy('GET', '/healthz', 'public');
  declarePolicy('GET', '/readyz', 'public');
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Ready: the database answers and DATA_DIR can be written (a read-only or full disk would fail every
  // upload, and the embedded database with it). Which one failed goes to the log, not to the answer.
  app.get('/readyz', async (c) => {
    const [database, dataDir] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => ({ ok: true, error: undefined }),
        (error: unknown) => ({ ok: false, error }),
      ),
      dataDirProbe.check(),
    ]);
    if (!database.ok) log.warn({ err: database.error }, 'readiness check failed: database');
    if (!dataDir.ok) log.warn({ err: dataDir.error }, 'readiness check failed: DATA_DIR cannot be written');
    if (!database.ok || !dataDir.ok) return c.json({ status: 'unavailable' }, 503);
    return c.json({ status: 'ok' });
  });
  mountMetrics(app, config.observability.metricsToken);

  mountAuth(app);
  const routes = app
    .route('/', sessionRoutes)
    .route('/', enlaceContrasenaRoutes)
    .route('/', rolesRoutes)
    .route('/', filesRoutes)
    .route('/', colaboracionesRoutes)
    .route('/', misColaboracionesRoutes)
    .route('/', medidasRoutes)
    .route('/', disponiblesRoutes)
    .route('/', perfilRoutes)
    .route('/', inicioRoutes)
    .route('/', shopifyRoutes)
    .route('/', confirmacionRoutes)
    .route('/', problemasRoutes)
    .route('/', entregasRoutes)
    .route('/', publicacionesRoutes)
    .route('/', videoUploadRoutes)
    .route('/', recursosRoutes)
    .route('/', revisionRoutes)
    .route('/', dashboardRoutes)
    .route('/', resultadosRoutes)
    .route('/', ventasRoutes)
    .route('/', conexionesRoutes)
    .route('/', colaboradorasRoutes)
    .route('/', logisticaRoutes)
    .route('/', contenidoRoutes)
    .route('/', avisosRoutes)
    .route('/', terminosRoutes)
    .route('/', seguimientoRoutes)
    .route('/', colaboracionesExportRoutes)
    .route('/', colaboradorasExportRoutes)
    .route('/', entregasExportRoutes)
    .route('/', aplicacionesRoutes)
    .route('/', anunciosRoutes);

  declarePolicy('GET', '/api/openapi.json', 'public');
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: `${https ? '__Secure-' : ''}better-auth.session_token`,
  });
  documentAuth(app);
  documentOtherRoutes(app);
  app.doc('/api/openapi.json', {
    openapi: '3.0.0',
    info: {
      title: 'Colabora API',
      version: '0.1.0',
      description:
        'Errors answer { error: { code, message } } with a Spanish message. The session is an HttpOnly ' +
        'cookie set by /api/auth; every POST, PUT, PATCH and DELETE must carry our Origin.',
    },
    security: [{ session: [] }],
  });
  mountDocs(app);
  mountWeb(app, webDir, headerSets.documentCsp);
  return routes;
}

export type App = ReturnType<typeof createApp>;
