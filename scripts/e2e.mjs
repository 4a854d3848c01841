// npm run test:e2e: build the web, start the Shopify emulator and the real server (connected to it) on a
// throwaway DATA_DIR (embedded PGlite) and free ports, wait until both are ready, run Playwright on
// Debian's Chromium, stop both.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { bin, freePort, run, startServer, tempDir, waitForUrl } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}

const port = await freePort();
const emulatorPort = await freePort();
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const emulatorToken = 'shpat_e2e';
const webhookSecret = 'e2e-webhook-secret';
const dataDir = tempDir('colabora-e2e');
// The web is built into this run's own folder: two runs at once (or npm start beside the tests) never
// rebuild the files another server is serving. E2E_SKIP_BUILD=1 serves the existing dist/web instead.
const webDir = process.env.E2E_SKIP_BUILD === '1' ? 'dist/web' : `${dataDir}/web`;
if (process.env.E2E_SKIP_BUILD !== '1') {
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir']);
  if (code !== 0) process.exit(code);
}
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: dataDir,
  WEB_DIR: webDir,
  APP_URL: baseUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Many sign-ins from one address during the suite; the API tests prove the real limit.
  AUTH_RATE_LIMIT_MAX: '10000',
  AUTH_SIGNUP_RATE_LIMIT_MAX: '10000',
  // /aplica: every test applies from one address, and a browser fills the form in well under 3 s; the
  // API tests prove the real limit and the minimum fill time (decision 072).
  APLICA_RATE_LIMIT_MAX: '10000',
  APLICA_MIN_SEGUNDOS: '0',
  // The store: the local emulator (tools/shopify-emulator) with its demo catalogue.
  SHOPIFY_API_URL: emulatorUrl,
  SHOPIFY_STORE_DOMAIN: 'colabora-e2e.myshopify.com',
  SHOPIFY_ADMIN_TOKEN: emulatorToken,
  SHOPIFY_WEBHOOK_SECRET: webhookSecret,
};
delete env.DATABASE_URL;

const emulator = spawn(bin('tsx'), ['tools/shopify-emulator/main.ts'], {
  env: {
    ...process.env,
    SHOPIFY_EMULATOR_PORT: String(emulatorPort),
    SHOPIFY_EMULATOR_TOKEN: emulatorToken,
    SHOPIFY_EMULATOR_WEBHOOK_SECRET: webhookSecret,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let emulatorExited = false;
emulator.on('exit', () => (emulatorExited = true));

// The server starts once the emulator answers (it subscribes to the store's webhooks on start).
let server = null;

function stop() {
  void server?.stop();
  if (!emulatorExited) emulator.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = 1;
try {
  await waitForUrl(`${emulatorUrl}/emulator/state`, { name: 'Shopify emulator', exited: () => emulatorExited });
  // The compiled server, as production runs it (decision 034).
  server = await startServer({ env, stdio: ['ignore', 'inherit', 'inherit'] });
  // `node scripts/e2e.mjs -- tests/e2e/x.spec.ts`: npm's separator is not Playwright's (after its own
  // `--`, Playwright ignored the file and ran every spec).
  const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
  code = await run(bin('playwright'), ['test', ...args], {
    env: { ...process.env, E2E_PORT: String(port), E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_WEB_DIR: webDir, E2E_EMULATOR_URL: emulatorUrl },
  });
} catch (error) {
  console.error(String(error));
} finally {
  stop();
}
process.exit(code);
