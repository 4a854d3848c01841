import type { ComponentType } from 'react';
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
import { LoadingScreen } from './app/loading-screen';
import { protectedLoader, ProtectedRoute } from './app/protected-route';
import { RequirePermission } from './app/require-permission';
import { RouteError } from './app/route-error';
import { queryClient } from './lib/query-client';
import { yieldToMain } from './lib/yield-to-main';
import { sessionQueryOptions } from './lib/session';
import { PATHS } from './paths';

type LazyScreen = () => Promise<{ Component: ComponentType; prefetch?: () => Promise<unknown> }>;

/**
 * A screen of spec §2: its path, the permission it needs (else: the role's home) and its own lazy chunk.
 * A screen module may export `prefetch`: its data is then asked for as soon as the session says she may
 * open it, beside the chunks rather than after the first render (decision 015). Never awaited, so the
 * screen still shows its own loading and error states.
 */
function screen(path: string, permission: Permission, lazy: LazyScreen): RouteObject {
  return {
    element: <RequirePermission permission={permission} />,
    children: [
      {
        path,
        lazy: async () => {
          const { Component, prefetch } = await lazy();
          // The chunk was evaluated in this task; the screen renders in the next (decision 019).
          await yieldToMain();
          if (!prefetch) return { Component };
          return {
            Component,
            loader: async () => {
              const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
              if (session?.role && can(session.role, permission)) void prefetch();
              return null;
            },
          };
        },
      },
    ],
  };
}

/** The whole route table of spec §2. Every screen is its own chunk; /auth loads neither shell. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        path: PATHS.auth,
        lazy: () => import('@web/app/routes/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      {
        element: <ProtectedRoute />,
        loader: protectedLoader,
        children: [
          // Staff
          screen(PATHS.dashboard, 'dashboard:view', () =>
            import('@web/app/routes/admin/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          ),
          screen(PATHS.colaboradoras, 'colaboradoras:view', () =>
            import('@web/app/routes/admin/colaboradoras-page').then((m) => ({ Component: m.ColaboradorasPage })),
          ),
          screen(PATHS.entregas, 'entregas:review', () =>
            import('@web/app/routes/admin/entregas-page').then((m) => ({ Component: m.EntregasPage })),
          ),
          screen(PATHS.logistica, 'logistica:view', () =>
            import('@web/app/routes/logistica/logistica-page').then((m) => ({ Component: m.LogisticaPage })),
          ),
          screen(PATHS.contenido, 'contenido:view', () =>
            import('@web/app/routes/admin/contenido-page').then((m) => ({ Component: m.ContenidoPage })),
          ),
          screen(PATHS.roles, 'roles:manage', () => import('@web/app/routes/admin/roles-page').then((m) => ({ Component: m.RolesPage }))),
          screen(PATHS.colaboraciones, 'colaboraciones:manage', () =>
            import('@web/app/routes/admin/gestion-colaboraciones-page').then((m) => ({ Component: m.GestionColaboracionesPage })),
          ),
          // Read-only for tienda (spec §2 Configuración is informational; admin and tienda may read it).
          screen(PATHS.configuracion, 'configuracion:view', () =>
            import('@web/app/routes/admin/configuracion-page').then((m) => ({ Component: m.ConfiguracionPage })),
          ),
          screen(PATHS.medidas, 'medidas:edit', () => import('@web/app/routes/admin/medidas-page').then((m) => ({ Component: m.MedidasPage }))),
          screen(PATHS.confirmacion, 'confirmacion:manage', () =>
            import('@web/app/routes/logistica/confirmacion-page').then((m) => ({ Component: m.ConfirmacionPage })),
          ),

          // Her own account: everyone signed in, in her own shell (decision 030).
          {
            path: PATHS.cuenta.contrasena,
            lazy: () => import('@web/app/routes/cuenta/cambiar-contrasena-page').then((m) => ({ Component: m.CambiarContrasenaPage })),
          },

          // Creators
          {
            element: <RequirePermission permission="portal:use" />,
            children: [{ path: PATHS.creator.root, element: <Navigate to={PATHS.creator.inicio} replace /> }],
          },
          screen(PATHS.creator.inicio, 'portal:use', () =>
            import('@web/app/routes/colaboradora/inicio-page').then((m) => ({ Component: m.InicioPage, prefetch: m.prefetch })),
          ),
          screen(PATHS.creator.disponibles, 'portal:use', () =>
            import('@web/app/routes/colaboradora/disponibles-page').then((m) => ({ Component: m.DisponiblesPage })),
          ),
          screen(`${PATHS.creator.disponibles}/:id`, 'portal:use', () =>
            import('@web/app/routes/colaboradora/disponible-detail-page').then((m) => ({ Component: m.DisponibleDetailPage })),
          ),
          screen(PATHS.creator.perfil, 'portal:use', () => import('@web/app/routes/colaboradora/perfil-page').then((m) => ({ Component: m.PerfilPage }))),
          screen(PATHS.creator.colaboraciones, 'portal:use', () =>
            import('@web/app/routes/colaboradora/pendientes-page').then((m) => ({ Component: m.PendientesPage })),
          ),
          screen(`${PATHS.creator.colaboraciones}/:id`, 'portal:use', () =>
            import('@web/app/routes/colaboradora/colaboracion-detail-page').then((m) => ({ Component: m.ColaboracionDetailPage })),
          ),
          screen('/colaboradora/confirmacion-pedido', 'portal:use', () =>
            import('@web/app/routes/colaboradora/pedido-confirmado-page').then((m) => ({ Component: m.PedidoConfirmadoPage })),
          ),
          screen(PATHS.creator.entregas, 'portal:use', () =>
            import('@web/app/routes/colaboradora/mis-entregas-page').then((m) => ({ Component: m.MisEntregasPage })),
          ),
          screen(PATHS.creator.entregadas, 'portal:use', () =>
            import('@web/app/routes/colaboradora/entregadas-page').then((m) => ({ Component: m.EntregadasPage })),
          ),
          screen(PATHS.creator.contenido, 'portal:use', () =>
            import('@web/app/routes/colaboradora/mi-contenido-page').then((m) => ({ Component: m.MiContenidoPage })),
          ),
          screen(PATHS.creator.referencias, 'portal:use', () =>
            import('@web/app/routes/colaboradora/referencias-page').then((m) => ({ Component: m.ReferenciasPage })),
          ),
          screen(PATHS.creator.guiaTecnica, 'portal:use', () =>
            import('@web/app/routes/colaboradora/guia-tecnica-page').then((m) => ({ Component: m.GuiaTecnicaPage })),
          ),
        ],
      },
      // Public, so a mistyped address answers the same signed in or not.
      { path: '*', lazy: () => import('@web/app/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
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
  return createDataRouter({ routes, history: createBrowserHistory(), mapRouteProperties, hydrationRouteProperties });
}
