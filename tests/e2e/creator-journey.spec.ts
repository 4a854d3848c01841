import sharp from 'sharp';
import { testMp4 } from '../../src/server/test/fixtures/videos';
import { adminApi, assignRole, uniqueEmail } from './support/api';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { estadoOf, expectOk, importAvailableItem } from './support/store';
import { budget } from '../budget';

/**
 * Issue 5's whole journey on a 375 px phone, against the Shopify emulator: she signs up, staff give her
 * the role, she completes her profile, requests an available pair of jeans, staff pack it (a real draft
 * order), she registers her address on the order page, presses 'Pedido Realizado' and 'Recibido',
 * uploads a photo and a video, sends the collaboration to review and finds it in Entregadas.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: budget(180_000) });

test('sign-up → profile → request → address → Pedido Realizado → Recibido → upload → Enviar a revisión → Entregadas', async ({ page }) => {
  const item = await importAvailableItem({ cintura: 72, cadera: 98, largo: 104 });

  // Sign-up, then staff assign the Colaboradora role.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre completo').fill('Valeria Journey');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('journey'));
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  await assignRole(me.user.id, 'colaboradora');
  await page.goto('/colaboradora/inicio');
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();

  // Mi Perfil, with her measurements for the fit hint.
  await page.goto('/colaboradora/perfil');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Valeria');
  await page.getByLabel('Ciudad').fill('Puebla');
  await page.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('Puebla');
  await page.getByLabel('Instagram').fill('@vale.journey');
  await page.getByLabel('Cintura (cm)').fill('72');
  await page.getByLabel('Cadera (cm)').fill('98');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado exitosamente')).toBeVisible();

  // Disponibles → the item → 'A tu medida' → request.
  await page.goto('/colaboradora/disponibles');
  await page.getByLabel('Buscar').fill(item.titulo);
  const card = page.getByRole('link', { name: new RegExp(item.nombre.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/colaboradora/disponibles/${item.id}$`));
  await expect(page.getByText('A tu medida')).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
  await expect(page.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver mis colaboraciones' }).click();
  await expect(page).toHaveURL(/\/colaboradora\/colaboraciones$/);
  expect(await estadoOf(item.id)).toBe('confirmacion');

  // Staff confirm and pack it: a draft order with her order link.
  await expectOk(await (await adminApi()).post(`/api/confirmacion/${item.id}/empaquetar`, { data: {} }), 'POST /api/confirmacion/:id/empaquetar');
  await page.reload();
  const pendiente = page.getByTestId('pendiente-card');
  await expect(pendiente.getByText('Empaquetado', { exact: true })).toBeVisible();
  await pendiente.getByRole('link', { name: 'Ver Detalles' }).click();

  // She registers her address on the order page (the emulator's checkout), then comes back.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Registrar dirección de envío' }).click();
  const checkout = await popupPromise;
  await checkout.getByLabel('Nombre', { exact: true }).fill('Valeria');
  await checkout.getByLabel('Apellidos').fill('Journey');
  await checkout.getByLabel('Calle y número').fill('Av. Reforma 123');
  await checkout.getByLabel('Código postal').fill('72000');
  await checkout.getByLabel('Ciudad o municipio').fill('Puebla');
  await checkout.getByLabel('Estado').selectOption({ label: 'Puebla' });
  await checkout.getByLabel('Teléfono').fill('2221234567');
  await checkout.getByRole('button', { name: 'Completar pedido' }).click();
  await expect(checkout.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  await checkout.close();

  await page.getByRole('button', { name: 'Pedido Realizado' }).click();
  await expect(page).toHaveURL(new RegExp(`/colaboradora/confirmacion-pedido\\?id=${item.id}$`));
  await expect(page.getByRole('heading', { name: '¡Pedido Confirmado!' })).toBeVisible();
  expect(await estadoOf(item.id)).toBe('logistica');
  await page.getByRole('link', { name: 'Ver Mis Colaboraciones' }).click();

  // The jeans arrive.
  await pendiente.getByRole('button', { name: 'Recibido' }).click();
  await expect(toast(page, 'Pedido marcado como recibido - Estado: Producción')).toBeVisible();
  await pendiente.getByRole('link', { name: 'Entregar' }).click();
  await expect(page).toHaveURL(new RegExp(`/colaboradora/colaboraciones/${item.id}$`));

  // Content: nothing yet, so 'Enviar a revisión' waits.
  const enviar = page.getByRole('button', { name: 'Enviar a revisión' });
  await expect(enviar).toBeDisabled();
  await expect(page.getByText('Debes agregar el contenido antes de enviar')).toBeVisible();

  const photo = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#c08060' } }).jpeg().toBuffer();
  await page.getByLabel('Elegir fotos').setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Imagen subida exitosamente')).toBeVisible();
  await expect(enviar).toBeDisabled();

  await page.getByLabel('Elegir video').setInputFiles({ name: 'reel.mp4', mimeType: 'video/mp4', buffer: testMp4() });
  await page.getByRole('button', { name: 'Subir video' }).click();
  await expect(toast(page, 'Video subido exitosamente')).toBeVisible();

  await expect(enviar).toBeEnabled();
  await expect(page.getByText('Debes agregar el contenido antes de enviar')).toBeHidden();
  await enviar.click();
  await expect(toast(page, 'Colaboración marcada en revisión')).toBeVisible();
  await expect(page).toHaveURL(/\/colaboradora\/entregadas$/);

  // Entregadas, tab Revisión: her collaboration with one photo and one video.
  await expect(page.getByRole('tab', { name: 'Revisión', selected: true })).toBeVisible();
  const entregada = page.getByRole('link', { name: /1 foto/ });
  await expect(entregada).toContainText('En Revisión');
  await expect(entregada).toContainText('1 video');
  expect(await estadoOf(item.id)).toBe('revision');
  const files = await page.request.get(`/api/entregas/${item.id}`);
  await expectOk(files, 'GET /api/entregas/:id');
  expect(((await files.json()) as { counts: unknown }).counts).toEqual({ imagenes: 1, videos: 1 });
});
