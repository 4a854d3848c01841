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
// Issue 30: the Instagram Graph and TikTok emulators; the app looks for posts every 6 s.
const igPort = await freePort();
const igUrl = `http://127.0.0.1:${igPort}`;
const ttPort = await freePort();
const ttUrl = `http://127.0.0.1:${ttPort}`;
const ig = { appId: 'e2e-meta-app', appSecret: 'e2e-meta-secret', token: 'IGQ_e2e_token' };
const tt = { key: 'e2e-tiktok-key', secret: 'e2e-tiktok-secret' };
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
  INSTAGRAM_GRAPH_URL: `${igUrl}/v23.0`,
  TIKTOK_API_URL: ttUrl,
  TIKTOK_AUTH_URL: ttUrl,
  TIKTOK_CLIENT_KEY: tt.key,
  TIKTOK_CLIENT_SECRET: tt.secret,
  PUBLICACIONES_CHECK_MINUTES: '0.1',
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
const social = [
  spawn(bin('tsx'), ['tools/instagram-emulator/main.ts'], {
    env: {
      ...process.env,
      INSTAGRAM_EMULATOR_PORT: String(igPort),
      INSTAGRAM_EMULATOR_APP_ID: ig.appId,
      INSTAGRAM_EMULATOR_APP_SECRET: ig.appSecret,
      INSTAGRAM_EMULATOR_TOKEN: ig.token,
      INSTAGRAM_EMULATOR_WEBHOOK_URL: `${baseUrl}/api/webhooks/instagram`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
  spawn(bin('tsx'), ['tools/tiktok-emulator/main.ts'], {
    env: { ...process.env, TIKTOK_EMULATOR_PORT: String(ttPort), TIKTOK_EMULATOR_CLIENT_KEY: tt.key, TIKTOK_EMULATOR_CLIENT_SECRET: tt.secret },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];
const socialExited = social.map(() => false);
social.forEach((child, i) => child.on('exit', () => (socialExited[i] = true)));

// The server starts once the emulator answers (it subscribes to the store's webhooks on start).
let server = null;

function stop() {
  void server?.stop();
  if (!emulatorExited) emulator.kill('SIGTERM');
  social.forEach((child, i) => {
    if (!socialExited[i]) child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = 1;
try {
  await waitForUrl(`${emulatorUrl}/emulator/state`, { name: 'Shopify emulator', exited: () => emulatorExited });
  await waitForUrl(`${igUrl}/emulator/state`, { name: 'Instagram emulator', exited: () => socialExited[0] });
  await waitForUrl(`${ttUrl}/emulator/state`, { name: 'TikTok emulator', exited: () => socialExited[1] });
  // The compiled server, as production runs it (decision 034).
  server = await startServer({ env, stdio: ['ignore', 'inherit', 'inherit'] });
  // `node scripts/e2e.mjs -- tests/e2e/x.spec.ts`: npm's separator is not Playwright's (after its own
  // `--`, Playwright ignored the file and ran every spec).
  const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
  code = await run(bin('playwright'), ['test', ...args], {
    env: { ...process.env, E2E_PORT: String(port), E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_WEB_DIR: webDir, E2E_EMULATOR_URL: emulatorUrl,
      E2E_INSTAGRAM_URL: igUrl, E2E_INSTAGRAM_APP_ID: ig.appId, E2E_INSTAGRAM_APP_SECRET: ig.appSecret, E2E_INSTAGRAM_TOKEN: ig.token, E2E_TIKTOK_URL: ttUrl },
  });
} catch (error) {
  console.error(String(error));
} finally {
  stop();
}
process.exit(code);
