import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, serverCommand } from '../../scripts/build-server.mjs';

// Issue 17 'bad input': a malformed SMTP_URL stops the start with a clear Spanish message, no stack trace.
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colabora-config-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server start', () => {
  it('refuses a malformed SMTP_URL in Spanish and exits 1', async () => {
    await buildServer({ quiet: true });
    const [node, args] = serverCommand();
    const child = spawn(node, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: 'http://correo.example.mx', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Configuración no válida');
    expect(err).toContain('SMTP_URL no es válida: usa smtp://servidor:587 o smtps://usuario:contraseña@servidor:465');
    expect(err).not.toMatch(/\n\s+at /); // no stack trace
  }, 120_000);
});
