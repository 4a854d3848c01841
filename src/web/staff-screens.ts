import type { ComponentType } from 'react';

export type Screen = { Component: ComponentType; prefetch?: (params: URLSearchParams) => Promise<unknown> };
export type LazyScreen = () => Promise<Screen>;

/** The staff screens' chunks (router.tsx loads this module only when one of them opens). */
export const STAFF_SCREENS = {
  solicitudes: () => import('./app/routes/admin/solicitudes-page'),
  dashboard: () => import('./app/routes/admin/dashboard-page'),
  colaboradoras: () => import('./app/routes/admin/colaboradoras-page'),
  entregas: () => import('./app/routes/admin/entregas-page'),
  logistica: () => import('./app/routes/logistica/logistica-page'),
  contenido: () => import('./app/routes/admin/contenido-page'),
  resultados: () => import('./app/routes/admin/resultados-page'),
  ventas: () => import('./app/routes/admin/ventas-page'),
  roles: () => import('./app/routes/admin/roles-page'),
  colaboraciones: () => import('./app/routes/admin/gestion-colaboraciones-page'),
  configuracion: () => import('./app/routes/admin/configuracion-page'),
  medidas: () => import('./app/routes/admin/medidas-page'),
  confirmacion: () => import('./app/routes/logistica/confirmacion-page'),
  problemas: () => import('./app/routes/logistica/problemas-page'),
} satisfies Record<string, LazyScreen>;

export type StaffScreenKey = keyof typeof STAFF_SCREENS;
