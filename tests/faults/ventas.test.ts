import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { WEBHOOK_JOB } from '@server/shopify/webhooks/process';
import { orderPaidDelivery, sendDeliveries, type OrderDelivery } from '../../bench/lib/order-webhooks';
import { sleep, startServer, tempDir, type Proc } from './processes';

/**
 * Issue 27, Bad input and faults: kill -9 during a burst of order webhooks, then every order is one sale
 * (none lost, none doubled), asserted on the database. Real processes on a throwaway PostgreSQL
 * (scripts/with-postgres.mjs gives DATABASE_URL); no store is needed (order webhooks never call it).
 *
 * Where the kill lands does not depend on the machine's speed: the test holds the advisory lock of one
 * order (the ingest takes it first, ingesta.ts bloquearOrden), so that order's handler is caught inside its
 * transaction with its job claimed; the burst's second half starts then, and the server is killed once some
 * of it is recorded, with the rest still being sent. A store retries any delivery not answered 200 (same
 * webhook id); so does this test, and it also repeats answered ones (an answer lost on the way back).
 */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('the fault suite needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

const ORDERS = 300;
const dbName = randomDbName('faults_ventas');
const databaseUrl = withDatabase(ADMIN_URL, dbName);
const dataDir = tempDir('colabora-faults-ventas');
const appSecret = randomBytes(32).toString('hex');
const webhookSecret = randomBytes(16).toString('hex');

let server: Proc | null = null;
let client: pg.Client;

async function start(): Promise<Proc> {
  server = await startServer({
    databaseUrl,
    dataDir,
    appSecret,
    appUrl: 'http://colabora.test',
    // No store answers here: the order handlers are the database's alone.
    emulatorUrl: 'http://127.0.0.1:9',
    env: {
      SHOPIFY_WEBHOOK_SECRET: webhookSecret,
      SCHEDULER: 'off',
      QUEUE_POLL_MS: '100',
      QUEUE_LEASE_MS: '2000',
      QUEUE_BACKOFF_MS: '200',
    },
  });
  return server;
}

const one = async (q: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(q, params)).rows[0]!.n);

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

beforeAll(async () => {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  await start(); // it migrates the database
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Three creators with their codes, and a 10 % commission.
  await client.query(`
    INSERT INTO profiles (id, email, full_name) SELECT 'faults-creadora-' || g, 'creadora-' || g || '@faults.example', 'Creadora ' || g FROM generate_series(1, 3) g;
    INSERT INTO colaboradoras (user_id, nombre, apellidos) SELECT 'faults-creadora-' || g, 'Creadora', 'Número ' || g FROM generate_series(1, 3) g;
    INSERT INTO ventas_codigos (colaboradora_id, colaboradora_nombre, codigo, discount_id, estado, descuento_porcentaje)
    SELECT c.id, 'Creadora ' || c.apellidos, 'FALLA' || row_number() OVER (ORDER BY c.id), 'gid://shopify/DiscountCodeNode/' || (800 + row_number() OVER (ORDER BY c.id)), 'activo', 15
    FROM colaboradoras c;
    INSERT INTO app_settings (key, value) VALUES
      ('ventas_programa', '{"activo":true,"descuentoPorcentaje":15,"unaVezPorCliente":true,"comisionBp":1000,"diasRetencion":30,"entregaCodigo":"primera_entrega_aprobada"}'::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;`);
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await client?.end();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during a burst of order webhooks (issue 27)', () => {
  it("after a restart and the store's retries, every order is attributed exactly once", async () => {
    const codes = (await client.query<{ codigo: string }>(`SELECT codigo FROM ventas_codigos ORDER BY codigo`)).rows.map((r) => r.codigo);
    expect(codes).toHaveLength(3);
    const now = Date.now();
    const base = 6_000_000_000 + (now % 1_000_000) * 1_000;
    const deliveries: OrderDelivery[] = Array.from({ length: ORDERS }, (_, i) =>
      orderPaidDelivery(
        {
          id: base + i,
          code: codes[i % codes.length]!,
          subtotalCents: 50_000 + i * 100,
          paidAt: new Date(now - i * 60_000),
        },
        webhookSecret,
      ),
    );
    const half = ORDERS / 2;
    const held = deliveries[half - 1]!;
    const statuses = new Array<number>(ORDERS).fill(0);

    // The last order of the first half is caught mid-handler: its advisory lock is ours.
    await client.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [`venta:${held.orderId}`]);
    const first = await sendDeliveries(server!.url, deliveries.slice(0, half), 10);
    first.forEach((s, i) => (statuses[i] = s));
    expect(first.every((s) => s === 200)).toBe(true);
    await waitFor(
      "the held order's handler to wait inside its transaction",
      async () => (await one(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)) > 0,
    );

    // The second half streams in; the server is killed once part of it is recorded.
    const recorded = () => one(`SELECT count(*) AS n FROM webhook_deliveries`);
    const second = sendDeliveries(server!.url, deliveries.slice(half), 5).then((s) => s.forEach((x, i) => (statuses[half + i] = x)));
    await waitFor('part of the second half to be recorded', async () => (await recorded()) >= half + 10);
    await server!.kill('SIGKILL');
    server = null;
    await second;
    await client.query(`SELECT pg_advisory_unlock_all()`);

    const atKill = {
      recorded: await recorded(),
      ventas: await one(`SELECT count(*) AS n FROM ventas`),
      answered: statuses.filter((s) => s === 200).length,
    };
    // Killed mid-burst: not everything was answered, and the held order was not attributed.
    expect(atKill.answered).toBeLessThan(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM ventas WHERE order_id = $1`, [held.orderId])).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM trabajos WHERE tipo = $1 AND estado = 'en_curso'`, [WEBHOOK_JOB])).toBeGreaterThan(0);

    await start();
    // The store retries what was not answered 200 (same webhook id), and some answers were lost on the way.
    const retried = deliveries.filter((_, i) => statuses[i] !== 200);
    const lostAnswers = deliveries.filter((_, i) => statuses[i] === 200).slice(0, 30);
    const again = await sendDeliveries(server!.url, [...retried, ...lostAnswers], 10);
    expect(again.every((s) => s === 200)).toBe(true);

    await waitFor('every order to be attributed', async () => (await one(`SELECT count(*) AS n FROM ventas`)) >= ORDERS);
    await waitFor(
      'the webhook jobs to end',
      async () => (await one(`SELECT count(*) AS n FROM trabajos WHERE tipo = $1 AND estado IN ('pendiente', 'en_curso')`, [WEBHOOK_JOB])) === 0,
    );

    const ids = deliveries.map((d) => d.orderId);
    // Exactly once: one sale, one revenue row and one commission per order, and nothing else.
    expect(await one(`SELECT count(*) AS n FROM ventas`)).toBe(ORDERS);
    expect(await one(`SELECT count(DISTINCT order_id) AS n FROM ventas WHERE order_id = ANY($1) AND pagada_at IS NOT NULL`, [ids])).toBe(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM venta_movimientos`)).toBe(ORDERS);
    expect(await one(`SELECT count(DISTINCT order_id) AS n FROM venta_movimientos WHERE tipo = 'venta' AND order_id = ANY($1)`, [ids])).toBe(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM venta_comisiones`)).toBe(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM venta_productos`)).toBe(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM webhook_deliveries`)).toBe(ORDERS);
    expect(await one(`SELECT count(*) AS n FROM trabajos WHERE tipo = $1 AND estado = 'fallido'`, [WEBHOOK_JOB])).toBe(0);
    // The right amounts, to the cent: each order's revenue row is its subtotal, at the right creator.
    const wrong = await one(
      `SELECT count(*) AS n FROM ventas v JOIN venta_movimientos m ON m.order_id = v.order_id AND m.tipo = 'venta'
       JOIN ventas_codigos c ON c.id = v.codigo_id
       WHERE m.importe_cents <> v.subtotal_cents OR v.colaboradora_id IS DISTINCT FROM c.colaboradora_id`,
    );
    expect(wrong).toBe(0);
    const expected = deliveries.reduce((s, _, i) => s + 50_000 + i * 100, 0);
    expect(await one(`SELECT sum(importe_cents) AS n FROM venta_movimientos`)).toBe(expected);
    // The monthly figures the database keeps with them (decision 066) count each order once too.
    expect(await one(`SELECT sum(pedidos) AS n FROM ventas_mensuales`)).toBe(ORDERS);
    expect(await one(`SELECT sum(ingreso_cents) AS n FROM ventas_mensuales`)).toBe(expected);
    expect(await one(`SELECT sum(pedidos) AS n FROM ventas_productos_mensuales`)).toBe(ORDERS);
    expect(await one(`SELECT sum(importe_cents) AS n FROM venta_comisiones`)).toBe(deliveries.reduce((s, _, i) => s + Math.round((50_000 + i * 100) / 10), 0));
  });
});
