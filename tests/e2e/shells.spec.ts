import { expect, test } from './support/fixtures';

test.describe('staff shell (spec §2 Layout)', () => {
  test('the admin sidebar has the groups and links of the spec', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Dashboard', 'Colaboradoras', 'Entregas', 'Contenido', 'Gestión de Roles', 'Configuración']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Gestión', 'Medidas', 'Seguimiento', 'Confirmación']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Groups collapse.
    await nav.getByRole('button', { name: /Colaboraciones/ }).click();
    await expect(nav.getByRole('link', { name: 'Medidas', exact: true })).toBeHidden();
    await nav.getByRole('button', { name: /Colaboraciones/ }).click();
    await nav.getByRole('link', { name: 'Medidas', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
  });

  // The sidebar's links are plain anchors that navigate in the app (decision 093): no document load, the
  // current screen marked for assistive technology, a modified click left to the browser.
  test('the sidebar navigates in the app and marks the current screen', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    const loads = () => page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin);
    const before = await loads();
    await nav.getByRole('link', { name: 'Entregas', exact: true }).click();
    await expect(page).toHaveURL(/\/entregas$/);
    await expect(nav.getByRole('link', { name: 'Entregas', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
    expect(await loads(), 'the same document: no page load').toBe(before);
    // Nested links and a section's own pages: Seguimiento is '/logistica' exactly, not Confirmación's parent.
    await nav.getByRole('link', { name: 'Confirmación', exact: true }).click();
    await expect(page).toHaveURL(/\/logistica\/confirmacion$/);
    await expect(nav.getByRole('link', { name: 'Confirmación', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Seguimiento', exact: true })).not.toHaveAttribute('aria-current', 'page');
    // A Ctrl+click opens a new tab, as any link: this page stays where it is.
    const popup = page.context().waitForEvent('page');
    await nav.getByRole('link', { name: 'Contenido', exact: true }).click({ modifiers: ['Control'] });
    await (await popup).close();
    await expect(page).toHaveURL(/\/logistica\/confirmacion$/);
    expect(await loads()).toBe(before);
  });

  test('tienda sees only what she may open', async ({ page, loginAs }) => {
    await loginAs('tienda');
    await page.goto('/logistica/confirmacion');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Medidas', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Confirmación', exact: true })).toBeVisible();
    for (const name of ['Dashboard', 'Colaboradoras', 'Entregas', 'Contenido', 'Gestión de Roles', 'Gestión', 'Seguimiento']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });

  test('the user menu shows email and role and signs out', async ({ page, loginAs }) => {
    const user = await loginAs('tienda');
    await page.goto('/logistica/confirmacion');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(user.email);
    await expect(menu).toContainText('Tienda');
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/admin/medidas');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fmedidas$/);
  });

  test('the theme follows the system, toggles, and is remembered', async ({ page, loginAs }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await loginAs('admin');
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the remembered theme is on before any app script, the CSP allowing its inline script; favicon and logo ask nothing (decision 100)', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/auth');
    await expect(page.getByRole('img', { name: 'Colabora' })).toBeVisible();
    // The logo is drawn (the symbol index.html carries), at the height of its box.
    const logo = await page.getByRole('img', { name: 'Colabora' }).boundingBox();
    expect(logo?.width).toBeGreaterThan(100);
    expect(asked.filter((p) => /^\/(theme-init\.js|favicon\.svg|brand\/)/.test(p))).toEqual([]);

    // The choice is a cookie the server writes into <html> (decision 104).
    await page.evaluate(() => (document.cookie = 'colabora-pref-tema=dark; Path=/; SameSite=Lax'));
    // Without any of the app's scripts: what applies the theme is the page's own inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth');
    await expect(page.getByRole('status')).toHaveText('Cargando...');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('data-pref-tema', 'dark');
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    expect(refused).toEqual([]);
  });

  test('a first load reads no storage: the theme and Modo administrador come written in the page (decision 104)', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/entregas');
    await page.getByRole('switch', { name: 'Modo administrador' }).click();
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    // Every call of the Storage API from here on, counted before the page's own scripts run.
    await page.addInitScript(() => {
      const w = window as Window & { storageCalls?: string[] };
      w.storageCalls = [];
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
        Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
          w.storageCalls!.push(`${method}(${String(args[0])})`);
          return original.apply(this, args);
        } as never;
      }
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Entregas', level: 1 })).toBeVisible();
    // Both choices held across the reload...
    await expect(page.getByRole('switch', { name: 'Modo administrador' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    await page.waitForFunction(() => performance.getEntriesByName('colabora:first-load-over').length > 0);
    // ...and nothing of the first load touched localStorage or sessionStorage.
    expect(await page.evaluate(() => (window as Window & { storageCalls?: string[] }).storageCalls)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the sidebar becomes a slide-out menu', async ({ page, loginAs }) => {
      await loginAs('admin');
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Gestión de Roles', exact: true })).toBeHidden();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: 'Gestión de Roles', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Gestión de Roles' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

test.describe('creator shell (spec §2 Layout)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a 5-column bottom tab bar and the Recursos menu, no sidebar', async ({ page, loginAs }) => {
    await loginAs('colaboradora');
    await page.goto('/colaboradora/inicio');
    const tabs = page.getByRole('navigation', { name: 'Secciones' });
    const links = tabs.getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links).toHaveText(['Inicio', 'Disponible', 'Pendiente', 'Entrega', 'Contenido']);
    await expect(page.getByRole('link', { name: 'Gestión de Roles' })).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Pendiente' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/colaboraciones$/);
    await tabs.getByRole('link', { name: 'Entrega' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/entregadas$/);

    await page.getByRole('button', { name: 'Recursos' }).click();
    await page.getByRole('menuitem', { name: 'Guía técnica' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/guia-tecnica$/);
    await expect(page.getByText(/1080\s*x\s*1350|1080×1350/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Recursos' }).click();
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/perfil$/);
    await page.getByRole('button', { name: 'Recursos' }).click();
    await page.getByRole('menuitem', { name: 'Referencias visuales' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/referencias$/);
  });
});
