import type { Role } from '../../src/shared/domain/roles';
import { PERMISSIONS } from '../../src/shared/domain/permissions';
import { SCREENS, type ScreenRoute } from '../../src/shared/routes';
import { expect, test } from './support/fixtures';
import { budget } from '../budget';

/** The screens of the route table (decision 035) whose permission `role` holds (no public or account screens). */
function screensOf(role: Role): string[] {
  return Object.values(SCREENS as Record<string, ScreenRoute>)
    .filter((s) => s.access in PERMISSIONS && (PERMISSIONS[s.access as keyof typeof PERMISSIONS] as readonly Role[]).includes(role))
    .map((s) => s.path);
}
const STAFF = screensOf('admin');
const STAFF_ONLY = STAFF.filter((path) => !screensOf('tienda').includes(path));

test.describe('route guards (spec §2, §5; docs/decisions/001)', () => {
  test('a creator is sent to her home from every staff screen', async ({ page, loginAs }) => {
    // Ten full page loads, each a fresh start of the app: more than the default 30 s on a loaded machine.
    test.setTimeout(budget(90_000));
    await loginAs('colaboradora');
    for (const path of STAFF) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL(/\/colaboradora\/inicio$/);
    }
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  test('tienda opens Medidas and Confirmación and is sent to Confirmación from admin screens', async ({ page, loginAs }) => {
    // Ten full page loads (see above).
    test.setTimeout(budget(90_000));
    await loginAs('tienda');
    await page.goto('/admin/medidas');
    await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
    await page.goto('/logistica/confirmacion');
    await expect(page.getByRole('heading', { name: 'Confirmación de producto' })).toBeVisible();
    await expect(page.getByText('Verifica que el producto sigue disponible.')).toBeVisible();
    for (const path of [...STAFF_ONLY, '/colaboradora/inicio']) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL(/\/logistica\/confirmacion$/);
    }
  });

  test('an admin opens every staff screen and is sent to the dashboard from the portal', async ({ page, loginAs }) => {
    // Fourteen screens, each loading its own chunk and live data: more than the default 30 s on a loaded machine.
    test.setTimeout(budget(90_000));
    await loginAs('admin');
    const titles: Record<string, string> = {
      '/': 'Dashboard',
      '/colaboradoras': 'Colaboradoras',
      '/entregas': 'Entregas',
      '/logistica': 'Logística',
      '/contenido': 'Contenido',
      '/resultados': 'Resultados',
      '/ventas': 'Ventas y comisiones',
      '/admin/roles': 'Gestión de Roles',
      '/admin/colaboraciones': 'Gestión de Colaboraciones',
      '/admin/configuracion': 'Configuración',
      '/admin/medidas': 'Medidas de Jeans',
      '/logistica/confirmacion': 'Confirmación de producto',
      '/logistica/problemas': 'Problemas',
      '/admin/solicitudes': 'Solicitudes',
    };
    expect(Object.keys(titles).sort(), 'every staff screen of the route table').toEqual([...STAFF].sort());
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true }), path).toBeVisible();
    }
    await page.goto('/colaboradora/inicio');
    await expect(page).toHaveURL(/\/$/);
  });

  test('creator redirects: /colaboradora and the order page without id', async ({ page, loginAs }) => {
    await loginAs('colaboradora');
    await page.goto('/colaboradora');
    await expect(page).toHaveURL(/\/colaboradora\/inicio$/);
    await page.goto('/colaboradora/confirmacion-pedido');
    await expect(page).toHaveURL(/\/colaboradora\/colaboraciones$/);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/no-existe/de-verdad');
    await expect(page.getByText('Página no encontrada')).toBeVisible();
    await page.getByRole('link', { name: /volver al inicio/i }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
