import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, homePathFor } from './permissions';
import { ROLES, ROLE_LABELS, isStaff } from './roles';

describe('permission table (spec §6)', () => {
  it('gives admins every staff permission and never the creator portal', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('admin', permission)).toBe(permission !== 'portal:use');
    }
  });

  it('gives tienda measurements, product confirmation, parcel problems (issue 29), reading the store settings and the ghosted queue\'s reminder only', () => {
    const tienda = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) => can('tienda', p));
    expect(tienda.sort()).toEqual(['configuracion:view', 'confirmacion:manage', 'medidas:edit', 'problemas:manage', 'recordatorios:send']);
  });

  it('gives creators only the portal', () => {
    const creator = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) => can('colaboradora', p));
    expect(creator).toEqual(['portal:use']);
  });

  it('denies everything without a role', () => {
    expect(can(null, 'portal:use')).toBe(false);
    expect(can(undefined, 'dashboard:view')).toBe(false);
  });

  it('sends each role home without a loop', () => {
    expect(homePathFor('admin')).toBe('/');
    expect(homePathFor('tienda')).toBe('/logistica/confirmacion');
    expect(homePathFor('colaboradora')).toBe('/colaboradora/inicio');
    // tienda's home must be a screen tienda may open (the spec's '/' is admin-only).
    expect(can('tienda', 'confirmacion:manage')).toBe(true);
  });

  it('labels roles for Gestión de Roles, Tienda included', () => {
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Administrador', 'Tienda', 'Colaboradora']);
    expect(isStaff('tienda')).toBe(true);
    expect(isStaff('colaboradora')).toBe(false);
  });
});
