import type { Page } from '@playwright/test';
import { PASSWORD } from './support/env';
import { assignRole, createUser, uniqueEmail, useSession } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

/**
 * Presses 'Crear cuenta' and waits for the server's answer, however long its password hashing takes on a
 * busy machine (bounded by the test's time-out); what the form does next is quick.
 */
async function createAccount(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up/email'), { timeout: 0 }),
    page.getByRole('button', { name: 'Crear cuenta' }).click(),
  ]);
}

test.describe('sign-in and sign-up (spec §2, §5)', () => {
  test('an anonymous visitor is sent to /auth', async ({ page }) => {
    await page.goto('/admin/roles');
    // The address she asked for rides along, to land there after signing in (issue 28).
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Froles$/);
    await expect(page.getByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeVisible();
  });

  test('sign-up checks the spec rules before sending and shows the first failing message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta de colaboradora' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Crear cuenta' });
    const name = page.getByLabel('Nombre completo');
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña');

    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-up')) requests += 1;
    });

    // An empty form: the first field's message first, and the focus there (issue 16).
    await submit.click();
    await expect(toast(page, 'El nombre es requerido')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(toast(page, 'Email inválido')).toHaveCount(0);

    await name.fill('Ana');
    await email.fill('no-es-un-correo');
    await password.fill('corta');
    await submit.click();
    await expect(toast(page, 'Email inválido')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(toast(page, 'La contraseña debe tener al menos 8 caracteres')).toHaveCount(0);
    // One toast at a time for the form: the new message replaces the last one.
    await expect(toast(page, 'El nombre es requerido')).toHaveCount(0);

    await email.fill('ana@colabora.test');
    await submit.click();
    await expect(toast(page, 'La contraseña debe tener al menos 8 caracteres')).toBeVisible();

    await password.fill(PASSWORD);
    await name.fill('   ');
    await submit.click();
    await expect(toast(page, 'El nombre es requerido')).toBeVisible();

    await name.fill('n'.repeat(101));
    await submit.click();
    await expect(toast(page, 'Nombre demasiado largo')).toBeVisible();

    await password.fill('x'.repeat(73));
    await name.fill('Ana');
    await submit.click();
    await expect(toast(page, 'Contraseña demasiado larga')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('a new creator signs up, waits for a role, and can sign out', async ({ page }) => {
    const email = uniqueEmail('nueva');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await page.getByLabel('Nombre completo').fill('Nueva Creadora');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await createAccount(page);

    await expect(toast(page, 'Cuenta creada exitosamente')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
    await expect(page.getByText('Tu cuenta está siendo configurada. Por favor, contacta al administrador.')).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing up with an address that has an account says to check the mail, signs nobody in, and offers sign-in', async ({ page }) => {
    const owner = await createUser(null);
    let answer: { status: number; body: string } | undefined;
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/auth/sign-up/email')) answer = { status: r.status(), body: await r.text() };
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await page.getByLabel('Nombre completo').fill('Otra Persona');
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Contraseña').fill('Otra clave distinta 9');
    await createAccount(page);

    await expect(toast(page, 'Si ese correo ya tiene una cuenta, te enviamos un correo con los pasos para entrar. Revisa tu bandeja de entrada.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // The same status and shape a new account gets (decision 058).
    expect(answer?.status).toBe(200);
    expect(Object.keys(JSON.parse(answer?.body ?? '{}') as object)).toEqual(['user']);
    await expect(toast(page, 'Cuenta creada exitosamente')).toHaveCount(0);
  });

  test('the waiting screen notices by itself that a role was assigned, and moves on without a reload', async ({ page, context }) => {
    const user = await createUser(null);
    await useSession(context, user.ctx);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
    // Asking by hand before anything changed says so.
    await page.getByRole('button', { name: 'Volver a comprobar' }).click();
    await expect(toast(page, 'Aún no tienes un rol asignado. Te avisaremos aquí en cuanto lo tengas.')).toBeVisible();

    let loads = 0;
    page.on('load', () => (loads += 1));
    await assignRole(user.id, 'colaboradora');
    // No click, no reload: the screen checks every few seconds and puts her on her home.
    await expect(page).toHaveURL(/\/colaboradora\/inicio$/, { timeout: budget(15_000) });
    await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toHaveCount(0);
    expect(loads).toBe(0);
  });

  test('a wrong password is answered in Spanish and the right one signs in', async ({ page }) => {
    const user = await createUser('colaboradora');
    await page.goto('/auth');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill('NoEsLaClave123');
    const submit = page.getByRole('button', { name: 'Ingresar' });
    await submit.click();
    await expect(toast(page, 'Correo o contraseña incorrectos')).toBeVisible();

    await page.getByLabel('Contraseña').fill(user.password);
    await submit.click();
    await expect(toast(page, 'Inicio de sesión exitoso')).toBeVisible();
    // '/' is the staff dashboard: the guard forwards a creator to her home.
    await expect(page).toHaveURL(/\/colaboradora\/inicio$/);
  });

  test('the session survives a reload', async ({ page, loginAs }) => {
    await loginAs('tienda');
    await page.goto('/admin/medidas');
    await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
  });
});
