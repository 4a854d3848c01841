import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailJobHandlers } from '../avisos/correo.jobs';
import { REMINDERS_LOCK, RUN_EVERY_MS, runReminders } from '../avisos/recordatorios';
import { createMailer } from '../mail/mailer';
import { videoJobHandlers } from '../media/video-job';
import type { Storage } from '../storage';
import { registerJobQueue } from '../observability/metrics';
import { schedulePrune, webhookPruneHandlers } from '../shopify/webhooks/prune';
import { createQueueWorker, type QueueWorker } from './queue';
import { createScheduler } from './scheduler';
import { storeJobHandlers } from '../shopify/store-jobs';
import { codigoJobHandlers } from '../ventas/codigos';

/**
 * The process's background work (issues 17, 18): the mailer (SMTP or the outbox folder), the job queue's worker
 * (WORKER=off for an instance that only serves requests) and the reminders' scheduled run (with the other
 * scheduled jobs, SCHEDULER=off turns it off). Finished jobs older than 30 days are swept on that run; processed
 * webhook rows older than 30 days by their own periodic job on the queue.
 */
export interface Messaging {
  queue: QueueWorker;
  stop(): Promise<void>;
}

export function startMessaging({ db, databaseKind, config, logger, storage }: { db: Db; databaseKind: 'pglite' | 'postgres'; config: Config; logger: Logger; storage: Storage }): Messaging {
  const mailer = createMailer(config.mail, logger);
  logger.info({ mail: mailer.kind, ...(mailer.kind === 'archivo' ? { outbox: config.mail.outboxDir } : {}) }, 'email ready');
  const queue: QueueWorker = createQueueWorker({
    db,
    logger,
    handlers: {
      ...mailJobHandlers({ db, mailer, appUrl: config.appUrl, appSecret: config.appSecret, logger, nudge: () => queue.nudge() }),
      // Video posters and previews (issue 18): the same queue, at most one transcode per core.
      ...videoJobHandlers({ db, storage, logger }),
      // Processed webhook rows older than 30 days (issue 19): a periodic job that re-queues itself.
      ...webhookPruneHandlers({ db, logger }),
      // Import, re-sync and the catalogue read (issue 19): long jobs over the store's bulk operations.
      ...storeJobHandlers({ db, config, logger }),
      // Creators' discount codes made in the store (issue 27).
      ...codigoJobHandlers({ db, config, logger }),
    },
    pollMs: config.queue.pollMs,
    leaseMs: config.queue.leaseMs,
    backoffMs: config.queue.backoffMs,
  });
  const unregister = registerJobQueue('trabajos', async () => {
    // Due jobs only: a job scheduled for later (the webhook prune every 6 h) is not a backlog.
    const res = (await db.execute(sql`SELECT count(*)::int AS n FROM trabajos WHERE estado = 'pendiente' AND ejecutar_at <= now()`)) as unknown as { rows: { n: number }[] };
    return res.rows[0]?.n ?? 0;
  });
  const reminders = createScheduler({
    db,
    databaseKind,
    logger,
    name: 'recordatorios',
    lockKey: REMINDERS_LOCK,
    intervalMs: RUN_EVERY_MS,
    job: async () => {
      const { avisos } = await runReminders(db);
      if (avisos > 0) logger.info({ avisos }, 'publication reminders written');
      await db.execute(sql`DELETE FROM trabajos WHERE estado = 'hecho' AND terminado_at < now() - interval '30 days'`);
    },
  });
  if (config.queue.worker) queue.start();
  if (config.shopify.scheduler) {
    reminders.start();
    schedulePrune(db).catch((err: unknown) => logger.warn({ err }, 'webhook prune not scheduled'));
    // The first run soon after start, not a whole interval later.
    setTimeout(() => void reminders.tick(), 5_000).unref();
  }
  return {
    queue,
    async stop() {
      await reminders.stop();
      await queue.stop();
      unregister();
      mailer.close();
    },
  };
}
