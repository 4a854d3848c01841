import { createColaboracion, createUser, uniqueTitle, useSession } from './support/api';
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

/** Scrolls to the page's end until the list has `count` cards: they render as the space kept for them nears the screen. */
async function scrollToEnd(page: Page, cards: Locator, count: number): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards).toHaveCount(count, { timeout: 1_000 });
  }).toPass();
}

const availableFields = { producto: 'Jeans', talla: '13', tipo: 'Campana', color: 'Celeste', marca: 'Kyrath', cintura: 74, cadera: 100, largo: 104 };

test.describe('Disponibles and the request (spec §2, §4, §5)', () => {
  test('a creator finds an item by size, requests it and is sent to her pending list', async ({ page, loginAs }) => {
    const titulo = uniqueTitle('Campana Celeste');
    const incomplete = await createColaboracion({ ...availableFields, titulo: uniqueTitle('Sin medidas'), cadera: null });
    const item = await createColaboracion({ ...availableFields, titulo });
    await loginAs('colaboradora');

    await page.goto('/colaboradora/disponibles');
    await expect(page.getByRole('heading', { name: 'Disponibles' })).toBeVisible();
    await page.getByLabel('Talla').selectOption('13');
    await expect(page).toHaveURL(/talla=13/);
    await page.getByLabel('Buscar').fill(titulo);
    const card = page.getByRole('link', { name: new RegExp(titulo) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Talla 13');
    await expect(card).toContainText('Cintura 74 cm · Cadera 100 cm');
    // An item without all its measurements is never offered.
    await page.getByLabel('Buscar').fill(incomplete.titulo);
    await expect(page.getByText('No hay productos con esos filtros')).toBeVisible();

    await page.goto(`/colaboradora/disponibles/${item.id}`);
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
    await expect(page.getByText('Cadera (cm)')).toBeVisible();
    await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Solicitud Enviada!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('verificará la disponibilidad');
    await dialog.getByRole('button', { name: 'Ver mis colaboraciones' }).click();
    await expect(page).toHaveURL(/\/colaboradora\/colaboraciones$/);
  });

  test("24 at a time: 'Cargar más' brings the rest, newest first, and goes away at the end", async ({ page, loginAs }) => {
    const marca = uniqueTitle('Lote');
    const made: string[] = [];
    for (let i = 0; i < 26; i += 1) made.push((await createColaboracion({ ...availableFields, marca, titulo: `${marca} pieza ${i}` })).titulo);
    await loginAs('colaboradora');

    await page.goto(`/colaboradora/disponibles?q=${encodeURIComponent(marca)}`);
    await expect(page.getByText('Mostrando 24 productos disponibles')).toBeVisible();
    const cards = page.getByRole('link', { name: new RegExp(`${marca} pieza`) });
    await expect(cards.first()).toContainText(made[25]!);
    // A screenful is drawn (two columns on a phone); the rest as she scrolls toward them (decision 102),
    // the space they will take kept below, so 'Cargar más' is where it will stay.
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId('tarjetas-pendientes')).toBeAttached();
    await scrollToEnd(page, cards, 24);
    await expect(page.getByTestId('tarjetas-pendientes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect(page.getByText('26 productos disponibles', { exact: true })).toBeVisible();
    await scrollToEnd(page, cards, 26);
    await expect(cards.last()).toContainText(made[0]!);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  });

  test('the keyboard reaches every card: each one focused brings the next screenful', async ({ page, loginAs }) => {
    const marca = uniqueTitle('Teclado');
    for (let i = 0; i < 14; i += 1) await createColaboracion({ ...availableFields, marca, titulo: `${marca} pieza ${i}` });
    await loginAs('colaboradora');
    await page.goto(`/colaboradora/disponibles?q=${encodeURIComponent(marca)}`);
    await expect(page.getByText('14 productos disponibles', { exact: true })).toBeVisible();
    const cards = page.getByRole('link', { name: new RegExp(`${marca} pieza`) });
    await cards.first().focus();
    for (let i = 1; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      await expect(cards.nth(i)).toBeFocused();
    }
  });

  test('an item someone else took sends her back with the spec message', async ({ page, loginAs, browser }) => {
    const item = await createColaboracion({ ...availableFields, titulo: uniqueTitle('Solo una') });
    await loginAs('colaboradora');
    await page.goto(`/colaboradora/disponibles/${item.id}`);
    await expect(page.getByRole('button', { name: 'Solicitar colaboración' })).toBeVisible();

    // Another creator requests it first, in her own browser.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const rival = await createUser('colaboradora', 'rival');
    await useSession(other, rival.ctx);
    const rivalPage = await other.newPage();
    await rivalPage.goto(`/colaboradora/disponibles/${item.id}`);
    await rivalPage.getByRole('button', { name: 'Solicitar colaboración' }).click();
    await expect(rivalPage.getByRole('dialog', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
    await expect(toast(page, 'Esta colaboración ya no está disponible')).toBeVisible();
    await expect(page).toHaveURL(/\/colaboradora\/disponibles$/);
  });

  test('a second request while one is active is refused with the spec message', async ({ page, loginAs }) => {
    const [first, second] = [
      await createColaboracion({ ...availableFields, titulo: uniqueTitle('Primera') }),
      await createColaboracion({ ...availableFields, titulo: uniqueTitle('Segunda') }),
    ];
    await loginAs('colaboradora');
    await page.goto(`/colaboradora/disponibles/${first.id}`);
    await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
    await expect(page.getByRole('dialog', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await page.goto(`/colaboradora/disponibles/${second.id}`);
    await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
    await expect(toast(page, 'Ya tienes una colaboración activa. Complétala primero.')).toBeVisible();
  });
});
