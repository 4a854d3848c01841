import type { Page } from '@playwright/test';
import type { DashboardResponse } from '../../src/shared/schemas/dashboard';
import type { GaleriaResponse } from '../../src/shared/schemas/galeria';
import type { EnvioCard, LogisticaResponse } from '../../src/shared/schemas/logistica';
import { adminApi, allRoleUsers, createColaboracion, createUser, uniqueTitle } from './support/api';
import { jpeg, rate, uploadPhoto, uploadVideo } from './support/entregas';
import { expectOk } from './support/store';
import { expect, test } from './support/fixtures';
import { importAvailableItem } from './support/store';
import { readsInHtml } from './support/reads-in-page';
import { budget } from '../budget';

/**
 * The staff screens on live data (issue 6 items 3, 5, 6 and 7): Dashboard, Logística and Contenido, at
 * 1280 px, after a setup made entirely through the app (creators, requests, the admin's state override,
 * photo and video uploads by the creators, the admin's ratings, and a real shipment in the Shopify
 * emulator). Every figure on screen is compared with what the API reads from the database, and no name
 * appears that is not one of the app's own people.
 */
test.describe.configure({ mode: 'serial', timeout: budget(120_000) });

const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? '';
const availableFields = { producto: 'Jeans', talla: '11', tipo: 'Mom', color: 'Negro', marca: 'Balam', cintura: 76, cadera: 102, largo: 102 };
/** The spec's hard-coded sample people: none of them may ever appear (they are not users here). */
const SAMPLE_NAMES = ['María González', 'Ana Martínez', 'Sofía Rodríguez', 'Laura Sánchez', 'Carmen López', 'Valentina Torres', '@mariagonzalez'];

/** A new creator (with a city and state in her profile) holding one collaboration moved by the admin to `estado`. */
async function creatorWith(prefix: string, estado: 'empaquetado' | 'produccion', perfil: { ciudad: string; estado: string }) {
  const item = await createColaboracion({ ...availableFields, titulo: uniqueTitle(prefix) });
  const creator = await createUser('colaboradora', prefix);
  await expectOk(await creator.ctx.put('/api/perfil', { data: { nombre: creator.fullName, ...perfil } }), 'PUT /api/perfil');
  await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  await expectOk(await (await adminApi()).post('/api/colaboraciones/bulk/estado', { data: { ids: [item.id], estado } }), `bulk estado → ${estado}`);
  return { item, creator };
}

async function apiJson<T>(path: string): Promise<T> {
  const res = await expectOk(await (await adminApi()).get(path), `GET ${path}`);
  return (await res.json()) as T;
}

async function texts(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).allInnerTexts()).map((t) => t.trim());
}

interface Setup {
  ana: Awaited<ReturnType<typeof creatorWith>>;
  bea: Awaited<ReturnType<typeof creatorWith>>;
  videoId: string;
}
let setup: Setup;

test.beforeAll(async () => {
  // Ana: three photos and a video; Excelente, Excelente, Descartado, and the video not rated yet.
  const ana = await creatorWith('staffana', 'produccion', { ciudad: 'Zapopan', estado: 'Jalisco' });
  const a1 = await uploadPhoto(ana.creator.ctx, ana.item.id, await jpeg(200, 40, 40));
  const a2 = await uploadPhoto(ana.creator.ctx, ana.item.id, await jpeg(40, 200, 40));
  const a3 = await uploadPhoto(ana.creator.ctx, ana.item.id, await jpeg(40, 40, 200));
  const videoId = await uploadVideo(ana.creator.ctx, ana.item.id);
  await rate(a1, 'excelente');
  await rate(a2, 'excelente');
  await rate(a3, 'descartado');
  // Bea: one photo rated Bueno.
  const bea = await creatorWith('staffbea', 'produccion', { ciudad: 'Mérida', estado: 'Yucatán' });
  await rate(await uploadPhoto(bea.creator.ctx, bea.item.id, await jpeg(120, 120, 40)), 'bueno');
  setup = { ana, bea, videoId };
});

test('Dashboard: the four figures, recent deliveries, top creators and overdue list are the database’s, with real names only', async ({ page, loginAs }) => {
  await loginAs('admin');
  let api!: DashboardResponse;
  // Other suites may write while this runs: read the API, then the screen, until both agree.
  await expect(async () => {
    api = await apiJson<DashboardResponse>('/api/dashboard');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const value = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    const n = (x: number) => x.toLocaleString('es-MX');
    await expect(value('activas')).toHaveText(n(api.stats.colaboradorasActivas), { timeout: budget(3_000) });
    await expect(value('pendientes')).toHaveText(n(api.stats.entregasPendientes), { timeout: budget(1_000) });
    await expect(value('aprobado')).toHaveText(n(api.stats.contenidoAprobado), { timeout: budget(1_000) });
    await expect(value('excelente')).toHaveText(api.stats.porcentajeExcelente === null ? '—' : `${api.stats.porcentajeExcelente}%`, { timeout: budget(1_000) });
    expect(await texts(page, 'reciente-colaboradora')).toEqual(api.recientes.map((r) => r.colaboradora?.nombre ?? 'Sin colaboradora'));
    expect(await texts(page, 'top-nombre')).toEqual(api.topColaboradoras.map((t) => t.nombre));
    expect(await texts(page, 'top-aprobadas')).toEqual(api.topColaboradoras.map((t) => t.aprobadas.toLocaleString('es-MX')));
    expect(await texts(page, 'vencida-colaboradora')).toEqual(api.vencidas.items.map((v) => v.colaboradora?.nombre ?? 'Sin colaboradora'));
  }).toPass({ timeout: budget(45_000) });

  // The figures are counts of what this run made, at least: Ana and Bea are active with a collaboration
  // in produccion, and Ana's two Excelente and Bea's Bueno are approved content.
  expect(api.stats.colaboradorasActivas).toBeGreaterThanOrEqual(2);
  expect(api.stats.entregasPendientes).toBeGreaterThanOrEqual(2);
  expect(api.stats.contenidoAprobado).toBeGreaterThanOrEqual(3);
  expect(api.stats.entregasExcelentes).toBeGreaterThanOrEqual(2);
  expect(api.stats.entregasCalificadas).toBeGreaterThanOrEqual(4);

  // Ana's video, not rated yet, is listed as 'Sin revisar' (while it is among the newest eight).
  if (api.recientes.some((r) => r.id === setup.videoId)) {
    await expect(page.locator(`[data-entrega-id="${setup.videoId}"]`).getByText('Sin revisar')).toBeVisible();
  }

  // Every name on the screen is a person of this app: a user's own full name (what our creators keep).
  const realNames = new Set((await allRoleUsers()).map((u) => u.fullName));
  const apiNames = new Set([...api.recientes.map((r) => r.colaboradora?.nombre), ...api.topColaboradoras.map((t) => t.nombre), ...api.vencidas.items.map((v) => v.colaboradora?.nombre)]);
  const shown = [...(await texts(page, 'reciente-colaboradora')), ...(await texts(page, 'top-nombre')), ...(await texts(page, 'vencida-colaboradora'))];
  for (const name of shown) {
    expect(apiNames.has(name), `${name} comes from the API`).toBe(true);
    // Creators may rename themselves in Mi Perfil; ours did not, so theirs must be their account's name.
    if (name === setup.ana.creator.fullName || name === setup.bea.creator.fullName) expect(realNames.has(name)).toBe(true);
  }
  // With fewer than five creators holding approved content, every one of them is listed: Ana too.
  const top = api.topColaboradoras.map((t) => t.nombre);
  if (top.length < 5) expect(top).toContain(setup.ana.creator.fullName);
  const body = await page.locator('main').innerText();
  for (const sample of SAMPLE_NAMES) expect(body).not.toContain(sample);
  expect(body).not.toMatch(/engagement|likes|seguidores/i);
});

// The Dashboard's reads come with its page (decision 105; before it, they started with its chunk from the
// route's loader, decision 093): none is asked for by the page or its tiles mounting afterwards (a second
// GET /api/dashboard, and the renders with it, when the page's subscription read it again on mount).
test('Dashboard: a first load brings its five sources in the page and asks for none of them', async ({ page, loginAs }) => {
  await loginAs('admin');
  const READS = ['/api/dashboard', '/api/ventas/fugas', '/api/problemas/conteo', '/api/aplicaciones/conteo', '/api/resultados/mes'];
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (READS.includes(pathname)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  await page.goto('/');
  await expect(page.getByTestId('stat-activas').getByTestId('stat-value')).toBeVisible({ timeout: budget(5_000) });
  // src/web/lib/after-idle.ts's mark: the first load is over (load, no read in flight, an idle moment).
  await page.waitForFunction(() => performance.getEntriesByName('colabora:first-load-over').length > 0);
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(readsInHtml(html)).toEqual(['/api/me', ...READS]);
  expect(Object.fromEntries(counts)).toEqual({});
});

test('Logística: a real shipment from the store and an honest Procesado for one without a guide', async ({ page, loginAs }) => {
  // Carla requests an imported item; staff pack it (a real draft order in the emulator).
  const item = await importAvailableItem();
  const carla = await createUser('colaboradora', 'staffcarla');
  await expectOk(await carla.ctx.put('/api/perfil', { data: { nombre: carla.fullName, ciudad: 'Monterrey', estado: 'Nuevo León' } }), 'PUT /api/perfil');
  await expectOk(await carla.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  const admin = await adminApi();
  await expectOk(await admin.post(`/api/confirmacion/${item.id}/empaquetar`, { data: {} }), 'POST /api/confirmacion/:id/empaquetar');
  // Dani's collaboration was moved to empaquetado by hand: no draft order, no guide.
  const dani = await creatorWith('staffdani', 'empaquetado', { ciudad: 'Oaxaca', estado: 'Oaxaca' });

  // In the store: she completes the order (shipping to San Pedro, not her profile's Monterrey), the brand
  // ships it with Estafeta, the carrier reports it in transit.
  const state = (await (await expectOk(await admin.get(`${EMULATOR_URL}/emulator/state`), 'GET /emulator/state')).json()) as {
    draftOrders: { id: string; tags: string[] }[];
  };
  const draft = state.draftOrders.find((d) => d.tags.includes(`colaboracion:${item.id}`));
  if (!draft) throw new Error('no draft order tagged with the collaboration');
  const numeric = (gid: string) => gid.split('/').pop()!;
  const order = (await (await expectOk(await admin.post(`${EMULATOR_URL}/emulator/draft-orders/${numeric(draft.id)}/complete`, { data: { address: { city: 'San Pedro Garza García', provinceCode: 'NL' } } }), 'complete draft')).json()) as {
    orderId: string;
    name: string;
  };
  const guia = `EST${Date.now().toString().slice(-9)}`;
  const trackingUrl = `https://rastreo.example/${guia}`;
  const { fulfillmentId } = (await (
    await expectOk(await admin.post(`${EMULATOR_URL}/emulator/orders/${numeric(order.orderId)}/fulfillments`, { data: { company: 'Estafeta', number: guia, url: trackingUrl } }), 'fulfil')
  ).json()) as { fulfillmentId: string };
  const estimated = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  await expectOk(
    await admin.post(`${EMULATOR_URL}/emulator/fulfillments/${numeric(fulfillmentId)}/events`, {
      data: { status: 'IN_TRANSIT', message: 'Salió del centro de distribución', estimatedDeliveryAt: estimated.toISOString() },
    }),
    'fulfillment event',
  );

  // The webhooks reach the app: the API shows the shipment in transit.
  let card!: EnvioCard;
  await expect
    .poll(
      async () => {
        const body = await apiJson<LogisticaResponse>('/api/logistica');
        card = body.envios.find((e) => e.colaboracion.id === item.id)!;
        return card?.paso;
      },
      { timeout: budget(30_000) },
    )
    .toBe('en_transito');
  expect(card).toMatchObject({ pedido: order.name, guia: { numero: guia, url: trackingUrl, paqueteria: 'Estafeta' }, progreso: 60, colaboracion: { estado: 'logistica' } });

  await loginAs('admin');
  await page.goto('/logistica');
  await expect(page.getByRole('heading', { name: 'Logística', level: 1 })).toBeVisible();
  const shipped = page.getByTestId('envio-card').filter({ hasText: guia });
  await expect(shipped).toHaveCount(1);
  await expect(shipped.getByTestId('envio-colaboradora')).toHaveText(carla.fullName);
  await expect(shipped.getByTestId('envio-paso')).toHaveText('En tránsito');
  await expect(shipped.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  await expect(shipped.getByTestId('envio-destino')).toHaveText('San Pedro Garza García, Nuevo León');
  await expect(shipped.getByTestId('envio-estimada')).toHaveText(new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Mexico_City' }).format(estimated));
  await expect(shipped.getByTestId('envio-ubicacion')).toHaveText('Sin ubicación reportada');
  const rastrear = shipped.getByRole('link', { name: /Rastrear/ });
  await expect(rastrear).toHaveAttribute('href', trackingUrl);
  await expect(rastrear).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(shipped.getByText(`Pedido ${order.name}`, { exact: true })).toBeVisible();
  const steps = shipped.getByTestId('timeline-paso');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(2)).toHaveAttribute('data-alcanzado', 'true');
  await expect(steps.nth(3)).toHaveAttribute('data-alcanzado', 'false');
  await shipped.getByText('Historial de la paquetería (1)').click();
  await expect(shipped.getByText('Salió del centro de distribución')).toBeVisible();

  // Without a shipment: Procesado, no guide, nothing invented.
  const packed = page.getByTestId('envio-card').filter({ hasText: dani.creator.fullName });
  await expect(packed.getByTestId('envio-paso')).toHaveText('Procesado');
  await expect(packed.getByTestId('envio-guia')).toHaveText('Sin guía todavía');
  await expect(packed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(packed.getByTestId('envio-estimada')).toHaveText('Sin fecha estimada');
  await expect(packed.getByTestId('envio-destino')).toHaveText('Oaxaca, Oaxaca');

  // The step chips filter the cards.
  await page.getByRole('button', { name: /^En tránsito/ }).click();
  await expect(page).toHaveURL(/\?paso=en_transito$/);
  await expect(page.getByTestId('envio-card').filter({ hasText: guia })).toHaveCount(1);
  await expect(page.getByTestId('envio-card').filter({ hasText: dani.creator.fullName })).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const sample of SAMPLE_NAMES) expect(text).not.toContain(sample);
});

test('Logística: a javascript: tracking link from the store is never drawn as a link, only the guide number', async ({ page, loginAs }) => {
  // Issue 14 item 5: the store reported a shipment whose tracking URL is a script.
  const item = await importAvailableItem();
  const eva = await createUser('colaboradora', 'staffeva');
  await expectOk(await eva.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
  const admin = await adminApi();
  await expectOk(await admin.post(`/api/confirmacion/${item.id}/empaquetar`, { data: {} }), 'POST /api/confirmacion/:id/empaquetar');
  const state = (await (await expectOk(await admin.get(`${EMULATOR_URL}/emulator/state`), 'GET /emulator/state')).json()) as {
    draftOrders: { id: string; tags: string[] }[];
  };
  const draft = state.draftOrders.find((d) => d.tags.includes(`colaboracion:${item.id}`));
  if (!draft) throw new Error('no draft order tagged with the collaboration');
  const numeric = (gid: string) => gid.split('/').pop()!;
  const order = (await (await expectOk(await admin.post(`${EMULATOR_URL}/emulator/draft-orders/${numeric(draft.id)}/complete`, { data: { address: { city: 'San Pedro Garza García', provinceCode: 'NL' } } }), 'complete draft')).json()) as {
    orderId: string;
  };
  const guia = `JS${Date.now().toString().slice(-9)}`;
  const script = 'javascript:alert(document.domain)';
  await expectOk(
    await admin.post(`${EMULATOR_URL}/emulator/orders/${numeric(order.orderId)}/fulfillments`, { data: { company: 'Estafeta', number: guia, url: script } }),
    'fulfil',
  );

  // The webhook reaches the app: the guide is kept, its link is not.
  let card: EnvioCard | undefined;
  await expect
    .poll(
      async () => {
        card = (await apiJson<LogisticaResponse>('/api/logistica')).envios.find((e) => e.colaboracion.id === item.id);
        return card?.guia.numero;
      },
      { timeout: budget(30_000) },
    )
    .toBe(guia);
  expect(card!.guia).toEqual({ numero: guia, url: null, paqueteria: 'Estafeta' });

  await loginAs('admin');
  await page.goto('/logistica');
  await expect(page.getByRole('heading', { name: 'Logística', level: 1 })).toBeVisible();
  const shipped = page.getByTestId('envio-card').filter({ hasText: guia });
  await expect(shipped.getByTestId('envio-guia')).toHaveText(guia);
  await expect(shipped.getByRole('link')).toHaveCount(0);

  // Even an answer that carried the script (a row kept before the rule) draws no link: the screen checks too.
  let rewritten = 0;
  await page.route('**/api/logistica*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as LogisticaResponse;
    for (const e of body.envios) {
      if (e.guia.numero !== guia) continue;
      e.guia.url = script;
      rewritten++;
    }
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(shipped.getByTestId('envio-guia')).toHaveText(guia);
  expect(rewritten).toBeGreaterThan(0);
  await expect(shipped.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
});

test('Contenido: Todos, Fotos and Videos chips and the rating filter show exactly what was delivered', async ({ page, loginAs }) => {
  await loginAs('admin');
  const ana = setup.ana;
  const mine = (p: Page) => p.getByTestId('galeria-card').filter({ hasText: ana.item.titulo });
  /** Her files under a rating filter: on every page (by the API) and on its first page. */
  const hersIn = async (feedback: string) => {
    const first = await apiJson<GaleriaResponse>(`/api/galeria?tipo=todos&feedback=${feedback}`);
    let all = 0;
    for (let page = 1; page <= Math.max(1, Math.ceil(first.total / first.pageSize)); page += 1) {
      const body = page === 1 ? first : await apiJson<GaleriaResponse>(`/api/galeria?tipo=todos&feedback=${feedback}&page=${page}`);
      all += body.items.filter((i) => i.colaboracion.id === ana.item.id).length;
    }
    return { all, firstPage: first.items.filter((i) => i.colaboracion.id === ana.item.id).length };
  };

  await page.goto('/contenido');
  await expect(page.getByRole('heading', { name: 'Contenido', level: 1 })).toBeVisible();
  await expect(mine(page)).toHaveCount(4);
  await expect(mine(page).filter({ hasText: ana.creator.fullName })).toHaveCount(4);
  const todos = await apiJson<GaleriaResponse>('/api/galeria?tipo=todos');
  await expect(page.getByRole('button', { name: /^Todos/ })).toContainText(String(todos.counts.todos));
  await expect(page.getByRole('button', { name: /^Videos/ })).toContainText(String(todos.counts.video));

  // Fotos: her three photos, no video.
  await page.getByRole('button', { name: /^Fotos/ }).click();
  await expect(page).toHaveURL(/tipo=imagen/);
  await expect(mine(page)).toHaveCount(3);
  await expect(page.locator('[data-testid="galeria-card"][data-tipo="video"]')).toHaveCount(0);

  // Videos: her video, not rated yet.
  await page.getByRole('button', { name: /^Videos/ }).click();
  await expect(mine(page)).toHaveCount(1);
  await expect(mine(page).getByTestId('galeria-rating')).toHaveText('Sin revisar');
  await expect(page.locator('[data-testid="galeria-card"][data-tipo="imagen"]')).toHaveCount(0);

  // Rating: Excelente among all types shows her two Excelente photos, and only rated Excelente cards.
  await page.getByRole('button', { name: /^Todos/ }).click();
  await page.getByLabel('Calificación').selectOption('excelente');
  await expect(page).toHaveURL(/feedback=excelente/);
  // Other test files add newer files in parallel and may push hers off the first page: her two Excelente
  // photos are in the filter (every page, by the API), and the page shows exactly those of hers it holds.
  expect(await hersIn('excelente')).toEqual({ all: 2, firstPage: expect.any(Number) });
  await expect.poll(async () => (await mine(page).count()) === (await hersIn('excelente')).firstPage).toBe(true);
  for (const badge of await page.getByTestId('galeria-rating').allInnerTexts()) expect(badge.trim()).toBe('Excelente');
  const excelentes = await apiJson<GaleriaResponse>('/api/galeria?tipo=todos&feedback=excelente');
  await expect(page.getByTestId('galeria-total')).toHaveText(excelentes.total === 1 ? '1 archivo' : `${excelentes.total.toLocaleString('es-MX')} archivos`);

  await page.getByLabel('Calificación').selectOption('descartado');
  expect((await hersIn('descartado')).all).toBe(1);
  await expect.poll(async () => (await mine(page).count()) === (await hersIn('descartado')).firstPage).toBe(true);
  await page.getByLabel('Calificación').selectOption('bueno');
  expect((await hersIn('bueno')).all).toBe(0);
  await expect(mine(page)).toHaveCount(0);
  await expect(page.getByTestId('galeria-card').filter({ hasText: setup.bea.item.titulo })).toHaveCount(1);

  // The viewer opens the original photo with its download link.
  await page.getByLabel('Calificación').selectOption('');
  await mine(page).first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: ana.creator.fullName })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Descargar original' })).toHaveAttribute('href', /\/api\/files\//);
  await page.keyboard.press('Escape');

  // No likes, views or engagement anywhere; a phone width still shows the grid.
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/likes|vistas|engagement|Programado para/i);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(mine(page).first()).toBeVisible();
});
