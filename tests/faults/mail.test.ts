import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { trabajos } from '@server/db/schema';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { startMailCatcher, type MailCatcher } from '../../tools/mail-catcher/catcher';
import { Browser, sleep, startServer, tempDir, type Proc } from './processes';

/**
 * Issue 17 §3: every email once, whatever happens to the workers and the SMTP server. Real app processes
 * on a throwaway PostgreSQL, a real SMTP server on loopback (tools/mail-catcher) that can answer late or
 * refuse everything, kill -9 while a message is in the SMTP conversation, two instances draining one queue.
 */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('the fault suite needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

const APP_URL = 'http://colabora.test';
const dbName = randomDbName('mail');
const databaseUrl = withDatabase(ADMIN_URL, dbName);
const dataDir = tempDir('colabora-mail-faults');
const appSecret = randomBytes(32).toString('hex');

let catcher: MailCatcher;
let database: Database;
const servers: Proc[] = [];
const admin = new Browser(APP_URL);

async function start(extra: Record<string, string> = {}): Promise<Proc> {
  const server = await startServer({
    databaseUrl,
    dataDir,
    appSecret,
    appUrl: APP_URL,
    // No store in this file: nothing calls it with the scheduler off.
    emulatorUrl: 'http://127.0.0.1:9',
    env: { SCHEDULER: 'off', SMTP_URL: catcher.smtpUrl, QUEUE_POLL_MS: '100', QUEUE_LEASE_MS: '2000', QUEUE_BACKOFF_MS: '200', ...extra },
  });
  servers.push(server);
  return server;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** People waiting for a role, then given one by the admin: one 'Ya tienes acceso' email each. */
async function assignRoles(via: Proc[], count: number, tag: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = via[i % via.length]!;
    const email = `${tag}-${i}-${randomBytes(2).toString('hex')}@example.com`;
    const res = await new Browser(APP_URL).request(server.url, 'POST', '/api/auth/sign-up/email', { json: { email, name: `Persona ${i}`, password: 'contrasena-segura' } });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    const assigned = await admin.request(server.url, 'PUT', `/api/roles/users/${user.id}`, { json: { role: 'tienda' } });
    expect(assigned.status).toBe(200);
    emails.push(email);
  }
  return emails;
}

const received = (email: string) => catcher.messages.filter((m) => m.to.includes(email)).length;

async function expectEachExactlyOnce(emails: string[]): Promise<void> {
  await waitFor(`${emails.length} emails`, () => emails.every((e) => received(e) >= 1));
  // A little longer: a duplicate would arrive now.
  await sleep(1_500);
  expect(emails.map(received)).toEqual(emails.map(() => 1));
}

beforeAll(async () => {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  catcher = await startMailCatcher();
  const first = await start();
  database = await openDatabase({ databaseUrl, migrate: false, poolMax: 3 });
  const res = await admin.request(first.url, 'POST', '/api/auth/sign-up/email', { json: { email: 'admin@example.com', name: 'Admin Correo', password: 'contrasena-segura' } });
  expect(res.status).toBe(200);
}, 120_000);

afterAll(async () => {
  for (const s of servers) await s.kill('SIGTERM');
  await catcher?.close();
  await database?.close();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('email delivery under faults (PostgreSQL)', () => {
  it('kill -9 while messages are in the SMTP conversation: after restart each person gets exactly one email', async () => {
    const [a] = servers;
    catcher.setDelayMs(3_000);
    const emails = await assignRoles([a!], 6, 'kill');
    await waitFor('a message held in the SMTP conversation', () => catcher.inFlight() > 0);
    await a!.kill('SIGKILL');
    servers.splice(servers.indexOf(a!), 1);
    catcher.setDelayMs(0);
    // What the killed worker held stays 'en_curso' until its lease ends; the new instance takes it then.
    const stuck = await database.db.select().from(trabajos).where(eq(trabajos.estado, 'en_curso'));
    expect(stuck.length).toBeGreaterThan(0);
    await start();
    await expectEachExactlyOnce(emails);
    await waitFor('every job done', async () => (await database.db.select().from(trabajos).where(sql`estado <> 'hecho'`)).length === 0);
  }, 120_000);

  it('two instances draining one queue send each email once', async () => {
    const second = await start();
    const emails = await assignRoles([servers[0]!, second], 20, 'dos');
    await expectEachExactlyOnce(emails);
  }, 120_000);

  it('while the SMTP server is down actions still succeed; the emails wait, retry and arrive once it is back', async () => {
    catcher.setDown(true);
    const emails = await assignRoles([servers[0]!], 3, 'caido');
    await waitFor('a failed attempt recorded', async () => (await database.db.select().from(trabajos).where(sql`estado = 'pendiente' AND ultimo_error IS NOT NULL`)).length >= 3);
    expect(emails.map(received)).toEqual([0, 0, 0]);
    catcher.setDown(false);
    await expectEachExactlyOnce(emails);
  }, 120_000);
});
