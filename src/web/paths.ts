import { SCREENS } from '@shared/routes';

const S = SCREENS;
/** A path of the route table with its `:id` filled in. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/**
 * Links to the screens of the route table (src/shared/routes.ts, decision 035). Screens link with these,
 * never with literal strings.
 */
export const PATHS = {
  auth: S.auth.path,
  /** Asks for a password-reset link by email. */
  recuperar: S.recuperar.path,
  nuevaContrasena: S.nuevaContrasena.path,
  baja: S.baja.path,
  aplica: S.aplica.path,
  solicitudes: S.solicitudes.path,
  dashboard: S.dashboard.path,
  colaboradoras: S.colaboradoras.path,
  entregas: S.entregas.path,
  logistica: S.logistica.path,
  contenido: S.contenido.path,
  resultados: S.resultados.path,
  ventas: S.ventas.path,
  roles: S.roles.path,
  colaboraciones: S.colaboraciones.path,
  configuracion: S.configuracion.path,
  medidas: S.medidas.path,
  confirmacion: S.confirmacion.path,
  problemas: S.problemas.path,
  /** Her own account, in whichever shell she has (every role, and someone still waiting for one). */
  cuenta: {
    contrasena: S.contrasena.path,
    avisos: S.avisos.path,
    preferencias: S.preferencias.path,
  },
  creator: {
    root: S.portal.path,
    inicio: S.inicio.path,
    disponibles: S.disponibles.path,
    disponible: (id: string) => withId(S.disponible.path, id),
    perfil: S.perfil.path,
    colaboraciones: S.pendientes.path,
    colaboracion: (id: string) => withId(S.colaboracion.path, id),
    confirmacionPedido: (id: string) => `${S.pedidoConfirmado.path}?id=${encodeURIComponent(id)}`,
    entregas: S.misEntregas.path,
    entregadas: S.entregadas.path,
    contenido: S.miContenido.path,
    referencias: S.referencias.path,
    guiaTecnica: S.guiaTecnica.path,
    ventas: S.misVentas.path,
  },
} as const;
