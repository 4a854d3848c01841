import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { testMp4 } from '../../src/server/test/fixtures/videos';
import { useSession } from './support/api';
import { creatorHolding, jpeg } from './support/entregas';
import { expectOk } from './support/store';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

/**
 * Delivering content (spec §2 collaboration detail and Mis Entregas, §5 delivery upload, issue 5 §7) on
 * a phone: photos one by one into the grid, videos over tus with a progress bar, Pausar / Reanudar, a
 * reload in the middle, the Guía técnica warning, deletes, and 'Enviar a revisión'. The stored video is
 * compared byte for byte with the file she chose.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: budget(120_000) });

const availableFields = { producto: 'Jeans', talla: '9', tipo: 'Recto', color: 'Azul', marca: 'Kosch', cintura: 72, cadera: 98, largo: 104 };
const MB = 1024 * 1024;
/** use-video-upload.ts sends 8 MB chunks; a 30 MB file takes four PATCHes. */
const CHUNK = 8 * MB;

function sha256(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface EntregaBody {
  id: string;
  tipoContenido: 'imagen' | 'video';
  url: string | null;
  thumbUrl: string | null;
  avisos: string[];
}

/** Her entregas as the server lists them, read with the page's own session. */
async function entregasOf(page: Page, colaboracionId: string, tipo?: 'imagen' | 'video'): Promise<EntregaBody[]> {
  const res = await expectOk(await page.request.get(`/api/entregas/${colaboracionId}${tipo ? `?tipo=${tipo}` : ''}`), 'GET /api/entregas/:id');
  return ((await res.json()) as { entregas: EntregaBody[] }).entregas;
}

/** The stored file of her newest video, downloaded through its signed URL. */
async function storedVideoBytes(page: Page, colaboracionId: string): Promise<Buffer> {
  const [video] = await entregasOf(page, colaboracionId, 'video');
  if (!video?.url) throw new Error('no video listed');
  const res = await expectOk(await page.request.get(video.url), 'GET the stored video');
  return res.body();
}

/**
 * Holds the tus PATCH requests after the first `passing` ones until release(): the upload is then
 * caught mid-way, deterministically, however fast the machine is.
 */
async function holdPatchesAfter(page: Page, passing: number) {
  let seen = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    seen += 1;
    if (seen > passing) await released;
    // Paused or reloaded meanwhile: the browser dropped this request, there is nothing to continue.
    await route.continue().catch(() => undefined);
  };
  await page.route('**/api/uploads/videos/*', handler);
  return {
    release: async () => {
      release();
      await page.unroute('**/api/uploads/videos/*', handler);
    },
  };
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Progreso de subida' });
const fotos = (page: Page) => page.getByTestId('entrega-foto');
const videos = (page: Page) => page.getByTestId('entrega-video');

test('Fotos: nothing chosen, refused files, photos up into the grid, the original on tap, a delete; Enviar a revisión waits', async ({
  page,
  context,
}) => {
  const { item, creator } = await creatorHolding('Jeans Fotos', 'produccion', availableFields);
  await useSession(context, creator.ctx);
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);
  await expect(page.getByRole('heading', { name: 'Fotos', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeVisible();
  // The help names exactly what the picker offers: no HEIC (decision 016).
  await expect(page.getByText('JPG, PNG o WEBP de hasta 5 MB cada una.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Elegir fotos')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await expect(page.getByText(/HEIC/)).toHaveCount(0);

  // 'Enviar a revisión' waits for one photo and one video, and says why.
  const enviar = page.getByRole('button', { name: 'Enviar a revisión' });
  await expect(enviar).toBeDisabled();
  await expect(enviar).toHaveAccessibleDescription('Debes agregar el contenido antes de enviar');
  await expect(page.getByText('Debes agregar el contenido antes de enviar')).toBeVisible();

  // Nothing chosen.
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Selecciona al menos una imagen')).toBeVisible();

  // Refused in the browser before any byte is sent.
  const picker = page.getByLabel('Elegir fotos');
  await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await picker.setInputFiles({ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * MB + 1, 1) });
  await expect(toast(page, 'La imagen debe ser menor a 5MB')).toBeVisible();
  await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(toast(page, 'Por favor selecciona un archivo de imagen válido')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fotos elegidas' })).toHaveCount(0);

  // One photo.
  await picker.setInputFiles({ name: 'foto-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg(180, 40, 40) });
  await expect(page.getByRole('list', { name: 'Fotos elegidas' })).toContainText('foto-1.jpg');
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Imagen subida exitosamente')).toBeVisible();
  await expect(fotos(page)).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Fotos elegidas' })).toHaveCount(0);

  // The grid shows the thumbnail, never the original.
  const [listed] = await entregasOf(page, item.id, 'imagen');
  expect(listed?.thumbUrl).toBeTruthy();
  const src = await fotos(page).first().locator('img').getAttribute('src');
  expect(new URL(src!, page.url()).pathname).toBe(new URL(listed!.thumbUrl!, page.url()).pathname);
  expect(new URL(src!, page.url()).pathname).not.toBe(new URL(listed!.url!, page.url()).pathname);

  // Two at once, one by one.
  await picker.setInputFiles([
    { name: 'foto-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 160, 60) },
    { name: 'foto-3.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 60, 170) },
  ]);
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Imágenes subidas exitosamente')).toBeVisible();
  await expect(fotos(page)).toHaveCount(3);

  // A tap opens the original.
  await page.getByRole('button', { name: 'Ver foto 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 1' });
  await expect(viewer).toBeVisible();
  const original = await viewer.getByRole('img', { name: 'Foto 1' }).getAttribute('src');
  expect(new URL(original!, page.url()).pathname).toBe(new URL(listed!.url!, page.url()).pathname);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Delete one, confirmed.
  await page.getByRole('button', { name: 'Eliminar imagen 3' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar imagen' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Imagen eliminada')).toBeVisible();
  await expect(fotos(page)).toHaveCount(2);
  expect(await entregasOf(page, item.id, 'imagen')).toHaveLength(2);

  // Photos alone are not enough to send.
  await expect(enviar).toBeDisabled();
});

test('Videos: nothing chosen, an upload to 100 % and listed, a 5 s landscape video warned; Enviar a revisión → Entregadas', async ({
  page,
  context,
}) => {
  const { item, creator } = await creatorHolding('Jeans Videos', 'produccion', availableFields);
  await useSession(context, creator.ctx);
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);

  await page.getByRole('button', { name: 'Subir video' }).click();
  await expect(toast(page, 'Selecciona al menos un video')).toBeVisible();

  // A 30 s vertical video: within the Guía técnica, no warning.
  const picker = page.getByLabel('Elegir video');
  await expect(picker).toHaveAttribute('accept', 'video/mp4,video/quicktime');
  const reel = testMp4({ durationMs: 30_000, width: 1080, height: 1920, paddingBytes: 2 * MB });
  await picker.setInputFiles({ name: 'reel.mp4', mimeType: 'video/mp4', buffer: reel });
  await page.getByRole('button', { name: 'Subir video' }).click();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('video-upload-line')).toContainText('100%');
  await expect(toast(page, 'Video subido exitosamente')).toBeVisible();
  await expect(videos(page)).toHaveCount(1);
  await expect(videos(page).first().locator('video')).toHaveAttribute('preload', 'metadata');
  await expect(videos(page).first()).toContainText('0:30');
  await expect(videos(page).first().getByTestId('guia-tecnica-avisos')).toHaveCount(0);
  expect(sha256(await storedVideoBytes(page, item.id))).toBe(sha256(reel));

  // A 5 s landscape video is kept, and she is told what the Guía técnica asks for.
  await picker.setInputFiles({ name: 'horizontal.mp4', mimeType: 'video/mp4', buffer: testMp4({ durationMs: 5_000, width: 1920, height: 1080, paddingBytes: 64 * 1024 }) });
  await page.getByRole('button', { name: 'Subir video' }).click();
  // The first upload's toast may still be showing: the warning, which comes after this one, is the proof.
  await expect(toast(page, 'Tu video no sigue la Guía técnica')).toBeVisible();
  await expect(toast(page, 'Video subido exitosamente').last()).toBeVisible();
  await expect(videos(page)).toHaveCount(2);
  const avisos = videos(page).first().getByTestId('guia-tecnica-avisos');
  await expect(avisos).toContainText('El video dura 5 s; la Guía técnica pide de 15 a 60 segundos.');
  await expect(avisos).toContainText('El video mide 1920×1080; la Guía técnica pide formato vertical 9:16.');
  await expect(avisos.getByRole('link', { name: 'Ver la Guía técnica' })).toHaveAttribute('href', '/colaboradora/guia-tecnica');

  // Delete the landscape one.
  await page.getByRole('button', { name: 'Eliminar video 2' }).click();
  await page.getByRole('alertdialog', { name: 'Eliminar video' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Video eliminado')).toBeVisible();
  await expect(videos(page)).toHaveCount(1);

  // One photo too, then she sends it to review.
  const enviar = page.getByRole('button', { name: 'Enviar a revisión' });
  await expect(enviar).toBeDisabled();
  await page.getByLabel('Elegir fotos').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 200, 200) });
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Imagen subida exitosamente')).toBeVisible();
  await expect(enviar).toBeEnabled();
  await expect(page.getByText('Debes agregar el contenido antes de enviar')).toHaveCount(0);
  await enviar.click();
  await expect(toast(page, 'Colaboración marcada en revisión')).toBeVisible();
  await expect(page).toHaveURL(/\/colaboradora\/entregadas$/);

  // In review: the read-only view, her files with their rating, nothing to delete.
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);
  await expect(page.getByText('En Revisión').first()).toBeVisible();
  await expect(fotos(page)).toHaveCount(1);
  await expect(videos(page)).toHaveCount(1);
  // Nobody rated it yet: 'Sin revisar', not the stored default 'Bueno' (decision 040).
  await expect(fotos(page).first()).toContainText('Sin revisar');
  await expect(fotos(page).first()).not.toContainText('Bueno');
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subir imágenes' })).toHaveCount(0);
});

test('Pausar and Reanudar mid-way: the server carries on from its offset and stores the very same bytes', async ({ page, context }) => {
  const { item, creator } = await creatorHolding('Jeans Pausa', 'produccion', availableFields);
  await useSession(context, creator.ctx);
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);

  const bytes = testMp4({ paddingBytes: 30 * MB });
  const hold = await holdPatchesAfter(page, 1);
  await page.getByLabel('Elegir video').setInputFiles({ name: 'largo.mp4', mimeType: 'video/mp4', buffer: bytes });
  const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await page.getByRole('button', { name: 'Subir video' }).click();
  await firstChunk;
  await expect(progressBar(page)).toBeVisible();

  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByText('En pausa')).toBeVisible();
  const paused = Number(await progressBar(page).getAttribute('aria-valuenow'));
  expect(paused).toBeGreaterThan(0);
  expect(paused).toBeLessThan(100);
  await expect(page.getByTestId('video-upload-line')).toContainText(`de ${(bytes.length / MB).toFixed(0)} MB`);
  await hold.release();

  const head = page.waitForResponse((r) => r.request().method() === 'HEAD' && r.url().includes('/api/uploads/videos/'));
  await page.getByRole('button', { name: 'Reanudar' }).click();
  const offset = Number((await head).headers()['upload-offset']);
  expect(offset).toBeGreaterThanOrEqual(CHUNK);
  expect(offset).toBeLessThan(bytes.length);

  await expect(toast(page, 'Video subido exitosamente')).toBeVisible({ timeout: budget(30_000) });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(videos(page)).toHaveCount(1);
  expect(sha256(await storedVideoBytes(page, item.id))).toBe(sha256(bytes));
});

test('a reload mid-upload: she is told, chooses the same file again, and it continues where it stopped', async ({ page, context }) => {
  const { item, creator } = await creatorHolding('Jeans Recarga', 'produccion', availableFields);
  await useSession(context, creator.ctx);
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);

  // A real file on disk: the same name, size and date after the reload, as on her phone.
  const dir = mkdtempSync(path.join(tmpdir(), 'colabora-e2e-video-'));
  const file = path.join(dir, 'mi-reel.mp4');
  const bytes = testMp4({ paddingBytes: 30 * MB });
  writeFileSync(file, bytes);
  try {
    const hold = await holdPatchesAfter(page, 1);
    await page.getByLabel('Elegir video').setInputFiles(file);
    const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
    await page.getByRole('button', { name: 'Subir video' }).click();
    await firstChunk;

    await page.reload();
    await hold.release();
    await expect(page.getByText('Tienes un video a medias: mi-reel.mp4. Elígelo de nuevo para continuar donde se quedó.')).toBeVisible();

    const created: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/uploads/videos')) created.push(r.url());
    });
    await page.getByLabel('Elegir video').setInputFiles(file);
    const head = page.waitForResponse((r) => r.request().method() === 'HEAD' && r.url().includes('/api/uploads/videos/'));
    await page.getByRole('button', { name: 'Subir video' }).click();
    const offset = Number((await head).headers()['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(CHUNK);

    await expect(toast(page, 'Video subido exitosamente')).toBeVisible({ timeout: budget(30_000) });
    expect(created).toEqual([]);
    await expect(videos(page)).toHaveCount(1);
    await expect(page.getByText(/Tienes un video a medias/)).toHaveCount(0);
    expect(sha256(await storedVideoBytes(page, item.id))).toBe(sha256(bytes));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Mis Entregas: her active collaboration, feedback counts, a photo up; without one, the way to Disponibles', async ({ page, context, loginAs }) => {
  const { item, creator } = await creatorHolding('Jeans Mis Entregas', 'produccion', availableFields);
  await useSession(context, creator.ctx);
  await page.goto('/colaboradora/entregas');
  await expect(page.getByRole('heading', { name: 'Mis Entregas', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Colaboración', { exact: true })).toHaveValue(item.id);
  await expect(page.getByTestId('feedback-count-excelente')).toHaveText('0');
  await expect(page.getByTestId('feedback-count-bueno')).toHaveText('0');
  await expect(page.getByTestId('feedback-count-descartado')).toHaveText('0');

  await page.getByLabel('Elegir fotos').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await jpeg(90, 90, 200) });
  await page.getByRole('button', { name: 'Subir imágenes' }).click();
  await expect(toast(page, 'Imagen subida exitosamente')).toBeVisible();
  await expect(fotos(page)).toHaveCount(1);
  await expect(page.getByTestId('feedback-count-sin_revisar')).toHaveText('1');
  await expect(page.getByTestId('feedback-count-bueno')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeVisible();

  await context.clearCookies();
  await loginAs('colaboradora');
  await page.goto('/colaboradora/entregas');
  await expect(page.getByText('Aún no tienes una colaboración activa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Disponibles' })).toHaveAttribute('href', '/colaboradora/disponibles');
});
