import pino from 'pino';
import { mailJobHandlers } from '../avisos/correo.jobs';
import { aplicacionesMailJobHandlers } from '../aplicaciones/correo.jobs';
import { createQueueWorker, type QueueWorker } from '../queue/queue';
import { createMailer } from '../mail/mailer';
import { startMailCatcher, type MailCatcher } from '../../../tools/mail-catcher/catcher';
import type { TestContext } from './context';

/**
 * A test's mail: a real SMTP server on loopback (tools/mail-catcher) and the app's own queue worker and
 * mailer pointed at it. Tests call drain() where the running app's worker would have polled.
 */
export interface TestMail {
  catcher: MailCatcher;
  queue: QueueWorker;
  drain(): Promise<number>;
  close(): Promise<void>;
}

export async function startTestMail(ctx: TestContext, options: { backoffMs?: number; leaseMs?: number } = {}): Promise<TestMail> {
  const catcher = await startMailCatcher();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: 'Colabora <no-responder@colabora.test>', outboxDir: ctx.config.mail.outboxDir }, logger);
  const queue: QueueWorker = createQueueWorker({
    db: ctx.db,
    logger,
    handlers: {
      ...mailJobHandlers({ db: ctx.db, mailer, appUrl: ctx.config.appUrl, appSecret: ctx.config.appSecret, logger }),
      ...aplicacionesMailJobHandlers({ db: ctx.db, mailer, appUrl: ctx.config.appUrl, appSecret: ctx.config.appSecret, logger }),
    },
    backoffMs: options.backoffMs ?? 20,
    leaseMs: options.leaseMs ?? 60_000,
  });
  return {
    catcher,
    queue,
    drain: () => queue.drain(),
    async close() {
      await queue.stop();
      mailer.close();
      await catcher.close();
    },
  };
}
