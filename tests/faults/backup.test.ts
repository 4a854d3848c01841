import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { colaboraciones, colaboradoras, entregas, profiles, userRoles } from '@server/db/schema';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { tempDir } from './processes';

/** docs/deploy.md "Backups": scripts/backup.sh then scripts/restore.sh into a fresh database give the same data. */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('the backup test needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

const run = promisify(execFile);
const PG_BIN = existsSync('/usr/lib/postgresql/15/bin/pg_dump') ? '/usr/lib/postgresql/15/bin' : '';
const source = randomDbName('backup_src');
const target = randomDbName('backup_dst');
const work = tempDir('colabora-backup');

afterAll(async () => {
  for (const name of [source, target]) await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

/** Every table of the app (and the migrations journal) with its row count. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
    );
    const out: Record<string, number> = {};
    for (const t of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${t.schema}"."${t.name}"`);
      out[`${t.schema}.${t.name}`] = Number(rows[0]!.n);
    }
    return out;
  } finally {
    await client.end();
  }
}

function filesWithHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return out;
}

describe('scripts/backup.sh and scripts/restore.sh', () => {
  it('restore a seeded database and its files into a fresh installation, row for row and byte for byte', async () => {
    await adminQuery(ADMIN_URL, `CREATE DATABASE ${source}`);
    const sourceUrl = withDatabase(ADMIN_URL, source);
    const db = await openDatabase({ databaseUrl: sourceUrl, migrate: true, poolMax: 2 });
    const sourceDir = path.join(work, 'source');
    try {
      // A small installation: an admin, three creators with a collaboration each, a delivered photo on disk.
      await db.db.insert(profiles).values({ id: 'admin-1', email: 'admin@example.com', fullName: 'Admin' });
      await db.db.insert(userRoles).values({ userId: 'admin-1', role: 'admin' });
      for (let i = 1; i <= 3; i++) {
        await db.db.insert(profiles).values({ id: `creadora-${i}`, email: `c${i}@example.com`, fullName: `Creadora ${i}` });
        await db.db.insert(userRoles).values({ userId: `creadora-${i}`, role: 'colaboradora' });
        const [c] = await db.db.insert(colaboradoras).values({ userId: `creadora-${i}`, nombre: `Creadora ${i}` }).returning();
        const [colab] = await db.db
          .insert(colaboraciones)
          .values({ titulo: `Jeans ${i} «ñandú»`, producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id })
          .returning();
        const key = `${colab!.id}/foto-${i}.png`;
        mkdirSync(path.join(sourceDir, 'uploads', 'entregas', colab!.id), { recursive: true });
        writeFileSync(path.join(sourceDir, 'uploads', 'entregas', key), Buffer.from(`png-bytes-${i}`.repeat(1000)));
        await db.db.insert(entregas).values({ colaboracionId: colab!.id, tipoContenido: 'imagen', plataforma: 'upload', estado: 'enviado', fileKey: key, imagenUrl: `storage://entregas/${key}` });
      }
    } finally {
      await db.close();
    }
    // An unfinished resumable upload is not part of a backup.
    mkdirSync(path.join(sourceDir, 'uploads', '.tus-partial'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'uploads', '.tus-partial', 'abc'), 'partial');

    const backupDir = path.join(work, 'backup');
    const env = { ...process.env, PG_BIN, STORAGE_DRIVER: 'disk' };
    await run('bash', ['scripts/backup.sh', backupDir], { env: { ...env, DATABASE_URL: sourceUrl, DATA_DIR: sourceDir } });
    expect(readFileSync(path.join(backupDir, 'MANIFEST'), 'utf8')).toMatch(/uploads=backup\/uploads\.tar\.gz/);

    await adminQuery(ADMIN_URL, `CREATE DATABASE ${target}`);
    const targetUrl = withDatabase(ADMIN_URL, target);
    const targetDir = path.join(work, 'restored');
    await run('bash', ['scripts/restore.sh', backupDir], { env: { ...env, DATABASE_URL: targetUrl, DATA_DIR: targetDir } });

    const before = await rowCounts(sourceUrl);
    expect(before['public.colaboraciones']).toBe(3);
    expect(before['public.entregas']).toBe(3);
    expect(Object.keys(before).some((t) => t.startsWith('drizzle.'))).toBe(true);
    expect(await rowCounts(targetUrl)).toEqual(before);

    const restoredFiles = filesWithHashes(path.join(targetDir, 'uploads'));
    const { [path.join('.tus-partial', 'abc')]: partial, ...sourceFiles } = filesWithHashes(path.join(sourceDir, 'uploads'));
    expect(partial).toBeDefined();
    expect(Object.keys(restoredFiles)).toHaveLength(3);
    expect(restoredFiles).toEqual(sourceFiles);

    // The restored copy is a working installation: the app opens it, finds nothing to migrate, reads it.
    const restored = await openDatabase({ databaseUrl: targetUrl, migrate: true, poolMax: 2 });
    try {
      const titles = (await restored.db.select({ titulo: colaboraciones.titulo }).from(colaboraciones)).map((r) => r.titulo).sort();
      expect(titles).toEqual(['Jeans 1 «ñandú»', 'Jeans 2 «ñandú»', 'Jeans 3 «ñandú»']);
    } finally {
      await restored.close();
    }
  });
});
