import { createColaboracion, uniqueTitle } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test("Inicio greets her, counts from live data and links to each list (spec §2, §4)", async ({ page, loginAs }) => {
  const item = await createColaboracion({ titulo: uniqueTitle('Para Inicio'), talla: '5', cintura: 66, cadera: 90 });
  await loginAs('colaboradora');
  await page.goto('/colaboradora/inicio');
  await expect(page.getByText(/¡Hola, Prueba!/)).toBeVisible();
  await expect(page.getByLabel('Pendientes: 0')).toBeVisible();
  await expect(page.getByLabel('Entregadas: 0')).toBeVisible();
  await expect(page.getByLabel(/Disponibles: [1-9]\d*/)).toBeVisible();
  await expect(page.getByText('Tu perfil está completo al 13%')).toBeVisible();
  await expect(page.getByText(/tienes 7 días para publicar/)).toBeVisible();

  await page.getByRole('link', { name: 'Ver productos disponibles' }).click();
  await expect(page).toHaveURL(/\/colaboradora\/disponibles$/);

  // After requesting an item, Pendientes counts it.
  await page.goto(`/colaboradora/disponibles/${item.id}`);
  await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
  await page.getByRole('button', { name: 'Ver mis colaboraciones' }).click();
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByLabel('Pendientes: 1')).toBeVisible();

  await page.getByRole('link', { name: 'Completar mi perfil' }).click();
  await expect(page).toHaveURL(/\/colaboradora\/perfil$/);
});
