import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailSettings } from '../config';

/**
 * Where email goes (decision 043): an SMTP server when SMTP_URL is set, or, on the embedded defaults,
 * an .eml file per message under DATA_DIR/outbox (the message is kept, and a log line says where), so
 * a newcomer without a mail server loses nothing.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per job, so a message sent twice (a worker killed between the server's OK and our record) is recognisable. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** Written to the outbox folder instead of sent (no SMTP_URL). */
  archivedTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
  readonly kind: 'smtp' | 'archivo';
}

/** A timeout per step, so a server that never answers holds a job (and its lease) for seconds, not forever. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  if (settings.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(settings.smtpUrl, { ...SMTP_TIMEOUTS, pool: true, maxConnections: 4 } as object);
    return {
      kind: 'smtp',
      async send(mail) {
        const info = (await transport.sendMail({ from: settings.from, ...mail })) as { messageId: string; rejected?: unknown[] };
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folderReady: Promise<unknown> | null = null;
  return {
    kind: 'archivo',
    async send(mail) {
      folderReady ??= mkdir(settings.outboxDir, { recursive: true });
      await folderReady;
      const info = (await transport.sendMail({ from: settings.from, ...mail })) as { messageId: string; message: Buffer };
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.outboxDir, `${stamp}-${safeName(mail.messageId)}.eml`);
      await writeFile(file, info.message);
      logger.info({ to: mail.to, subject: mail.subject, file }, 'email written to the outbox folder (no SMTP_URL)');
      return { messageId: info.messageId, archivedTo: file };
    },
    close: () => transport.close(),
  };
}

function safeName(messageId: string): string {
  return messageId.replace(/[^a-zA-Z0-9-]/g, '').slice(0, 60);
}
