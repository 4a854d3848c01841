import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { createUser, useSession } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { budget } from '../budget';

// Item 9 of issue 17 (decision 044): a creator installs Colabora on her phone's home screen, and without a
// network the app says so in Spanish instead of the browser's error page.
//
// A browser of its own: the suite blocks service workers (playwright.config.ts), and Chromium reports an
// incognito context (every newContext) as not installable, so this is a persistent profile.
let userDataDir: string;
let context: BrowserContext;

test.beforeEach(async () => {
  userDataDir = mkdtempSync(path.join(tmpdir(), 'colabora-installable-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 375, height: 800 },
    serviceWorkers: 'allow',
  });
});

test.afterEach(async () => {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
});

/** Waits until the page is controlled by the active worker, and returns that worker's script URL. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: budget(20_000) });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in the origin's Cache Storage, cache by cache. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('Colabora can be installed, and offline it says so in Spanish without caching any API answer', async () => {
  // A build's worker precaches the whole static build on its first visit; a busy machine needs time.
  test.setTimeout(budget(90_000));
  const user = await createUser('colaboradora');
  await useSession(context, user.ctx);
  const page = context.pages()[0] ?? (await context.newPage());

  await page.goto('/colaboradora/inicio');
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  expect(await controllingWorker(page)).toBe(`${BASE_URL}/sw.js`);

  // Chromium's own verdict: the manifest, its icons and the worker meet the install criteria.
  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, {
      timeout: budget(15_000),
    })
    .toEqual([]);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Colabora',
    short_name: 'Colabora',
    lang: 'es-MX',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#f9f6f2',
    background_color: '#f9f6f2',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0c1016');

  // A second screen, so the API answered several reads through the controlled page (her profile: a
  // landing page's reads come written into it, decision 105, and would ask the API for nothing).
  const apiAnswers: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiAnswers.push(r.url());
  });
  await page.goto('/colaboradora/perfil');
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
  expect(apiAnswers.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/colaboradora/inicio');
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByText('Revisa tu conexión a internet e inténtalo de nuevo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The page is shown at the address she asked for: Reintentar asks for it again.
  expect(new URL(page.url()).pathname).toBe('/colaboradora/inicio');

  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((p) => /^\/(?:api|metrics|healthz|readyz)(?:\/|$)/.test(p))).toEqual([]);

  // Reintentar asks again: still offline, the same screen in a new document; back online, her Inicio.
  await page.evaluate(() => ((window as Window & { beforeRetry?: boolean }).beforeRetry = true));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as Window & { beforeRetry?: boolean }).beforeRetry ?? false)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
});

test('the offline screen follows her dark theme', async () => {
  test.setTimeout(budget(60_000));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/auth');
  await controllingWorker(page);
  // Her choice's cookie (decision 104): the offline page, which the server did not write, reads it itself.
  await page.evaluate(() => (document.cookie = 'colabora-pref-tema=dark; Path=/; SameSite=Lax'));
  await context.setOffline(true);
  await page.goto('/colaboradora/inicio');
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('oklch(0.17 0.015 260)');
});
