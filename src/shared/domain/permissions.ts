import { SCREENS } from '../routes';
import type { Role } from './roles';

/**
 * One permission table for server and web (docs/architecture.md "Rules that shape the code"). Every API route calls
 * requirePermission(<one of these>) first; the web hides what a role may not open from the same table.
 */
export const PERMISSIONS = {
  /** Staff dashboard, collaborators list, logistics tracking and content gallery (live data). */
  'dashboard:view': ['admin'],
  'colaboradoras:view': ['admin'],
  'logistica:view': ['admin'],
  'contenido:view': ['admin'],
  /** Resultados (issue 20): the program's cost and yield, its CSV and the shipping-cost setting. */
  'resultados:view': ['admin'],
  /** Deliveries review and feedback (spec §6: only admins give feedback). */
  'entregas:review': ['admin'],
  /** Gestión de Roles. */
  'roles:manage': ['admin'],
  /** Create, edit, delete, import and sync collaborations. */
  'colaboraciones:manage': ['admin'],
  /** Store settings: admin edits, admin and tienda read (spec §2 Configuración). */
  'configuracion:manage': ['admin'],
  'configuracion:view': ['admin', 'tienda'],
  /** Medidas de Jeans: tienda may change measurements and nothing else of a collaboration. */
  'medidas:edit': ['admin', 'tienda'],
  /** Confirmación de producto and the draft order (Empaquetado). */
  'confirmacion:manage': ['admin', 'tienda'],
  /** Problemas (issue 29): resolve her reported problems, replacements and returns. */
  'problemas:manage': ['admin', 'tienda'],
  /** The ghosted queue and its one-click reminder (issue 20 item 3): every staff role. */
  'recordatorios:send': ['admin', 'tienda'],
  /** Sales attribution (issue 27): revenue, return, codes, leaks and earnings, like Resultados. */
  'ventas:view': ['admin'],
  /** Her code (deactivate, reactivate, regenerate, create now) and payouts. */
  'ventas:manage': ['admin'],
  /** The creator portal: only her own rows. */
  'portal:use': ['colaboradora'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Where a role lands when it opens a screen it may not see (spec §5 route guard). Tienda goes to
 * Confirmación de producto: the spec's '/' is admin-only and would loop for tienda (docs/decisions/001).
 */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return SCREENS.dashboard.path;
    case 'tienda':
      return SCREENS.confirmacion.path;
    case 'colaboradora':
      return SCREENS.inicio.path;
  }
}
