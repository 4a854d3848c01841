/**
 * Every TanStack Query key the web uses, one factory per resource (decision 036). Reads and the writes
 * that invalidate them name keys from here, never as string literals, so two features that share a
 * cache entry (the store status, her collaborations and their photo counts) cannot drift apart.
 *
 * Each resource's `all` is the prefix of all its keys: invalidating it refreshes every list and detail
 * under it. Parameters are typed by the caller (a feature's own params type) and kept as given.
 */
export const queryKeys = {
  /** GET /api/me: the route guard, the shells and the auth page read it. */
  session: ['session'] as const,
  /** GET /api/invitaciones/{token} (public). */
  invitacion: (token: string | null) => ['invitacion', token] as const,

  /** Staff catalogue: every page and its tab counts. */
  colaboraciones: {
    all: ['colaboraciones'] as const,
    list: <P extends object>(params: P) => ['colaboraciones', 'list', params] as const,
  },

  /** Her collaborations; uploads, deletes and transitions invalidate `all` (lists, detail and counts). */
  misColaboraciones: {
    all: ['mis-colaboraciones'] as const,
    list: (grupo: string) => ['mis-colaboraciones', 'list', grupo] as const,
    detail: (id: string) => ['mis-colaboraciones', 'detail', id] as const,
    /** Mis Entregas' list (pendientes and entregadas, kept to the states she delivers in). */
    activas: ['mis-colaboraciones', 'mis-entregas'] as const,
  },

  /** One collaboration's photos and videos. */
  entregas: (colaboracionId: string) => ['entregas', colaboracionId] as const,
  /** GET /api/mis-entregas: every file she delivered. */
  misEntregas: ['mis-entregas'] as const,

  disponibles: {
    all: ['disponibles'] as const,
    lists: ['disponibles', 'list'] as const,
    list: <P extends object>(filters: P) => ['disponibles', 'list', filters] as const,
    detail: (id: string) => ['disponibles', 'detail', id] as const,
  },

  shopify: {
    /** GET /api/shopify/status: Configuración, the catalogue's store toolbar and Empaquetado share it. */
    status: ['shopify', 'status'] as const,
    products: ['shopify', 'products'] as const,
  },

  colaboradoras: {
    all: ['colaboradoras'] as const,
    list: <P extends object>(params: P) => ['colaboradoras', 'list', params] as const,
    detail: (id: string) => ['colaboradoras', 'detail', id] as const,
  },

  medidas: {
    all: ['medidas'] as const,
    list: <P extends object>(params: P) => ['medidas', 'list', params] as const,
  },

  confirmacion: {
    all: ['confirmacion'] as const,
    list: ['confirmacion', 'list'] as const,
  },

  galeria: <P extends object>(params: P) => ['galeria', params] as const,

  /** The review: the grid's pages and one collaboration's deliveries. */
  revision: {
    all: ['revision'] as const,
    grids: ['revision', 'colaboraciones'] as const,
    grid: (page: number) => ['revision', 'colaboraciones', page] as const,
    entregas: (colaboracionId: string) => ['revision', 'entregas', colaboracionId] as const,
  },

  logistica: ['logistica'] as const,
  inicio: ['inicio'] as const,
  staffDashboard: ['staff-dashboard'] as const,
  perfil: ['perfil'] as const,
  roleUsers: ['roles', 'users'] as const,
  referencias: ['referencias'] as const,
} as const;
