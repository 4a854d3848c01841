import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema';
import { createTestContext, json, type TestContext } from '../../test/context';
import { SETTING_KEYS } from '../../db/app-settings';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/referencias (Referencias visuales)', () => {
  it('answers null until an admin saves the gallery URL in Configuración, then that URL', async () => {
    const creator = await ctx.loginAs('colaboradora');
    let res = await creator.get('/api/referencias');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ url: null });

    const admin = await ctx.loginAs('admin');
    const url = 'https://drive.google.com/drive/folders/referencias-2026';
    expect((await admin.put('/api/shopify/settings', { referenciasUrl: url })).status).toBe(200);
    const [row] = await ctx.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEYS.referenciasUrl));
    expect(row?.value).toBe(url);
    res = await creator.get('/api/referencias');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ url });

    // Clearing it in Configuración answers null again (and is no server error).
    for (const cleared of ['', null]) {
      expect((await admin.put('/api/shopify/settings', { referenciasUrl: url })).status).toBe(200);
      const clear = await admin.put('/api/shopify/settings', { referenciasUrl: cleared });
      expect(clear.status, String(cleared)).toBe(200);
      expect(await json(await creator.get('/api/referencias'))).toEqual({ url: null });
      expect(await ctx.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEYS.referenciasUrl))).toHaveLength(0);
    }
  });

  it('is only for creators', async () => {
    const anonymous = await ctx.client().get('/api/referencias');
    expect(anonymous.status).toBe(401);
    expect((await json<{ error: { code: string } }>(anonymous)).error.code).toBe('UNAUTHENTICATED');
    for (const role of ['admin', 'tienda'] as const) {
      const res = await (await ctx.loginAs(role)).get('/api/referencias');
      expect(res.status, role).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('FORBIDDEN');
    }
  });
});
