import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth';
import { colaboracionCreateSchema, colaboracionUpdateSchema, medidasSchema } from './colaboracion';

const base = { titulo: 'Jeans Wide leg azul', producto: 'Jeans', estado: 'disponible' };
const msg = (input: unknown, schema = colaboracionCreateSchema) => {
  const r = schema.safeParse(input);
  return r.success ? null : firstIssueMessage(r.error);
};

describe('collaboration form (spec §5)', () => {
  it('stores empty optional values as null and parses numbers from inputs', () => {
    const parsed = colaboracionCreateSchema.parse({ ...base, tipo: '', color: '  ', imagen: '', cintura: '72', cadera: '', largo: 101 });
    expect(parsed).toMatchObject({ tipo: null, color: null, imagen: null, cintura: 72, cadera: null, largo: 101, numeroPedido: null });
  });

  it.each([
    [{ ...base, titulo: '  ' }, 'El título es requerido'],
    [{ ...base, titulo: undefined }, 'El título es requerido'],
    [{ ...base, producto: '' }, 'El producto es requerido'],
    [{ ...base, imagen: 'no es url' }, 'Debe ser una URL válida'],
    [{ ...base, pedidoUrl: 'javascript:alert(1)' }, 'Debe ser una URL válida'],
    [{ ...base, cintura: '-3' }, 'Debe ser un número entero positivo'],
    [{ ...base, cadera: '2.5' }, 'Debe ser un número entero positivo'],
    [{ ...base, largo: 0 }, 'Debe ser un número entero positivo'],
    [{ ...base, numeroPedido: 'abc' }, 'Debe ser un número entero positivo'],
  ])('reports %j with the spec message', (input, message) => {
    expect(msg(input)).toBe(message);
  });

  it('limits lengths: title and product 100, type/color/brand 50, size 10', () => {
    expect(msg({ ...base, titulo: 't'.repeat(100) })).toBeNull();
    expect(msg({ ...base, titulo: 't'.repeat(101) })).toMatch(/100/);
    expect(msg({ ...base, producto: 'p'.repeat(101) })).toMatch(/100/);
    expect(msg({ ...base, tipo: 'x'.repeat(51) })).toMatch(/50/);
    expect(msg({ ...base, color: 'x'.repeat(51) })).toMatch(/50/);
    expect(msg({ ...base, marca: 'x'.repeat(51) })).toMatch(/50/);
    expect(msg({ ...base, talla: 'x'.repeat(11) })).toMatch(/10/);
  });

  it('offers six states on create and all nine on edit', () => {
    expect(msg({ ...base, estado: 'revision' })).not.toBeNull();
    expect(msg({ ...base, estado: 'revision' }, colaboracionUpdateSchema)).toBeNull();
    expect(msg({ ...base, estado: 'inventado' }, colaboracionUpdateSchema)).not.toBeNull();
  });

  it('accepts stored-file references and web URLs for the image', () => {
    expect(msg({ ...base, imagen: 'storage://entregas/colaboraciones/x-1.png' })).toBeNull();
    expect(msg({ ...base, imagen: 'https://cdn.example.com/a.jpg' })).toBeNull();
  });

  it('validates measurements alone for Medidas de Jeans', () => {
    expect(medidasSchema.parse({ cintura: '70', cadera: '96', largo: '' })).toEqual({ cintura: 70, cadera: 96, largo: null });
    expect(medidasSchema.safeParse({ cintura: '0' }).success).toBe(false);
  });
});
