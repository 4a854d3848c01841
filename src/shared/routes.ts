import type { Permission } from './domain/permissions';

/**
 * Who may open a screen: anyone (`public`), anyone signed in even without a role yet (`signed-in`), or
 * whoever holds a permission of the one permission table (domain/permissions.ts says which roles do).
 */
export type Access = 'public' | 'signed-in' | Permission;

/** What a first visit to a screen asks for in the same wave as the HTML (decisions 019, 033). */
export interface FirstLoad {
  /** Chunk names vite.config.ts's firstLoadChunks makes (or source files as Vite's manifest names them). */
  chunks: readonly string[];
  /**
   * The API reads the screen makes on a first visit to its plain address (no query string), exactly as it
   * makes them: the server makes them with the page and writes them into it (decision 105), and the web
   * takes an answer for the same URL only, so an address with a query (a tab, a page, filters) gets none of
   * these (decision 104).
   */
  data: readonly string[];
  /**
   * A read that depends on another's answer (Entregas' first card's files on its list): the server makes it
   * with the page, from the answer of `after` (decision 105). Null when the answer names nothing to read.
   */
  then?: { after: string; url: (answer: unknown) => string | null };
}

export interface ScreenRoute {
  /** The URL pattern, as React Router matches it ('/colaboradora/disponibles/:id', '*'). */
  path: string;
  access: Access;
  /** The document title: `${title} · Colabora` (the spec's Spanish name of the screen). */
  title?: string;
  /** A route that only sends her on to another path (and has no screen of its own). */
  redirect?: string;
}

/**
 * Every route of spec §2, as data (decision 035): the web's router is built from it (each key is a screen,
 * mapped to its lazy chunk in src/web/router.tsx), the server's first-load preloads (FIRST_LOADS, below)
 * and invitation links read it, and the browser suite walks it. Keys are the screens' names; the order is
 * the spec's.
 */
export const SCREENS = {
  auth: { path: '/auth', access: 'public', title: 'Ingresar' },
  recuperar: { path: '/auth/recuperar', access: 'public', title: 'Recuperar contraseña' },
  nuevaContrasena: { path: '/auth/nueva-contrasena', access: 'public', title: 'Nueva contraseña' },
  baja: { path: '/baja', access: 'public', title: 'Dejar de recibir correos' },
  // The brand's shareable application page (issue 29 item 4).
  aplica: { path: '/aplica', access: 'public', title: 'Colabora con la marca' },

  // Staff
  dashboard: { path: '/', access: 'dashboard:view', title: 'Dashboard' },
  colaboradoras: { path: '/colaboradoras', access: 'colaboradoras:view', title: 'Colaboradoras' },
  entregas: { path: '/entregas', access: 'entregas:review', title: 'Entregas' },
  logistica: { path: '/logistica', access: 'logistica:view', title: 'Logística' },
  contenido: { path: '/contenido', access: 'contenido:view', title: 'Contenido' },
  resultados: { path: '/resultados', access: 'resultados:view', title: 'Resultados' },
  // Sales attribution (issue 27): what is payable per creator, payouts, leaked codes.
  ventas: { path: '/ventas', access: 'ventas:view', title: 'Ventas y comisiones' },
  roles: { path: '/admin/roles', access: 'roles:manage', title: 'Gestión de Roles' },
  // Applications from /aplica: accepting gives the Colaboradora role, so it is the roles permission's.
  solicitudes: { path: '/admin/solicitudes', access: 'roles:manage', title: 'Solicitudes' },
  colaboraciones: { path: '/admin/colaboraciones', access: 'colaboraciones:manage', title: 'Gestión de Colaboraciones' },
  // Read-only for tienda (spec §2: Configuración is informational; admin and tienda may read it).
  configuracion: { path: '/admin/configuracion', access: 'configuracion:view', title: 'Configuración' },
  medidas: { path: '/admin/medidas', access: 'medidas:edit', title: 'Medidas de Jeans' },
  confirmacion: { path: '/logistica/confirmacion', access: 'confirmacion:manage', title: 'Confirmación de producto' },
  // Problems with a parcel (issue 29): reported sizes, damage and lost parcels, and their replacements.
  problemas: { path: '/logistica/problemas', access: 'problemas:manage', title: 'Problemas' },

  // Her own account: everyone signed in, in her own shell (decision 030).
  contrasena: { path: '/cuenta/contrasena', access: 'signed-in', title: 'Cambiar contraseña' },
  avisos: { path: '/cuenta/avisos', access: 'signed-in', title: 'Avisos' },
  preferencias: { path: '/cuenta/preferencias', access: 'signed-in', title: 'Preferencias de correo' },

  // Creators
  portal: { path: '/colaboradora', access: 'portal:use', redirect: '/colaboradora/inicio' },
  inicio: { path: '/colaboradora/inicio', access: 'portal:use', title: 'Inicio' },
  disponibles: { path: '/colaboradora/disponibles', access: 'portal:use', title: 'Disponibles' },
  disponible: { path: '/colaboradora/disponibles/:id', access: 'portal:use', title: 'Disponible' },
  perfil: { path: '/colaboradora/perfil', access: 'portal:use', title: 'Mi Perfil' },
  pendientes: { path: '/colaboradora/colaboraciones', access: 'portal:use', title: 'Pendientes' },
  colaboracion: { path: '/colaboradora/colaboraciones/:id', access: 'portal:use', title: 'Colaboración' },
  pedidoConfirmado: { path: '/colaboradora/confirmacion-pedido', access: 'portal:use', title: 'Pedido Confirmado' },
  misEntregas: { path: '/colaboradora/entregas', access: 'portal:use', title: 'Mis Entregas' },
  entregadas: { path: '/colaboradora/entregadas', access: 'portal:use', title: 'Entregas' },
  miContenido: { path: '/colaboradora/contenido', access: 'portal:use', title: 'Contenido' },
  referencias: { path: '/colaboradora/referencias', access: 'portal:use', title: 'Referencias visuales' },
  guiaTecnica: { path: '/colaboradora/guia-tecnica', access: 'portal:use', title: 'Guía técnica' },
  misVentas: { path: '/colaboradora/ventas', access: 'portal:use', title: 'Mis ventas' },

  // Public, so a mistyped address answers the same signed in or not.
  notFound: { path: '*', access: 'public', title: 'Página no encontrada' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenKey = keyof typeof SCREENS;

/**
 * The table's last column, for the landing screens only: what the server names in index.html for a first
 * visit (src/server/http/route-preloads.ts; decisions 019, 033), by screen key. Kept beside the rows rather
 * than in them so the web's bundle, which never reads it, leaves it out: the rows travel in the entry
 * chunk of every first load, under a 120 kB budget.
 */
export const FIRST_LOADS = {
  auth: { chunks: ['auth-page'], data: [] },
  inicio: { chunks: ['portal', 'inicio'], data: ['/api/inicio'] },
  disponibles: { chunks: ['portal', 'disponibles'], data: ['/api/disponibles'] },
  // The admin's landing pages (decision 104): without these the shell's chunk, the session, the screen's
  // chunk and its reads were asked for one after the other. Each read is one her first visit makes (the
  // three screens are the admin's alone; the store job is read only with a store connected). '/' is every
  // role's address (the installed app's start): the server reads the session for it and names the first
  // load of her home (homePathFor), so the Dashboard's only for the admin.
  dashboard: {
    chunks: ['staff-shell', 'dashboard-page'],
    data: ['/api/dashboard', '/api/ventas/fugas', '/api/problemas/conteo', '/api/aplicaciones/conteo', '/api/resultados/mes'],
  },
  colaboraciones: { chunks: ['staff-shell', 'gestion-colaboraciones-page'], data: ['/api/colaboraciones?estado=todos&page=1&pageSize=50', '/api/shopify/status'] },
  entregas: {
    chunks: ['staff-shell', 'entregas-page'],
    data: ['/api/revision/colaboraciones?page=1&estado=revision'],
    // The route's loader opens the page's first collaboration: its files are the screen's second read.
    then: { after: '/api/revision/colaboraciones?page=1&estado=revision', url: firstCardEntregas },
  },
} as const satisfies { [K in ScreenKey]?: FirstLoad };

/** Entregas' second read: the files of the first collaboration on its first page, as the screen asks for them. */
function firstCardEntregas(answer: unknown): string | null {
  const first = (answer as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id;
  return typeof first === 'string' ? `/api/revision/colaboraciones/${encodeURIComponent(first)}/entregas` : null;
}

/** The document title of a screen (every screen sets it from this table). */
export const documentTitle = (title: string): string => `${title} · Colabora`;
