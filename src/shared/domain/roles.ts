/** The three roles of spec §3 user_roles, with the labels staff see in Gestión de Roles. */
export const ROLES = ['admin', 'tienda', 'colaboradora'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  tienda: 'Tienda',
  colaboradora: 'Colaboradora',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Staff are every role that is not a creator (spec §6): they get the sidebar shell. */
export function isStaff(role: Role): boolean {
  return role !== 'colaboradora';
}
