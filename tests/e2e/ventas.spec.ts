import type { APIRequestContext } from '@playwright/test';
import type { CodigoStaff, MisVentas } from '../../src/shared/schemas/ventas';
import { adminApi, createUser, uniqueTitle, useSession } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { expectOk, listStoreProducts } from './support/store';
import { budget } from '../budget';

/**
 * Sales attribution in the browser (issue 27): an admin sets 15 % off and 10 % commission in
 * Configuración and makes a creator's code from her profile; her Inicio shows the code and link; an
 * order placed in the store emulator with her code (its HTTP controls, as the storefront's checkout does)
 * appears in her Mis ventas with the commission pendiente; a refund in the store lowers both.
 */
const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? '';
/** What goes through the store and back (a queued job, webhooks) gets more than the default. */
const STORE = { timeout: budget(30_000) };

test.describe.configure({ timeout: 120_000 });

interface StoreVariant {
  variantId: string;
  available: boolean;
  inventoryQuantity: number | null;
}

const mxn = (cents: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

async function misVentas(ctx: APIRequestContext): Promise<MisVentas> {
  return (await (await expectOk(await ctx.get('/api/ventas/mias'), 'GET /api/ventas/mias')).json()) as MisVentas;
}

test('a creator code sells: Configuración, her code on Inicio, the order and its commission in Mis ventas, a refund lowers it', async ({ page, loginAs }) => {
  // Her profile, with a handle her code is made from.
  const creadora = await createUser('colaboradora', 'ventas');
  const nombre = uniqueTitle('Renata');
  const instagram = `renata${Date.now().toString(36).slice(-5)}`;
  await expectOk(
    await creadora.ctx.put('/api/perfil', {
      data: { nombre, apellidos: 'Ventas', ciudad: 'Puebla', estado: 'Puebla', instagram, equipo: 'Cámara', talla: '9', cintura: 72, cadera: 98 },
    }),
    'PUT /api/perfil',
  );
  const admin = await adminApi();
  const lista = (await (await expectOk(await admin.get(`/api/colaboradoras?q=${encodeURIComponent(nombre)}`), 'GET /api/colaboradoras')).json()) as { items: { id: string }[] };
  const colaboradoraId = lista.items[0]!.id;

  // The admin turns the program on: 15 % off, 10 % commission, codes made by hand.
  await loginAs('admin');
  await page.goto('/admin/configuracion');
  const programa = page.getByRole('form', { name: 'Programa de ventas' });
  const activo = programa.getByRole('switch', { name: 'Programa activo' });
  if ((await activo.getAttribute('aria-checked')) !== 'true') await activo.click();
  await programa.getByLabel('Descuento para sus seguidoras (%)').fill('15');
  await programa.getByLabel('Comisión por venta (%)').fill('10');
  await programa.getByLabel('Días de retención').fill('30');
  await programa.getByLabel('Cuándo recibe su código').selectOption({ label: 'Solo cuando un administrador lo crea' });
  await programa.getByRole('button', { name: 'Guardar programa' }).click();
  await expect(toast(page, 'Programa de ventas guardado')).toBeVisible();

  // From her profile, 'Crear código': the store makes it (a queued job).
  await page.goto(`/colaboradoras?perfil=${colaboradoraId}`);
  const perfil = page.getByRole('dialog');
  await perfil.getByRole('button', { name: 'Crear código' }).click();
  await expect(toast(page, 'El código se está creando en la tienda')).toBeVisible();
  await expect
    .poll(async () => ((await (await admin.get(`/api/ventas/colaboradoras/${colaboradoraId}/codigo`)).json()) as CodigoStaff).codigo?.estado, STORE)
    .toBe('activo');
  await page.reload();
  const codigoStaff = page.getByRole('dialog').getByTestId('codigo-staff');
  await expect(codigoStaff).toHaveText(/^[A-Z0-9]+$/);
  const codigo = (await codigoStaff.textContent())!.trim();
  await expect(page.getByRole('dialog').getByText('Activo', { exact: true })).toBeVisible();

  // Her Inicio: the code, Copiar → Copiado, her share link on the store's own address.
  await page.context().clearCookies();
  await useSession(page.context(), creadora.ctx);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/colaboradora/inicio');
  const tarjeta = page.getByTestId('codigo-card');
  await expect(tarjeta.getByTestId('codigo')).toHaveText(codigo);
  await tarjeta.getByRole('button', { name: `Copiar: código ${codigo}` }).click();
  await expect(tarjeta.getByRole('button', { name: `Copiado: código ${codigo}` })).toBeVisible();
  await expect(tarjeta.getByLabel('Tu enlace para compartir')).toHaveValue(`${EMULATOR_URL}/discount/${codigo}`);
  await tarjeta.getByRole('link', { name: 'Ver mis ventas' }).click();
  await expect(page.getByRole('heading', { name: 'Mis ventas', level: 1 })).toBeVisible();
  await expect(page.getByText('Cuando alguien compre con tu código, su pedido aparecerá aquí.')).toBeVisible();

  // Someone buys with her code in the store.
  const variantes = (await listStoreProducts<{ variants: StoreVariant[] }>()).slice(10).flatMap((p) => p.variants);
  const variante = variantes.filter((v) => v.available).sort((a, b) => (b.inventoryQuantity ?? 0) - (a.inventoryQuantity ?? 0))[0]!;
  const pedido = (await (
    await expectOk(await admin.post(`${EMULATOR_URL}/emulator/orders`, { data: { lines: [{ variantId: variante.variantId, quantity: 1 }], code: codigo.toLowerCase(), email: 'compradora@example.com' } }), 'POST /emulator/orders')
  ).json()) as { orderId: string; name: string };
  await expect.poll(async () => (await misVentas(creadora.ctx)).ventas.length, STORE).toBe(1);
  const venta = (await misVentas(creadora.ctx)).ventas[0]!;
  expect(venta.comisionCents).toBe(Math.round(venta.netoCents / 10));

  await page.reload();
  const fila = page.locator(`[data-venta="${pedido.name}"]`);
  await expect(fila).toContainText(`Pedido ${pedido.name}`);
  await expect(fila).toContainText('Pagado');
  await expect(fila.getByText('Tu comisión').locator('xpath=following-sibling::dd[1]')).toHaveText(mxn(venta.comisionCents!));
  const ganancias = page.getByTestId('ganancias');
  await expect(ganancias.locator('[data-estado="pendiente"] dd').first()).toHaveText(mxn(venta.comisionCents!));
  await expect(ganancias.locator('[data-estado="disponible"] dd').first()).toHaveText(mxn(0));
  // Never the customer: her email is nowhere on the screen.
  await expect(page.getByText('compradora@example.com')).toHaveCount(0);

  // A partial refund in the store lowers the sale and her commission.
  const reembolso = (Math.floor(venta.netoCents / 2) / 100).toFixed(2);
  await expectOk(await admin.post(`${EMULATOR_URL}/emulator/orders/${encodeURIComponent(pedido.orderId.split('/').pop()!)}/refund`, { data: { amount: reembolso } }), 'POST /emulator/orders/:id/refund');
  await expect.poll(async () => (await misVentas(creadora.ctx)).ventas[0]!.netoCents, STORE).toBeLessThan(venta.netoCents);
  const despues = (await misVentas(creadora.ctx)).ventas[0]!;
  expect(despues.comisionCents!).toBeLessThan(venta.comisionCents!);
  await page.reload();
  await expect(fila).toContainText('Reembolso parcial');
  await expect(fila.getByText('Tu comisión').locator('xpath=following-sibling::dd[1]')).toHaveText(mxn(despues.comisionCents!));
  await expect(ganancias.locator('[data-estado="pendiente"] dd').first()).toHaveText(mxn(despues.comisionCents!));
});
