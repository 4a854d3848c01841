import type { Env } from '../config';
import { createTestContext, type TestContext } from './context';
import { processWebhooks } from './webhooks';
import { configureStoreClients } from '../shopify/connection';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../../tools/shopify-emulator';

/** For API tests: the emulator's webhook secret, which the test app is configured with. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-colabora';
export const TEST_STORE_DOMAIN = 'colabora-demo.myshopify.com';
export const TEST_ADMIN_TOKEN = 'shpat_emulator';

export interface StoreTestContext extends TestContext {
  emu: Emulator;
  /** Waits for the emulator's webhooks in flight, then processes what they recorded (the server's worker). */
  settle(): Promise<void>;
}

/**
 * A test app connected to its own store emulator on 127.0.0.1:0 (through the environment, as in the
 * demo). The emulator's webhooks go straight into the app (app.request), and store clients sleep 1 ms
 * instead of seconds when throttled.
 */
export async function createStoreTestContext(
  options: { env?: Env; emulator?: EmulatorOptions; connectByEnv?: boolean } = {},
): Promise<StoreTestContext> {
  let ctx: TestContext | null = null;
  const emu = createEmulator({
    webhookSecret: TEST_WEBHOOK_SECRET,
    // A bucket that refills at once: tests sleep 1 ms, so only forced faults throttle.
    bucket: { restoreRate: 1_000_000 },
    fetch: async (input, init) => {
      if (!ctx) throw new Error('test app not ready');
      return ctx.app.request(String(input instanceof Request ? input.url : input), init);
    },
    ...options.emulator,
  });
  await emu.listen(0, '127.0.0.1');
  configureStoreClients({ sleep: () => new Promise((r) => setTimeout(r, 1)) });
  const connection: Env =
    options.connectByEnv === false
      ? { SHOPIFY_API_URL: emu.url }
      : {
          SHOPIFY_API_URL: emu.url,
          SHOPIFY_STORE_DOMAIN: TEST_STORE_DOMAIN,
          SHOPIFY_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
          SHOPIFY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        };
  ctx = await createTestContext({ env: { ...connection, ...options.env } });
  const closeApp = ctx.close;
  const app = ctx;
  return Object.assign(ctx, {
    emu,
    async settle() {
      await emu.controls.webhooksIdle();
      await processWebhooks(app);
    },
    async close() {
      await emu.close();
      await closeApp();
    },
  });
}
