import type { Browser, BrowserContext } from '@playwright/test';
import { cookieList } from '../lib/cookies';

/**
 * A fresh browser context as the creator's phone (412 × 823, touch, 1.75 DPR: Lighthouse's mobile
 * viewport), signed in with `cookie` on `base`: the first-load benches each open one per run.
 */
export async function creatorPhoneContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  await ctx.addCookies(cookieList(cookie, base));
  return ctx;
}

