import type { Page } from '@playwright/test';
import { adminApi, createUser, uniqueEmail, useSession } from './support/api';
import { creatorHolding } from './support/entregas';
import { expect, test, toast } from './support/fixtures';
import { linkIn, mailTo, waitForMail } from './support/mail';
import { expectOk } from './support/store';
import { budget } from '../budget';

/**
 * Issue 17 on the web, through the real server and its real mail (the outbox the queue worker writes,
 * support/mail.ts): password recovery from the sign-in form, an admin's reset link, the bell in the
 * creator's shell on a 320 px phone, her email preferences and the one-click unsubscribe page.
 */

// Several password hashes per test, and a 30 s poll to wait out: beyond 30 s on a busy machine.
test.describe.configure({ timeout: budget(120_000) });

const ENVIADO =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en una hora.';
const RESTABLECIDA = 'Tu contraseña se actualizó. Ya puedes iniciar sesión.';

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The field, not the card the screen's heading also names 'Nueva contraseña'. */
function newPasswordField(page: Page) {
  return page.getByRole('textbox', { name: 'Nueva contraseña', exact: true });
}

/** Sets a new password on the open Nueva contraseña screen: a short one refused first, in the browser. */
async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
  const nueva = newPasswordField(page);
  await nueva.fill('corta');
  await page.getByLabel('Confirmar contraseña').fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(nueva).toHaveAccessibleDescription(/La contraseña debe tener al menos 8 caracteres/);
  await nueva.fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(RESTABLECIDA)).toBeVisible();
}

/** The bell's accessible name says the count: 'Avisos, 2 sin leer', or 'Avisos' with none. */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Avisos(, \d+ sin leer)?$/ });
}

test.describe('Recuperar contraseña', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('one answer whatever the address; the emailed link sets a new password that signs in, once', async ({ page }) => {
    const user = await createUser('colaboradora', 'recupera');
    const nadie = uniqueEmail('nadie');

    await page.goto('/auth');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/auth\/recuperar$/);
    await expect(page).toHaveTitle('Recuperar contraseña · Colabora');
    // The shared rule answers an invalid address before anything is sent.
    await page.getByLabel('Correo electrónico').fill('ana@');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(/Email inválido/);

    // An address without an account and hers get the very same answer.
    await page.getByLabel('Correo electrónico').fill(nadie);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: ENVIADO })).toBeVisible();
    await page.goto('/auth/recuperar');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: ENVIADO })).toBeVisible();

    const mail = await waitForMail(user.email, /^Restablece tu contraseña/);
    const link = linkIn(mail, '/auth/nueva-contrasena');
    expect(link).toMatch(/^\/auth\/nueva-contrasena\?token=.+/);
    // Only an account gets mail: nothing was ever queued for the other address.
    expect(await mailTo(nadie)).toHaveLength(0);

    await page.goto(link);
    await chooseNewPassword(page, 'Recuperada con enlace 2026');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughTheForm(page, user.email, 'Recuperada con enlace 2026');
    await expect(page).toHaveURL(/\/colaboradora\/inicio$/);

    // Her password changed: she is told by email (issue 28).
    await waitForMail(user.email, /^Tu contraseña de Colabora cambió/);

    // The link works once: opened again, it says so as it opens (issue 28), before anything is typed, and offers a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Este enlace ya se usó o venció.');
    await expect(newPasswordField(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page).toHaveURL(/\/auth\/recuperar$/);
  });

  test('an address without a token in the link is told it is not valid', async ({ page }) => {
    await page.goto('/auth/nueva-contrasena');
    await expect(page.getByRole('alert')).toHaveText('El enlace no es válido o ya venció.');
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  });
});

test.describe('Gestión de Roles: Enlace de contraseña', () => {
  test('an admin makes a one-hour link, copies it, and the person sets her password with it', async ({ page, loginAs, browser, context }) => {
    const person = await createUser('tienda', 'sincorreo');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs('admin');
    await page.goto(`/admin/roles?q=${encodeURIComponent(person.email)}`);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByRole('button', { name: `Enlace de contraseña para ${person.email}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Enlace de contraseña' });
    const enlace = dialog.getByLabel('Enlace');
    await expect(enlace).toHaveValue(/\/auth\/nueva-contrasena\?token=.+/);
    await expect(enlace).toHaveAttribute('readonly', '');
    await expect(dialog.getByText(/^Vence a las \d{1,2}:\d{2} [ap]\. ?m\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await expect(toast(page, 'Enlace copiado')).toBeVisible();
    const link = await enlace.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    // She opens it on her own device, signed out.
    const hers = await browser.newContext();
    const herPage = await hers.newPage();
    await herPage.goto(new URL(link).pathname + new URL(link).search);
    await chooseNewPassword(herPage, 'Tienda con enlace 2026');
    await signInThroughTheForm(herPage, person.email, 'Tienda con enlace 2026');
    await expect(herPage).toHaveURL(/\/logistica\/confirmacion$/);
    await hers.close();
  });
});

test.describe('the bell, on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a new notice shows within a minute without a reload; following it marks it read', async ({ page }) => {
    const { item, creator } = await creatorHolding('Aviso', 'revision');
    await useSession(page.context(), creator.ctx);
    // What she had before (her role's notice). The count comes with /api/me (decision 101): while the
    // bell's own read is held unanswered, the first load already shows it.
    const { noLeidos: before } = (await (await creator.ctx.get('/api/me')).json()) as { noLeidos: number };
    expect(before).toBeGreaterThan(0);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/avisos/no-leidos', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/colaboradora/inicio');
    await expect(bell(page)).toHaveAccessibleName(`Avisos, ${before} sin leer`);
    release();
    await expect(page.getByRole('button', { name: 'Recursos' })).toBeVisible();
    // The top bar fits: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const admin = await adminApi();
    await expectOk(await admin.post(`/api/revision/colaboraciones/${item.id}/aprobar`, { data: {} }), 'aprobar');
    // No reload: the bell asks every 30 s.
    await expect(bell(page)).toHaveAccessibleName(`Avisos, ${before + 1} sin leer`, { timeout: budget(45_000) });

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Avisos' });
    const notice = panel.getByRole('link', { name: /¡Tu entrega fue aprobada!/ });
    await expect(notice).toContainText(`El equipo aprobó tu contenido de ${item.titulo}`);
    await expect(notice).toContainText(/Sin leer/);
    // A full-width sheet on a phone.
    expect((await panel.boundingBox())?.width).toBeCloseTo(320, 0);
    await notice.click();
    await expect(page).toHaveURL(/\/colaboradora\/entregadas$/);
    await expect(bell(page)).toHaveAccessibleName(before === 0 ? 'Avisos' : `Avisos, ${before} sin leer`);

    await bell(page).click();
    if (before > 0) await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(panel.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
    await expect(panel.getByText(/Sin leer/)).toHaveCount(0);
    // The sheet is modal: the bar behind it is back once it closes.
    await panel.getByRole('button', { name: 'Cerrar avisos' }).click();
    await expect(bell(page)).toHaveAccessibleName('Avisos');
    await bell(page).click();
    await panel.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/cuenta\/avisos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /¡Tu entrega fue aprobada!/ })).toBeVisible();
  });
});

test.describe('Preferencias de correo and the unsubscribe link', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("her email's link turns a category off without signing in; Preferencias shows it and turns it back on", async ({ page, browser }) => {
    const { item, creator } = await creatorHolding('Baja', 'revision');
    const admin = await adminApi();
    await expectOk(await admin.post(`/api/revision/colaboraciones/${item.id}/aprobar`, { data: {} }), 'aprobar');
    const mail = await waitForMail(creator.email, /aprobada/);
    const baja = linkIn(mail, '/baja');

    // Opened from her mail client, signed out.
    const anon = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const anonPage = await anon.newPage();
    await anonPage.goto(baja);
    await expect(anonPage).toHaveTitle('Dejar de recibir correos · Colabora');
    await expect(anonPage.getByText(/^Dejar de recibir correos de/)).toHaveText(
      `Dejar de recibir correos de «Avances de mi colaboración» en ${creator.email}`,
    );
    await anonPage.getByRole('button', { name: 'Confirmar baja' }).click();
    await expect(anonPage.getByRole('status')).toHaveText(
      'Listo: ya no recibirás correos de «Avances de mi colaboración». Puedes volver a activarlos en Preferencias de correo.',
    );
    await anon.close();

    // Signed in, from Recursos.
    await useSession(page.context(), creator.ctx);
    await page.goto('/colaboradora/inicio');
    await page.getByRole('button', { name: 'Recursos' }).click();
    await page.getByRole('menuitem', { name: 'Preferencias de correo' }).click();
    await expect(page).toHaveURL(/\/cuenta\/preferencias$/);
    await expect(page.getByText('Los avisos siempre llegan a tu bandeja en la app.', { exact: false })).toBeVisible();
    const seguimiento = page.getByRole('switch', { name: 'Avances de mi colaboración' });
    await expect(seguimiento).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Calificaciones' })).toBeChecked();

    await seguimiento.click();
    await expect(toast(page, 'Preferencias guardadas')).toBeVisible();
    await expect(seguimiento).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Avances de mi colaboración' })).toBeChecked();
    // Keyboard: Space flips the focused switch.
    await page.getByRole('switch', { name: 'Calificaciones' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Calificaciones' })).not.toBeChecked();
    // The switch flips at once; its save follows: read the server until it has it.
    await expect
      .poll(async () => (await (await creator.ctx.get('/api/avisos/preferencias')).json()).preferencias)
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ categoria: 'calificaciones', correo: false }), expect.objectContaining({ categoria: 'seguimiento', correo: true })]),
      );
  });

  test('staff reach Preferencias from the user menu and see the team category', async ({ page, loginAs }) => {
    await loginAs('tienda');
    await page.goto('/logistica/confirmacion');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Preferencias de correo' }).click();
    await expect(page).toHaveURL(/\/cuenta\/preferencias$/);
    await expect(page.getByRole('switch', { name: 'Avisos del equipo' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Calificaciones' })).toHaveCount(0);
  });
});
