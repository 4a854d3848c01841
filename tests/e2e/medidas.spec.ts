import type { Page } from '@playwright/test';
import { createColaboracion, getColaboracion, uniqueTitle } from './support/api';
import { expect, test, toast } from './support/fixtures';

async function openMedidas(page: Page) {
  await page.goto('/admin/medidas');
  await expect(page.getByRole('heading', { name: 'Medidas de Jeans' })).toBeVisible();
}

function rowForm(page: Page, titulo: string) {
  return page.getByRole('form', { name: `Medidas de ${titulo}` });
}

test.describe('Medidas de Jeans (spec §2, §5, §8)', () => {
  test('tienda fills cintura, cadera and largo: saved, and the complete row leaves the list', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Bota'), marca: 'Kyrath', talla: '11', tipo: 'Bota' });
    await loginAs('tienda');
    await openMedidas(page);
    await page.getByLabel('Buscar por título, producto o marca').fill(c.titulo);
    const form = rowForm(page, c.titulo);
    await expect(form).toBeVisible();
    await expect(form).toContainText('Jeans');
    await expect(form).toContainText('Kyrath');
    await expect(form).toContainText('11');
    const guardar = form.getByRole('button', { name: 'Guardar' });
    await expect(guardar).toBeDisabled();

    // Browser-side rule: positive integers only.
    await form.getByLabel(`Cintura (cm) de ${c.titulo}`).fill('-3');
    await expect(form.getByText('Debe ser un número entero positivo')).toBeVisible();
    await expect(form.getByLabel(`Cintura (cm) de ${c.titulo}`)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(`Cintura (cm) de ${c.titulo}`).fill('71');
    await expect(form.getByText('Debe ser un número entero positivo')).toHaveCount(0);

    // One value saved: the row stays (two are still missing).
    await expect(guardar).toBeEnabled();
    await guardar.click();
    await expect(toast(page, 'Medidas actualizadas correctamente')).toBeVisible();
    await expect(form).toBeVisible();
    await expect(guardar).toBeDisabled();
    await expect(form.getByLabel(`Cintura (cm) de ${c.titulo}`)).toHaveValue('71');

    await form.getByLabel(`Cadera (cm) de ${c.titulo}`).fill('96');
    await form.getByLabel(`Largo (cm) de ${c.titulo}`).fill('104');
    await guardar.click();
    await expect(toast(page, 'Medidas actualizadas correctamente').last()).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    expect(await getColaboracion(c.id)).toMatchObject({ cintura: 71, cadera: 96, largo: 104 });
  });

  test('the brand tab is remembered after a reload, and a brand with no rows falls back to Todas', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Campana'), marca: 'Deezer' });
    const other = await createColaboracion({ titulo: uniqueTitle('Jeans Skinny'), marca: 'JS Denim' });
    await loginAs('admin');
    await openMedidas(page);
    await expect(page.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowForm(page, c.titulo)).toBeVisible();
    await expect(rowForm(page, other.titulo)).toBeVisible();

    await page.getByRole('tab', { name: 'Deezer' }).click();
    await expect(page.getByRole('tab', { name: 'Deezer' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowForm(page, c.titulo)).toBeVisible();
    await expect(rowForm(page, other.titulo)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('medidas-marca-filter'))).toBe('Deezer');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Deezer' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowForm(page, c.titulo)).toBeVisible();
    await expect(rowForm(page, other.titulo)).toHaveCount(0);

    // A remembered brand that no longer has rows missing measurements.
    await page.evaluate(() => localStorage.setItem('medidas-marca-filter', 'Marca sin filas'));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowForm(page, other.titulo)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('medidas-marca-filter'))).toBe('todas');
  });

  test('tienda reaches Medidas but not Gestión de Colaboraciones', async ({ page, loginAs }) => {
    await loginAs('tienda');
    await page.goto('/admin/colaboraciones');
    await expect(page).not.toHaveURL(/\/admin\/colaboraciones/);
    await expect(page.getByRole('heading', { name: 'Gestión de Colaboraciones' })).toHaveCount(0);
    await openMedidas(page);
  });
});
