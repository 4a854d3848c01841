import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'colabora-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir).toBe(path.join(dir, 'pglite'));
    expect(c.trustedOrigins).toEqual(['http://localhost:3000']);
    expect(c.secureCookies).toBe(false);
    expect(c.trustProxy).toBe(false);
    expect(c.authRateLimitMax).toBe(10);
  });

  it('email: SMTP_URL as smtp:// or smtps://, a default sender from APP_URL, the outbox under DATA_DIR (issue 17)', () => {
    const none = loadConfig({ DATA_DIR: dir, APP_URL: 'https://colabora.example.mx' });
    expect(none.mail).toEqual({ smtpUrl: undefined, from: 'Colabora <no-responder@colabora.example.mx>', outboxDir: path.join(dir, 'outbox') });
    expect(loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtps://hola:secreto@smtp.example.mx:465', MAIL_FROM: 'Marca <hola@marca.mx>' }).mail).toMatchObject({
      smtpUrl: 'smtps://hola:secreto@smtp.example.mx:465',
      from: 'Marca <hola@marca.mx>',
    });
    for (const bad of ['http://smtp.example.mx', 'smtp.example.mx:587', 'smtp://']) {
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: bad })).toThrow(
        'SMTP_URL no es válida: usa smtp://servidor:587 o smtps://usuario:contraseña@servidor:465',
      );
    }
  });

  it('generates the secret once, private to the server, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    const file = path.join(dir, 'app-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it("trusts Vite's dev server only in development, and https means Secure cookies", () => {
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).trustedOrigins).toContain('http://localhost:5173');
    const prod = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', APP_URL: 'https://colabora.example/' });
    expect(prod.trustedOrigins).toEqual(['https://colabora.example']);
    expect(prod.secureCookies).toBe(true);
  });

  it('refuses a bad environment with a readable message', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('reads the metrics token and the tracing settings (decision 031), all off by default', () => {
    expect(loadConfig({ DATA_DIR: dir }).observability).toEqual({
      metricsToken: undefined,
      otlpEndpoint: undefined,
      serviceName: 'colabora',
      traceSampleRatio: 1,
    });
    // Empty values, as an env file leaves them, are "not set".
    const empty = { METRICS_TOKEN: '', OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: '', OTEL_TRACES_SAMPLER_ARG: '' };
    expect(loadConfig({ DATA_DIR: dir, ...empty }).observability).toEqual(loadConfig({ DATA_DIR: dir }).observability);
    const on = loadConfig({
      DATA_DIR: dir,
      METRICS_TOKEN: ' 0123456789abcdef0123 ',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/',
      OTEL_SERVICE_NAME: 'colabora-mx',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(on.observability).toEqual({ metricsToken: '0123456789abcdef0123', otlpEndpoint: 'http://otel-collector:4318', serviceName: 'colabora-mx', traceSampleRatio: 0.25 });
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dir, OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dir, OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
