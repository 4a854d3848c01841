import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A fresh browser context as the creator's phone (412 × 823, touch, 1.75 DPR: Lighthouse's mobile
 * viewport), signed in with `cookie` on `base`: the first-load benches each open one per run.
 */
export async function creatorPhoneContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const domain = new URL(base).hostname;
  await ctx.addCookies(
    cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), domain, path: '/' };
    }),
  );
  return ctx;
}
