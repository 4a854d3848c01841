import { expect, test } from './support/fixtures';

/**
 * The web runs on React 19 and React DOM (decision 033), not on a stand-in: React DOM registers with the
 * React DevTools global hook as it loads and reports every commit to it, which is what lets DevTools
 * (and the profiler) see the tree. A minimal hook, installed before any script of the page runs, records
 * both; a runtime that is not React never calls it.
 */
declare global {
  interface Window {
    __devtoolsProbe?: { renderers: { version?: string; rendererPackageName?: string; bundleType?: number }[]; commits: number; unmounts: number };
  }
}

test.describe('React runtime (decision 033)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const probe = { renderers: [] as { version?: string; rendererPackageName?: string; bundleType?: number }[], commits: 0, unmounts: 0 };
      window.__devtoolsProbe = probe;
      const renderers = new Map<number, unknown>();
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          renderers,
          supportsFiber: true,
          inject(renderer: { version?: string; rendererPackageName?: string; bundleType?: number }) {
            const id = renderers.size + 1;
            renderers.set(id, renderer);
            probe.renderers.push({ version: renderer.version, rendererPackageName: renderer.rendererPackageName, bundleType: renderer.bundleType });
            return id;
          },
          checkDCE() {},
          onCommitFiberRoot() {
            probe.commits += 1;
          },
          onCommitFiberUnmount() {
            probe.unmounts += 1;
          },
        },
      });
    });
  });

  test('React DOM 19 (its production build) registers with the DevTools hook and reports the roots it commits', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeVisible();
    const probe = await page.evaluate(() => window.__devtoolsProbe);
    expect(probe?.renderers).toHaveLength(1);
    expect(probe?.renderers[0]?.rendererPackageName).toBe('react-dom');
    expect(probe?.renderers[0]?.version).toMatch(/^19\./);
    // bundleType 0 is React's production build, 1 its development build.
    expect(probe?.renderers[0]?.bundleType).toBe(0);
    expect(probe?.commits).toBeGreaterThan(0);
  });

  test('a signed-in creator’s screens commit through the same renderer', async ({ page, loginAs }) => {
    await loginAs('colaboradora');
    await page.goto('/colaboradora/inicio');
    await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeVisible();
    const before = await page.evaluate(() => window.__devtoolsProbe?.commits ?? 0);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Disponible' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/disponibles$/);
    await expect.poll(() => page.evaluate(() => window.__devtoolsProbe?.commits ?? 0)).toBeGreaterThan(before);
    expect(await page.evaluate(() => window.__devtoolsProbe?.renderers.length)).toBe(1);
  });
});
