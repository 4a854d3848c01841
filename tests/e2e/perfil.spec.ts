import { deflateSync } from 'node:zlib';
import { expect, test, toast } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

/** A small valid PNG (solid color), made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

test.describe('Mi Perfil (spec §2, §5, §9)', () => {
  test('she completes her profile with the edit toggle and uploads her photo', async ({ page, loginAs }) => {
    const user = await loginAs('colaboradora');
    await page.goto('/colaboradora/perfil');
    await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText('Perfil completo al 13%')).toBeVisible();

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Valeria');
    await page.getByLabel('Apellidos').fill('Ruiz');
    await page.getByLabel('Edad').fill('26');
    await page.getByLabel('Ciudad').fill('Puebla');
    await page.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('Puebla');
    await page.getByLabel('Instagram').fill('@vale.ruiz');
    await page.getByLabel('Equipo de grabación').selectOption('iPhone 15 Pro');
    await page.getByLabel('Talla habitual').selectOption('9');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Perfil actualizado exitosamente')).toBeVisible();
    await expect(page.getByText('Perfil completo al 63%')).toBeVisible();
    await expect(page.getByText('@vale.ruiz')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();

    await page.getByLabel('Cambiar foto de perfil').setInputFiles({ name: 'texto.png', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(toast(page, 'Por favor selecciona un archivo de imagen válido')).toBeVisible();
    await page.getByLabel('Cambiar foto de perfil').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png(64, 64) });
    await expect(toast(page, 'Foto de perfil actualizada')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Foto de Valeria' });
    await expect(avatar).toHaveAttribute('src', /\/api\/files\/colaboradoras\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Perfil completo al 75%')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Perfil completo al 75%')).toBeVisible();
  });
});
