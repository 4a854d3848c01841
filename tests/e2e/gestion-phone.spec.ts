import { createColaboracion, uniqueTitle } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Issue 16: Gestión de Colaboraciones on a phone. Rows of one product differ only at the end of a long
 * Spanish title and in the size: both must be readable at 320, 375 and 414 px, nothing cut or overflowing.
 */
for (const width of [320, 375, 414]) {
  test(`Gestión at ${width} px: the whole long title and the size, nothing overflowing`, async ({ page, loginAs }) => {
    await page.setViewportSize({ width, height: 800 });
    const titulo = uniqueTitle('Jeans Campana Balam Negro Deslavado Tiro Alto Con Aberturas');
    await createColaboracion({ titulo, producto: 'Jeans', talla: '13', tipo: 'Campana', marca: 'Balam', color: 'Negro' });
    await loginAs('admin');
    await page.goto(`/admin/colaboraciones?q=${encodeURIComponent(titulo)}`);
    const row = page.getByRole('row').filter({ hasText: titulo });
    await expect(row).toHaveCount(1);
    const title = row.getByTestId('colaboracion-titulo');
    await expect(title).toHaveText(titulo);
    await expect(row.getByTestId('colaboracion-talla')).toHaveText('Talla 13');
    // Not clamped: the text's full height is shown, and nothing runs past its box.
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The row's actions stay on screen.
    const edit = row.getByRole('button', { name: /^Editar/ });
    const box = await edit.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots'}/gestion-${width}.png` });
  });
}
