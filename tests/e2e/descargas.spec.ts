import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { creatorHolding, jpeg, moveTo, rate, uploadPhoto, uploadVideo } from './support/entregas';
import { expect, test } from './support/fixtures';

/** The names inside a downloaded ZIP, read with a real unzip library. */
function zipEntries(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

// Issue 18 item 3: staff take a collaboration's files, or a Contenido filter's, in one download.
test('Entregas: Descargar todo (ZIP) brings her photo and video named creadora_producto_fecha_n; Contenido downloads its filter', async ({ page, loginAs }) => {
  const { item, creator } = await creatorHolding('Zip Balam');
  const foto = await uploadPhoto(creator.ctx, item.id, await jpeg(200, 120, 90));
  await uploadVideo(creator.ctx, item.id);
  await moveTo([item.id], 'revision');
  await rate(foto, 'excelente');

  await loginAs('admin');
  await page.goto(`/entregas?colaboracion=${item.id}`);
  const panel = page.getByTestId('revision-panel');
  await expect(panel.getByRole('heading', { name: item.titulo, level: 2 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Descargar todo (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^colabora_.+\.zip$/);
  const names = await zipEntries(await readFile((await download.path())!));
  expect(names).toHaveLength(2);
  for (const name of names) expect(name).toMatch(new RegExp(`^[a-z0-9-]+_zip-balam-[a-z0-9-]+_${today}_\\d\\.(jpg|mp4)$`));
  expect(names.map((n) => n.split('.').pop()).sort()).toEqual(['jpg', 'mp4']);

  // Contenido: Excelente photos of this month, as one ZIP that holds hers.
  await page.goto('/contenido');
  await page.getByRole('button', { name: /^Fotos/ }).click();
  await page.getByLabel('Calificación').selectOption('excelente');
  await page.getByLabel('Mes').fill(today.slice(0, 7));
  // What she sees before she presses: the chip and the rating she chose, and her photo in the list.
  await expect(page.getByRole('button', { name: /^Fotos/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Calificación')).toHaveValue('excelente');
  await expect(page.getByRole('list', { name: 'Contenido entregado' })).toContainText('Zip Balam');
  const second = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar ZIP' }).click();
  const zip = await second;
  expect(zip.suggestedFilename()).toBe(`colabora_fotos_excelente_${today.slice(0, 7)}.zip`);
  const inFilter = await zipEntries(await readFile((await zip.path())!));
  expect(inFilter.some((n) => /_zip-balam-/.test(n) && n.endsWith('.jpg'))).toBe(true);
  expect(inFilter.every((n) => n.endsWith('.jpg') || n.endsWith('.png') || n.endsWith('.webp'))).toBe(true);
});
