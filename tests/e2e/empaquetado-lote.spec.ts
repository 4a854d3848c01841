import type { Locator, Page } from '@playwright/test';
import { createUser } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { estadoOf, expectOk, importAvailableItem } from './support/store';
import { budget } from '../budget';

/**
 * Empaquetado of several at once (issue 28) against the Shopify emulator that scripts/e2e.mjs starts:
 * tienda packs one card by its button and three more in one batch from the sticky bar; each
 * collaboration gets exactly one draft order in the store, the summary says so, and no card moves under
 * the pointer when its neighbours clear.
 */
const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? '';
const STORE_TIMEOUT = { timeout: budget(30_000) };

test.describe.configure({ timeout: budget(150_000) });

async function draftsFor(colaboracionId: string): Promise<number> {
  const res = await fetch(`${EMULATOR_URL}/emulator/state`);
  const state = (await res.json()) as { draftOrders: { tags: string[] }[] };
  return state.draftOrders.filter((d) => d.tags.includes(`colaboracion:${colaboracionId}`)).length;
}

/** Four creators of one made-up city each request an imported item: the search by that city shows only these cards. */
async function fourRequests(city: string) {
  const out: { id: string; nombre: string }[] = [];
  for (const nombre of ['Alma', 'Berta', 'Celia', 'Dora']) {
    const item = await importAvailableItem();
    const creator = await createUser('colaboradora', `lote${nombre.toLowerCase()}`);
    const suffix = creator.email.split('@')[0]!.replace(/[^a-z0-9]/g, '').slice(-12);
    await expectOk(
      await creator.ctx.put('/api/perfil', {
        data: { nombre, apellidos: 'Lote', ciudad: city, estado: 'Jalisco', instagram: `lote.${suffix}`, equipo: 'Cámara', talla: '9', cintura: 72, cadera: 98 },
      }),
      'PUT /api/perfil',
    );
    await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'solicitar');
    out.push({ id: item.id, nombre });
  }
  return out;
}

/** Where a card is on the page (not the viewport: hovering a button may scroll it into view). */
const box = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

/** The next read of the list, which the page makes once an Empaquetado ends. */
const listRead = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/confirmacion' && r.request().method() === 'GET');

test('tienda packs one card by its button and three in one batch: one draft order each, a summary, and nothing moves under the pointer', async ({ page, loginAs }) => {
  const city = `Lotería${Date.now().toString(36)}`;
  const items = await fourRequests(city);
  const [a, b, c, d] = items as [(typeof items)[number], (typeof items)[number], (typeof items)[number], (typeof items)[number]];

  await loginAs('tienda');
  await page.goto('/logistica/confirmacion');
  await page.getByRole('searchbox', { name: 'Buscar colaboraciones' }).fill(city);
  const card = (id: string) => page.locator(`article[data-colaboracion-id="${id}"]`);
  await expect(page.getByText('Mostrando 4 registro(s)')).toBeVisible(STORE_TIMEOUT);
  const buttonA = card(a.id).getByRole('button', { name: 'Empaquetado' });
  await expect(buttonA).toBeEnabled(STORE_TIMEOUT);
  const before = await Promise.all(items.map((i) => box(card(i.id))));

  // One card by its own button: it stays where it was, and so does the card after it.
  const reread = listRead(page);
  await buttonA.hover();
  const pointer = await buttonA.boundingBox();
  if (!pointer) throw new Error("Alma's button is not on screen");
  await buttonA.click();
  await expect(toast(page, 'Pedido borrador creado en la tienda')).toBeVisible(STORE_TIMEOUT);
  await reread;
  await expect(card(a.id).getByText(/^Empaquetada · pedido #\d+$/)).toBeVisible();
  await expect(page.getByText('Mostrando 3 registro(s)')).toBeVisible();
  expect(await box(card(a.id))).toEqual(before[0]);
  expect(await box(card(b.id))).toEqual(before[1]);
  // What is under the pointer now is still Alma's card, not Berta's button slid up.
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('article')?.getAttribute('data-colaboracion-id') ?? null, {
    x: pointer.x + pointer.width / 2,
    y: pointer.y + pointer.height / 2,
  });
  expect(under).toBe(a.id);

  // The other three in one batch: 'Seleccionar todas' takes the cards still waiting; a double click posts once.
  const bar = page.getByRole('region', { name: 'Empaquetado en lote' });
  await bar.getByRole('checkbox', { name: 'Seleccionar todas' }).check();
  for (const i of [b, c, d]) await expect(card(i.id).getByRole('checkbox', { name: new RegExp(`^Seleccionar a ${i.nombre} L\\.`) })).toBeChecked();
  await expect(bar.getByText('3 seleccionadas')).toBeVisible();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/confirmacion/empaquetar-lote') posts.push(r.postData() ?? '');
  });
  const rereadAfterBatch = listRead(page);
  await bar.getByRole('button', { name: 'Empaquetar seleccionadas (3)' }).dblclick();

  const summary = bar.getByRole('region', { name: 'Resumen del empaquetado' });
  await expect(summary.getByText('3 pedidos creados de 3')).toBeVisible(STORE_TIMEOUT);
  const created = summary.getByRole('list', { name: 'Pedidos creados' }).getByRole('listitem');
  await expect(created).toHaveCount(3);
  for (const i of [b, c, d]) await expect(created.filter({ hasText: `${i.nombre} Lote · ` })).toHaveText(/: pedido #\d+$/);
  await expect(bar.getByText('Listo: 3 pedidos creados')).toBeVisible();
  await rereadAfterBatch;
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toEqual({ ids: [b.id, c.id, d.id] });

  // All four are placeholders in their places; no card moved.
  for (const i of items) await expect(card(i.id).getByText(/^Empaquetada · pedido #\d+$/)).toBeVisible();
  await expect(page.getByText('Mostrando 0 registro(s)')).toBeVisible();
  expect(await Promise.all(items.map((i) => box(card(i.id))))).toEqual(before);

  // The store holds exactly one draft order for each, and each collaboration moved to empaquetado once.
  for (const i of items) {
    expect(await draftsFor(i.id)).toBe(1);
    expect(await estadoOf(i.id)).toBe('empaquetado');
  }
});
