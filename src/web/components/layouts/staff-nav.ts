import type { LucideIcon } from 'lucide-react';
import {
  ChartColumnIcon,
  ClipboardCheckIcon,
  FolderKanbanIcon,
  ImagesIcon,
  InboxIcon,
  LayoutDashboardIcon,
  PackageCheckIcon,
  SettingsIcon,
  ShieldCheckIcon,
  TicketPercentIcon,
  TriangleAlertIcon,
  TruckIcon,
  UsersIcon,
} from 'lucide-react';
import { can, type Permission } from '@shared/domain/permissions';
import type { Role } from '@shared/domain/roles';
import { PATHS } from '@web/paths';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  permission: Permission;
  icon?: LucideIcon;
  /** Match the path exactly (the dashboard's '/'). */
  end?: boolean;
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  icon: LucideIcon;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** The staff sidebar of spec §2; each entry carries the permission its route requires. */
export const STAFF_NAV: NavItem[] = [
  { kind: 'link', label: 'Dashboard', to: PATHS.dashboard, permission: 'dashboard:view', icon: LayoutDashboardIcon, end: true },
  {
    kind: 'group',
    label: 'Colaboraciones',
    icon: FolderKanbanIcon,
    items: [
      { kind: 'link', label: 'Gestión', to: PATHS.colaboraciones, permission: 'colaboraciones:manage' },
      { kind: 'link', label: 'Medidas', to: PATHS.medidas, permission: 'medidas:edit' },
    ],
  },
  { kind: 'link', label: 'Colaboradoras', to: PATHS.colaboradoras, permission: 'colaboradoras:view', icon: UsersIcon },
  { kind: 'link', label: 'Entregas', to: PATHS.entregas, permission: 'entregas:review', icon: PackageCheckIcon },
  {
    kind: 'group',
    label: 'Logística',
    icon: TruckIcon,
    items: [
      // '/logistica' is a prefix of '/logistica/confirmacion': match it exactly.
      { kind: 'link', label: 'Seguimiento', to: PATHS.logistica, permission: 'logistica:view', end: true },
      { kind: 'link', label: 'Confirmación', to: PATHS.confirmacion, permission: 'confirmacion:manage', icon: ClipboardCheckIcon },
      // Issue 29: reported sizes, damage and lost parcels.
      { kind: 'link', label: 'Problemas', to: PATHS.problemas, permission: 'problemas:manage', icon: TriangleAlertIcon },
    ],
  },
  { kind: 'link', label: 'Contenido', to: PATHS.contenido, permission: 'contenido:view', icon: ImagesIcon },
  { kind: 'link', label: 'Resultados', to: PATHS.resultados, permission: 'resultados:view', icon: ChartColumnIcon },
  { kind: 'link', label: 'Ventas', to: PATHS.ventas, permission: 'ventas:view', icon: TicketPercentIcon },
  { kind: 'link', label: 'Solicitudes', to: PATHS.solicitudes, permission: 'roles:manage', icon: InboxIcon },
  { kind: 'link', label: 'Gestión de Roles', to: PATHS.roles, permission: 'roles:manage', icon: ShieldCheckIcon },
  { kind: 'link', label: 'Configuración', to: PATHS.configuracion, permission: 'configuracion:view', icon: SettingsIcon },
];

/** The entries a role may open; groups left empty disappear. */
export function navFor(role: Role): NavItem[] {
  const out: NavItem[] = [];
  for (const item of STAFF_NAV) {
    if (item.kind === 'link') {
      if (can(role, item.permission)) out.push(item);
    } else {
      const items = item.items.filter((i) => can(role, i.permission));
      if (items.length > 0) out.push({ ...item, items });
    }
  }
  return out;
}
