import {
  matchRoutes,
  Navigate,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { can, type Permission } from '@shared/domain/permissions';
import { SCREENS, type ScreenKey, type ScreenRoute } from '@shared/routes';
import { protectedLoader, ProtectedRoute } from './app/protected-route';
import { RequirePermission } from './app/require-permission';
import { RouteError } from './app/route-error';
import { ScreenTitle } from './app/screen-title';
import { queryClient } from './lib/query-client';
import { yieldToMain } from './lib/yield-to-main';
import { isFirstLoadOver } from './lib/after-idle';
import { sessionQueryOptions } from './lib/session';

import type { LazyScreen, StaffScreenKey } from './staff-screens';

/**
 * Staff screens load through one chunk that holds their imports (staff-screens.ts): a creator's first load
 * then carries neither their loaders nor the list of each one's chunks (about 1 kB of the 120 kB budget).
 */
function staffScreen(key: StaffScreenKey): LazyScreen {
  return async () => {
    const { STAFF_SCREENS } = await import('./staff-screens');
    const load: LazyScreen = STAFF_SCREENS[key];
    return load();
  };
}

/**
 * Each screen of the route table (src/shared/routes.ts) and its module in app/routes: one lazy chunk per
 * screen, named after the module's file (vite.config.ts groups Inicio's, Disponibles' and the sign-in
 * screen's for their first load; the server preloads those by name). A screen module exports its
 * screen as `Component` and may export `prefetch`: its data is then asked for as soon as the session says she may open it, beside the chunks
 * rather than after the first render (decision 015).
 */
const MODULES: Record<Exclude<ScreenKey, 'portal'>, LazyScreen> = {
  auth: () => import('./app/routes/auth/auth-page'),
  recuperar: () => import('./app/routes/auth/recuperar-page'),
  nuevaContrasena: () => import('./app/routes/auth/nueva-contrasena-page'),
  baja: () => import('./app/routes/cuenta/baja-page'),
  aplica: () => import('./app/routes/auth/aplica-page'),
  solicitudes: staffScreen('solicitudes'),
  dashboard: staffScreen('dashboard'),
  colaboradoras: staffScreen('colaboradoras'),
  entregas: staffScreen('entregas'),
  logistica: staffScreen('logistica'),
  contenido: staffScreen('contenido'),
  resultados: staffScreen('resultados'),
  ventas: staffScreen('ventas'),
  roles: staffScreen('roles'),
  colaboraciones: staffScreen('colaboraciones'),
  configuracion: staffScreen('configuracion'),
  medidas: staffScreen('medidas'),
  confirmacion: staffScreen('confirmacion'),
  problemas: staffScreen('problemas'),
  contrasena: () => import('./app/routes/cuenta/cambiar-contrasena-page'),
  avisos: () => import('./app/routes/cuenta/avisos-page'),
  preferencias: () => import('./app/routes/cuenta/preferencias-page'),
  inicio: () => import('./app/routes/colaboradora/inicio-page'),
  disponibles: () => import('./app/routes/colaboradora/disponibles-page'),
  disponible: () => import('./app/routes/colaboradora/disponible-detail-page'),
  perfil: () => import('./app/routes/colaboradora/perfil-page'),
  pendientes: () => import('./app/routes/colaboradora/pendientes-page'),
  colaboracion: () => import('./app/routes/colaboradora/colaboracion-detail-page'),
  pedidoConfirmado: () => import('./app/routes/colaboradora/pedido-confirmado-page'),
  misEntregas: () => import('./app/routes/colaboradora/mis-entregas-page'),
  entregadas: () => import('./app/routes/colaboradora/entregadas-page'),
  miContenido: () => import('./app/routes/colaboradora/mi-contenido-page'),
  referencias: () => import('./app/routes/colaboradora/referencias-page'),
  guiaTecnica: () => import('./app/routes/colaboradora/guia-tecnica-page'),
  misVentas: () => import('./app/routes/colaboradora/mis-ventas-page'),
  notFound: () => import('./app/routes/not-found-page'),
};

/** Longest the first screen waits for its data before it renders with its placeholder instead. */
const FIRST_SCREEN_DATA_WAIT_MS = 1_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A row of the table as a route: its path, its title (the `handle` ScreenTitle reads) and its chunk; with
 * a permission, behind RequirePermission (without it, the role's home), the screen rendering in a task of
 * its own after its chunk is evaluated (decision 019).
 */
function route(key: ScreenKey): RouteObject {
  const row: ScreenRoute = SCREENS[key];
  const { path, access } = row;
  if (row.redirect) {
    return { element: <RequirePermission permission={access as Permission} />, children: [{ path, element: <Navigate to={row.redirect} replace /> }] };
  }
  const load = MODULES[key as keyof typeof MODULES];
  if (access === 'public' || access === 'signed-in') return { path, handle: row.title, lazy: async () => ({ Component: (await load()).Component }) };
  return {
    element: <RequirePermission permission={access} />,
    children: [
      {
        path,
        handle: row.title,
        lazy: async () => {
          const { Component, prefetch } = await load();
          // The chunk was evaluated in this task; the screen renders in the next (decision 019).
          await yieldToMain();
          if (!prefetch) return { Component };
          return {
            Component,
            loader: async ({ request }) => {
              const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
              if (!session?.role || !can(session.role, access)) return null;
              const data = prefetch(new URL(request.url).searchParams);
              // On the first load the screen waits for its data (index.html's loading screen shows meanwhile,
              // the reads came written in the page, decision 105): one commit with everything, not a skeleton and then
              // the content (decision 090). Later navigations keep the old screen responsive and do not wait.
              if (!isFirstLoadOver()) await Promise.race([data, wait(FIRST_SCREEN_DATA_WAIT_MS)]).catch(() => undefined);
              return null;
            },
          };
        },
      },
    ],
  };
}

const keys = Object.keys(SCREENS) as ScreenKey[];

/**
 * The route table of spec §2 (src/shared/routes.ts). Every screen is its own chunk; /auth loads neither
 * shell; public screens sit outside ProtectedRoute, so a mistyped address answers the same signed in or not.
 */
export const routes: RouteObject[] = [
  {
    Component: ScreenTitle,
    errorElement: <RouteError />,
    children: [
      ...keys.filter((k) => SCREENS[k].access === 'public' && k !== 'notFound').map(route),
      { element: <ProtectedRoute />, loader: protectedLoader, children: keys.filter((k) => SCREENS[k].access !== 'public').map(route) },
      route('notFound'),
    ],
  },
];

/**
 * Starts downloading the chunks of the screen at `path` (no render, no data): for a link she is about to
 * follow, on pointer-over or focus. Inicio and Disponibles are separate chunks (decision 033), so her
 * first tap from one to the other needs the other's; asked for on intent, it is usually there by the click.
 */
export function preloadScreen(path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

/**
 * What createBrowserRouter(routes) builds, minus its last step: the caller runs `initialize()` (match the
 * address, start the screen's chunk and loaders) in a task of its own. On a phone's CPU the router's
 * set-up and its first navigation are each tens of milliseconds of code run for the first time, and
 * together with the modules' evaluation they made one long task (decision 027).
 */
export function createRouter() {
  return createDataRouter({ routes, history: createBrowserHistory(), window: routerWindow(), mapRouteProperties, hydrationRouteProperties });
}

/**
 * The window the router is given: the page's own, minus sessionStorage. On start-up the router reads the
 * view transitions it applied before back from sessionStorage (and writes them on pagehide if any); we use
 * none, and nothing else of the first load touches sessionStorage, whose first use in a page opens its
 * storage area with a synchronous round trip to the browser process: `restoreAppliedTransitions` was React
 * Router's costliest function in a creator's first load (~13 ms of a 4× throttled load, decision 095).
 * The router reads nothing else of its window but the document, the location and the pagehide listener
 * (react-router 7); the document and location objects are the page's for its whole life.
 */
function routerWindow(): Window {
  const { document, location } = window;
  const standIn = {
    document,
    location,
    // setItem too: a view transition used one day would be written on pagehide, and must not throw there.
    sessionStorage: { getItem: () => null, setItem: () => undefined },
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  };
  // The option is typed as a whole Window; the router reads only the members above.
  return standIn as unknown as Window;
}
