import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiContext, signIn, useSession, type TestUser } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

// Each attempt the server judges hashes passwords (scrypt): a dozen of them outlast 30 s on a busy machine.
test.describe.configure({ timeout: budget(60_000) });

/**
 * Issue 14 item 6 (decision 030): a creator and a staff member change their password from their own
 * menu. The rules answer in Spanish under the field, the change ends every other session (a second
 * browser is sent to /auth), keeps this one, and from then on only the new password signs in.
 */
const CHANGED = 'Contraseña actualizada. Cerramos tu sesión en los demás dispositivos.';

/** A second browser (another device) signed in as the same person, on a screen of hers. */
async function secondDevice(browser: Browser, user: TestUser, home: string): Promise<{ page: Page; api: APIRequestContext }> {
  const api = await apiContext();
  await signIn(api, user.email, user.password);
  const context = await browser.newContext();
  await useSession(context, api);
  const page = await context.newPage();
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return { page, api };
}

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('Contraseña actual').fill(current);
  await page.getByLabel('Nueva contraseña').fill(next);
  await page.getByLabel('Confirmar contraseña').fill(confirm);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

/** The message under a field (its aria-describedby), as a screen reader reads it with the field. */
function fieldError(page: Page, label: string, message: string) {
  return expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test.describe('Cambiar contraseña', () => {
  test.describe('a creator, on her phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('changes her password from Recursos; her other device is signed out and the new password signs in', async ({ page, browser, loginAs }) => {
      const user = await loginAs('colaboradora');
      const other = await secondDevice(browser, user, '/colaboradora/inicio');

      await page.goto('/colaboradora/inicio');
      await page.getByRole('button', { name: 'Recursos' }).click();
      await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
      await expect(page).toHaveURL(/\/cuenta\/contrasena$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
      // Her shell stays around the screen: the bottom tab bar, no staff sidebar.
      await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeVisible();

      let requests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/auth/change-password')) requests += 1;
      });
      // The shared rules answer before anything is sent, the first failing one only.
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await fieldError(page, 'Contraseña actual', 'Escribe tu contraseña actual');
      await expect(page.getByLabel('Contraseña actual')).toBeFocused();
      await changePassword(page, user.password, 'corta');
      await fieldError(page, 'Nueva contraseña', 'La contraseña debe tener al menos 8 caracteres');
      await changePassword(page, user.password, 'Mi nueva clave 2026', 'Mi nueva clave 2027');
      await fieldError(page, 'Confirmar contraseña', 'Las contraseñas no coinciden');
      await changePassword(page, user.password, user.email);
      await fieldError(page, 'Nueva contraseña', 'La contraseña no puede ser igual a tu correo.');
      expect(requests).toBe(0);

      // The server's answers: a wrong current password, a common new one.
      await changePassword(page, 'NoEsLaMia123', 'Mi nueva clave 2026');
      await fieldError(page, 'Contraseña actual', 'La contraseña actual no es correcta');
      await changePassword(page, user.password, 'Password123');
      await fieldError(page, 'Nueva contraseña', 'Esa contraseña es muy común. Elige una más difícil de adivinar.');
      await expect(page.getByText('Esa contraseña es muy común. Elige una más difícil de adivinar.')).toBeVisible();

      await changePassword(page, user.password, 'Mi nueva clave 2026');
      await expect(toast(page, CHANGED)).toBeVisible();
      await expect(page.getByLabel('Contraseña actual')).toHaveValue('');

      // This phone stays signed in (with a renewed session); the other device is signed out, and so is
      // the session this phone started with (the fixture's sign-up), which the change replaced.
      await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Inicio' }).click();
      await expect(page).toHaveURL(/\/colaboradora\/inicio$/);
      await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeVisible();
      await other.page.reload();
      await expect(other.page).toHaveURL(/\/auth\?next=%2Fcolaboradora%2Finicio$/);
      expect((await other.api.get('/api/me')).status()).toBe(401);
      expect((await (user as TestUser & { ctx: APIRequestContext }).ctx.get('/api/me')).status()).toBe(401);

      // Only the new password signs in now.
      await other.page.context().clearCookies();
      await signInThroughTheForm(other.page, user.email, user.password);
      await expect(toast(other.page, 'Correo o contraseña incorrectos')).toBeVisible();
      await other.page.getByLabel('Contraseña').fill('Mi nueva clave 2026');
      await other.page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(toast(other.page, 'Inicio de sesión exitoso')).toBeVisible();
      await expect(other.page).toHaveURL(/\/colaboradora\/inicio$/);
      await other.page.context().close();
    });
  });

  test('a staff member changes hers from the user menu; her other browser is signed out', async ({ page, browser, loginAs }) => {
    const user = await loginAs('tienda');
    const other = await secondDevice(browser, user, '/admin/medidas');

    await page.goto('/logistica/confirmacion');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/cuenta\/contrasena$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    await changePassword(page, user.password, user.password);
    await fieldError(page, 'Nueva contraseña', 'La nueva contraseña debe ser diferente de la actual');
    await changePassword(page, user.password, 'Tienda segura 2026');
    await expect(toast(page, CHANGED)).toBeVisible();

    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Medidas', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
    await other.page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Confirmación', exact: true }).click();
    await expect(other.page).toHaveURL(/\/auth\?next=%2Flogistica%2Fconfirmacion$/);
    expect((await other.api.get('/api/me')).status()).toBe(401);

    const fresh = await apiContext();
    expect((await fresh.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })).status()).toBe(401);
    await signIn(fresh, user.email, 'Tienda segura 2026');
    expect((await fresh.get('/api/me')).status()).toBe(200);
    await other.page.context().close();
  });

  test('someone still waiting for a role reaches it from the holding screen', async ({ page, loginAs }) => {
    const user = await loginAs(null);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/cuenta\/contrasena$/);
    await changePassword(page, user.password, 'Esperando con calma 26');
    await expect(toast(page, CHANGED)).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
  });
});
