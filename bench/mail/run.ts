/**
 * `npm run bench:mail` (and the `mail` part of `npm run bench`): issue 17's two figures.
 *
 * 1. Throughput: 10,000 notices written through notify() (as the app writes them), then delivered by the
 *    app's own queue worker and mailer to a real SMTP server on loopback (tools/mail-catcher): messages per
 *    second, rendering (react-email) and SMTP included. PGlite in memory.
 * 2. An action that causes an email is not slowed by a slow SMTP server: the p99 of role assignments
 *    (each writes a notice and queues its email) on the real compiled server, while the SMTP server answers
 *    every message 5 s late, against the same with SMTP off (emails to DATA_DIR/outbox). Budget: ≤ 1.2×.
 *
 * BENCH_MAIL_COUNT (10000), BENCH_SECONDS (5) per load phase. Exit 1 when a budget fails.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { freePort, startServer } from '../../scripts/lib.mjs';
import { notify } from '../../src/server/avisos/avisar';
import { textos } from '../../src/server/avisos/textos';
import { mailJobHandlers } from '../../src/server/avisos/correo.jobs';
import { openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { createQueueWorker } from '../../src/server/queue/queue';
import { createMailer } from '../../src/server/mail/mailer';
import { startMailCatcher } from '../../tools/mail-catcher/catcher';
import { functionLoad, type LoadFigures } from '../lib/load';
import { sessionCookieOf } from '../lib/session-cookie';

export const MAIL_BUDGET = { slowSmtpP99Ratio: 1.2 } as const;
const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface MailFigures {
  count: number;
  seconds: number;
  perSecond: number;
  off: LoadFigures;
  slow: LoadFigures;
  ratio: number;
  pass: boolean;
}

export async function throughput(count = COUNT, log: (l: string) => void = console.log): Promise<{ count: number; seconds: number; perSecond: number }> {
  const catcher = await startMailCatcher();
  const database = await openDatabase({ migrate: true });
  const logger = pino({ level: 'silent' });
  const users = Array.from({ length: 100 }, (_, i) => ({ id: randomUUID(), email: `bench-${i}@example.com`, fullName: `Persona ${i}` }));
  await database.db.insert(profiles).values(users);
  log(`[mail] writing ${count} notices…`);
  for (let i = 0; i < count; i += 100) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 100); j += 1) {
        const user = users[j % users.length]!;
        await notify(tx, { usuarios: [user.id] }, textos.rolAsignado('tienda', `bench:${j}`));
      }
    });
  }
  const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: 'Colabora <no-responder@colabora.test>', outboxDir: tmpdir() }, logger);
  const worker = createQueueWorker({ db: database.db, logger, batchSize: 32, handlers: mailJobHandlers({ db: database.db, mailer, appUrl: 'http://localhost:3000', appSecret: randomBytes(32).toString('hex'), logger }) });
  log(`[mail] delivering them to the SMTP server on loopback…`);
  const started = performance.now();
  await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  const delivered = catcher.messages.length;
  mailer.close();
  await catcher.close();
  await database.close();
  if (delivered !== count) throw new Error(`delivered ${delivered} of ${count}`);
  return { count, seconds, perSecond: count / seconds };
}

/** The p99 of role assignments on the compiled server, with the given mail settings. */
async function roleAssignments(env: Record<string, string>): Promise<LoadFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-bench-mail-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: '',
      SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
      QUEUE_POLL_MS: '100',
      AUTH_RATE_LIMIT_MAX: '10000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '10000',
      ...env,
    },
  });
  try {
    const signUp = async (email: string) => {
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ name: 'Persona Bench', email, password: 'ClaveSegura123' }),
      });
      if (!res.ok) throw new Error(`sign-up ${res.status}`);
      return { cookie: sessionCookieOf(res), id: ((await res.json()) as { user: { id: string } }).user.id };
    };
    const admin = await signUp('admin@bench.test'); // the first account: admin
    const people = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(`p${i}@bench.test`)));
    let n = 0;
    const once = async () => {
      const i = n++;
      const person = people[i % people.length]!;
      // Each request changes her role: a notice and an email every time.
      const res = await fetch(`${base}/api/roles/users/${person.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: base, cookie: admin.cookie },
        body: JSON.stringify({ role: Math.floor(i / people.length) % 2 === 0 ? 'tienda' : 'colaboradora' }),
      });
      if (!res.ok) throw new Error(`PUT role ${res.status} ${await res.text()}`);
    };
    await functionLoad(once, 4, 1); // warm-up
    return await functionLoad(once, 4, SECONDS);
  } finally {
    await server.stop('SIGTERM', 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function mailBench(log: (l: string) => void = console.log): Promise<MailFigures> {
  const t = await throughput(COUNT, log);
  log(`[mail] role assignments with SMTP off (outbox files), ${SECONDS} s…`);
  const off = await roleAssignments({});
  const catcher = await startMailCatcher();
  catcher.setDelayMs(5_000);
  log(`[mail] role assignments while the SMTP server answers 5 s late, ${SECONDS} s…`);
  const slow = await roleAssignments({ SMTP_URL: catcher.smtpUrl });
  await catcher.close();
  const ratio = slow.p99 / off.p99;
  return { ...t, off, slow, ratio, pass: ratio <= MAIL_BUDGET.slowSmtpP99Ratio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await mailBench();
  const r = (x: number, d = 1) => x.toFixed(d);
  console.log('');
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`| figure | value | budget | |`);
  console.log(`|---|---|---|---|`);
  console.log(`| ${f.count} notices delivered to SMTP on loopback | ${r(f.seconds)} s, ${r(f.perSecond, 0)} messages/s | — | |`);
  console.log(`| role assignment, SMTP off | p50 ${r(f.off.p50)} ms, p99 ${r(f.off.p99)} ms, ${r(f.off.rps, 0)} req/s | — | |`);
  console.log(`| role assignment, SMTP answering 5 s late | p50 ${r(f.slow.p50)} ms, p99 ${r(f.slow.p99)} ms, ${r(f.slow.rps, 0)} req/s | — | |`);
  console.log(`| p99 slow ÷ off | ${r(f.ratio, 2)}× | ≤ ${MAIL_BUDGET.slowSmtpP99Ratio}× | ${f.pass ? 'PASS' : 'FAIL'} |`);
  process.exit(f.pass ? 0 : 1);
}
