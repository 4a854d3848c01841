import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { ordenShopify } from '@server/test/ventas';
import { INGESTAS_A_LA_VEZ, ingestasEsperando, ordenDeWebhook, registrarOrden } from '@server/ventas/ingesta';
import { esperandoEnPg as esperandoEnPgDe, hasta as hastaQue } from './pg-esperas';

/**
 * Issue 27, decision 083: two properties of the sales ingest that only show with several connections, so
 * on PostgreSQL alone (scripts/with-postgres.mjs gives DATABASE_URL; PGlite has one connection).
 *
 *  - Lock order. A cancellation and a new sale of the same code and product at the same moment both land.
 *    The test forces the interleaving that deadlocked when a cancellation took the product's figure rows
 *    before the code's: it holds the product's monthly row itself, lets the cancellation and then the
 *    sale run until each waits on a lock, and only then lets go. Taken in one order (code rows, then
 *    product rows) the two queue; taken crosswise PostgreSQL aborts one of them as a deadlock.
 *  - The ingest's cap (decision 092). Five orders whose advisory locks the test holds: at most INGESTAS_A_LA_VEZ of them
 *    reach the database (and wait there on their lock), the rest wait in the process without a connection.
 *
 * Nothing here depends on the machine's speed: each step waits for a state (a backend waiting on a lock,
 * an ingest queued), never for a time.
 */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('this file needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

const dbName = randomDbName('faults_bloqueos');
const databaseUrl = withDatabase(ADMIN_URL, dbName);
let database: Database;
let holder: pg.Client;
// Observes from outside the holder's transaction: inside one, pg_stat_activity is a snapshot taken once.
let watcher: pg.Client;

const CODIGO = 'BLOQUEO15';
const PRODUCTO = 4_501;
// One Mexico City day, so both sales share the code's and the product's monthly and daily rows.
const DIA = '2026-03-10T12:00:00-06:00';

function orden(id: number, canceladaAt?: string) {
  return ordenShopify({
    id,
    code: CODIGO,
    at: DIA,
    canceladaAt,
    lineas: [{ id: id * 10 + 1, product_id: PRODUCTO, variant_id: 9_001, title: 'Wide leg', quantity: 1, price: '850.00', total_discount: '0.00' }],
  });
}

const cuenta = async (q: string, params: unknown[] = []) => Number((await watcher.query<{ n: string }>(q, params)).rows[0]!.n);
const esperandoEnPg = () => esperandoEnPgDe(watcher);
const hasta = (que: string, cumple: () => Promise<boolean>) => hastaQue(watcher, que, cumple);

beforeAll(async () => {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  database = await openDatabase({ databaseUrl, migrate: true, poolMax: 10 });
  holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  await holder.query(`
    INSERT INTO profiles (id, email, full_name) VALUES ('bloqueos-creadora', 'bloqueos@faults.example', 'Creadora Bloqueos');
    INSERT INTO colaboradoras (user_id, nombre, apellidos) VALUES ('bloqueos-creadora', 'Creadora', 'Bloqueos');
    INSERT INTO ventas_codigos (colaboradora_id, colaboradora_nombre, codigo, discount_id, estado, descuento_porcentaje)
    SELECT id, 'Creadora Bloqueos', '${CODIGO}', 'gid://shopify/DiscountCodeNode/4501', 'activo', 15 FROM colaboradoras;
    INSERT INTO app_settings (key, value) VALUES
      ('ventas_programa', '{"activo":true,"descuentoPorcentaje":15,"unaVezPorCliente":true,"comisionBp":1000,"diasRetencion":30,"entregaCodigo":"primera_entrega_aprobada"}'::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;`);
}, 120_000);

afterAll(async () => {
  await holder?.end();
  await watcher?.end();
  await database?.close();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe('sales ingest with several connections (issue 27, decision 083)', () => {
  it('a cancellation and a new sale of the same code and product at the same moment (two instances) both land', async () => {
    const { db } = database;
    const pagada = ordenDeWebhook('ORDERS_PAID', orden(7_100));
    expect(await registrarOrden(db, pagada)).toBeTruthy();

    // The product's monthly figure row is ours until both writers wait on a lock.
    await holder.query('BEGIN');
    const filas = await holder.query(`SELECT 1 FROM ventas_productos_mensuales WHERE producto_id = $1 FOR UPDATE`, [`gid://shopify/Product/${PRODUCTO}`]);
    expect(filas.rowCount).toBe(1);

    const cancelacion = registrarOrden(db, ordenDeWebhook('ORDERS_CANCELLED', orden(7_100, DIA)));
    await hasta('the cancellation to wait on a lock', async () => (await esperandoEnPg()) === 1);
    // The sale arrives at a second instance of the app: one process runs one ingest at a time (decision
    // 092), so the crossing needs two, as two instances behind one database would give. A fresh module is
    // a fresh process's ingest, with its own slot.
    vi.resetModules();
    const otraInstancia = await import('@server/ventas/ingesta');
    expect(otraInstancia.registrarOrden).not.toBe(registrarOrden);
    const venta = otraInstancia.registrarOrden(db, otraInstancia.ordenDeWebhook('ORDERS_PAID', orden(7_101)));
    await hasta('the new sale to wait on a lock', async () => (await esperandoEnPg()) === 2);
    await holder.query('COMMIT');

    const [c, v] = await Promise.allSettled([cancelacion, venta]);
    expect(c.status, c.status === 'rejected' ? String(c.reason) : '').toBe('fulfilled');
    expect(v.status, v.status === 'rejected' ? String(v.reason) : '').toBe('fulfilled');

    // Both counted: the cancelled order nets to zero (still one order of the code's month), the new one counts;
    // the product's figures hold the new sale alone.
    const codigo = await holder.query<{ pedidos: number; ingreso: string }>(
      `SELECT pedidos, ingreso_cents::text AS ingreso FROM ventas_mensuales m JOIN ventas_codigos c ON c.id = m.codigo_id WHERE c.codigo = $1`,
      [CODIGO],
    );
    expect(codigo.rows).toEqual([{ pedidos: 2, ingreso: '85000' }]);
    const producto = await holder.query<{ pedidos: number; ingreso: string }>(
      `SELECT pedidos, ingreso_cents::text AS ingreso FROM ventas_productos_diarios WHERE producto_id = $1`,
      [`gid://shopify/Product/${PRODUCTO}`],
    );
    expect(producto.rows).toEqual([{ pedidos: 1, ingreso: '85000' }]);
  });

  it(`runs at most INGESTAS_A_LA_VEZ (${INGESTAS_A_LA_VEZ}) order transactions at once; the rest wait without a connection`, async () => {
    const { db } = database;
    const ids = [7_200, 7_201, 7_202, 7_203, 7_204];
    // Each ingest takes its order's advisory lock first in its transaction (ingesta.ts bloquearOrden): the
    // test holds all five, so every ingest that reaches the database waits there.
    for (const id of ids) await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [`venta:gid://shopify/Order/${id}`]);
    const ingestas = ids.map((id) => registrarOrden(db, ordenDeWebhook('ORDERS_PAID', orden(id))));

    // Every ingest is somewhere: in the database waiting on its lock, or queued in the process.
    await hasta('all five ingests to wait', async () => (await esperandoEnPg()) + ingestasEsperando() === ids.length);
    expect(await esperandoEnPg()).toBe(INGESTAS_A_LA_VEZ);
    expect(ingestasEsperando()).toBe(ids.length - INGESTAS_A_LA_VEZ);
    // Decision 092: one at a time, so a burst leaves the second core to the people using the app.
    expect(INGESTAS_A_LA_VEZ).toBe(1);

    await holder.query(`SELECT pg_advisory_unlock_all()`);
    const hechas = await Promise.all(ingestas);
    expect(hechas.every(Boolean)).toBe(true);
    expect(await cuenta(`SELECT count(*) AS n FROM ventas WHERE order_id = ANY($1)`, [ids.map((id) => `gid://shopify/Order/${id}`)])).toBe(ids.length);
  });
});
