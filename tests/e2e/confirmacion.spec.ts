import type { APIRequestContext } from '@playwright/test';
import { adminApi, createUser } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { importStoreVariants, listStoreProducts } from './support/store';
import { budget } from '../budget';

/**
 * Confirmación de producto (spec §2, issue 4) against the Shopify emulator that scripts/e2e.mjs starts:
 * a creator requests an imported item through the real API, staff press 'Empaquetado', the free draft
 * order is created in the store, and its invoice page completes the order.
 */

interface StoreVariant {
  variantId: string;
  title: string;
  barcode: string | null;
  option2: string | null;
  available: boolean;
  inventoryQuantity: number | null;
}
interface StoreProduct {
  title: string;
  variants: StoreVariant[];
}

async function expectOk(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

let picked = 0;
/**
 * Imports one in-stock pair of jeans no other test uses (counted from the last jeans product: the
 * store tests take the first ones), gives it measurements (spec §5: a creator sees only items with
 * cintura, cadera and talla) and returns its collaboration, found by its unique barcode.
 */
async function importAvailableItem(): Promise<{ id: string; barcode: string; titulo: string }> {
  const admin = await adminApi();
  const products = await listStoreProducts<StoreProduct>();
  const candidates = products
    .slice(10)
    .reverse()
    .flatMap((p) => p.variants.filter((v) => v.available && (v.inventoryQuantity ?? 0) > 0 && v.barcode && v.option2));
  const variant = candidates[picked++];
  if (!variant?.barcode) throw new Error('no in-stock jeans variant with a barcode and a size left in the demo catalogue');
  await importStoreVariants([variant.variantId]);
  const list = await admin.get(`/api/colaboraciones?estado=todos&q=${encodeURIComponent(variant.barcode)}&page=1`);
  await expectOk(list, 'GET /api/colaboraciones');
  const [row] = (await list.json()).items as { id: string; titulo: string; estado: string }[];
  if (!row) throw new Error(`the imported variant ${variant.barcode} is not in the catalogue`);
  expect(row.estado).toBe('disponible');
  await expectOk(await admin.patch(`/api/medidas/${row.id}`, { data: { cintura: 72, cadera: 98, largo: 104 } }), 'PATCH /api/medidas/:id');
  return { id: row.id, barcode: variant.barcode, titulo: row.titulo };
}

/** A new creator requests the item through the real API (POST /api/disponibles/{id}/solicitar). */
async function creatorRequests(colaboracionId: string) {
  const creator = await createUser('colaboradora', 'creadora');
  await expectOk(await creator.ctx.post(`/api/disponibles/${colaboracionId}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  return creator;
}

async function colaboracion(id: string): Promise<{ estado: string; pedidoUrl: string | null; numeroPedido: number | null }> {
  const res = await (await adminApi()).get(`/api/colaboraciones/${id}`);
  await expectOk(res, 'GET /api/colaboraciones/:id');
  return (await res.json()).colaboracion;
}

/** Answers that go through the store (the draft order, the checkout) get more time than the default. */
const STORE_TIMEOUT = { timeout: budget(20_000) };

// In order: the first test needs a list with nothing waiting.
test.describe.configure({ mode: 'serial', timeout: budget(90_000) });

test.describe('Confirmación de producto (spec §2)', () => {
  test('page texts and the empty list', async ({ page, loginAs }) => {
    await loginAs('tienda');
    await page.goto('/logistica/confirmacion');
    await expect(page.getByRole('heading', { name: 'Confirmación de producto', level: 1 })).toBeVisible();
    await expect(page.getByText('Verifica que el producto sigue disponible.')).toBeVisible();
    await expect(page.getByPlaceholder('Buscar por nombre, talla o marca…')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar colaboraciones' })).toBeVisible();
    await expect(page.getByText('No hay colaboraciones pendientes de confirmación')).toBeVisible();
    await expect(page.getByText('Mostrando 0 registro(s)')).toBeVisible();
  });

  test('admin: the card, search, Empaquetado creates the draft order; its invoice page completes the order', async ({ page, loginAs }) => {
    const item = await importAvailableItem();
    const creator = await creatorRequests(item.id);
    expect((await colaboracion(item.id)).estado).toBe('confirmacion');

    await loginAs('admin');
    await page.goto('/logistica/confirmacion');
    const card = page.locator(`article[data-colaboracion-id="${item.id}"]`);
    await expect(card).toBeVisible(STORE_TIMEOUT);
    // Her name: the first name (the sign-up's full name here, with no last name yet), the city fallback, the tag and chips.
    await expect(card.getByRole('heading', { name: 'Prueba' })).toBeVisible();
    await expect(card.getByText('Sin ciudad')).toBeVisible();
    await expect(card.getByText('Confirmación', { exact: true })).toBeVisible();
    await expect(card.getByText(item.barcode)).toBeVisible();
    // The import named it after the product and its size: never 'Sin nombre' (issue 16).
    await expect(card.getByText('Sin nombre')).toHaveCount(0);
    await expect(card.getByText(/ · Talla \S+/).first()).toBeVisible();

    // Search: by barcode finds it; a text nothing matches says so.
    const search = page.getByRole('searchbox', { name: 'Buscar colaboraciones' });
    await search.fill(item.barcode);
    await expect(card).toBeVisible();
    await expect(page.getByText('Mostrando 1 registro(s)')).toBeVisible();
    await search.fill('zzz sin coincidencias');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await expect(page.getByText('Mostrando 0 registro(s)')).toBeVisible();
    await search.fill(item.barcode);

    const button = card.getByRole('button', { name: 'Empaquetado' });
    await button.click();
    await expect(toast(page, 'Pedido borrador creado en la tienda')).toBeVisible(STORE_TIMEOUT);
    await expect(page).toHaveURL(/\/admin\/colaboraciones$/);

    const after = await colaboracion(item.id);
    expect(after.estado).toBe('empaquetado');
    expect(after.pedidoUrl).toMatch(/\/emulator\/invoices\//);

    // The invoice page (the emulator's checkout): free product, free shipping; the creator completes it.
    await page.goto(after.pedidoUrl ?? '');
    await expect(page.getByRole('heading', { name: 'Finaliza tu pedido' })).toBeVisible(STORE_TIMEOUT);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(creator.email);
    await page.getByLabel('Nombre', { exact: true }).fill('Prueba');
    await page.getByLabel('Apellidos').fill('Creadora');
    await page.getByLabel('Calle y número').fill('Av. Reforma 222');
    await page.getByLabel('Código postal').fill('06600');
    await page.getByLabel('Ciudad o municipio').fill('Ciudad de México');
    await page.getByLabel('Estado').selectOption({ label: 'Ciudad de México' });
    await page.getByLabel('Teléfono').fill('5512345678');
    await page.getByRole('button', { name: 'Completar pedido' }).click();
    await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible(STORE_TIMEOUT);

    // The store tells the app (signed webhook): the collaboration moves to logística by itself.
    await expect.poll(async () => (await colaboracion(item.id)).estado, { timeout: budget(20_000) }).toBe('logistica');
  });

  test('tienda: Empaquetado keeps her on the screen and the card stays in its place as packed (issue 28)', async ({ page, loginAs }) => {
    const item = await importAvailableItem();
    await creatorRequests(item.id);

    await loginAs('tienda');
    await page.goto('/logistica/confirmacion');
    const card = page.locator(`article[data-colaboracion-id="${item.id}"]`);
    const button = card.getByRole('button', { name: 'Empaquetado' });
    await expect(button).toBeEnabled(STORE_TIMEOUT);
    await button.click();
    await expect(toast(page, 'Pedido borrador creado en la tienda')).toBeVisible(STORE_TIMEOUT);
    await expect(page).toHaveURL(/\/logistica\/confirmacion$/);
    await expect(card.getByText(/^Empaquetada · pedido #\d+$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Empaquetado' })).toHaveCount(0);
    expect((await colaboracion(item.id)).estado).toBe('empaquetado');
  });
});
