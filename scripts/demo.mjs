#!/usr/bin/env node
// npm run demo: the app connected to the local Shopify emulator (demo catalogue, no accounts: the first
// sign-up becomes admin). Starts the emulator, then the app through scripts/start.mjs (which builds the
// web when stale), with the SHOPIFY_* variables pointing at the emulator. Honours PORT, DATA_DIR
// (default ./data/demo, apart from npm start's ./data files) and APP_URL; SHOPIFY_EMULATOR_PORT (3999);
// SHOPIFY_EMULATOR_SEED (demo, edge, or e.g. 5000x10), SHOPIFY_EMULATOR_PLAN (standard, advanced, plus)
// and the other SHOPIFY_EMULATOR_* settings of tools/shopify-emulator/main.ts.
// A local mail catcher (a real SMTP server on loopback, MAIL_CATCHER_SMTP_PORT 2525, with a page on
// MAIL_CATCHER_HTTP_PORT 3998) receives every email the app sends. The Instagram Graph emulator
// (INSTAGRAM_EMULATOR_PORT 3997) and the TikTok emulator (TIKTOK_EMULATOR_PORT 3996) hold a few creators'
// public posts, and the app checks for posts every minute (PUBLICACIONES_CHECK_MINUTES, issue 30).
// Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const port = Number(process.env.PORT ?? 3000);
const appUrl = (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const dataDir = process.env.DATA_DIR ?? path.join('data', 'demo');
const emulatorPort = Number(process.env.SHOPIFY_EMULATOR_PORT ?? 3999);
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const storeDomain = 'colabora-demo.myshopify.com';
const adminToken = 'shpat_demo_' + randomBytes(8).toString('hex');
const webhookSecret = randomBytes(24).toString('hex');
const mailSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const mailHttpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3998);
const mailUrl = `http://127.0.0.1:${mailHttpPort}`;

const igPort = Number(process.env.INSTAGRAM_EMULATOR_PORT ?? 3997);
const igUrl = `http://127.0.0.1:${igPort}`;
const igAppId = 'demo-app-' + randomBytes(4).toString('hex');
const igAppSecret = randomBytes(16).toString('hex');
const igToken = 'IGQ_demo_' + randomBytes(12).toString('hex');
const ttPort = Number(process.env.TIKTOK_EMULATOR_PORT ?? 3996);
const ttUrl = `http://127.0.0.1:${ttPort}`;
const ttKey = 'demo-tiktok-' + randomBytes(4).toString('hex');
const ttSecret = randomBytes(16).toString('hex');

const children = [];
let stopping = false;

function start(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('error', (err) => {
    console.error(`[demo] ${name}: ${err.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[demo] ${name} stopped (${signal ?? code}); stopping the demo`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(0);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

async function waitFor(url, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!stopping) console.error(`[demo] ${what} did not answer at ${url}`);
  return false;
}

start('emulator', bin('tsx'), [path.join(root, 'tools/shopify-emulator/main.ts')], {
  SHOPIFY_EMULATOR_PORT: String(emulatorPort),
  SHOPIFY_EMULATOR_HOST: '127.0.0.1',
  SHOPIFY_EMULATOR_TOKEN: adminToken,
  SHOPIFY_EMULATOR_WEBHOOK_SECRET: webhookSecret,
  // SHOPIFY_EMULATOR_SEED=5000x10 SHOPIFY_EMULATOR_PLAN=standard npm run demo: the 50,000-variant store.
  SHOPIFY_EMULATOR_SEED: process.env.SHOPIFY_EMULATOR_SEED || 'demo',
});
if (!(await waitFor(`${emulatorUrl}/emulator/state`, 'the emulator', 60_000))) stop(1);

start('mail catcher', bin('tsx'), [path.join(root, 'tools/mail-catcher/main.ts')], {
  MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
  MAIL_CATCHER_HTTP_PORT: String(mailHttpPort),
});
if (!(await waitFor(`${mailUrl}/messages`, 'the mail catcher', 60_000))) stop(1);

start('instagram emulator', bin('tsx'), [path.join(root, 'tools/instagram-emulator/main.ts')], {
  INSTAGRAM_EMULATOR_PORT: String(igPort),
  INSTAGRAM_EMULATOR_APP_ID: igAppId,
  INSTAGRAM_EMULATOR_APP_SECRET: igAppSecret,
  INSTAGRAM_EMULATOR_TOKEN: igToken,
  INSTAGRAM_EMULATOR_WEBHOOK_URL: `${appUrl}/api/webhooks/instagram`,
});
start('tiktok emulator', bin('tsx'), [path.join(root, 'tools/tiktok-emulator/main.ts')], {
  TIKTOK_EMULATOR_PORT: String(ttPort),
  TIKTOK_EMULATOR_CLIENT_KEY: ttKey,
  TIKTOK_EMULATOR_CLIENT_SECRET: ttSecret,
});
if (!(await waitFor(`${igUrl}/emulator/state`, 'the Instagram emulator', 60_000))) stop(1);
if (!(await waitFor(`${ttUrl}/emulator/state`, 'the TikTok emulator', 60_000))) stop(1);
const igBrand = (await (await fetch(`${igUrl}/emulator/state`)).json()).brand;

start('app', process.execPath, [path.join(root, 'scripts/start.mjs')], {
  PORT: String(port),
  APP_URL: appUrl,
  DATA_DIR: dataDir,
  SHOPIFY_API_URL: emulatorUrl,
  SHOPIFY_STORE_DOMAIN: storeDomain,
  SHOPIFY_ADMIN_TOKEN: adminToken,
  SHOPIFY_WEBHOOK_SECRET: webhookSecret,
  SHOPIFY_CLIENT_ID: '',
  SHOPIFY_CLIENT_SECRET: '',
  SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
  MAIL_FROM: 'Colabora Demo <hola@colabora-demo.test>',
  INSTAGRAM_GRAPH_URL: `${igUrl}/v23.0`,
  TIKTOK_API_URL: ttUrl,
  TIKTOK_AUTH_URL: ttUrl,
  TIKTOK_CLIENT_KEY: ttKey,
  TIKTOK_CLIENT_SECRET: ttSecret,
  PUBLICACIONES_CHECK_MINUTES: process.env.PUBLICACIONES_CHECK_MINUTES || '1',
});
if (await waitFor(`${appUrl}/healthz`, 'the app', 300_000)) {
  console.log('');
  console.log('  Colabora demo');
  console.log(`  App:              ${appUrl}   (create the first account: it becomes admin)`);
  console.log(`  Store emulator:   ${emulatorUrl}/emulator   (stock, orders, shipments, webhooks)`);
  console.log(`  Mail catcher:     ${mailUrl}/   (every email the app sends)`);
  console.log(`  Instagram:        ${igUrl}/emulator   (publish a post as a creator)`);
  console.log(`    Configuración → Instagram: app ID ${igAppId}, secreto ${igAppSecret},`);
  console.log(`    token ${igToken}, ID de la cuenta ${igBrand.id} (@${igBrand.username})`);
  console.log(`  TikTok:           ${ttUrl}/emulator   (post a video as a creator)`);
  console.log(`  Data:             ${path.resolve(root, dataDir)}`);
  console.log('  Ctrl-C stops them all.');
  console.log('');
}
