import { request } from '@playwright/test';
import { profiles } from '../../src/server/db/schema';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { startSeededServer } from './support/seeded-server';
import { budget } from '../budget';

/**
 * Issue 28 item 4: Gestión de Roles on a 1,000-person instance. Its own server, on a data folder seeded
 * beforehand: the admin signed up through the app, then 1,000 accounts written straight into profiles
 * (signing 1,000 people up through scrypt would only measure scrypt). The global e2e server is left alone.
 */
test.describe.configure({ timeout: budget(120_000) });

let url: string;
let stop: (() => Promise<void>) | undefined;
const ADMIN = { email: 'duena@marca.test', name: 'Dueña Marca' };

test.beforeAll(async () => {
  test.setTimeout(budget(180_000));
  const server = await startSeededServer('roles-lote', async ({ db, signUp }) => {
    // The first account of an empty instance is its admin.
    await signUp(ADMIN);
    await db.insert(profiles).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = String(i).padStart(4, '0');
        return { id: `lote-${n}`, email: `persona${n}@lote.test`, fullName: i % 10 === 0 ? `Lucía Núñez ${n}` : `Persona ${n}` };
      }),
    );
  });
  url = server.url;
  stop = server.stop;
});

test.afterAll(async () => {
  await stop?.();
});

async function adminApi() {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url, Connection: 'close' } });
  const res = await api.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()}`);
  return api;
}

async function total(query: string): Promise<number> {
  const api = await adminApi();
  const res = await api.get(`/api/roles/users?${query}`);
  const body = (await res.json()) as { total: number };
  await api.dispose();
  return body.total;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin selects a page of 50 people waiting for a role and makes them Colaboradoras in one action', async ({ page, context }) => {
      const api = await adminApi();
      await context.addCookies((await api.storageState()).cookies);
      await api.dispose();
      const before = await total('rol=colaboradora');

      await page.goto(`${url}/admin/roles?rol=sin`);
      await expect(page.getByRole('heading', { name: 'Gestión de Roles' })).toBeVisible();
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(50);
      const waiting = await total('rol=sin');
      await expect(page.getByText(`${waiting.toLocaleString('es-MX')} personas`, { exact: true })).toBeVisible();

      await page.getByRole('checkbox', { name: 'Seleccionar a todas las personas de esta página' }).click();
      const bar = page.getByRole('group', { name: 'Asignación en lote' });
      await expect(bar).toContainText('50 personas seleccionadas');
      await bar.getByRole('combobox', { name: 'Rol para la selección' }).click();
      await page.getByRole('option', { name: 'Colaboradora' }).click();

      const button = bar.getByRole('button', { name: 'Asignar a la selección' });
      const where = await button.boundingBox();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/roles/asignaciones')) sent.push(r.method());
      });
      await button.click();
      await expect(toast(page, 'Rol Colaboradora asignado a 50 personas')).toBeVisible();
      expect(sent).toEqual(['POST']);
      await expect(bar).toContainText('Selecciona personas para asignarles un rol a la vez.');
      // The button stays where it was pressed: the bar keeps its place and size after the batch.
      expect(await button.boundingBox()).toEqual(where);

      expect(await total('rol=colaboradora')).toBe(before + 50);
      expect(await total('rol=sin')).toBe(waiting - 50);
      // The list (people without a role) now shows the next 50.
      await expect(page.getByText(`${(waiting - 50).toLocaleString('es-MX')} personas`, { exact: true })).toBeVisible();
    });

    test('searches by name without accents, server-side, and pages', async ({ page, context }) => {
      const api = await adminApi();
      await context.addCookies((await api.storageState()).cookies);
      await api.dispose();
      await page.goto(`${url}/admin/roles`);
      await page.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill('lucia nunez');
      await expect(page).toHaveURL(/\?q=lucia\+nunez$/);
      await expect(page.getByText('100 personas', { exact: true })).toBeVisible();
      await expect(page.locator('tbody tr')).toHaveCount(50);
      await expect(page.getByText('Página 1 de 2')).toBeVisible();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('Página 2 de 2')).toBeVisible();
      await expect(page.locator('tbody tr').first()).toContainText('persona0500@lote.test');
    });
  });
}
