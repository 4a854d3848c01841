import { uniqueEmail } from './support/api';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { budget } from '../budget';

/**
 * Issue 29 item 4 at 375 px, through the real server and its real mail (the outbox the queue worker
 * writes): an admin adds a question of the brand's own in Configuración (decision 079), a creator
 * applies on /aplica answering it, the admin accepts her in Solicitudes (her answer under its label),
 * the email carries her invitation, and she signs up with it straight into the creator portal.
 */
test.describe.configure({ timeout: budget(120_000) });
test.use({ viewport: { width: 375, height: 812 } });

test('apply on /aplica → an admin accepts → the email → she signs in as a colaboradora', async ({ page, loginAs, browser }) => {
  const email = uniqueEmail('aplicante');
  const nombre = `Renata Aplicante ${Date.now().toString(36)}`;
  // Its own label per run: the question stays in the server's set for the specs after this one.
  const pregunta = `¿Qué talla de jeans usas? (${Date.now().toString(36)})`;

  // The admin adds the brand's question in Configuración: one option from a list.
  await loginAs('admin');
  await page.goto('/admin/configuracion');
  const editor = page.getByRole('list', { name: 'Preguntas de la solicitud' });
  await expect(editor.getByTestId('pregunta-solicitud').first()).toBeVisible();
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  const fila = editor.getByTestId('pregunta-solicitud').last();
  await fila.getByPlaceholder('Escribe la pregunta').fill(pregunta);
  await fila.getByLabel('Respuesta').selectOption({ label: 'Una opción de una lista' });
  await fila.getByLabel(/^Opciones, una por línea/).fill('26\n28\n30');
  await page.getByRole('button', { name: 'Guardar preguntas' }).click();
  await expect(toast(page, 'Preguntas guardadas. La página /aplica ya las muestra.')).toBeVisible();

  // A fresh browser, nobody signed in: the shared link.
  const visitante = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const ella = await visitante.newPage();
    await ella.goto('/aplica');
    await expect(ella.getByRole('heading', { level: 1, name: 'Colabora con la marca' })).toBeVisible();
    await expect(ella).toHaveTitle('Colabora con la marca · Colabora');
    // Nothing sent without the required answers and consent: Spanish messages under the fields.
    await ella.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(ella.getByText('Escribe tu nombre')).toBeVisible();
    await expect(ella.getByText('Acepta el aviso de privacidad para enviar tu solicitud')).toBeVisible();

    await ella.getByLabel('Nombre completo').fill(nombre);
    await ella.getByLabel('Correo electrónico').fill(email);
    await ella.getByLabel('Usuario de Instagram').fill('@renata.aplica');
    await ella.getByLabel('Seguidores en Instagram').fill('12500');
    await ella.getByLabel('Ciudad').fill('Guadalajara');
    await ella.getByLabel('Tus tallas (jeans, tops)').fill('Jeans 28, top M');
    await ella.getByLabel('¿Por qué quieres colaborar con la marca?').fill('Uso sus jeans desde hace años. <script>alert(1)</script>');
    // The brand's own question, from Configuración.
    await ella.getByLabel(pregunta).selectOption('28');
    await ella.getByRole('checkbox', { name: /Acepto el aviso de privacidad/ }).click();
    await ella.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(ella.getByRole('status')).toContainText('¡Gracias! Recibimos tu solicitud.');
    // The page fits the phone: no sideways scrolling.
    expect(await ella.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await visitante.close();
  }

  // The admin: the Dashboard counts it, Solicitudes shows her answers under their labels, as text, Aceptar.
  await page.goto('/');
  await expect(page.getByTestId('solicitudes-pendientes')).not.toHaveText('0');
  await page.getByRole('link', { name: 'Ver solicitudes' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitudes$/);
  const card = page.getByTestId('solicitud').filter({ hasText: email });
  await expect(card).toContainText(nombre);
  await expect(card).toContainText('@renata.aplica');
  await expect(card).toContainText('12,500');
  await expect(card.getByText(pregunta)).toBeVisible();
  await expect(card.getByText(pregunta).locator('xpath=following-sibling::dd')).toHaveText('28');
  await expect(card).toContainText('<script>alert(1)</script>');
  await card.getByRole('button', { name: `Aceptar a ${nombre}` }).click();
  await expect(toast(page, `Aceptaste a ${nombre}. Le enviamos su invitación por correo.`)).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: /^Aceptadas/ }).click();
  await expect(page.getByTestId('solicitud').filter({ hasText: email })).toBeVisible();

  // Her email, from the real queue worker; its link signs her up into the creator portal.
  const mail = await waitForMail(email, /bienvenida como colaboradora/);
  const link = linkIn(mail, '/auth');
  expect(link).toMatch(/^\/auth\?invitacion=[\w-]{43}$/);
  const nueva = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const ella = await nueva.newPage();
    await ella.goto(link);
    await expect(ella.getByText('Te invitaron a colaborar')).toBeVisible();
    await ella.getByLabel('Nombre completo').fill(nombre);
    await ella.getByLabel('Correo electrónico').fill(email);
    await ella.getByLabel('Contraseña').fill(PASSWORD);
    await ella.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(ella).toHaveURL(/\/colaboradora\/inicio$/);
    const session = (await (await ella.request.get('/api/me')).json()) as { role: string | null };
    expect(session.role).toBe('colaboradora');
  } finally {
    await nueva.close();
  }
});
