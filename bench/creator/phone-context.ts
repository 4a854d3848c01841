import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A fresh browser context as the creator's phone (412 × 823, touch, 1.75 DPR: Lighthouse's mobile
 * viewport), signed in with `cookie` on `base`: the first-load benches each open one per run.
 */
export async function creatorPhoneContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  await ctx.addCookies(cookieList(cookie, base));
  return ctx;
}

/** A `Cookie` header's pairs as Playwright's cookies on `base`'s host. */
export function cookieList(cookie: string, base: string): { name: string; value: string; domain: string; path: string }[] {
  const domain = new URL(base).hostname;
  return cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), domain, path: '/' };
  });
}
