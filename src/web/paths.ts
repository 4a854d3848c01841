/** Every route of spec §2, in one place. Screens link with these, never with literal strings. */
export const PATHS = {
  auth: '/auth',
  dashboard: '/',
  colaboradoras: '/colaboradoras',
  entregas: '/entregas',
  logistica: '/logistica',
  contenido: '/contenido',
  roles: '/admin/roles',
  colaboraciones: '/admin/colaboraciones',
  configuracion: '/admin/configuracion',
  medidas: '/admin/medidas',
  confirmacion: '/logistica/confirmacion',
  /** Her own account, in whichever shell she has (every role, and someone still waiting for one). */
  cuenta: {
    contrasena: '/cuenta/contrasena',
  },
  creator: {
    root: '/colaboradora',
    inicio: '/colaboradora/inicio',
    disponibles: '/colaboradora/disponibles',
    disponible: (id: string) => `/colaboradora/disponibles/${encodeURIComponent(id)}`,
    perfil: '/colaboradora/perfil',
    colaboraciones: '/colaboradora/colaboraciones',
    colaboracion: (id: string) => `/colaboradora/colaboraciones/${encodeURIComponent(id)}`,
    confirmacionPedido: (id: string) => `/colaboradora/confirmacion-pedido?id=${encodeURIComponent(id)}`,
    entregas: '/colaboradora/entregas',
    entregadas: '/colaboradora/entregadas',
    contenido: '/colaboradora/contenido',
    referencias: '/colaboradora/referencias',
    guiaTecnica: '/colaboradora/guia-tecnica',
  },
} as const;
