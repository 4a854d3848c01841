import { adminApi, createUser, useSession } from './support/api';
import { creatorHolding } from './support/entregas';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { esperaTienda, estadoOf, expectOk, importAvailableItem, storeCompletesDraft } from './support/store';
import { budget } from '../budget';

/**
 * Issue 28 items 1 and 3, on a phone: the store decides the order (no 'Recibido' on her word alone, and
 * her press racing the store's webhook never reaches Producción without the order), and a link followed
 * while signed out lands where it pointed once she signs in, never off the site.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: budget(90_000) });

/** An imported item she requested, packed by staff (a real draft order), and her 'Pedido Realizado'. */
async function placedOnHerWord(prefix: string) {
  const item = await importAvailableItem();
  const creator = await createUser('colaboradora', prefix);
  await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'solicitar');
  await expectOk(await (await adminApi()).post(`/api/confirmacion/${item.id}/empaquetar`, { data: {} }), 'empaquetar');
  await expectOk(await creator.ctx.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`, { data: {} }), 'pedido-realizado');
  expect(await estadoOf(item.id)).toBe('logistica');
  return { item, creator };
}

test('no Recibido until the store reports her order; then it proceeds as before', async ({ page, context }) => {
  const { item, creator } = await placedOnHerWord('gate');
  await useSession(context, creator.ctx);

  await page.goto('/colaboradora/colaboraciones');
  const card = page.getByTestId('pendiente-card');
  await expect(card.getByText('Logística', { exact: true })).toBeVisible();
  await expect(card.getByTestId('espera-tienda')).toContainText('La tienda aún no registra tu pedido');
  await expect(card.getByRole('button', { name: 'Recibido' })).toHaveCount(0);
  // The server refuses it too, in Spanish.
  const refused = await creator.ctx.post(`/api/mis-colaboraciones/${item.id}/recibido`, { data: {} });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'La tienda aún no registra tu pedido. Podrás marcarlo como recibido cuando la tienda lo confirme.',
  );
  expect(await estadoOf(item.id)).toBe('logistica');

  await storeCompletesDraft(item.id);
  // The webhook is processed by the server's worker: wait for the store's order to be on record.
  await expect.poll(() => esperaTienda(creator.ctx, item.id), { timeout: budget(30_000) }).toBe(false);
  await page.reload();
  await card.getByRole('button', { name: 'Recibido' }).click();
  await expect(toast(page, 'Pedido marcado como recibido - Estado: Producción')).toBeVisible();
  await expect(card.getByText('Producción', { exact: true })).toBeVisible();
  expect(await estadoOf(item.id)).toBe('produccion');
});

test('her Recibido and the store order at the same moment: never Producción without the order', async () => {
  const { item, creator } = await placedOnHerWord('carrera');
  const [press] = await Promise.all([creator.ctx.post(`/api/mis-colaboraciones/${item.id}/recibido`, { data: {} }), storeCompletesDraft(item.id)]);
  if (press.status() === 200) {
    // Her press came after the order was on record.
    expect(await esperaTienda(creator.ctx, item.id)).toBe(false);
  } else {
    expect(press.status()).toBe(409);
    expect(await estadoOf(item.id)).toBe('logistica');
    await expect.poll(() => esperaTienda(creator.ctx, item.id), { timeout: budget(30_000) }).toBe(false);
    await expectOk(await creator.ctx.post(`/api/mis-colaboraciones/${item.id}/recibido`, { data: {} }), 'recibido after the order');
  }
  expect(await estadoOf(item.id)).toBe('produccion');
});

test('a link followed signed out lands where it pointed after signing in; an off-site next never leaves', async ({ browser }) => {
  const { item, creator } = await creatorHolding('Enlace Profundo', 'produccion');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  try {
    // An email's button: her collaboration's screen, signed out.
    await page.goto(`/colaboradora/colaboraciones/${item.id}`);
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(`/colaboradora/colaboraciones/${item.id}`)}$`));
    await page.getByLabel('Correo electrónico').fill(creator.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`/colaboradora/colaboraciones/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();

    // A crafted link that tries to send her elsewhere: she lands on her own home instead.
    await context.clearCookies();
    await page.goto('/auth?next=%2F%2Fevil.example%2Fcolaboradora');
    await page.getByLabel('Correo electrónico').fill(creator.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/inicio$/);
    expect(new URL(page.url()).host).not.toBe('evil.example');
  } finally {
    await context.close();
  }
});
