import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createReadCache } from '../../src/server/http/read-cache';
import { adminQuery, withDatabase } from '../../src/server/test/template';
import { seedBrand } from '../lib/brand-seed';
import { freePort, serverEnv, type ServerEnv } from '../lib/server-process';
import { sessionCookieOf } from '../lib/session-cookie';

/**
 * The bench brand (bench/lib/brand-seed.ts: 1,000 creators, 10,000 collaborations) on a throwaway
 * PostgreSQL database, with the Programa de ventas on (15 % off, 10 % commission) and every creator's
 * code active in the store (`BENCH1`…`BENCH1000`; the signed-in bench creator holds `BENCH1`). Shared
 * by bench/ventas/ingest.ts and bench/ventas/resultados.ts.
 */
export interface VentasBrand {
  env: ServerEnv;
  /** The server's extra environment: a store connection whose webhooks we sign ourselves. */
  serverExtraEnv: Record<string, string>;
  webhookSecret: string;
  database: Database;
  exec: (sql: string) => Promise<unknown>;
  admin: { id: string; cookie: string };
  creator: { id: string; cookie: string };
  codes: string[];
  drop: () => Promise<void>;
}

const poolOf = (database: Database) => (database.db as unknown as { $client: Pool }).$client;

export async function ventasBrand(label: string): Promise<VentasBrand> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the ventas benches measure PostgreSQL: run them under scripts/with-postgres.mjs');
  const name = `bench_ventas_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(url, name);
  const tmp = mkdtempSync(path.join(tmpdir(), `colabora-bench-ventas-${label}-`));
  const webDir = path.join(tmp, 'no-web');
  mkdirSync(webDir);
  const drop = async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const env: ServerEnv = {
      port: await freePort(),
      dataDir: path.join(tmp, 'data'),
      webDir,
      appSecret: randomBytes(32).toString('hex'),
      databaseUrl,
    };
    const webhookSecret = randomBytes(16).toString('hex');
    const serverExtraEnv = {
      SHOPIFY_STORE_DOMAIN: 'colabora-bench.myshopify.com',
      SHOPIFY_ADMIN_TOKEN: 'shpat_bench',
      SHOPIFY_WEBHOOK_SECRET: webhookSecret,
      // No store answers: order webhooks never call it (the ingest is the database's alone).
      SHOPIFY_API_URL: 'http://127.0.0.1:9',
    };
    const config = loadConfig({ ...serverEnv(env), ...serverExtraEnv });
    const database = await openDatabase({
      databaseUrl,
      migrate: true,
      poolMax: 4,
    });
    const app = createApp({
      config,
      db: database.db,
      logger: pino({ level: 'silent' }),
      webDir,
      readCache: createReadCache({ ttlMs: 0 }),
    });
    const signUp = async (email: string, nombre: string) => {
      const res = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: {
          origin: config.appOrigin,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          email,
          name: nombre,
          password: 'contrasena-segura',
        }),
      });
      if (!res.ok) throw new Error(`sign-up ${res.status}`);
      return {
        id: ((await res.json()) as { user: { id: string } }).user.id,
        cookie: sessionCookieOf(res),
      };
    };
    const admin = await signUp('admin@bench.example', 'Admin Bench'); // the first account is the admin
    const creator = await signUp('creadora-1@bench.example', 'Creadora Bench');
    const put = await app.request(`/api/roles/users/${creator.id}`, {
      method: 'PUT',
      headers: {
        origin: config.appOrigin,
        'content-type': 'application/json',
        cookie: admin.cookie,
      },
      body: JSON.stringify({ role: 'colaboradora' }),
    });
    if (!put.ok) throw new Error(`role ${put.status}`);
    const exec = (sql: string) => poolOf(database).query(sql);
    await seedBrand(exec, creator.id);
    await exec(`
      INSERT INTO app_settings (key, value) VALUES
        ('moneda_tienda', '"MXN"'::jsonb),
        ('ventas_programa', '{"activo":true,"descuentoPorcentaje":15,"unaVezPorCliente":true,"comisionBp":1000,"diasRetencion":30,"entregaCodigo":"primera_entrega_aprobada"}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value;
      INSERT INTO ventas_codigos (colaboradora_id, colaboradora_nombre, codigo, discount_id, estado, descuento_porcentaje)
      SELECT c.id, c.nombre || ' ' || coalesce(c.apellidos, ''), 'BENCH' || n, 'gid://shopify/DiscountCodeNode/' || (7000 + n), 'activo', 15
      FROM (SELECT id, nombre, apellidos, row_number() OVER (ORDER BY (user_id = '${creator.id}') DESC, id) AS n FROM colaboradoras) c;
      ANALYZE;`);
    const codes = (
      (await exec(`SELECT codigo FROM ventas_codigos ORDER BY codigo`)) as {
        rows: { codigo: string }[];
      }
    ).rows.map((r) => r.codigo);
    return {
      env,
      serverExtraEnv,
      webhookSecret,
      database,
      exec,
      admin,
      creator,
      codes,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
