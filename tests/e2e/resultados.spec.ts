import { createColaboracion, getColaboracion, uniqueTitle } from './support/api';
import { creatorHolding, jpeg, moveTo, rate, uploadPhoto } from './support/entregas';
import { expect, test } from './support/fixtures';
import { expectOk } from './support/store';

/**
 * Issue 20: Resultados with one fresh creator's world, computed by hand. Her two collaborations are sent
 * today (moved past the store), so they count in the default range (this month); no unit cost comes
 * from the store for hand-made items, so cost is 'Costo no disponible' and both are named as left out.
 * Her files: Excelente, Bueno, Descartado on the first; Excelente on the second → 4 files, 3 usable.
 * The filter to her alone keeps other specs' collaborations (same server) out of the figures; no global
 * setting is saved.
 */
test('Resultados: the hand-computed figures of one creator, at 1280 px and at 375 px', async ({ page, loginAs }) => {
  const { item, creator } = await creatorHolding('Resultados Uno');
  const [a, b, c] = [await uploadPhoto(creator.ctx, item.id, await jpeg(200, 40, 40)), await uploadPhoto(creator.ctx, item.id, await jpeg(40, 200, 40)), await uploadPhoto(creator.ctx, item.id, await jpeg(40, 40, 200))];
  await moveTo([item.id], 'revision');
  await rate(a, 'excelente');
  await rate(b, 'bueno');
  await rate(c, 'descartado');
  await moveTo([item.id], 'entregado');

  const second = await createColaboracion({ titulo: uniqueTitle('Resultados Dos'), producto: 'Jeans', talla: '9', tipo: 'Recto', color: 'Azul', marca: 'Kosch', cintura: 72, cadera: 98, largo: 104 });
  await expectOk(await creator.ctx.post(`/api/disponibles/${second.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  await moveTo([second.id], 'produccion');
  const d = await uploadPhoto(creator.ctx, second.id, await jpeg(120, 120, 40));
  await moveTo([second.id], 'revision');
  await rate(d, 'excelente');
  const colaboradoraId = (await getColaboracion(item.id))!.colaboradoraId as string;

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs('admin');
  await page.goto('/');
  await expect(page.getByTestId('stat-costo-por-util')).toBeVisible();
  await page.getByRole('link', { name: 'Resultados', exact: true }).first().click();
  await expect(page).toHaveURL(/\/resultados$/);
  await expect(page.getByRole('heading', { name: 'Resultados', level: 1 })).toBeVisible();

  await page.getByLabel('Creadora', { exact: true }).selectOption(colaboradoraId);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`colaboradoraId=${colaboradoraId}`));
  const valor = (key: string) => page.getByTestId(`resultado-${key}`).getByTestId('resultado-valor');
  await expect(valor('archivos')).toHaveText('4');
  await expect(valor('utiles')).toHaveText('3');
  await expect(valor('costo')).toHaveText('Costo no disponible');
  await expect(valor('costo-por-util')).toHaveText('Costo no disponible');
  await expect(page.getByTestId('resultados-sin-costo')).toContainText('2 colaboraciones sin costo no incluidas');
  const porCreadora = page.getByRole('table', { name: 'Por creadora' });
  await expect(porCreadora.getByRole('row')).toHaveCount(2);
  await expect(porCreadora.getByRole('row').nth(1)).toContainText('Costo no disponible');
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', new RegExp(`colaboradoraId=${colaboradoraId}`));
  // The charts (recharts, loaded with the page): drawn, and pictures of the 'Por mes' table for screen readers.
  for (const id of ['grafica-costo', 'grafica-archivos']) {
    await expect(page.getByTestId(id).locator('svg.recharts-surface').first()).toBeVisible();
    await expect(page.getByTestId(id)).toHaveAttribute('aria-hidden', 'true');
  }

  // A reversed range: the Spanish message, no new figures.
  await page.getByLabel('Hasta', { exact: true }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('La fecha inicial debe ser anterior o igual a la fecha final')).toBeVisible();

  // A phone's width: the same figures, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(valor('utiles')).toHaveText('3');
  await expect(valor('costo')).toHaveText('Costo no disponible');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
