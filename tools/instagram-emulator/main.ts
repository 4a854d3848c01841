/**
 * Runs the Instagram Graph emulator on its own (`npm run instagram:emulator`; `npm run demo` starts it too).
 *   INSTAGRAM_EMULATOR_PORT     default 3997
 *   INSTAGRAM_EMULATOR_HOST     default 127.0.0.1
 *   INSTAGRAM_EMULATOR_APP_ID / _APP_SECRET / _TOKEN   the Meta app and the long-lived token it accepts
 *   INSTAGRAM_EMULATOR_BRAND    the brand's professional account, default colabora.demo
 *   INSTAGRAM_EMULATOR_WEBHOOK_URL  where the mentions webhook goes (the app's /api/webhooks/instagram)
 *   INSTAGRAM_EMULATOR_SEED     demo (default) or empty
 */
import { createInstagramEmulator } from './emulator';

const env = process.env;
const emulator = createInstagramEmulator({
  appId: env.INSTAGRAM_EMULATOR_APP_ID || undefined,
  appSecret: env.INSTAGRAM_EMULATOR_APP_SECRET || undefined,
  token: env.INSTAGRAM_EMULATOR_TOKEN || undefined,
  brandUsername: env.INSTAGRAM_EMULATOR_BRAND || undefined,
  webhookUrl: env.INSTAGRAM_EMULATOR_WEBHOOK_URL || undefined,
  seed: env.INSTAGRAM_EMULATOR_SEED === 'empty' ? 'empty' : 'demo',
  log: (m) => console.error(m),
});
const url = await emulator.listen(Number(env.INSTAGRAM_EMULATOR_PORT ?? 3997), env.INSTAGRAM_EMULATOR_HOST || '127.0.0.1');
console.log(`Instagram emulator on ${url}  (Graph API ${emulator.graphUrl}, panel ${url}/emulator)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().finally(() => process.exit(0)));
