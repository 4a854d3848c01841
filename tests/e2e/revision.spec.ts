import type { Page } from '@playwright/test';
import type { RevisionColaboracionesResponse, RevisionEntregasResponse } from '../../src/shared/schemas/revision';
import { adminApi, allRoleUsers, createColaboracion, createUser, getColaboracion, uniqueTitle, useSession } from './support/api';
import { jpeg, uploadPhoto, uploadVideo } from './support/entregas';
import { expectOk } from './support/store';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

/**
 * Entregas (spec §2 deliveries review, issue 6): everything is seeded through the real API — the creator
 * requests an item, the admin moves it to produccion, she uploads photos (multipart) and a video (tus)
 * and sends it to review — and then the admin reviews it in the browser.
 */
test.describe.configure({ timeout: budget(90_000) });

const availableFields = { producto: 'Jeans', talla: '9', tipo: 'Mom', color: 'Negro', marca: 'Balam', cintura: 72, cadera: 98, largo: 102 };

/** A creator's collaboration in revision with two photos and one video, all through the API. */
async function collaborationInReview(prefix: string) {
  const item = await createColaboracion({ ...availableFields, titulo: uniqueTitle(prefix) });
  const creator = await createUser('colaboradora', 'revision');
  await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'solicitar');
  const admin = await adminApi();
  await expectOk(await admin.post('/api/colaboraciones/bulk/estado', { data: { ids: [item.id], estado: 'produccion' } }), 'bulk estado → produccion');
  const fotos = [await uploadPhoto(creator.ctx, item.id, await jpeg(210, 140, 90)), await uploadPhoto(creator.ctx, item.id, await jpeg(70, 100, 170))];
  const video = await uploadVideo(creator.ctx, item.id, { durationMs: 20_000 });
  await expectOk(await creator.ctx.post(`/api/entregas/${item.id}/enviar-revision`, { data: {} }), 'enviar-revision');
  return { item, creator, fotos, video };
}

async function revisionEntregas(id: string): Promise<RevisionEntregasResponse> {
  const admin = await adminApi();
  return (await expectOk(await admin.get(`/api/revision/colaboraciones/${id}/entregas`), 'GET revision entregas')).json();
}

function counter(page: Page, key: 'total' | 'excelente' | 'bueno' | 'descartado' | 'sin_revisar') {
  return page.getByTestId(`contador-${key}`).locator('dd');
}

function section(page: Page, name: 'Excelente' | 'Bueno' | 'Descartado' | 'Sin revisar') {
  return page.getByTestId('revision-panel').getByRole('region', { name });
}

/**
 * Every creator name on the screen belongs to a real creator: each card's name is what the API holds
 * for that collaboration, and the account behind it is a registered user with the Colaboradora role.
 */
async function expectOnlyRealCreators(page: Page) {
  const admin = await adminApi();
  const creatorIds = new Set((await allRoleUsers('colaboradora')).map((u) => u.id));
  const cards = page.getByTestId('revision-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // The screen opens on En Revisión (issue 16); the API reads the same filter.
  const grid = (await (await expectOk(await admin.get('/api/revision/colaboraciones?page=1&estado=revision'), 'GET grid')).json()) as RevisionColaboracionesResponse;
  const byId = new Map(grid.items.map((c) => [c.id, c]));
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const id = await card.getAttribute('data-colaboracion-id');
    const shown = await card.getByTestId('revision-card-colaboradora').textContent();
    const held = byId.get(id ?? '');
    expect(held, `card ${id}`).toBeDefined();
    expect(shown).toBe(held!.colaboradora.nombre);
    expect(creatorIds.has(held!.colaboradora.userId), `${shown} is a registered creator`).toBe(true);
  }
}

test.describe('Entregas (spec §2 deliveries review)', () => {
  test('grid, counters and sections; admin-mode feedback moves a file and the counters; the viewer offers the original', async ({ page, loginAs }) => {
    const { item, creator, fotos, video } = await collaborationInReview('Revisión Mom');
    await loginAs('admin');

    await page.goto('/entregas');
    await expect(page.getByRole('heading', { name: 'Entregas', level: 1 })).toBeVisible();
    // The first card is selected by default; ours is the newest with a creator.
    const cards = page.getByTestId('revision-card');
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
    const card = page.locator(`[data-testid="revision-card"][data-colaboracion-id="${item.id}"]`);
    await expect(card).toContainText(item.titulo);
    await expect(card.getByTestId('revision-card-colaboradora')).toHaveText(creator.fullName);
    await expect(card).toContainText('En Revisión');
    await expect(card).toContainText('3 entregas');
    await expectOnlyRealCreators(page);

    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`colaboracion=${item.id}`));
    const panel = page.getByTestId('revision-panel');
    await expect(panel.getByRole('heading', { name: item.titulo, level: 2 })).toBeVisible();
    await expect(panel.getByTestId('revision-panel-colaboradora')).toHaveText(creator.fullName);

    // New deliveries are 'Sin revisar' (stored as bueno, which nobody chose: decision 040): out of admin
    // mode only that section shows.
    await expect(counter(page, 'total')).toHaveText('3');
    await expect(counter(page, 'sin_revisar')).toHaveText('3');
    await expect(counter(page, 'excelente')).toHaveText('0');
    await expect(counter(page, 'bueno')).toHaveText('0');
    await expect(counter(page, 'descartado')).toHaveText('0');
    // Her post links first (none yet, decision 047), then one section per rating that has files.
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Publicaciones (0)', 'Sin revisar']);
    await expect(section(page, 'Sin revisar').getByTestId('revision-entrega')).toHaveCount(3);
    // Photos show their thumbnail (the WebP, never the original); the video a tile with its length.
    const fotoTile = panel.locator(`[data-entrega-id="${fotos[0]}"]`);
    await expect(fotoTile.locator('img')).toHaveAttribute('src', /\.thumb\.webp\?/);
    await expect.poll(() => fotoTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(panel.locator(`[data-entrega-id="${video}"]`)).toContainText('Video · 0:20');

    // Without admin mode a click opens the full-size viewer: the original and 'Descargar'.
    await fotoTile.getByRole('button', { name: /^Ver foto del / }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading', { name: /^Foto del / })).toBeVisible();
    const original = viewer.getByRole('img', { name: /^Foto de / });
    await expect(original).toHaveAttribute('src', /^\/api\/files\/entregas\/[^?]+\.jpg\?/);
    await expect.poll(() => original.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    const descargar = viewer.getByRole('link', { name: 'Descargar' });
    await expect(descargar).toHaveAttribute('download', '');
    await expect(descargar).toHaveAttribute('href', /^\/api\/files\/entregas\/[^?]+\.jpg\?exp=/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Calificar entrega' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // The video plays in the viewer.
    await panel.locator(`[data-entrega-id="${video}"]`).getByRole('button').click();
    await expect(page.getByRole('dialog').locator('video')).toHaveAttribute('controls', '');
    await page.keyboard.press('Escape');

    // Admin mode: the unrated files first, then the three sections, empty ones included; a click opens the editor.
    await page.getByRole('switch', { name: 'Modo administrador' }).click();
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Publicaciones (0)', 'Sin revisar', 'Excelente', 'Bueno', 'Descartado']);
    await expect(section(page, 'Excelente')).toContainText('Sin entregas en esta sección.');

    await fotoTile.getByRole('button', { name: /^Calificar foto del / }).click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByRole('heading', { name: 'Calificar entrega' })).toBeVisible();
    // Unrated: nothing chosen, and Guardar waits for a choice (issue 28).
    await expect(editor.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await editor.getByText('Excelente', { exact: true }).click();
    await expect(editor.getByRole('radio', { name: 'Excelente' })).toBeChecked();
    await editor.getByLabel('Comentario (opcional)').fill('¡Luz natural perfecta!');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Feedback actualizado')).toBeVisible();
    await expect(editor).toHaveCount(0);

    await expect(counter(page, 'excelente')).toHaveText('1');
    await expect(counter(page, 'sin_revisar')).toHaveText('2');
    await expect(counter(page, 'total')).toHaveText('3');
    await expect(section(page, 'Excelente').locator(`[data-entrega-id="${fotos[0]}"]`)).toContainText('¡Luz natural perfecta!');
    await expect(section(page, 'Sin revisar').getByTestId('revision-entrega')).toHaveCount(2);

    // The video to Descartado, without a comment.
    await panel.locator(`[data-entrega-id="${video}"]`).getByRole('button', { name: /^Calificar video del / }).click();
    await page.getByRole('dialog').getByText('Descartado', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Feedback actualizado').first()).toBeVisible();
    await expect(counter(page, 'descartado')).toHaveText('1');
    await expect(counter(page, 'sin_revisar')).toHaveText('1');
    await expect(section(page, 'Descartado').locator(`[data-entrega-id="${video}"]`)).toBeVisible();

    // The server holds the same: estado aprobado for Excelente, pendiente otherwise; comment or null.
    const saved = await revisionEntregas(item.id);
    expect(saved.counts).toEqual({ total: 3, sin_revisar: 1, excelente: 1, bueno: 0, descartado: 1 });
    const byId = new Map(saved.entregas.map((e) => [e.id, e]));
    expect(byId.get(fotos[0]!)).toMatchObject({ feedbackStatus: 'excelente', estado: 'aprobado', feedbackComentario: '¡Luz natural perfecta!' });
    expect(byId.get(video)).toMatchObject({ feedbackStatus: 'descartado', estado: 'pendiente', feedbackComentario: null });
    expect(byId.get(fotos[1]!)).toMatchObject({ feedbackStatus: 'bueno', estado: 'enviado' });

    // Out of admin mode again: no editor, and the sections with files only.
    await page.getByRole('switch', { name: 'Modo administrador' }).click();
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Publicaciones (0)', 'Sin revisar', 'Excelente', 'Descartado']);
    await fotoTile.getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Foto del / })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // On a phone the page fits the width.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(counter(page, 'total')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("'Aprobar entrega' delivers it and frees the creator, who can request another item", async ({ page, loginAs }) => {
    const { item, creator } = await collaborationInReview('Aprobación');
    const next = await createColaboracion({ ...availableFields, titulo: uniqueTitle('Siguiente') });
    // In review she still holds it: another request is refused.
    expect((await creator.ctx.post(`/api/disponibles/${next.id}/solicitar`, { data: {} })).status()).toBe(409);

    await loginAs('admin');
    await page.goto(`/entregas?colaboracion=${item.id}`);
    const panel = page.getByTestId('revision-panel');
    await expect(panel.getByRole('heading', { name: item.titulo, level: 2 })).toBeVisible();
    await panel.getByRole('button', { name: 'Aprobar entrega' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: '¿Aprobar la entrega?' })).toBeVisible();
    await expect(confirm).toContainText(creator.fullName);
    await confirm.getByRole('button', { name: 'Aprobar entrega' }).click();
    await expect(toast(page, 'Entrega aprobada')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByText('Entregado', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Aprobar entrega' })).toHaveCount(0);
    await expect(page.locator(`[data-testid="revision-card"][data-colaboracion-id="${item.id}"]`)).toContainText('Entregado');

    expect((await getColaboracion(item.id))?.estado).toBe('entregado');
    const again = await creator.ctx.post(`/api/disponibles/${next.id}/solicitar`, { data: {} });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { colaboracion: { estado: string } }).colaboracion.estado).toBe('confirmacion');
  });

  test("'Solicitar cambios' sends it back to Producción with a note that reaches the creator", async ({ page, context, loginAs }) => {
    const { item, creator } = await collaborationInReview('Cambios');
    await loginAs('admin');
    await page.goto(`/entregas?colaboracion=${item.id}`);
    const panel = page.getByTestId('revision-panel');
    await panel.getByRole('button', { name: 'Solicitar cambios' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Solicitar cambios' })).toBeVisible();
    // The note is required.
    await dialog.getByRole('button', { name: 'Solicitar cambios' }).click();
    await expect(dialog.getByText('Escribe qué cambios necesitas')).toBeVisible();
    const nota = 'Necesitamos una foto de cuerpo completo con luz natural.';
    await dialog.getByLabel('Nota para la colaboradora').fill(nota);
    await dialog.getByRole('button', { name: 'Solicitar cambios' }).click();
    await expect(toast(page, 'Cambios solicitados')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Producción', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Solicitar cambios' })).toHaveCount(0);

    expect((await getColaboracion(item.id))?.estado).toBe('produccion');
    // She reads the note on her collaboration (GET /api/mis-colaboraciones/{id}) and can upload again.
    const detail = await expectOk(await creator.ctx.get(`/api/mis-colaboraciones/${item.id}`), 'GET /api/mis-colaboraciones/:id');
    const { item: mine } = (await detail.json()) as { item: { estado: string; cambiosSolicitados: { nota: string; at: string } | null } };
    expect(mine.estado).toBe('produccion');
    expect(mine.cambiosSolicitados?.nota).toBe(nota);
    expect(Date.now() - Date.parse(mine.cambiosSolicitados!.at)).toBeLessThan(5 * 60_000);
    await uploadPhoto(creator.ctx, item.id, await jpeg(10, 200, 10));

    // And on her phone, her collaboration's detail page shows the request.
    await context.clearCookies();
    await useSession(context, creator.ctx);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/colaboradora/colaboraciones/${item.id}`);
    const aviso = page.getByTestId('cambios-solicitados');
    await expect(aviso.getByRole('heading', { name: 'El equipo pidió cambios' })).toBeVisible();
    await expect(aviso.getByTestId('cambios-solicitados-nota')).toHaveText(nota);
  });
});

test.describe('Entregas on a phone, filtered by state (issue 16)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens on En Revisión with the list first; a card opens its files with a way back; a newer Cancelada never opens first', async ({ page, loginAs }) => {
    const { item } = await collaborationInReview('Teléfono');
    // A newer collaboration with a creator, cancelled with no files: not what the screen should open on.
    const cancelada = await createColaboracion({ ...availableFields, titulo: uniqueTitle('Cancelada') });
    const otra = await createUser('colaboradora', 'cancelada');
    await expectOk(await otra.ctx.post(`/api/disponibles/${cancelada.id}/solicitar`, { data: {} }), 'solicitar');
    const admin = await adminApi();
    await expectOk(await admin.post('/api/colaboraciones/bulk/estado', { data: { ids: [cancelada.id], estado: 'cancelada' } }), 'bulk estado → cancelada');

    await loginAs('admin');
    await page.goto('/entregas');
    await expect(page.getByRole('button', { name: 'En Revisión', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const card = page.locator(`[data-testid="revision-card"][data-colaboracion-id="${item.id}"]`);
    await expect(card).toBeVisible();
    await expect(page.locator(`[data-testid="revision-card"][data-colaboracion-id="${cancelada.id}"]`)).toHaveCount(0);
    // The list first: no files under it until she picks one.
    await expect(page.getByTestId('revision-panel')).toBeHidden();
    await card.click();
    const panel = page.getByTestId('revision-panel');
    await expect(panel.getByRole('heading', { name: item.titulo, level: 2 })).toBeVisible();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await expect(card).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots'}/entregas-375.png` });

    // Todas shows every collaboration with a creator, the cancelled one too.
    await page.getByRole('button', { name: 'Todas', exact: true }).click();
    await expect(page).toHaveURL(/estado=todas/);
    await expect(page.locator(`[data-testid="revision-card"][data-colaboracion-id="${cancelada.id}"]`)).toBeVisible();
  });
});
