import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { budget } from '../../budget';

/**
 * The server under test has no SMTP_URL, so every email it sends is written as an .eml file under
 * DATA_DIR/outbox (decision 043); scripts/e2e.mjs names that folder in E2E_DATA_DIR. These helpers read
 * those files as a mailbox: the messages the real queue worker sent, parsed as a mail client would.
 */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  headers: Map<string, unknown>;
}

const parsed = new Map<string, Mail>();

function outbox(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser suite with npm run test:e2e');
  return path.join(dataDir, 'outbox');
}

/** Every message in the outbox so far (parsed once each). */
export async function mailbox(): Promise<Mail[]> {
  const dir = outbox();
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const name of files.filter((f) => f.endsWith('.eml') && !parsed.has(f))) {
    const message = await simpleParser(await readFile(path.join(dir, name)));
    const to = [message.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
    parsed.set(name, { file: name, to: to.join(', ').toLowerCase(), subject: message.subject ?? '', text: message.text ?? '', headers: message.headers });
  }
  return [...parsed.values()];
}

/** The messages to `address`, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  return (await mailbox()).filter((m) => m.to.includes(address.toLowerCase())).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Waits for a message to `address` whose subject matches (the queue worker polls every second, and on a
 * busy run a mail can wait behind other features' jobs). The time-out is a safety net from budget().
 */
export async function waitForMail(address: string, subject: RegExp = /./, timeoutMs = budget(30_000)): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${address} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the message's text part whose path starts with `pathPrefix`, as path and query (for page.goto). */
export function linkIn(mail: Mail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>()"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in '${mail.subject}':\n${mail.text}`);
}
