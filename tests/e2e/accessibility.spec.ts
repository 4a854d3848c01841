import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminApi, createColaboracion, createUser, uniqueEmail, uniqueTitle, useSession } from './support/api';
import { AxeReport } from './support/axe';
import { jpeg, moveTo, rate, uploadPhoto, uploadVideo } from './support/entregas';
import { expect, test } from './support/fixtures';
import { routerPaths, titleOf } from './support/router-paths';
import { expectOk, listStoreProducts } from './support/store';
import { budget } from '../budget';

/**
 * Issue 7 item 6: axe on every screen of both shells, in light and dark theme, at 375 and 1280 px, with
 * real data on screen; any serious or critical violation fails, listed with its rule, target and help.
 * Choices (which screens, how the theme is chosen, what is left out) are in docs/decisions/024.
 *
 * Each width runs a collaboration's whole life on one page (the creator's screens in every state that
 * changes them, and the staff screens that act on it while it is there), and the screens that do not
 * depend on a state in five shorter walks, one per person signed in (signed out; no role and tienda; the
 * admin's catalogue screens; the admin's team screens; the creator's Recursos), so the suite's two
 * workers share them evenly (decision 091). Every screen is scanned in light, then again after the system
 * theme turns dark (prefers-color-scheme, the app's default, which it follows live), or the other way
 * round.
 */

/** Every route of the route table (src/shared/routes.ts): scanned by the walks below, or left out with a reason. */
const COVERED = {
  vida: [
    '/colaboradora/inicio',
    '/colaboradora/disponibles',
    '/colaboradora/disponibles/:id',
    '/colaboradora/colaboraciones',
    '/colaboradora/colaboraciones/:id',
    '/colaboradora/confirmacion-pedido',
    '/colaboradora/entregas',
    '/colaboradora/entregadas',
    '/colaboradora/contenido',
    '/logistica/confirmacion',
    '/logistica',
    '/entregas',
  ],
  // The screens that do not depend on a state, one walk each; a route two walks scan is listed in both.
  fuera: ['/auth', '*', '/auth/recuperar', '/auth/nueva-contrasena', '/baja', '/aplica'],
  tienda: ['/cuenta/contrasena', '/admin/medidas', '/admin/configuracion', '/cuenta/avisos', '/cuenta/preferencias'],
  catalogo: ['/', '/admin/colaboraciones', '/admin/medidas', '/admin/configuracion', '/admin/roles'],
  equipo: ['/admin/solicitudes', '/logistica/problemas', '/colaboradoras', '/contenido', '/resultados', '/ventas'],
  recursos: [
    '/colaboradora/perfil',
    '/colaboradora/referencias',
    '/colaboradora/guia-tecnica',
    '/colaboradora/ventas',
    '/cuenta/contrasena',
    '/cuenta/avisos',
    '/cuenta/preferencias',
  ],
} as const;
type Part = keyof typeof COVERED;
type Route = (typeof COVERED)[Part][number];

const EXCLUDED: Record<string, string> = {
  '/colaboradora': 'only redirects to /colaboradora/inicio, which is scanned',
};

test.describe.configure({ mode: 'parallel', timeout: budget(300_000) });

test('every route of the route table is scanned or excluded with a reason', () => {
  const declared = routerPaths();
  for (const [part, routes] of Object.entries(COVERED)) expect(new Set(routes).size, `a route listed twice in '${part}'`).toBe(routes.length);
  const scanned = new Set<string>(Object.values(COVERED).flat());
  for (const route of Object.keys(EXCLUDED)) expect(scanned.has(route), `${route} is both excluded and scanned`).toBe(false);
  expect([...declared].sort()).toEqual([...scanned, ...Object.keys(EXCLUDED)].sort());
});

/** One page walking screens: switches who is signed in, opens screens, scans each once it shows its data. */
class Walk {
  readonly report: AxeReport;
  readonly routes = new Set<Route>();

  constructor(readonly page: Page) {
    this.report = new AxeReport(page);
  }

  async as(ctx: APIRequestContext | null): Promise<void> {
    await this.page.context().clearCookies();
    if (ctx) await useSession(this.page.context(), ctx);
  }

  /** Opens `url` (a screen of `route`), waits until `ready` shows its data, and scans it. */
  async visit(route: Route, url: string, ready: Locator, name: string = url): Promise<void> {
    await this.page.goto(url);
    await this.scanWhen(route, ready, name);
  }

  /** Scans the screen already open (after a click, a tab) once `ready` is visible, in both themes. */
  async scanWhen(route: Route, ready: Locator, name: string): Promise<void> {
    await expect(ready).toBeVisible();
    // Every screen names itself in the tab from the route table (decision 035).
    await expect(this.page).toHaveTitle(titleOf(route)!);
    this.routes.add(route);
    await this.report.checkBothThemes(name);
  }

  /** Scans an open dialog, sheet or menu on its own (what is behind it is inert and scanned elsewhere). */
  async scanOverlay(overlay: Locator, selector: string, name: string): Promise<void> {
    await expect(overlay).toBeVisible();
    await this.report.checkBothThemes(name, selector);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** Proves the walk scanned the routes it claims in COVERED (each scan has already judged its screen). */
  finish(part: Part): void {
    expect([...this.routes].sort(), `the routes the '${part}' walk scanned`).toEqual([...COVERED[part]].sort());
    expect(this.report.screens.length).toBeGreaterThan(COVERED[part].length);
  }
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const MENU = '[role="menu"]';
const JEANS = { producto: 'Jeans', talla: '9', tipo: 'Recto', color: 'Azul', marca: 'Kosch', cintura: 72, cadera: 98, largo: 104 } as const;

/** Fills her profile (a name no other test uses, so staff screens can find her card); answers that name. */
async function perfil(ctx: APIRequestContext): Promise<string> {
  const nombre = uniqueTitle('Valeria');
  await expectOk(
    await ctx.put('/api/perfil', {
      data: { nombre, apellidos: 'Accesible', ciudad: 'Guadalajara', estado: 'Jalisco', instagram: 'prueba.a11y', equipo: 'Cámara', talla: '9', cintura: 72, cadera: 98 },
    }),
    'PUT /api/perfil',
  );
  return nombre;
}

/**
 * Data the state-independent screens show, made once per worker: a creator with rated deliveries (the
 * dashboard, Contenido, Colaboradoras), a pair of jeans without measurements (Medidas), and a tienda user.
 */
let staffData: Promise<{ creator: Awaited<ReturnType<typeof createUser>>; nombre: string; item: { id: string; titulo: string }; sinMedidas: string; tienda: APIRequestContext }> | null = null;
function seedStaffData() {
  staffData ??= (async () => {
    const item = await createColaboracion({ ...JEANS, titulo: uniqueTitle('A11y Pantallas') });
    const creator = await createUser('colaboradora', 'a11ypantallas');
    const nombre = await perfil(creator.ctx);
    await expectOk(await creator.ctx.post(`/api/disponibles/${item.id}/solicitar`, { data: {} }), 'POST /api/disponibles/:id/solicitar');
    await moveTo([item.id], 'produccion');
    await rate(await uploadPhoto(creator.ctx, item.id, await jpeg(180, 120, 90)), 'excelente');
    await uploadVideo(creator.ctx, item.id);
    const sinMedidas = uniqueTitle('A11y Sin medidas');
    await createColaboracion({ producto: 'Jeans', titulo: sinMedidas, marca: 'Kosch', talla: '11', tipo: 'Mom', color: 'Negro' });
    const tienda = (await createUser('tienda', 'a11ytienda')).ctx;
    return { creator, nombre, item, sinMedidas, tienda };
  })();
  return staffData;
}

const VIEWPORTS = [
  { label: '375 px', viewport: { width: 375, height: 812 } },
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
] as const;

// The two long walks first: the workers take the tests in this order, and the shorter ones even them out.
for (const { label, viewport } of VIEWPORTS) {
  test.describe(label, () => {
    // Each screen starts in the light theme and is scanned again after the system switches to dark.
    test.use({ colorScheme: 'light', viewport, reducedMotion: 'reduce' });

    test('a collaboration’s life: the creator’s screens in every state, and the staff screens acting on it', async ({ page }) => {
      const walk = new Walk(page);
      const admin = await adminApi();
      const item = await createColaboracion({ ...JEANS, titulo: uniqueTitle('A11y Vida'), pedidoUrl: 'https://tienda.example/pedido/a11y' });
      const creator = await createUser('colaboradora', 'a11yvida');
      await perfil(creator.ctx);
      const tienda = (await createUser('tienda', 'a11yvidatienda')).ctx;
      const detail = `/colaboradora/colaboraciones/${item.id}`;
      const titulo = walk.heading(item.titulo);

      try {
        // Disponible: her home, the list, the detail, the request and its dialog.
        await walk.as(creator.ctx);
        await walk.visit('/colaboradora/inicio', '/colaboradora/inicio', page.getByRole('navigation', { name: 'Accesos rápidos' }));
        await walk.visit('/colaboradora/disponibles', `/colaboradora/disponibles?q=${encodeURIComponent(item.titulo)}`, page.getByText(item.titulo));
        await walk.visit('/colaboradora/disponibles/:id', `/colaboradora/disponibles/${item.id}`, titulo);
        await page.getByRole('button', { name: 'Solicitar colaboración' }).click();
        const enviada = page.getByRole('dialog', { name: '¡Solicitud Enviada!' });
        await walk.scanOverlay(enviada, DIALOG, 'dialog ¡Solicitud Enviada!');
        await enviada.getByRole('button', { name: 'Ver mis colaboraciones' }).click();

        // Confirmación: her pending list and detail; tienda's and the admin's confirmation screen.
        await walk.scanWhen('/colaboradora/colaboraciones', page.getByRole('link', { name: /Ver estatus/ }), 'pendientes (confirmación)');
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByText('Confirmando disponibilidad'), 'detalle (confirmación)');
        const card = page.locator(`article[data-colaboracion-id="${item.id}"]`);
        await walk.as(tienda);
        await walk.visit('/logistica/confirmacion', '/logistica/confirmacion', card, 'confirmación (tienda)');
        await walk.as(admin);
        await walk.visit('/logistica/confirmacion', '/logistica/confirmacion', card, 'confirmación (admin)');
        // The batch bar's summary (issue 28): this item is not from the store, so its line is a failure with the reason.
        const bar = page.getByRole('region', { name: 'Empaquetado en lote' });
        await card.getByRole('checkbox').check();
        await bar.getByRole('button', { name: 'Empaquetar seleccionadas (1)' }).click();
        await walk.scanWhen('/logistica/confirmacion', bar.getByRole('list', { name: 'Con error' }), 'confirmación (resumen del lote)');

        // Empaquetado: the order link, then 'Pedido Realizado'; Logística lists the shipment.
        await moveTo([item.id], 'empaquetado');
        await walk.visit('/logistica', '/logistica', page.getByTestId('envio-card').filter({ hasText: item.titulo }), 'logística');
        await walk.as(creator.ctx);
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByRole('link', { name: /Registrar dirección de envío/ }), 'detalle (empaquetado)');
        const popup = page.waitForEvent('popup');
        await page.getByRole('link', { name: /Registrar dirección de envío/ }).click();
        await (await popup).close();
        await walk.scanWhen('/colaboradora/colaboraciones/:id', page.getByRole('button', { name: 'Pedido Realizado' }), 'detalle (pedido abierto)');
        // She has not pressed 'Pedido Realizado': the order page sends her back to do so (issue 16).
        await walk.visit('/colaboradora/confirmacion-pedido', `/colaboradora/confirmacion-pedido?id=${item.id}`, walk.heading('Aún no confirmas tu pedido'));

        // Logística: 'Recibido' in her list, the upload cards on the detail.
        await moveTo([item.id], 'logistica');
        // She never checked out in the store: the page says the store has not confirmed it (issue 16).
        await walk.visit('/colaboradora/confirmacion-pedido', `/colaboradora/confirmacion-pedido?id=${item.id}`, walk.heading('Pedido en espera de la tienda'));
        await walk.visit('/colaboradora/colaboraciones', '/colaboradora/colaboraciones', page.getByRole('button', { name: /Recibido/ }), 'pendientes (logística)');
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByRole('heading', { name: 'Fotos', exact: true }), 'detalle (logística)');

        // Producción with her files: the detail, Mis Entregas; then she sends them to review.
        await moveTo([item.id], 'produccion');
        const foto = await uploadPhoto(creator.ctx, item.id, await jpeg(60, 90, 160));
        await uploadVideo(creator.ctx, item.id);
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByRole('button', { name: 'Enviar a revisión' }), 'detalle (producción)');
        await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled();
        await walk.visit('/colaboradora/entregas', '/colaboradora/entregas', page.getByRole('link', { name: `Ver colaboración ${item.titulo}` }));
        await expectOk(await creator.ctx.post(`/api/entregas/${item.id}/enviar-revision`, { data: {} }), 'enviar a revisión');

        // Revisión: the admin's review with the feedback editor and both decision dialogs.
        await walk.as(admin);
        const panel = page.getByTestId('revision-panel');
        await walk.visit('/entregas', `/entregas?colaboracion=${item.id}`, panel.getByRole('heading', { name: item.titulo }), 'entregas (revisión)');
        await page.getByText('Modo administrador').click();
        await panel.getByRole('button', { name: /^Calificar foto/ }).first().click();
        const editor = page.getByRole('dialog', { name: 'Calificar entrega' });
        await walk.scanOverlay(editor, DIALOG, 'dialog Calificar entrega');
        await page.keyboard.press('Escape');
        await panel.getByRole('button', { name: 'Aprobar entrega' }).click();
        await walk.scanOverlay(page.getByRole('alertdialog').or(page.getByRole('dialog')), DIALOG, 'dialog Aprobar entrega');
        await page.keyboard.press('Escape');
        await panel.getByRole('button', { name: 'Solicitar cambios' }).click();
        await walk.scanOverlay(page.getByRole('dialog', { name: 'Solicitar cambios' }), DIALOG, 'dialog Solicitar cambios');
        await page.keyboard.press('Escape');
        await rate(foto, 'bueno', 'Más luz natural, por favor.');

        await walk.as(creator.ctx);
        await walk.visit('/colaboradora/entregadas', '/colaboradora/entregadas', page.getByText(item.titulo), 'entregadas (revisión)');
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByRole('heading', { name: 'Producto', exact: true }), 'detalle (revisión)');

        // Changes requested: back in producción with the note and each file's rating.
        await expectOk(await admin.post(`/api/revision/colaboraciones/${item.id}/solicitar-cambios`, { data: { nota: 'Agrega un video con luz de día.' } }), 'solicitar cambios');
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByText('Agrega un video con luz de día.'), 'detalle (cambios solicitados)');

        // Entregado: the read-only detail, the Entregadas tab and her Contenido.
        await expectOk(await creator.ctx.post(`/api/entregas/${item.id}/enviar-revision`, { data: {} }), 'enviar a revisión');
        await expectOk(await admin.post(`/api/revision/colaboraciones/${item.id}/aprobar`, { data: {} }), 'aprobar');
        await walk.visit('/colaboradora/colaboraciones/:id', detail, page.getByRole('heading', { name: 'Producto', exact: true }), 'detalle (entregado)');
        await page.goto('/colaboradora/entregadas');
        await page.getByRole('tab', { name: 'Entregadas' }).click();
        await walk.scanWhen('/colaboradora/entregadas', page.getByRole('tabpanel').getByText(item.titulo), 'entregadas (entregadas)');
        await walk.visit('/colaboradora/contenido', '/colaboradora/contenido', page.getByText('Más luz natural, por favor.'), 'contenido (fotos)');
        await page.getByRole('tab', { name: /Videos/ }).click();
        await walk.scanWhen('/colaboradora/contenido', page.getByRole('tabpanel'), 'contenido (videos)');
      } finally {
        // Never leave it waiting in Confirmación, whose empty state another spec checks.
        if ((await (await admin.get(`/api/colaboraciones/${item.id}`)).json()).colaboracion?.estado === 'confirmacion') await moveTo([item.id], 'cancelada');
      }
      walk.finish('vida');
    });
  });
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ colorScheme: 'light', viewport, reducedMotion: 'reduce' });
    const phone = viewport.width < 768;

    test('the screens that do not depend on a state, signed out: sign-in, sign-up, an invitation, 404, recovery, unsubscribe, /aplica', async ({ page }) => {
      const walk = new Walk(page);
      const admin = await adminApi();

      // Signed out: sign-in, sign-up, an invitation link, an unknown address.
      await walk.as(null);
      await walk.visit('/auth', '/auth', page.getByRole('heading', { name: 'Ingresa a tu cuenta' }), '/auth (ingresar)');
      await page.getByRole('button', { name: 'Regístrate' }).click();
      await walk.scanWhen('/auth', page.getByRole('heading', { name: 'Crea tu cuenta de colaboradora' }), '/auth (registro)');
      const { invitacion } = (await (await expectOk(await admin.post('/api/invitaciones', { data: {} }), 'POST /api/invitaciones')).json()) as { invitacion: { link: string } };
      const link = new URL(invitacion.link);
      await walk.visit('/auth', `${link.pathname}${link.search}`, page.getByText('Te invitaron a colaborar'), '/auth (invitación)');
      await walk.visit('*', '/no-existe', walk.heading('Página no encontrada'));
      // Recovery and the unsubscribe page (issue 17), reached from /auth and from emails.
      await walk.visit('/auth/recuperar', '/auth/recuperar', walk.heading('Recuperar contraseña'));
      await page.getByLabel('Correo electrónico').fill(uniqueEmail('a11yrecupera'));
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await walk.scanWhen('/auth/recuperar', page.getByRole('status'), '/auth/recuperar (enviado)');
      // A made-up token: the screen's check of the link (issue 28) is answered as for a working one, so the form is scanned.
      await page.route((url) => url.pathname === '/api/recuperacion/enlace', (route) => route.fulfill({ json: { valido: true } }));
      await walk.visit('/auth/nueva-contrasena', '/auth/nueva-contrasena?token=a11y', page.getByRole('button', { name: 'Guardar contraseña' }), '/auth/nueva-contrasena');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await walk.scanWhen('/auth/nueva-contrasena', page.getByText('La contraseña debe tener al menos 8 caracteres'), '/auth/nueva-contrasena (con error)');
      await walk.visit('/auth/nueva-contrasena', '/auth/nueva-contrasena', page.getByRole('link', { name: 'Pedir un enlace nuevo' }), '/auth/nueva-contrasena (sin enlace)');
      await walk.visit('/baja', '/baja?t=a11y', page.getByRole('alert'), '/baja (enlace no válido)');
      // The application page (issue 29), blank and with its Spanish messages under the fields.
      await walk.visit('/aplica', '/aplica', page.getByRole('button', { name: 'Enviar solicitud' }), '/aplica');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await walk.scanWhen('/aplica', page.getByText('Escribe tu nombre'), '/aplica (con errores)');

      walk.finish('fuera');
    });

    test('the screens that do not depend on a state, without a role and as tienda: the holding screen, Medidas, Configuración, her menus, Avisos, Preferencias', async ({ page }) => {
      const walk = new Walk(page);
      const data = await seedStaffData();

      // Signed in without a role: the holding screen, and Cambiar contraseña without a shell.
      await walk.as((await createUser(null, 'a11ysinrol')).ctx);
      await page.goto('/');
      await expect(walk.heading('Esperando asignación de rol')).toBeVisible();
      await walk.report.checkBothThemes('esperando asignación de rol');
      await walk.visit('/cuenta/contrasena', '/cuenta/contrasena', walk.heading('Cambiar contraseña'), 'cambiar contraseña (sin rol)');

      // Tienda: Medidas, Configuración (read-only), her user menu.
      await walk.as(data.tienda);
      await walk.visit('/admin/medidas', '/admin/medidas', page.getByText(data.sinMedidas).first(), 'medidas (tienda)');
      await walk.visit('/admin/configuracion', '/admin/configuracion', walk.heading('Configuración'), 'configuración (tienda)');
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await walk.scanOverlay(page.getByRole('menu'), MENU, 'menú de usuario (tienda)');
      await page.keyboard.press('Escape');
      // Her notices and email preferences (issue 17): the bell's panel, the Avisos screen, Preferencias.
      await page.getByRole('button', { name: /^Avisos/ }).click();
      await walk.scanOverlay(page.getByRole('dialog', { name: 'Avisos' }), DIALOG, 'panel de avisos (tienda)');
      await page.keyboard.press('Escape');
      await walk.visit('/cuenta/avisos', '/cuenta/avisos', walk.heading('Avisos'), 'avisos (tienda)');
      await walk.visit('/cuenta/preferencias', '/cuenta/preferencias', page.getByRole('switch', { name: 'Avisos del equipo' }), 'preferencias de correo (tienda)');
      // Cambiar contraseña in the staff shell, with a rule's message under its field.
      await walk.visit('/cuenta/contrasena', '/cuenta/contrasena', walk.heading('Cambiar contraseña'), 'cambiar contraseña (tienda)');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await walk.scanWhen('/cuenta/contrasena', page.getByText('Escribe tu contraseña actual'), 'cambiar contraseña (tienda, con error)');

      walk.finish('tienda');
    });

    test('the screens that do not depend on a state, as admin: the dashboard, the catalogue and its dialogs, Medidas, Configuración, Roles', async ({ page }) => {
      const walk = new Walk(page);
      const data = await seedStaffData();
      const admin = await adminApi();

      // The admin's dashboard and catalogue screens with data, and their dialogs.
      await walk.as(admin);
      await walk.visit('/', '/', page.getByTestId('stat-activas'), 'dashboard');
      if (phone) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await walk.scanOverlay(page.getByRole('dialog'), DIALOG, 'menú lateral (móvil)');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await walk.scanOverlay(page.getByRole('menu'), MENU, 'menú de usuario (admin)');
      await page.keyboard.press('Escape');

      const row = page.getByText(data.item.titulo).first();
      await walk.visit('/admin/colaboraciones', `/admin/colaboraciones?q=${encodeURIComponent(data.item.titulo)}`, row, 'gestión de colaboraciones');
      await page.getByRole('button', { name: 'Nueva', exact: true }).click();
      await walk.scanOverlay(page.getByRole('dialog'), DIALOG, 'dialog Nueva colaboración');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Eliminar ${data.item.titulo}` }).click();
      await walk.scanOverlay(page.getByRole('alertdialog'), DIALOG, 'dialog Eliminar colaboración');
      await page.keyboard.press('Escape');
      // The store's whole catalogue is hundreds of products: narrowed by one product's title, as she would.
      const products = await listStoreProducts<{ title: string }>();
      const producto = products[0]?.title ?? '';
      await page.getByRole('button', { name: 'Importar' }).click();
      await page.getByRole('dialog').getByRole('searchbox', { name: 'Buscar productos' }).fill(producto);
      await walk.scanOverlay(page.getByRole('dialog').getByRole('group', { name: producto, exact: true }), DIALOG, 'dialog Importar');
      await page.keyboard.press('Escape');

      await walk.visit('/admin/medidas', '/admin/medidas', page.getByText(data.sinMedidas).first(), 'medidas (admin)');
      await walk.visit('/admin/configuracion', '/admin/configuracion', page.getByRole('form', { name: 'Conexión con Shopify' }), 'configuración (admin)');
      await walk.visit('/admin/roles', `/admin/roles?q=${encodeURIComponent(data.creator.email)}`, page.getByText(data.creator.email), 'gestión de roles');
      await page.getByRole('button', { name: `Enlace de contraseña para ${data.creator.email}` }).click();
      await walk.scanOverlay(page.getByRole('dialog', { name: 'Enlace de contraseña' }), DIALOG, 'dialog Enlace de contraseña');
      await page.keyboard.press('Escape');

      walk.finish('catalogo');
    });

    test('the screens that do not depend on a state, as admin: Solicitudes, Problemas, Colaboradoras, Contenido, Resultados, Ventas', async ({ page }) => {
      const walk = new Walk(page);
      const data = await seedStaffData();
      const admin = await adminApi();

      await walk.as(admin);
      // Applications and problems, each on a screen of its own.
      await walk.visit('/admin/solicitudes', '/admin/solicitudes', page.getByRole('tab', { name: /^Pendientes/ }), 'solicitudes');
      await walk.visit('/logistica/problemas', '/logistica/problemas', page.getByRole('button', { name: /^Abiertos \(\d+\)$/ }), 'problemas');

      const verPerfil = page.getByRole('button', { name: `Ver Perfil de ${data.nombre} Accesible` });
      await walk.visit('/colaboradoras', `/colaboradoras?q=${encodeURIComponent(data.nombre)}`, verPerfil, 'colaboradoras');
      await verPerfil.click();
      await walk.scanOverlay(page.getByRole('dialog').getByText(data.item.titulo), DIALOG, 'dialog Ver Perfil');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await walk.scanOverlay(page.getByRole('dialog'), DIALOG, 'dialog Filtros');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Nueva Colaboradora' }).click();
      await walk.scanOverlay(page.getByRole('dialog', { name: 'Nueva Colaboradora' }), DIALOG, 'dialog Nueva Colaboradora');
      await page.keyboard.press('Escape');

      const galeria = page.getByTestId('galeria-card').filter({ hasText: data.item.titulo }).first();
      await walk.visit('/contenido', '/contenido', galeria, 'contenido (galería)');
      await galeria.getByRole('button').click();
      await walk.scanOverlay(page.getByRole('dialog'), DIALOG, 'dialog visor de contenido');
      await page.keyboard.press('Escape');
      // Resultados (issue 20): figures, the charts (hidden from screen readers: the tables say the same), tables.
      await walk.visit('/resultados', '/resultados', page.getByTestId('resultado-costo'), 'resultados');
      // Sales and commissions (issue 27): the commissions card once they arrived (empty or not).
      await walk.visit('/ventas', '/ventas', page.getByRole('heading', { name: 'Comisiones por creadora' }), 'ventas y comisiones');

      walk.finish('equipo');
    });

    test('the screens that do not depend on a state, as the creator: Recursos, Mis ventas, Cambiar contraseña, Avisos, Preferencias', async ({ page }) => {
      const walk = new Walk(page);
      const data = await seedStaffData();

      // The creator's Recursos: her profile (view and edit), references, the technical guide, the menu.
      await walk.as(data.creator.ctx);
      await walk.visit('/colaboradora/perfil', '/colaboradora/perfil', page.getByText('prueba.a11y'), 'mi perfil');
      await page.getByRole('button', { name: 'Editar perfil' }).click();
      await walk.scanWhen('/colaboradora/perfil', page.getByRole('button', { name: /Guardar/ }), 'mi perfil (edición)');
      await walk.visit('/colaboradora/referencias', '/colaboradora/referencias', walk.heading('Referencias visuales'));
      await walk.visit('/colaboradora/guia-tecnica', '/colaboradora/guia-tecnica', walk.heading('Guía técnica'));
      // Mis ventas (issue 27): her sales, or what shows while the program is off (another test may turn it on).
      await walk.visit('/colaboradora/ventas', '/colaboradora/ventas', page.getByRole('heading', { name: 'Pedidos por mes' }).or(page.getByText('El programa de ventas no está activo')), 'mis ventas');
      await walk.visit('/cuenta/contrasena', '/cuenta/contrasena', walk.heading('Cambiar contraseña'), 'cambiar contraseña (colaboradora)');
      // Her role's notice is in her inbox: the panel (a sheet on a phone), the Avisos screen, Preferencias.
      await page.getByRole('button', { name: /^Avisos/ }).click();
      await walk.scanOverlay(page.getByRole('dialog', { name: 'Avisos' }).getByRole('link', { name: /Ya tienes acceso/ }), DIALOG, 'panel de avisos (colaboradora)');
      await page.keyboard.press('Escape');
      await walk.visit('/cuenta/avisos', '/cuenta/avisos', page.getByRole('main').getByRole('link', { name: /Ya tienes acceso/ }), 'avisos (colaboradora)');
      await walk.visit('/cuenta/preferencias', '/cuenta/preferencias', page.getByRole('switch', { name: 'Calificaciones' }), 'preferencias de correo (colaboradora)');
      await page.getByRole('button', { name: 'Recursos' }).click();
      await walk.scanOverlay(page.getByRole('menu'), MENU, 'menú Recursos');
      await page.keyboard.press('Escape');

      walk.finish('recursos');
    });
  });
}
