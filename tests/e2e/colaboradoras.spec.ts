import type { APIRequestContext, Page } from '@playwright/test';
import type { ColaboradoraCard, ColaboradorasListResponse } from '../../src/shared/schemas/colaboradoras';
import { adminApi, allRoleUsers, createColaboracion, createUser, me, uniqueTitle } from './support/api';
import { PASSWORD } from './support/env';
import { jpeg } from './support/entregas';
import { expectOk } from './support/store';
import { expect, test } from './support/fixtures';
import { budget } from '../budget';

/**
 * Colaboradoras (spec §2 collaborators list, issue 6) on live data: every card is a real creator with the
 * API's figures, search and filters narrow on the server, 'Ver Perfil' shows her collaborations, and a
 * 'Nueva Colaboradora' link signs a new person up straight into the creator portal.
 */
test.describe.configure({ timeout: budget(90_000) });

/** A word no other test (or earlier run on the same server) has used, safe for names and handles. */
const unique = () => `${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Creadora {
  id: string;
  email: string;
  nombre: string;
  apellidos: string;
  instagram: string;
  ctx: APIRequestContext;
}

/** A creator (role given by the admin) who filled Mi Perfil through the real API. */
async function creadora(nombre: string, perfil: { ciudad: string; estado: string; equipo: string }): Promise<Creadora> {
  const user = await createUser('colaboradora', 'colaboradoras');
  const apellidos = `Prueba${unique()}`;
  const instagram = `e2e.${unique()}`.slice(0, 30);
  await expectOk(await user.ctx.put('/api/perfil', { data: { nombre, apellidos, instagram, ...perfil } }), 'PUT /api/perfil');
  return { id: user.id, email: user.email, nombre, apellidos, instagram, ctx: user.ctx };
}

/**
 * Her collaboration in produccion (requested by her, moved on by the admin) with three photos: one rated
 * Excelente, one Descartado, one not reviewed yet.
 */
async function withDeliveries(creator: Creadora): Promise<{ titulo: string }> {
  const item = await createColaboracion({ producto: 'Jeans', talla: '9', tipo: 'Mom', color: 'Negro', marca: 'Balam', cintura: 70, cadera: 98, largo: 100, titulo: uniqueTitle('Jeans Mom Colaboradoras') });
  await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'solicitar');
  const admin = await adminApi();
  await expectOk(await admin.post('/api/colaboraciones/bulk/estado', { data: { ids: [item.id], estado: 'produccion' } }), 'bulk estado → produccion');
  const ids: string[] = [];
  for (const buffer of [await jpeg(200, 120, 80), await jpeg(30, 30, 30), await jpeg(90, 140, 200)]) {
    const res = await creator.ctx.post(`/api/entregas/${item.id}/imagenes`, { multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer } } });
    await expectOk(res, 'POST /api/entregas/:id/imagenes');
    ids.push(((await res.json()) as { entrega: { id: string } }).entrega.id);
  }
  await expectOk(await admin.patch(`/api/revision/entregas/${ids[0]}/feedback`, { data: { feedbackStatus: 'excelente', feedbackComentario: null } }), 'feedback');
  await expectOk(await admin.patch(`/api/revision/entregas/${ids[1]}/feedback`, { data: { feedbackStatus: 'descartado', feedbackComentario: null } }), 'feedback');
  return { titulo: item.titulo };
}

async function apiList(query: Record<string, string> = {}): Promise<ColaboradorasListResponse> {
  const admin = await adminApi();
  const res = await expectOk(await admin.get(`/api/colaboradoras?${new URLSearchParams(query).toString()}`), 'GET /api/colaboradoras');
  return res.json();
}

/** Emails of the people whose role is colaboradora right now (Gestión de Roles' list). */
async function creatorEmails(): Promise<Set<string>> {
  return new Set((await allRoleUsers('colaboradora')).map((u) => u.email));
}

const cards = (page: Page) => page.getByRole('list', { name: 'Colaboradoras' }).getByRole('article');
const cardOf = (page: Page, c: { nombre: string; apellidos: string }) => page.getByRole('article', { name: `${c.nombre} ${c.apellidos}` });

/** What a card shows, read from the screen. */
async function readCard(card: ReturnType<Page['getByRole']>) {
  return {
    name: (await card.getByRole('heading', { level: 2 }).textContent())?.trim(),
    entregas: Number(await card.getByTestId('entregas').textContent()),
    contenido: Number(await card.getByTestId('contenido').textContent()),
    activa: (await card.locator('[data-activa]').getAttribute('data-activa')) === 'true',
    email: (await card.locator('a[href^="mailto:"]').textContent())?.trim(),
  };
}

const fullName = (c: Pick<ColaboradoraCard, 'nombre' | 'apellidos'>) => [c.nombre, c.apellidos].filter(Boolean).join(' ');

let ximena: Creadora;
let yolanda: Creadora;
let ximenaColaboracion: string;

test.beforeAll(async () => {
  ximena = await creadora('Ximena', { ciudad: 'Guadalajara', estado: 'Jalisco', equipo: 'iPhone 15' });
  yolanda = await creadora('Yolanda', { ciudad: 'Mérida', estado: 'Yucatán', equipo: 'Cámara' });
  ximenaColaboracion = (await withDeliveries(ximena)).titulo;
});

test.describe('Colaboradoras (spec §2 collaborators list, live data)', () => {
  test('shows one card per real creator with the figures of the API and the database', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/colaboradoras');
    await expect(page.getByRole('heading', { name: 'Colaboradoras', level: 1 })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    // Other tests may add creators meanwhile: read the API, reload, compare, until both agree.
    let api: ColaboradorasListResponse | undefined;
    await expect(async () => {
      api = await apiList();
      const emails = await creatorEmails();
      await page.reload();
      await expect(cards(page)).toHaveCount(api.items.length, { timeout: budget(5_000) });
      for (const [i, item] of api.items.entries()) {
        // Only real creators: every card is a person whose role is colaboradora.
        expect(emails.has(item.email), item.email).toBe(true);
        const shown = await readCard(cards(page).nth(i));
        expect(shown).toEqual({ name: fullName(item), entregas: item.entregas, contenido: item.contenido, activa: item.activa, email: item.email });
      }
    }).toPass({ timeout: budget(30_000) });
    await expect(page.getByText(`de ${api!.total} colaboradora`)).toBeVisible();
    // No followers: we hold no such figure, so none is shown.
    await expect(page.getByText(/seguidores/i)).toHaveCount(0);

    // Her own card: status, contact, handle, deliveries (3 photos) and content (only the one rated
    // Excelente: the unreviewed one carries the default 'bueno' but nobody rated it).
    await page.getByRole('searchbox', { name: 'Buscar colaboradoras' }).fill(ximena.apellidos);
    const card = cardOf(page, ximena);
    await expect(card).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(card.getByText('Colaboración activa', { exact: true })).toBeVisible();
    await expect(card.getByText('Guadalajara, Jalisco')).toBeVisible();
    await expect(card.getByRole('link', { name: ximena.email })).toHaveAttribute('href', `mailto:${ximena.email}`);
    await expect(card.getByRole('link', { name: new RegExp(`@${ximena.instagram.replaceAll('.', '\\.')}`) })).toHaveAttribute('target', '_blank');
    expect(await readCard(card)).toMatchObject({ entregas: 3, contenido: 1, activa: true });
  });

  test('search and filters narrow the list on the server', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/colaboradoras');
    const search = page.getByRole('searchbox', { name: 'Buscar colaboradoras' });

    // By Instagram handle, with its '@'.
    await search.fill(`@${yolanda.instagram}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardOf(page, yolanda)).toBeVisible();
    await expect(page).toHaveURL(/q=/);
    await search.fill('');
    await expect(cards(page).first()).toBeVisible();
    // The cleared search reaches the URL (debounced) before the filters are chosen: a late search update
    // from a stale render would otherwise drop them (seen under load; noted in the session's closing note).
    await expect(page).not.toHaveURL(/q=/);

    // Filters: Yucatán, without an active collaboration.
    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.getByLabel('Estado', { exact: true }).selectOption('Yucatán');
    await dialog.getByLabel('Colaboración').selectOption({ label: 'Sin colaboración activa' });
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Filtros activos' })).toContainText('Estado: Yucatán');
    await expect(page.getByRole('button', { name: 'Filtros (2 activos)' })).toBeVisible();

    const filtered = await apiList({ estado: 'Yucatán', activa: 'no' });
    await expect(cardOf(page, yolanda)).toBeVisible();
    await expect(cards(page)).toHaveCount(filtered.items.length);
    await expect(cardOf(page, ximena)).toHaveCount(0);
    for (const item of filtered.items) expect(item).toMatchObject({ estado: 'Yucatán', activa: false });

    // Jalisco with an active collaboration: Ximena, not Yolanda.
    await page.getByRole('button', { name: /Filtros/ }).click();
    await dialog.getByLabel('Estado', { exact: true }).selectOption('Jalisco');
    await dialog.getByLabel('Colaboración').selectOption({ label: 'Con colaboración activa' });
    await dialog.getByLabel('Equipo de grabación').selectOption('iPhone 15');
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(cardOf(page, ximena)).toBeVisible();
    await expect(cardOf(page, yolanda)).toHaveCount(0);
    await expect(cards(page)).toHaveCount((await apiList({ estado: 'Jalisco', activa: 'si', equipo: 'iPhone 15' })).items.length);

    // Nothing matches: the honest empty state, and one click clears it all.
    await search.fill(`sin-resultados-${unique()}`);
    await expect(page.getByText('No se encontraron colaboradoras')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar búsqueda y filtros' }).click();
    await expect(page.getByRole('list', { name: 'Filtros activos' })).toHaveCount(0);
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount((await apiList()).items.length);
  });

  test('Ver Perfil shows her profile, her collaborations and her ratings', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto(`/colaboradoras?q=${encodeURIComponent(ximena.apellidos)}`);
    await cardOf(page, ximena).getByRole('button', { name: `Ver Perfil de ${ximena.nombre} ${ximena.apellidos}` }).click();

    const dialog = page.getByRole('dialog', { name: `${ximena.nombre} ${ximena.apellidos}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/perfil=/);
    await expect(dialog.getByText(ximena.email)).toBeVisible();
    await expect(dialog.getByText('iPhone 15')).toBeVisible();
    const colaboraciones = dialog.getByRole('list', { name: 'Colaboraciones' }).getByRole('listitem');
    await expect(colaboraciones).toHaveCount(1);
    await expect(colaboraciones.first()).toContainText(ximenaColaboracion);
    await expect(colaboraciones.first()).toContainText('Producción');
    await expect(colaboraciones.first()).toContainText('Solicitada el');
    await expect(colaboraciones.first()).toContainText('3 entregas: 1 Excelente, 0 Bueno, 1 Descartado, 1 sin revisar');
    const counters = [['total', '3'], ['imagenes', '3'], ['videos', '0'], ['sinCalificar', '1'], ['excelente', '1'], ['bueno', '0'], ['descartado', '1']];
    for (const [key, value] of counters) {
      await expect(dialog.locator(`[data-counter="${key}"] dd`)).toHaveText(value!);
    }

    // Closing forgets the profile in the address; reopening by address works.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/perfil=/);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: `${ximena.nombre} ${ximena.apellidos}` })).toBeVisible();
  });

  test('Nueva Colaboradora: the link signs a new person up straight into the creator portal, once', async ({ page, loginAs, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs('admin');
    await page.goto('/colaboradoras');
    await page.getByRole('button', { name: 'Nueva Colaboradora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Colaboradora' });
    const field = dialog.getByLabel('Enlace de invitación');
    await expect(field).toHaveValue(/\/auth\?invitacion=[A-Za-z0-9_-]{43}$/);
    const link = await field.inputValue();
    await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(dialog.getByRole('button', { name: 'Copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog).toContainText('Sirve para una sola cuenta');

    // A fresh browser: nobody signed in.
    const nueva = await browser.newContext();
    try {
      const invited = await nueva.newPage();
      await invited.goto(link);
      await expect(invited.getByText('Te invitaron a colaborar')).toBeVisible();
      await expect(invited.getByRole('heading', { name: 'Crea tu cuenta de colaboradora' })).toBeVisible();
      const email = `invitada.${unique()}@colabora.test`;
      const nombre = `Zaira Invitada ${unique()}`;
      await invited.getByLabel('Nombre completo').fill(nombre);
      await invited.getByLabel('Correo electrónico').fill(email);
      await invited.getByLabel('Contraseña').fill(PASSWORD);
      await invited.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(invited).toHaveURL(/\/colaboradora\/inicio$/);
      const session = (await (await invited.request.get('/api/me')).json()) as { role: string | null };
      expect(session.role).toBe('colaboradora');

      // She is a real creator now: the admin finds her card.
      const found = await apiList({ q: nombre });
      expect(found.items.map((c) => c.email)).toEqual([email]);
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: 'Buscar colaboradoras' }).fill(nombre);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(nombre);
    } finally {
      await nueva.close();
    }

    // The same link again, in another fresh browser: it says why it no longer works, and an account
    // made there waits for a role like any other sign-up.
    const otra = await browser.newContext();
    try {
      const late = await otra.newPage();
      await late.goto(link);
      await expect(late.getByText('Tu invitación ya no funciona')).toBeVisible();
      await expect(late.getByText('Esta invitación ya fue usada. Pide al equipo de la marca un enlace nuevo.')).toBeVisible();
      await late.getByLabel('Nombre completo').fill('Tarde Invitada');
      await late.getByLabel('Correo electrónico').fill(`tarde.${unique()}@colabora.test`);
      await late.getByLabel('Contraseña').fill(PASSWORD);
      await late.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(late.getByRole('heading', { name: 'Esperando asignación de rol' })).toBeVisible();
      expect(((await (await late.request.get('/api/me')).json()) as { role: string | null }).role).toBeNull();
    } finally {
      await otra.close();
    }
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs('admin');
    await page.goto(`/colaboradoras?q=${encodeURIComponent(ximena.apellidos)}`);
    await expect(cardOf(page, ximena)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await cardOf(page, ximena).getByRole('button', { name: /Ver Perfil/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Colaboraciones (1)')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Nothing inside the profile runs past its edge either (long names and emails wrap).
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test('a creator and tienda cannot open Colaboradoras', async ({ page, loginAs }) => {
  const creator = await loginAs('colaboradora');
  expect(creator.role).toBe('colaboradora');
  await page.goto('/colaboradoras');
  await expect(page).toHaveURL(/\/colaboradora\/inicio$/);
  const tienda = await createUser('tienda');
  const res = await tienda.ctx.get('/api/colaboradoras');
  expect(res.status()).toBe(403);
  expect((await me(tienda.ctx)).role).toBe('tienda');
});
