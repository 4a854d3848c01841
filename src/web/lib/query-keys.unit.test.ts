import { describe, expect, it } from 'vitest';
import * as keys from './query-keys';

/** Every key the factories make, with sample arguments. */
function everyKey(): (readonly unknown[])[] {
  const out: (readonly unknown[])[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) out.push(value);
    else if (typeof value === 'function') out.push((value as (arg: unknown) => readonly unknown[])('x'));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.values(keys).forEach(visit);
  return out;
}

describe('query keys', () => {
  it('each resource keeps its keys under its own prefix', () => {
    for (const [name, factory] of Object.entries(keys)) {
      if (typeof factory !== 'object' || Array.isArray(factory) || !('all' in factory)) continue;
      const prefix = factory.all as readonly unknown[];
      const visit = (value: unknown) => {
        const key = typeof value === 'function' ? (value as (arg: unknown) => readonly unknown[])('x') : value;
        if (Array.isArray(key)) expect(key.slice(0, prefix.length), name).toEqual(prefix);
      };
      Object.values(factory).forEach(visit);
    }
  });

  it('no two resources share a first segment (except where they share data on purpose)', () => {
    const owners = new Map<unknown, string>();
    for (const [name, factory] of Object.entries(keys)) {
      const sample = Array.isArray(factory) ? factory : typeof factory === 'function' ? factory('x' as never) : Object.values(factory)[0];
      const first = (sample as readonly unknown[])[0];
      expect(owners.get(first), `${name} and ${owners.get(first)} share '${String(first)}'`).toBeUndefined();
      owners.set(first, name);
    }
  });

  it('keys with parameters carry them, so two pages are two entries', () => {
    expect(keys.colaboracionesKeys.list({ page: 1 })).not.toEqual(keys.colaboracionesKeys.list({ page: 2 }));
    expect(keys.revisionKeys.grid(2, 'revision')).toEqual(['revision', 'colaboraciones', 'revision', 2]);
    expect(keys.entregasKey('c1')).toEqual(['entregas', 'c1']);
  });

  it('the store status is one entry for the three screens that show it', () => {
    expect(keys.shopifyKeys.status).toEqual(['shopify', 'status']);
  });

  it('every key is an array', () => {
    for (const key of everyKey()) expect(Array.isArray(key)).toBe(true);
  });
});
