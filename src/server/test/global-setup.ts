import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminQuery, randomDbName, withDatabase } from './template';

/**
 * Builds ONE migrated database per test run; every test file then starts from a copy of it (see
 * context.ts). Creating and migrating a database is the slow part (about 5 s for PGlite), copying is not.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = randomDbName('colabora_tpl');
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), migrate: true, poolMax: 1 });
    await database.close();
    project.provide('pgTemplateDatabase', name);
    project.provide('pgliteTemplateDump', '');
    return async () => {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'colabora-pglite-template-'));
  const migrated = await openDatabase({ migrate: true });
  if (!migrated.pglite) throw new Error('expected PGlite');
  const dump = await migrated.pglite.dumpDataDir('none');
  await migrated.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplateDump', file);
  project.provide('pgTemplateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

