import { createUser, me } from './support/api';
import { expect, test, toast } from './support/fixtures';

test.describe('Gestión de Roles (spec §2, §4)', () => {
  test('an admin assigns a role and the person gets her shell', async ({ page, loginAs, browser }) => {
    const waiting = await createUser(null, 'espera');
    await loginAs('admin');
    await page.goto('/admin/roles');
    await expect(page.getByRole('heading', { name: 'Gestión de Roles' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: waiting.email });
    await expect(row).toContainText(waiting.fullName);
    const assign = row.getByRole('button', { name: 'Asignar' });
    await expect(assign).toBeDisabled();

    await row.getByRole('combobox', { name: `Rol de ${waiting.email}` }).click();
    await page.getByRole('option', { name: 'Colaboradora' }).click();
    await expect(assign).toBeEnabled();
    await assign.click();
    await expect(toast(page, 'Rol asignado')).toBeVisible();
    await expect(toast(page, 'El rol se ha asignado correctamente')).toBeVisible();
    await expect(assign).toBeDisabled();

    // The database says so too, and the person now lands in the creator portal.
    expect((await me(waiting.ctx)).role).toBe('colaboradora');
    const other = await browser.newContext();
    await other.addCookies((await waiting.ctx.storageState()).cookies);
    const herPage = await other.newPage();
    await herPage.goto('/');
    await expect(herPage).toHaveURL(/\/colaboradora\/inicio$/);
    await other.close();
  });

  test('lists every user with email and full name, ordered by email, with Tienda offered', async ({ page, loginAs }) => {
    const a = await createUser(null, 'aaa-orden');
    const z = await createUser('tienda', 'zzz-orden');
    await loginAs('admin');
    await page.goto('/admin/roles');
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: a.email })).toBeVisible();
    const text = await page.locator('tbody').innerText();
    expect(text.indexOf(a.email)).toBeLessThan(text.indexOf(z.email));
    const zRow = rows.filter({ hasText: z.email });
    await expect(zRow.getByRole('combobox', { name: `Rol de ${z.email}` })).toContainText('Tienda');
    await zRow.getByRole('combobox', { name: `Rol de ${z.email}` }).click();
    await expect(page.getByRole('option', { name: 'Administrador' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Tienda' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Colaboradora' })).toBeVisible();
  });
});
