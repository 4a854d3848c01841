import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request, type BrowserContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas, publicaciones } from '../../src/server/db/schema';
import { PASSWORD } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { startSeededServer } from './support/seeded-server';
import { budget } from '../budget';

/**
 * Issue 20 items 2 and 3 in the browser. A collaboration received nine days ago cannot be made through
 * the API (receipt is stamped now), so this spec runs its own server on a data folder seeded beforehand:
 * the admin and two creators signed up through the app, then their history written with the dates it
 * needs. The global e2e server's data is left alone. Its email goes to this folder's outbox.
 */
test.describe.configure({ timeout: budget(120_000) });

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
let dataDir: string;
let url: string;
let stop: (() => Promise<void>) | undefined;
const people = {
  admin: { email: 'duena@marca.test', name: 'Dueña Marca' },
  ghost: { email: 'lucia.fantasma@creadora.test', name: 'Lucía Fantasma' },
  star: { email: 'marta.estrella@creadora.test', name: 'Marta Estrella' },
};

test.beforeAll(async () => {
  test.setTimeout(budget(180_000));
  const server = await startSeededServer('seguimiento', async ({ app, config, db, signUp }) => {
    // The first account of an empty instance is its admin.
    const admin = await signUp(people.admin);
    const creator = async (p: { email: string; name: string }) => {
      const { id } = await signUp(p);
      const res = await app.request(`/api/roles/users/${id}`, {
        method: 'PUT',
        headers: { origin: config.appOrigin, cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'colaboradora' }),
      });
      if (!res.ok) throw new Error(`role ${p.email}: ${res.status}`);
      const [row] = await db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, id));
      return row!.id;
    };
    const event = (colaboracionId: string, fromEstado: 'logistica' | 'produccion' | 'revision', toEstado: 'produccion' | 'revision' | 'entregado', createdAt: Date) =>
      db.insert(colaboracionEventos).values({ colaboracionId, fromEstado, toEstado, actorRole: 'colaboradora', createdAt });

    // Lucía received her jeans nine days ago and has sent nothing.
    const ghost = await creator(people.ghost);
    const [g] = await db.insert(colaboraciones).values({ titulo: 'Jeans Campana Balam', producto: 'Jeans', estado: 'produccion', colaboradoraId: ghost }).returning();
    await event(g!.id, 'logistica', 'produccion', ago(9));

    // Marta: two approved collaborations, posted in time, four files rated (3 useful).
    const star = await creator(people.star);
    for (const [i, ratings] of [['excelente', 'bueno'], ['excelente', 'descartado']].entries()) {
      const [c] = await db.insert(colaboraciones).values({ titulo: `Jeans Recto ${i + 1}`, producto: 'Jeans', estado: 'entregado', colaboradoraId: star }).returning();
      await event(c!.id, 'logistica', 'produccion', ago(40 - i * 15));
      await event(c!.id, 'produccion', 'revision', ago(37 - i * 15));
      await event(c!.id, 'revision', 'entregado', ago(36 - i * 15));
      await db.insert(publicaciones).values({ colaboracionId: c!.id, plataforma: 'instagram', url: `https://instagram.com/p/marta${i}`, slot: 1, createdAt: ago(38 - i * 15) });
      for (const r of ratings) await db.insert(entregas).values({ colaboracionId: c!.id, tipoContenido: 'imagen', estado: r === 'excelente' ? 'aprobado' : 'pendiente', feedbackStatus: r as 'excelente' | 'bueno' | 'descartado' });
    }
  });
  url = server.url;
  dataDir = server.dataDir;
  stop = server.stop;
});

test.afterAll(async () => {
  await stop?.();
});

async function signInto(context: BrowserContext, email: string) {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url, Connection: 'close' } });
  const res = await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in ${email}: ${res.status()}`);
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();
}

async function outboxTo(address: string) {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return mails.filter((m) => [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === address)));
}

test.describe('staff at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('see a ghosted creator on the Dashboard, press Recordar: the notice and one email; the button is spent for today', async ({ page, context }) => {
    await signInto(context, people.admin.email);
    await page.goto(`${url}/`);
    // The queue renders as it nears the screen (decision 089): scroll down to it.
    await page.getByTestId('sin-entregar-lugar').scrollIntoViewIfNeeded();
    const queue = page.getByTestId('sin-entregar');
    await expect(queue.getByRole('heading', { name: 'Sin entregar' })).toBeVisible();
    const row = queue.getByTestId('sin-entregar-item').filter({ hasText: people.ghost.name });
    await expect(row).toContainText('Jeans Campana Balam');
    await expect(row).toContainText('Hace 9 días');
    await expect(queue.getByRole('list', { name: 'Por días de espera' })).toContainText('7+ días: 1');

    await row.getByRole('button', { name: `Recordar a ${people.ghost.name}` }).click();
    await expect(toast(page, `Recordatorio enviado a ${people.ghost.name}.`)).toBeVisible();
    await expect(row).toContainText('Recordada hoy');
    await expect(row.getByRole('button', { name: /Recordar/ })).toHaveCount(0);

    // The queue worker writes the email to the outbox (it polls every second); her role's email came before.
    const reminders = async () => (await outboxTo(people.ghost.email)).map((m) => m.subject ?? '').filter((s) => s.includes('plazo'));
    await expect.poll(reminders, { timeout: budget(30_000) }).toEqual(['Tu plazo para publicar venció']);
    // A second tap the same day (another tab, an old page) is refused in Spanish and sends nothing.
    const again = await page.request.post(`${url}/api/seguimiento/sin-entregar/${await row.getAttribute('data-colaboracion-id')}/recordar`, { headers: { Origin: url } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('Ya le enviaste un recordatorio hoy por esta colaboración. Podrás enviar otro mañana.');
  });

  test('Colaboradoras: the score on her card, sorted by score, and the Sin entregar filter', async ({ page, context }) => {
    await signInto(context, people.admin.email);
    await page.goto(`${url}/colaboradoras?orden=puntaje`);
    const cards = page.locator('article[data-colaboradora-id]');
    await expect(cards.first()).toContainText(people.star.name);
    await expect(cards.first().getByTestId('puntaje')).toHaveText(/^\d{1,3} \/ 100$/);
    await expect(cards.filter({ hasText: people.ghost.name }).getByTestId('puntaje')).toHaveText('Sin historial suficiente');
    await page.goto(`${url}/colaboradoras?sinEntregar=si`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(people.ghost.name);
    await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', '/api/exportar/colaboradoras?sinEntregar=si');
  });
});

test.describe('the creator on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('sees her own score on Inicio, with how it is computed', async ({ page, context }) => {
    await signInto(context, people.star.email);
    await page.goto(`${url}/colaboradora/inicio`);
    const score = page.getByRole('region', { name: 'Tu puntaje' });
    // útiles 3/4 → 26.25; a tiempo 2/2 → 25; nota 9/4 = 2.25 → 12.5; cambios 0 → 10; 2 of 5 → 4. 77.75 → 78.
    await expect(score.getByTestId('puntaje-valor')).toHaveText('78 / 100');
    await score.getByText('¿Cómo se calcula?').click();
    await expect(score.getByText(/35% archivos útiles/)).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
