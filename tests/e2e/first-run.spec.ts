import type { Page } from '@playwright/test';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { budget } from '../budget';

let server: FreshServer;
test.beforeAll(async () => {
  // A second server starting from nothing (PGlite, migrations) can take a while on a busy machine.
  test.setTimeout(budget(120_000));
  server = await startFreshServer();
});
// Two sign-ups (password hashing) on a server whose first requests warm it up: more than 30 s when the
// machine is busy.
test.describe.configure({ timeout: budget(60_000) });
test.afterAll(async () => {
  await server?.stop();
});

async function signUp(page: Page, fullName: string, email: string) {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre completo').fill(fullName);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, 'Cuenta creada exitosamente')).toBeVisible();
}

test('on an empty instance the first account runs the place and the next one waits', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUp(firstPage, 'Dueña de la Marca', 'duena@marca.test');
  await expect(firstPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await firstPage.goto(`${server.url}/admin/roles`);
  await expect(firstPage.getByRole('row').filter({ hasText: 'duena@marca.test' })).toContainText('Administrador');

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signUp(secondPage, 'Segunda Persona', 'segunda@marca.test');
  await expect(secondPage.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
  await first.close();
  await second.close();
});
