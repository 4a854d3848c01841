import { writeSync } from 'node:fs';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from './data-dir/instance-lock';
import { openDatabase } from './db/client';
import { createStorage } from './storage';
import { startBackground } from './background';
import { startTracing, stopTracing } from './observability/tracing';

// The process entry: config, database (migrated), app, HTTP server, graceful shutdown.
// A bad setting stops the start with its Spanish message alone, not a stack trace.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    writeSync(2, `${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
})();
// Asynchronous writes: lines logged while a write is in flight go out together in the next one. A
// synchronous write per line cost more than the rest of a small request (decision 028); pino flushes what
// is pending when the process exits, so only a kill -9 can lose the last few lines.
const logger = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));

// The embedded database belongs to one process (decision 032): a second one on the same DATA_DIR stops
// here, before opening it. With DATABASE_URL several instances are the point, and nothing is locked.
let dataDirLock: DataDirLock | null = null;
if (!config.databaseUrl) {
  try {
    dataDirLock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // Synchronous: the message must be out before the process is.
    writeSync(2, `${error.message}\n`);
    process.exit(1);
  }
}
// Traces only with OTEL_EXPORTER_OTLP_ENDPOINT (decision 031); started first, so the database driver and
// the app are built traced. Without it the OpenTelemetry SDK is never loaded.
const { otlpEndpoint, serviceName, traceSampleRatio } = config.observability;
const tracing = await startTracing({ otlpEndpoint, serviceName, sampleRatio: traceSampleRatio });
if (tracing) logger.info({ endpoint: otlpEndpoint, serviceName, sampleRatio: traceSampleRatio }, 'tracing to OTLP');

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
  migrate: true,
});
logger.info({ database: database.kind, ...(database.kind === 'pglite' ? { dir: config.pgliteDir } : {}) }, 'database ready');

// One storage for the requests and the background jobs (video posters, the uploads sweep).
const storage = createStorage(config.storage);
const app = createApp({ config, db: database.db, logger, webDir: config.webDir, storage });

// Jobs, store webhooks and the schedule (store sync, uploads sweep, reminders, pruning) on one engine
// (decision 057): WORKER=off runs no jobs here, SCHEDULER=off enqueues no periodic ones.
const background = startBackground({ db: database.db, config, logger, storage });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info({ port: info.port, url: config.appUrl }, `Colabora escuchando en ${config.appUrl}`);
});
// Node closes an idle keep-alive socket after 5 s; a client (or a load balancer, whose idle timeout is
// usually 60 s) that reuses it at that instant gets ECONNRESET. Outlive the balancer instead.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // close() ends the connections idle at that moment; one whose request is still running becomes idle
  // later and would stay open for the whole keep-alive timeout (65 s). Close those as they go idle.
  const closeIdle = setInterval(() => 'closeIdleConnections' in server && server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(closeIdle);
  await background.stop();
  await database.close();
  dataDirLock?.release();
  // The last spans (this very shutdown's requests included) leave before the process does.
  await stopTracing().catch((err: unknown) => logger.warn({ err }, 'trace export at shutdown failed'));
  logger.info('bye');
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
