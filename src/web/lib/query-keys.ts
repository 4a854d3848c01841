/**
 * Every TanStack Query key the web uses, one typed factory per resource (decision 036), each its own
 * export so a screen's chunk carries only the keys it reads. Reads and the writes that invalidate them
 * name keys from here, never as string literals, so two features that share a cache entry (the store
 * status, her collaborations and their photo counts) cannot drift apart.
 *
 * Each resource's `all` is the prefix of all its keys: invalidating it refreshes every list and detail
 * under it. Parameters are typed by the caller (a feature's own params type) and kept as given.
 *
 * The keys a creator's first load reads live in first-load-keys.ts (re-exported here): a module lands whole
 * in one chunk (tools/vite/first-load-chunks.ts), so this file in the entry carried every screen's keys.
 */
import { resource } from './first-load-keys';

export { avisosKeys, disponiblesKeys, inicioKey, invitacionKey, sessionKey } from './first-load-keys';

/** GET /api/aplica (public): the application form's questions and opening time. */
export const aplicaFormularioKey = ['aplica-formulario'] as const;
/** Solicitudes: the lists per estado and the counts (the Dashboard's card reads the counts). */
export const aplicacionesKeys = { ...resource('aplicaciones'), conteo: ['aplicaciones', 'conteo'] as const };
/** GET /api/aplicaciones/preguntas: the application's questions as Configuración edits them (decision 079). */
export const aplicacionPreguntasKey = ['aplicacion-preguntas'] as const;
/** GET /api/anuncios/{colaboracionId}: a collaboration's ad authorizations (issue 30 item 4). */
export const anunciosKey = (colaboracionId: string) => ['anuncios', colaboracionId] as const;
/** GET /api/invitaciones: the newest invitations, for staff (issue 28). */
export const invitacionesKey = ['invitaciones'] as const;

/** Staff catalogue: every page and its tab counts. */
export const colaboracionesKeys = resource('colaboraciones');

/** Her collaborations; uploads, deletes and transitions invalidate `all` (lists, detail and counts). */
export const misColaboracionesKeys = {
  ...resource('mis-colaboraciones'),
  /** Mis Entregas' list (pendientes and entregadas, kept to the states she delivers in). */
  activas: ['mis-colaboraciones', 'mis-entregas'] as const,
};

/** One collaboration's photos and videos. */
export const entregasKey = (colaboracionId: string) => ['entregas', colaboracionId] as const;
/** GET /api/mis-entregas: every file she delivered. */
export const misEntregasKey = ['mis-entregas'] as const;
/** GET /api/publicaciones/{colaboracionId}: her post links on one collaboration (decision 047). */
export const publicacionesKey = (colaboracionId: string) => ['publicaciones', colaboracionId] as const;

/** Problems with a parcel (issue 29): one collaboration's, staff's queue and counts, options, settings. */
export const problemasKeys = {
  all: ['problemas'] as const,
  colaboracion: (colaboracionId: string) => ['problemas', 'colaboracion', colaboracionId] as const,
  cola: (filtro: string) => ['problemas', 'cola', filtro] as const,
  conteo: ['problemas', 'conteo'] as const,
  opciones: (id: string) => ['problemas', 'opciones', id] as const,
  instrucciones: ['problemas', 'instrucciones'] as const,
  banderas: ['problemas', 'banderas'] as const,
};

export const shopifyKeys = {
  /** GET /api/shopify/status: Configuración, the catalogue's store toolbar and Empaquetado share it. */
  status: ['shopify', 'status'] as const,
  products: ['shopify', 'products'] as const,
  /** GET /api/shopify/trabajos/actual: the running store job (import, re-sync, catalogue read), polled while it runs. */
  job: ['shopify', 'trabajo'] as const,
} as const;

export const colaboradorasKeys = resource('colaboradoras');

export const medidasKeys = resource('medidas');

export const confirmacionKeys = {
  all: ['confirmacion'] as const,
  list: ['confirmacion', 'list'] as const,
  lote: (loteId: string) => ['confirmacion', 'lote', loteId] as const,
} as const;

export const galeriaKey = <P extends object>(params: P) => ['galeria', params] as const;

/** Resultados (issue 20): the figures of a range and filters, the filters' choices, the Dashboard's month. */
export const resultadosKeys = {
  all: ['resultados'] as const,
  figuras: <P>(params: P) => ['resultados', 'figuras', params] as const,
  opciones: ['resultados', 'opciones'] as const,
  mes: ['resultados', 'mes'] as const,
} as const;

/** The review: the grid's pages and one collaboration's deliveries. */
export const revisionKeys = {
  all: ['revision'] as const,
  grids: ['revision', 'colaboraciones'] as const,
  grid: (page: number, estado: string) => ['revision', 'colaboraciones', estado, page] as const,
  entregas: (colaboracionId: string) => ['revision', 'entregas', colaboracionId] as const,
} as const;

export const logisticaKey = ['logistica'] as const;
export const staffDashboardKey = ['staff-dashboard'] as const;
/** The ghosted queue (issue 20 item 3). */
export const sinEntregarKey = ['sin-entregar'] as const;
export const perfilKey = ['perfil'] as const;
export const roleUsersKey = ['roles', 'users'] as const;
export const referenciasKey = ['referencias'] as const;

/** GET /api/avisos/preferencias: which categories she also gets by email. */
export const preferenciasCorreoKey = ['preferencias-correo'] as const;
/** The current usage terms (issue 18). */
export const terminosUsoKey = ['terminos-uso'] as const;
/** GET /api/avisos/baja?t=…: what an unsubscribe link turns off (public). */
export const bajaKey = (token: string) => ['baja', token] as const;

/** Sales attribution (issue 27): the program, her code and sales, the staff's figures, earnings and payouts. */
export const ventasKeys = {
  all: ['ventas'] as const,
  programa: ['ventas', 'programa'] as const,
  /** GET /api/ventas/mias: her code, sales, earnings and payouts. */
  mias: ['ventas', 'mias'] as const,
  datosPago: ['ventas', 'mis-datos-pago'] as const,
  codigo: (colaboradoraId: string) => ['ventas', 'codigo', colaboradoraId] as const,
  resultados: <P>(params: P) => ['ventas', 'resultados', params] as const,
  colaboradoras: ['ventas', 'colaboradoras'] as const,
  comisiones: ['ventas', 'comisiones'] as const,
  pagos: ['ventas', 'pagos'] as const,
  fugas: ['ventas', 'fugas'] as const,
} as const;
