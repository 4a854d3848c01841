/**
 * Runs the TikTok Login Kit + Display API emulator on its own (`npm run tiktok:emulator`; `npm run demo` too).
 *   TIKTOK_EMULATOR_PORT        default 3996
 *   TIKTOK_EMULATOR_HOST        default 127.0.0.1
 *   TIKTOK_EMULATOR_CLIENT_KEY / _CLIENT_SECRET   the app's credentials it accepts
 *   TIKTOK_EMULATOR_SEED        demo (default) or empty
 */
import { createTikTokEmulator } from './emulator';

const env = process.env;
const emulator = createTikTokEmulator({
  clientKey: env.TIKTOK_EMULATOR_CLIENT_KEY || undefined,
  clientSecret: env.TIKTOK_EMULATOR_CLIENT_SECRET || undefined,
  seed: env.TIKTOK_EMULATOR_SEED === 'empty' ? 'empty' : 'demo',
  log: (m) => console.error(m),
});
const url = await emulator.listen(Number(env.TIKTOK_EMULATOR_PORT ?? 3996), env.TIKTOK_EMULATOR_HOST || '127.0.0.1');
console.log(`TikTok emulator on ${url}  (authorize ${url}/v2/auth/authorize/, panel ${url}/emulator)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().finally(() => process.exit(0)));
