import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABS,
  CREATE_FORM_ESTADOS,
  ENTREGADAS_ESTADOS,
  ESTADO_BADGES,
  ESTADOS,
  PENDIENTE_LIST_ESTADOS,
  PENDIENTES_COUNT_ESTADOS,
  TRANSITIONS,
  canOverride,
  canTrigger,
  isActive,
  isEstado,
} from './estado';

describe('collaboration state machine (spec §4)', () => {
  it('has the nine states of the spec', () => {
    expect([...ESTADOS].sort()).toEqual(
      ['agotado', 'cancelada', 'confirmacion', 'disponible', 'empaquetado', 'entregado', 'logistica', 'produccion', 'revision'],
    );
    expect(isEstado('revision')).toBe(true);
    expect(isEstado('pendiente')).toBe(false);
  });

  it('labels badges as the spec and the foundation issue say', () => {
    expect(ESTADO_BADGES.disponible.label).toBe('Disponible');
    expect(ESTADO_BADGES.empaquetado.label).toBe('Empaquetado');
    expect(ESTADO_BADGES.logistica.label).toBe('Logística');
    expect(ESTADO_BADGES.confirmacion.label).toBe('Confirmación');
    expect(ESTADO_BADGES.revision.label).toBe('En Revisión');
    expect(ESTADO_BADGES.entregado.label).toBe('Entregado');
    expect(ESTADO_BADGES.cancelada).toEqual({ label: 'Cancelada', tone: 'destructive' });
    expect(ESTADO_BADGES.agotado.label).toBe('Agotado');
    expect(ESTADO_BADGES.produccion.label).toBe('Producción');
  });

  it('lets each actor trigger only its own transitions, from the right state', () => {
    expect(canTrigger('solicitar', 'colaboradora', 'disponible')).toBe(true);
    expect(canTrigger('solicitar', 'colaboradora', 'agotado')).toBe(false);
    expect(canTrigger('solicitar', 'admin', 'disponible')).toBe(false);
    expect(canTrigger('empaquetar', 'tienda', 'confirmacion')).toBe(true);
    expect(canTrigger('empaquetar', 'admin', 'confirmacion')).toBe(true);
    expect(canTrigger('empaquetar', 'colaboradora', 'confirmacion')).toBe(false);
    expect(canTrigger('pedido_realizado', 'colaboradora', 'empaquetado')).toBe(true);
    expect(canTrigger('pedido_realizado', 'system', 'empaquetado')).toBe(true);
    expect(canTrigger('recibido', 'colaboradora', 'logistica')).toBe(true);
    expect(canTrigger('recibido', 'colaboradora', 'empaquetado')).toBe(false);
    expect(canTrigger('enviar_revision', 'colaboradora', 'produccion')).toBe(true);
    expect(canTrigger('aprobar', 'admin', 'revision')).toBe(true);
    expect(canTrigger('aprobar', 'tienda', 'revision')).toBe(false);
    expect(canTrigger('agotar', 'system', 'disponible')).toBe(true);
    expect(canTrigger('reponer', 'system', 'agotado')).toBe(true);
  });

  it('follows the spec table from request to review', () => {
    const path = ['solicitar', 'empaquetar', 'pedido_realizado', 'recibido', 'enviar_revision', 'aprobar'] as const;
    let estado: (typeof ESTADOS)[number] = 'disponible';
    for (const name of path) {
      expect(TRANSITIONS[name].from).toContain(estado);
      estado = TRANSITIONS[name].to;
    }
    expect(estado).toBe('entregado');
  });

  it('gives the admin override only to admins', () => {
    expect(canOverride('admin')).toBe(true);
    expect(canOverride('tienda')).toBe(false);
    expect(canOverride('colaboradora')).toBe(false);
  });

  it('treats every state but entregado and cancelada as active', () => {
    expect(ESTADOS.filter((e) => !isActive(e)).sort()).toEqual(['cancelada', 'entregado']);
  });

  it('keeps the spec state sets for forms, tabs and creator counts', () => {
    expect(CREATE_FORM_ESTADOS).toHaveLength(6);
    expect(CREATE_FORM_ESTADOS).not.toContain('revision');
    expect(ADMIN_TABS).toEqual(['todos', 'disponible', 'empaquetado', 'logistica', 'produccion', 'confirmacion', 'revision', 'entregado', 'agotado', 'cancelada']);
    expect([...PENDIENTES_COUNT_ESTADOS].sort()).toEqual(['confirmacion', 'empaquetado', 'logistica', 'produccion']);
    expect([...PENDIENTE_LIST_ESTADOS].sort()).toEqual(['confirmacion', 'empaquetado', 'logistica', 'produccion']);
    expect([...ENTREGADAS_ESTADOS].sort()).toEqual(['entregado', 'revision']);
  });
});
