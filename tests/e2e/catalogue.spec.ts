import type { Page, Request } from '@playwright/test';
import { adminApi, createColaboracion, getColaboracion, uniqueTitle } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

/** A 16 x 16 PNG (a real image: the server sniffs the bytes and makes a WebP thumbnail of it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWOQs+khCTGMarAZDSW54Zo0ANmh5gG5mKaHAAAAAElFTkSuQmCC',
  'base64',
);

/** The Gestión screen, searched for one test's rows: the tab counts then count only those. */
async function openGestion(page: Page, q?: string, estado?: string) {
  const search = new URLSearchParams();
  if (estado) search.set('estado', estado);
  if (q) search.set('q', q);
  const qs = search.toString();
  await page.goto(`/admin/colaboraciones${qs ? `?${qs}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Gestión de Colaboraciones' })).toBeVisible();
}

function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label}\\b`) });
}

async function expectCount(page: Page, label: string, count: number) {
  await expect(tab(page, label).locator('[data-count]')).toHaveText(String(count));
}

function row(page: Page, titulo: string) {
  return page.getByRole('row').filter({ hasText: titulo });
}

/** Records the requests a test must prove were never sent. */
function watchRequests(page: Page, matches: (req: Request) => boolean) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (matches(req)) seen.push(`${req.method()} ${req.url()}`);
  });
  return seen;
}

test.describe('Gestión de Colaboraciones (spec §2, §5, §8)', () => {
  // Long journeys on a shared 2-core machine.
  test.describe.configure({ timeout: budget(60_000) });

  test('Nueva: the row appears in Todos and Disponible with their counts', async ({ page, loginAs }) => {
    const titulo = uniqueTitle('Jeans Wide Azul');
    await loginAs('admin');
    await openGestion(page);
    await expect(page.getByRole('tab', { name: /^Todos/ })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Disponible', 'Empaquetado', 'Logística', 'Producción', 'Confirmación', 'Entregado', 'Agotado']) {
      await expect(tab(page, label)).toBeVisible();
    }

    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva colaboración' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Título').fill(titulo);
    await dialog.getByLabel('Producto').fill('Jeans');
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Wide leg' }).click();
    await dialog.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Kosch' }).click();
    await dialog.getByRole('combobox', { name: 'Talla' }).click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await dialog.getByLabel('Cintura (cm)').fill('72');
    // Create offers six states, not the creator-only or closing ones.
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await expect(page.getByRole('option')).toHaveText(['Disponible', 'Empaquetado', 'Logística', 'Producción', 'Confirmación', 'Entregado']);
    await page.getByRole('option', { name: 'Disponible' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Colaboración creada exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The search box is debounced into the URL; counts follow the search.
    await page.getByLabel('Buscar colaboraciones').fill(titulo);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(titulo);
    const r = row(page, titulo);
    await expect(r).toHaveCount(1);
    await expect(r).toContainText('Jeans');
    await expect(r).toContainText('Wide leg');
    await expect(r).toContainText('Kosch');
    await expect(r).toContainText('Disponible');
    await expect(r).toContainText('—'); // no stock until the store syncs it
    await expectCount(page, 'Todos', 1);
    await expectCount(page, 'Disponible', 1);
    await expectCount(page, 'Empaquetado', 0);

    await tab(page, 'Disponible').click();
    await expect(page).toHaveURL(/estado=disponible/);
    await expect(row(page, titulo)).toHaveCount(1);
  });

  test('the tab and the search live in the URL: reload and back keep them', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Cargo'), tipo: 'Cargo' });
    await loginAs('admin');
    await openGestion(page, c.titulo, 'disponible');
    await expect(tab(page, 'Disponible')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, c.titulo)).toHaveCount(1);
    await page.reload();
    await expect(tab(page, 'Disponible')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Buscar colaboraciones')).toHaveValue(c.titulo);
    await expect(row(page, c.titulo)).toHaveCount(1);

    await tab(page, 'Agotado').click();
    await expect(page).toHaveURL(/estado=agotado/);
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await page.goBack();
    await expect(tab(page, 'Disponible')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, c.titulo)).toHaveCount(1);

    // Keyboard: arrows move between tabs, Enter opens one.
    await tab(page, 'Disponible').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Empaquetado')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab(page, 'Empaquetado')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/estado=empaquetado/);
  });

  test('the form shows the spec messages under each field and sends nothing', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openGestion(page);
    const posts = watchRequests(page, (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/colaboraciones');
    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva colaboración' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El título es requerido')).toBeVisible();
    await expect(dialog.getByText('El producto es requerido')).toBeVisible();
    await expect(dialog.getByLabel('Título')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Título')).toHaveAccessibleDescription('El título es requerido');

    await dialog.getByLabel('Título').fill('   ');
    await dialog.getByLabel('URL del pedido').fill('no es una url');
    await dialog.getByLabel('Imagen', { exact: true }).fill('ftp//mal');
    await dialog.getByLabel('Cadera (cm)').fill('-4');
    await dialog.getByLabel('Número de pedido').fill('1.5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El título es requerido')).toBeVisible();
    await expect(dialog.getByText('Debe ser una URL válida')).toHaveCount(2);
    await expect(dialog.getByLabel('URL del pedido')).toHaveAccessibleDescription('Debe ser una URL válida');
    await expect(dialog.getByText('Debe ser un número entero positivo')).toHaveCount(2);
    await expect(dialog.getByLabel('Cadera (cm)')).toHaveAttribute('aria-invalid', 'true');

    // Fixing a field clears its message as the person types.
    await dialog.getByLabel('URL del pedido').fill('https://tienda.example/pedido/1');
    await expect(dialog.getByText('Debe ser una URL válida')).toHaveCount(1);
    expect(posts).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('editing the estado moves the row to another tab and the counts follow', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Mom Negro'), tipo: 'Mom', marca: 'Balam', talla: '9', cintura: 70 });
    await loginAs('admin');
    await openGestion(page, c.titulo);
    await expectCount(page, 'Disponible', 1);
    await expectCount(page, 'Empaquetado', 0);

    await page.getByRole('button', { name: `Editar ${c.titulo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar colaboración' });
    await expect(dialog.getByLabel('Título')).toHaveValue(c.titulo);
    await expect(dialog.getByLabel('Cintura (cm)')).toHaveValue('70');
    await expect(dialog.getByRole('combobox', { name: 'Marca' })).toHaveText('Balam');
    // Edit offers all nine states.
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await expect(page.getByRole('option')).toHaveCount(9);
    await expect(page.getByRole('option', { name: 'En Revisión' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Cancelada' })).toBeVisible();
    await page.getByRole('option', { name: 'Empaquetado' }).click();
    await dialog.getByLabel('Largo (cm)').fill('104');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Colaboración actualizada exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expectCount(page, 'Todos', 1);
    await expectCount(page, 'Disponible', 0);
    await expectCount(page, 'Empaquetado', 1);
    await expect(row(page, c.titulo)).toContainText('Empaquetado');
    await tab(page, 'Disponible').click();
    await expect(row(page, c.titulo)).toHaveCount(0);
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await tab(page, 'Empaquetado').click();
    await expect(row(page, c.titulo)).toHaveCount(1);

    const saved = await getColaboracion(c.id);
    expect(saved).toMatchObject({ estado: 'empaquetado', largo: 104, cintura: 70, marca: 'Balam' });
  });

  test('a failed save keeps the dialog open and shows the server message', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Borrado') });
    await loginAs('admin');
    await openGestion(page, c.titulo);
    await page.getByRole('button', { name: `Editar ${c.titulo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar colaboración' });
    await expect(dialog.getByLabel('Título')).toHaveValue(c.titulo);
    // Someone else deletes it meanwhile.
    await (await adminApi()).delete(`/api/colaboraciones/${c.id}`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Error al actualizar la colaboración')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('delete asks for confirmation, then the row is gone', async ({ page, loginAs }) => {
    const c = await createColaboracion({ titulo: uniqueTitle('Jeans Recto Celeste') });
    await loginAs('admin');
    await openGestion(page, c.titulo);
    await expect(row(page, c.titulo)).toHaveCount(1);

    await page.getByRole('button', { name: `Eliminar ${c.titulo}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro de eliminar esta colaboración?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, c.titulo)).toHaveCount(1);

    await page.getByRole('button', { name: `Eliminar ${c.titulo}` }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Colaboración eliminada')).toBeVisible();
    await expect(row(page, c.titulo)).toHaveCount(0);
    await expectCount(page, 'Todos', 0);
    expect(await getColaboracion(c.id)).toBeNull();
  });

  test('an uploaded image shows its thumbnail in the form and in the table', async ({ page, loginAs }) => {
    const titulo = uniqueTitle('Jeans con foto');
    await loginAs('admin');
    await openGestion(page);
    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva colaboración' });
    await dialog.getByLabel('Subir imagen').setInputFiles({ name: 'jeans.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Imagen subida exitosamente')).toBeVisible();
    const preview = dialog.getByRole('img', { name: 'Vista previa de la imagen' });
    await expect(preview).toHaveAttribute('src', /\/api\/files\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The form keeps the stored reference, not a URL that expires.
    await expect(dialog.getByLabel('Imagen', { exact: true })).toHaveValue(/^storage:\/\//);

    await dialog.getByLabel('Título').fill(titulo);
    await dialog.getByLabel('Producto').fill('Jeans');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Colaboración creada exitosamente')).toBeVisible();

    await openGestion(page, titulo);
    const thumb = row(page, titulo).locator('img');
    await expect(thumb).toHaveAttribute('src', /\/api\/files\//);
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', '40');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a file that is not an image, or is over 5 MB, is refused before anything is sent', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openGestion(page);
    const uploads = watchRequests(page, (req) => new URL(req.url()).pathname === '/api/colaboraciones/imagen');
    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva colaboración' });
    const input = dialog.getByLabel('Subir imagen');

    await input.setInputFiles({ name: 'nota.png', mimeType: 'text/plain', buffer: Buffer.from('esto no es una imagen') });
    await expect(toast(page, 'Por favor selecciona un archivo de imagen válido')).toBeVisible();

    await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(toast(page, 'La imagen debe ser menor a 5MB')).toBeVisible();
    expect(uploads).toEqual([]);
    await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveCount(0);
  });

  test('a text file that claims to be a PNG passes the browser check and the server refuses it', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openGestion(page);
    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva colaboración' });
    await dialog.getByLabel('Subir imagen').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('hola, no soy una imagen') });
    const error = toast(page, 'Error al subir la imagen');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Por favor selecciona un archivo de imagen válido');
    await expect(dialog.getByLabel('Imagen', { exact: true })).toHaveValue('');
  });

  test('bulk: select two rows and delete them, select all and change their estado', async ({ page, loginAs }) => {
    const prefix = uniqueTitle('Lote');
    const [a, b, c] = await Promise.all([
      createColaboracion({ titulo: `${prefix} A` }),
      createColaboracion({ titulo: `${prefix} B` }),
      createColaboracion({ titulo: `${prefix} C` }),
    ]);
    await loginAs('admin');
    await openGestion(page, prefix);
    await expectCount(page, 'Todos', 3);
    await expect(page.getByRole('region', { name: 'Acciones para las seleccionadas' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: `Seleccionar ${a.titulo}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar ${b.titulo}` }).check();
    await expect(page.getByRole('checkbox', { name: 'Seleccionar todas' })).toHaveAttribute('data-state', 'indeterminate');
    const bar = page.getByRole('region', { name: 'Acciones para las seleccionadas' });
    await expect(bar).toContainText('2 colaboraciones seleccionadas');
    await bar.getByRole('button', { name: 'Eliminar seleccionadas' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Estás seguro de eliminar estas 2 colaboraciones?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Colaboraciones eliminadas')).toBeVisible();
    await expect(row(page, a.titulo)).toHaveCount(0);
    await expect(row(page, b.titulo)).toHaveCount(0);
    await expect(row(page, c.titulo)).toHaveCount(1);
    await expectCount(page, 'Todos', 1);
    await expect(bar).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Seleccionar todas' }).check();
    await expect(page.getByRole('checkbox', { name: `Seleccionar ${c.titulo}` })).toBeChecked();
    await bar.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await expect(dialog.getByRole('button', { name: 'Confirmar cambio' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click();
    await expect(page.getByRole('option')).toHaveCount(9);
    await page.getByRole('option', { name: 'Agotado' }).click();
    await dialog.getByRole('button', { name: 'Confirmar cambio' }).click();
    await expect(toast(page, 'Estado actualizado')).toBeVisible();
    await expectCount(page, 'Agotado', 1);
    await expectCount(page, 'Disponible', 0);
    expect(await getColaboracion(c.id)).toMatchObject({ estado: 'agotado' });
  });

  test('server-side pages of 50 with Anterior and Siguiente', async ({ page, loginAs }) => {
    test.setTimeout(budget(90_000));
    const prefix = uniqueTitle('Pagina');
    for (let batch = 0; batch < 51; batch += 17) {
      await Promise.all(Array.from({ length: Math.min(17, 51 - batch) }, (_, i) => createColaboracion({ titulo: `${prefix} ${batch + i + 1}` })));
    }
    await loginAs('admin');
    await openGestion(page, prefix);
    await expectCount(page, 'Todos', 51);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    // The rows below the screen render as they come near it (decision 089): scroll to the pagination.
    await expect(page.locator('tbody tr')).not.toHaveCount(50);
    await nav.scrollIntoViewIfNeeded();
    await expect(page.locator('tbody tr')).toHaveCount(50);
    await expect(nav).toContainText('Página 1 de 2');
    await expect(nav.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Siguiente' }).click();
    await expect(nav).toContainText('Página 2 de 2');
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Anterior' }).click();
    await expect(nav).toContainText('Página 1 de 2');
  });
});
