import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { esperandoEnPg as esperandoEnPgDe, hasta as hastaQue } from './pg-esperas';

/**
 * Decision 087: resultados_colaboraciones' replacement and waiting-order figures are recounts over several
 * rows, made by triggers in the writer's transaction. Two writers of one collaboration's child rows at the
 * same moment must both be counted: each trigger locks the collaboration's row first and recounts in the
 * next statement, so the second recount (READ COMMITTED) sees the first writer's committed row. Without
 * the lock, each counts only its own uncommitted row and the last to write wins (checked: the test fails).
 *
 * PostgreSQL alone (PGlite has one connection). Each step waits for a state (a backend waiting on a lock),
 * never for a time.
 */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('this file needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

const dbName = randomDbName('faults_resultados');
const databaseUrl = withDatabase(ADMIN_URL, dbName);
let database: Database;
let a: pg.Client;
let b: pg.Client;
// Observes from outside the writers' transactions.
let watcher: pg.Client;
let colaboracionId = '';

const esperandoEnPg = () => esperandoEnPgDe(watcher);
const hasta = (que: string, cumple: () => Promise<boolean>) => hastaQue(watcher, que, cumple);

async function cliente(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  return c;
}

/** A replacement sent, with its cost, as resolverProblema leaves it once its draft order exists. */
const reemplazo = (c: pg.Client, costo: string) =>
  c.query(
    `INSERT INTO problemas (colaboracion_id, tipo, estado, reemplazo_estado, costo_unitario, costo_envio, costo_moneda, resuelto_at)
     VALUES ($1, 'no_llego', 'resuelto', 'borrador', $2, '0.00', 'MXN', now())`,
    [colaboracionId, costo],
  );

const fila = async () =>
  (
    await watcher.query<{ reemplazos: number; centavos: string | null; espera: boolean }>(
      `SELECT reemplazos, reemplazos_centavos::text AS centavos, espera_pedido AS espera FROM resultados_colaboraciones WHERE colaboracion_id = $1`,
      [colaboracionId],
    )
  ).rows[0];

beforeAll(async () => {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  database = await openDatabase({ databaseUrl, migrate: true, poolMax: 2 });
  [a, b, watcher] = await Promise.all([cliente(), cliente(), cliente()]);
  const res = await a.query<{ id: string }>(
    `INSERT INTO colaboraciones (titulo, producto, estado, costo_unitario, costo_envio, costo_moneda)
     VALUES ('Wide leg concurrente', 'Jeans', 'logistica', '400.00', '90.00', 'MXN') RETURNING id`,
  );
  colaboracionId = res.rows[0]!.id;
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.end(), b?.end(), watcher?.end()]);
  await database?.close();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe("Resultados' rows per collaboration with several writers (decision 087)", () => {
  it('two replacements of one collaboration written at the same moment are both counted, with both costs', async () => {
    await a.query('BEGIN');
    await reemplazo(a, '400.00');
    await b.query('BEGIN');
    const segundo = reemplazo(b, '350.00');
    // b's trigger waits for a's lock on the collaboration's row; a commits, b recounts and sees a's row.
    await hasta("the second writer to wait on the first's lock", async () => (await esperandoEnPg()) === 1);
    await a.query('COMMIT');
    await segundo;
    await b.query('COMMIT');
    expect(await fila()).toEqual({ reemplazos: 2, centavos: '75000', espera: false });
  });
  // The waiting-order flag has the same lock; its writers cannot meet on one collaboration today (one envío
  // per collaboration, envios_colaboracion_id_unique), so only the replacements are raced here.
});
