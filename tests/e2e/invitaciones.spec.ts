import { uniqueEmail } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { linkIn, mailTo, waitForMail } from './support/mail';
import { budget } from '../budget';

/** Issue 28 item 4: invitations sent by email from the app, still copyable, with expiry and resend. */
test('an admin emails a new invitation link, sees it in Invitaciones with its expiry, and resends it', async ({ page, loginAs, context }) => {
  // Two mails through the queue, each allowed its wait.
  test.setTimeout(budget(75_000));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const address = uniqueEmail('invitada');
  await loginAs('admin');
  await page.goto('/colaboradoras');
  await page.getByRole('button', { name: 'Nueva Colaboradora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Colaboradora' });
  const link = await dialog.getByLabel('Enlace de invitación').inputValue();

  await dialog.getByLabel('Enviar por correo').fill('no es un correo');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('Email inválido')).toBeVisible();
  await dialog.getByLabel('Enviar por correo').fill(address);
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(toast(page, 'Invitación enviada')).toBeVisible();
  await expect(dialog.getByText(`Enviada a ${address}.`)).toBeVisible();
  // Still the same link on screen, to copy.
  await expect(dialog.getByLabel('Enlace de invitación')).toHaveValue(link);

  const first = await waitForMail(address, /^Te invitamos a colaborar con la marca$/);
  expect(linkIn(first, '/auth')).toBe(new URL(link).pathname + new URL(link).search);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Invitaciones' }).click();
  const lista = page.getByRole('dialog', { name: 'Invitaciones' });
  const row = lista.getByRole('listitem').filter({ hasText: address });
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText(/Vence el \d{1,2} \S+ \d{4}/);
  await row.getByRole('button', { name: `Reenviar invitación a ${address}` }).click();
  await expect(toast(page, 'Invitación reenviada')).toBeVisible();
  const nuevo = await lista.getByLabel('Enlace nuevo').inputValue();
  expect(nuevo).not.toBe(link);
  await lista.getByRole('button', { name: 'Copiar enlace' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(nuevo);

  // The resent email carries the new link; the old one no longer works. The queue worker sends it, as it
  // sent the first: the same allowance as waitForMail, from budget() (a busy CI host once took longer than
  // expect's 14 s, and once more than a fixed 30 s).
  await expect
    .poll(async () => (await mailTo(address)).length, { timeout: budget(30_000) })
    .toBe(2);
  const old = await page.request.get(`/api/invitaciones/${new URL(link).searchParams.get('invitacion')}`);
  expect(old.status()).toBe(404);
});
