import { adminApi, useSession } from './support/api';
import { creatorHolding } from './support/entregas';
import { expectOk } from './support/store';
import { expect, test, toast } from './support/fixtures';
import { budget } from '../budget';

/**
 * Proof of publication (issue 18 item 5, decision 047): on her phone she adds the link of the Instagram
 * post she published; her 7-day rule reads as met, and staff see the link in Entregas.
 */
test.describe.configure({ timeout: budget(90_000) });

test('she adds an Instagram post link on her phone; her 7 days read as met; staff see the link in Entregas', async ({ browser }) => {
  const { item, creator } = await creatorHolding('Jeans Publicados', 'logistica');
  // 'Recibido' through the API: the history row that starts her 7 days.
  await expectOk(await creator.ctx.post(`/api/mis-colaboraciones/${item.id}/recibido`, { data: {} }), 'recibido');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await useSession(phone, creator.ctx);
  const page = await phone.newPage();
  await page.goto(`/colaboradora/colaboraciones/${item.id}`);
  await expect(page.getByTestId('plazo-publicacion')).toContainText('Fecha límite de publicación');

  const card = page.getByTestId('publicaciones-card');
  await expect(card.getByRole('heading', { name: 'Mis publicaciones' })).toBeVisible();
  await expect(card.getByText('Aún no agregas enlaces de tus publicaciones.')).toBeVisible();

  // Not a post of the four platforms: said in Spanish, nothing sent.
  const field = card.getByLabel('Enlace de tu publicación');
  await field.fill('https://www.instagram.com/anamoda/');
  await card.getByRole('button', { name: 'Agregar enlace' }).click();
  await expect(card.getByText('El enlace debe llevar a la publicación, no a tu perfil')).toBeVisible();

  // The link as Instagram's share sheet gives it: stored and shown as its https post link.
  await field.fill('instagram.com/reel/C9xYz_12AB/?igsh=MTc4bmR6');
  await card.getByRole('button', { name: 'Agregar enlace' }).click();
  await expect(toast(page, 'Enlace agregado')).toBeVisible();
  await expect(field).toHaveValue('');
  const link = card.getByTestId('publicacion').getByRole('link');
  await expect(link).toHaveAttribute('href', 'https://www.instagram.com/reel/C9xYz_12AB');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(card.getByText('1 de 10 enlaces')).toBeVisible();
  await expect(page.getByTestId('plazo-publicacion')).toContainText('Plazo de publicación cumplido');
  // Phone first: nothing wider than her screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();

  // Staff, on a desktop: the collaboration in Entregas lists the post.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSession(desk, await adminApi());
  const staff = await desk.newPage();
  await staff.goto(`/entregas?estado=produccion&colaboracion=${item.id}`);
  const panel = staff.getByTestId('revision-panel');
  await expect(panel).toHaveAttribute('data-colaboracion-id', item.id);
  const posts = panel.getByTestId('revision-publicaciones');
  await expect(posts.getByRole('heading', { name: 'Publicaciones (1)' })).toBeVisible();
  await expect(posts.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(posts.getByRole('link')).toHaveAttribute('href', 'https://www.instagram.com/reel/C9xYz_12AB');
  await desk.close();
});
