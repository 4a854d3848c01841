import { describe, expect, it } from 'vitest';
import { LeakyBucket, PLANS } from './bucket';
import { createEmulator } from './index';

/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read arbitrary response JSON */
type Any = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('plans and their rate limits', () => {
  it('standard by default (100 points/s, 1,000 bucket); advanced and plus by option', () => {
    expect(createEmulator({ publicUrl: 'http://x' }).bucket.throttleStatus()).toMatchObject({ maximumAvailable: 1000, restoreRate: 100 });
    expect(createEmulator({ plan: 'advanced', publicUrl: 'http://x' }).bucket.throttleStatus()).toMatchObject({ maximumAvailable: 2000, restoreRate: 200 });
    const plus = createEmulator({ plan: 'plus', publicUrl: 'http://x' });
    expect(plus.bucket.throttleStatus()).toEqual({ maximumAvailable: 10_000, currentlyAvailable: 10_000, restoreRate: 1000 });
    expect(plus.bucket.plan()).toBe('plus');
    // An explicit bucket overrides the plan's.
    expect(createEmulator({ plan: 'plus', bucket: { restoreRate: 5 }, publicUrl: 'http://x' }).bucket.throttleStatus().restoreRate).toBe(5);
    expect(() => createEmulator({ plan: 'gold' as never })).toThrow(/plan/);
  });

  it('refills at the plan rate', () => {
    let t = 0;
    for (const plan of ['standard', 'advanced', 'plus'] as const) {
      const { maximumAvailable, restoreRate } = PLANS[plan];
      const b = new LeakyBucket({ maximumAvailable, restoreRate, now: () => t });
      expect(b.take(maximumAvailable)).toBe(true);
      expect(b.take(1)).toBe(false);
      t += 1000;
      expect(b.currentlyAvailable()).toBe(restoreRate);
      t += 1_000_000;
      expect(b.currentlyAvailable()).toBe(maximumAvailable);
    }
  });

  it('switches plan by control or reset, shows it in /emulator/state and in shop.plan', async () => {
    const emu = createEmulator();
    await emu.listen(0);
    try {
      const state = async () => (await (await fetch(`${emu.url}/emulator/state`)).json()) as Any;
      const shopPlan = async () =>
        ((await (await fetch(emu.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
          body: JSON.stringify({ query: '{ shop { plan { publicDisplayName shopifyPlus partnerDevelopment } } }' }),
        })).json()) as Any).data.shop.plan;
      expect((await state()).plan).toBe('standard');
      expect(await shopPlan()).toEqual({ publicDisplayName: 'Grow', shopifyPlus: false, partnerDevelopment: false });
      const post = (path: string, body: unknown) =>
        fetch(`${emu.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post('/emulator/plan', { plan: 'plus' })).status).toBe(200);
      expect((await state()).plan).toBe('plus');
      expect((await state()).throttleStatus.maximumAvailable).toBe(10_000);
      expect((await shopPlan()).shopifyPlus).toBe(true);
      expect((await post('/emulator/plan', { plan: 'nope' })).status).toBe(400);
      expect((await post('/emulator/reset', { seed: 'empty', plan: 'advanced' })).status).toBe(200);
      expect((await state()).plan).toBe('advanced');
      expect((await post('/emulator/bucket', { restoreRate: 7 })).status).toBe(200);
      expect((await state()).plan).toBe('custom');
    } finally {
      await emu.close();
    }
  });
});
