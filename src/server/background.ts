import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { mailJobHandlers } from './avisos/correo.jobs';
import { aplicacionesMailJobHandlers } from './aplicaciones/correo.jobs';
import { RUN_EVERY_MS as REMINDERS_EVERY_MS, runReminders } from './avisos/recordatorios';
import { RUN_EVERY_MS as ANUNCIOS_EVERY_MS, runAnuncioReminders } from './derechos/anuncios-avisos';
import { registerWebhooksOnStart, runScheduledStoreSync } from './jobs/store-sync';
import { uploadsSweepRun } from './jobs/uploads-sweep';
import { createMailer } from './mail/mailer';
import { videoJobHandlers } from './media/video-job';
import { registerJobQueue } from './observability/metrics';
import { createQueueWorker, type QueueWorker } from './queue/queue';
import { createSchedule, scheduledJobHandlers, type Schedule, type ScheduledTask } from './queue/schedule';
import { storeJobHandlers } from './shopify/store-jobs';
import { reemplazoJobHandlers } from './shopify/reemplazos';
import { empaquetadoJobHandlers } from './features/confirmacion/empaquetado-lote';
import { webhookJobHandlers } from './shopify/webhooks/process';
import { PRUNE_EVERY_MS, pruneWebhooksRun } from './shopify/webhooks/prune';
import type { Storage } from './storage';
import { codigoJobHandlers } from './ventas/codigos';
import { findJobHandlers, runFindSchedule } from './social/find';

/**
 * Everything the process does in the background (decision 057), on one engine: the durable queue
 * (queue/queue.ts) runs every job, and one schedule (SCHEDULE below) enqueues the periodic ones, once per
 * period across instances. WORKER=off: this instance runs no jobs (another does). SCHEDULER=off: this
 * instance enqueues no periodic job and does not subscribe to the store's webhooks at start.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The one schedule: name, how often, what runs. */
export function backgroundSchedule({ db, config, logger, storage }: { db: Db; config: Config; logger: Logger; storage: Storage }): ScheduledTask[] {
  return [
    // The store's inventory, product changes and orders (Configuración shows its next run).
    { name: 'store-sync', everyMs: config.shopify.syncIntervalMinutes * 60_000, run: () => runScheduledStoreSync({ db, config, logger }) },
    // Expired partial uploads, finished videos nobody came back for, images of cancelled forms (decision 046).
    { name: 'uploads-sweep', everyMs: config.uploads.sweepIntervalMs, run: () => uploadsSweepRun({ db, storage, config, logger }) },
    // Publication reminders and the admins' daily digest of overdue ones (issue 17).
    {
      name: 'recordatorios',
      everyMs: REMINDERS_EVERY_MS,
      run: async () => {
        const { avisos } = await runReminders(db);
        if (avisos > 0) logger.info({ avisos }, 'publication reminders written');
      },
    },
    // Ad authorizations ending within 7 days: the admins hear once of each (issue 30 item 4).
    {
      name: 'anuncios-por-vencer',
      everyMs: ANUNCIOS_EVERY_MS,
      run: async () => {
        const { avisos } = await runAnuncioReminders(db);
        if (avisos > 0) logger.info({ avisos }, 'ad authorization reminders written');
      },
    },
    // Her posts on Instagram and TikTok, found by themselves (issue 30, decision 075).
    {
      name: 'publicaciones-busqueda',
      everyMs: config.social.checkEveryMs,
      run: async () => {
        const { encolados } = await runFindSchedule({ db, config, logger, storage });
        if (encolados > 0) logger.info({ encolados }, 'post checks enqueued');
      },
    },
    // Processed webhook rows older than 30 days (issue 19).
    { name: 'webhooks-purga', everyMs: PRUNE_EVERY_MS, run: () => pruneWebhooksRun({ db, logger }) },
    // Jobs done more than 30 days ago (failed ones stay for an operator).
    {
      name: 'trabajos-purga',
      everyMs: DAY_MS,
      run: async () => {
        await db.execute(sql`DELETE FROM trabajos WHERE estado = 'hecho' AND terminado_at < now() - interval '30 days'`);
      },
    },
  ];
}

export interface Background {
  queue: QueueWorker;
  schedule: Schedule;
  /** Resolves once this instance enqueued the current periods (at once with SCHEDULER=off). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startBackground({ db, config, logger, storage }: { db: Db; config: Config; logger: Logger; storage: Storage }): Background {
  const mailer = createMailer(config.mail, logger);
  logger.info({ mail: mailer.kind, ...(mailer.kind === 'archivo' ? { outbox: config.mail.outboxDir } : {}) }, 'email ready');
  const tasks = backgroundSchedule({ db, config, logger, storage });
  const queue: QueueWorker = createQueueWorker({
    db,
    logger,
    handlers: {
      ...mailJobHandlers({ db, mailer, appUrl: config.appUrl, appSecret: config.appSecret, logger, nudge: () => queue.nudge() }),
      // Applications from /aplica (issue 29): an optional kind message on decline (her invitation is the invitation job's).
      ...aplicacionesMailJobHandlers({ db, mailer, appUrl: config.appUrl, appSecret: config.appSecret, logger }),
      // Video posters and previews (issue 18): at most one transcode per core.
      ...videoJobHandlers({ db, storage, logger }),
      // Import, re-sync and the catalogue read (issue 19): long jobs over the store's bulk operations.
      ...storeJobHandlers({ db, config, logger }),
      // A problem's replacement draft order (issue 29): retried until the store answers, never made twice.
      ...reemplazoJobHandlers({ db, config, logger }),
      // Empaquetado of several collaborations at once (issue 28): one draft order per job.
      ...empaquetadoJobHandlers({ db, config, logger }),
      // Creators' discount codes made in the store (issue 27).
      ...codigoJobHandlers({ db, config, logger }),
      // Finding her posts, one collaboration per job, and the brand's mentions (issue 30).
      ...findJobHandlers({ db, config, logger, storage }),
      // Each recorded store webhook (decision 057).
      ...webhookJobHandlers({ db, config, logger }),
      // The periodic tasks, enqueued by the schedule below (on whichever instance ticks first).
      ...scheduledJobHandlers(tasks),
    },
    pollMs: config.queue.pollMs,
    leaseMs: config.queue.leaseMs,
    backoffMs: config.queue.backoffMs,
  });
  const unregister = registerJobQueue('trabajos', async () => {
    // Due jobs only: a job waiting for its hour is not a backlog.
    const res = (await db.execute(sql`SELECT count(*)::int AS n FROM trabajos WHERE estado = 'pendiente' AND ejecutar_at <= now()`)) as unknown as { rows: { n: number }[] };
    return res.rows[0]?.n ?? 0;
  });
  const schedule = createSchedule({ db, logger, tasks, onEnqueued: () => queue.nudge() });
  if (config.queue.worker) queue.start();
  let ready = Promise.resolve();
  if (config.shopify.scheduler) {
    ready = schedule.start();
    void registerWebhooksOnStart({ db, config, logger });
  }
  return {
    queue,
    schedule,
    ready,
    async stop() {
      await schedule.stop();
      await queue.stop();
      unregister();
      mailer.close();
    },
  };
}
