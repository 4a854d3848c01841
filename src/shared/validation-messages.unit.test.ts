import { describe, expect, it } from 'vitest';
import { assignRoleSchema } from './schemas/roles';
import { storeConnectionInputSchema } from './schemas/shopify';
import { colaboracionCreateSchema, bulkIdsSchema } from './schemas/colaboracion';
import { z } from './schemas/zod';

/** The message zod gives for this input, with the map installed by ./schemas/zod (decision 029). */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the Spanish error map (issue 14 item 4)', () => {
  it('words what the adversarial review found in English', () => {
    expect(messageOf(z.object({ id: z.uuid() }), { id: 'no-es-uuid' })).toBe('Identificador no válido en «id»');
    expect(messageOf(assignRoleSchema, { role: 'superadmin' })).toBe('Valor no permitido en «role». Opciones: admin, tienda, colaboradora');
    expect(messageOf(storeConnectionInputSchema, { authKind: 'otro' })).toBe('Valor no permitido en «authKind». Opciones: token, client_credentials');
    expect(messageOf(assignRoleSchema, [])).toBe('Los datos enviados deben ser un objeto JSON');
  });

  it('names the field, and the element of a list', () => {
    expect(messageOf(bulkIdsSchema, { ids: ['00000000-0000-4000-8000-000000000000', 'x'] })).toBe('Identificador no válido en «ids» (elemento 2)');
    expect(messageOf(bulkIdsSchema, {})).toBe('Falta el campo «ids»');
    expect(messageOf(bulkIdsSchema, { ids: [] })).toBe('El campo «ids» no puede estar vacío');
    expect(messageOf(bulkIdsSchema, { ids: 'x' })).toBe('El campo «ids» debe ser una lista');
    expect(messageOf(z.object({ a: z.object({ b: z.number() }) }), { a: { b: 'x' } })).toBe('El campo «a.b» debe ser un número');
    expect(messageOf(z.object({ a: z.string() }), { a: null })).toBe('El campo «a» no puede estar vacío');
  });

  it('words sizes and ranges', () => {
    expect(messageOf(z.object({ q: z.string().max(100) }), { q: 'x'.repeat(101) })).toBe('El campo «q» debe tener como máximo 100 caracteres');
    expect(messageOf(z.object({ q: z.string().min(3) }), { q: 'x' })).toBe('El campo «q» debe tener al menos 3 caracteres');
    expect(messageOf(z.object({ ids: z.array(z.string()).max(2) }), { ids: ['a', 'b', 'c'] })).toBe('El campo «ids» debe tener como máximo 2 elementos');
    expect(messageOf(z.object({ page: z.coerce.number().int().min(1) }), { page: '0' })).toBe('El campo «page» debe ser al menos 1');
    expect(messageOf(z.object({ page: z.coerce.number() }), { page: 'abc' })).toBe('El campo «page» debe ser un número');
    expect(messageOf(z.object({ n: z.number().positive() }), { n: 0 })).toBe('El campo «n» debe ser mayor que 0');
    expect(messageOf(z.object({ n: z.number().max(200) }), { n: 201 })).toBe('El campo «n» debe ser como máximo 200');
    expect(messageOf(z.object({ n: z.number().int() }), { n: 1.5 })).toBe('El campo «n» debe ser un número entero');
    expect(messageOf(z.object({ n: z.number().multipleOf(5) }), { n: 7 })).toBe('El campo «n» debe ser múltiplo de 5');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('El texto debe tener como máximo 3 caracteres');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('La lista no puede estar vacía');
  });

  it('words formats, literals, unions and unknown keys', () => {
    expect(messageOf(z.object({ correo: z.email() }), { correo: 'x' })).toBe('Correo electrónico no válido en «correo»');
    expect(messageOf(z.object({ sitio: z.url() }), { sitio: 'x' })).toBe('Dirección web (URL) no válida en «sitio»');
    expect(messageOf(z.object({ c: z.string().regex(/^a$/) }), { c: 'b' })).toBe('Formato no válido en «c»');
    expect(messageOf(z.object({ ok: z.literal(true) }), { ok: false })).toBe('Valor no permitido en «ok». Se espera: true');
    expect(messageOf(z.object({ v: z.union([z.string(), z.number()]) }), { v: [] })).toBe('Valor no válido en «v»');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', extra: 1, '<b>': 2 })).toBe('Campos no permitidos: «extra»');
    expect(messageOf(z.object({ a: z.string().refine(() => false) }), { a: 'x' })).toBe('Valor no válido en «a»');
    expect(messageOf(z.string(), undefined)).toBe('Faltan los datos de la solicitud');
  });

  it('never quotes a key that is not a plain name', () => {
    const schema = z.record(z.string(), z.number());
    expect(messageOf(schema, { '<img src=x>': 'x' })).toBe('Hay un campo con un valor no válido');
  });

  it("keeps the schemas' own (spec) messages", () => {
    expect(messageOf(colaboracionCreateSchema, { producto: 'Jeans', estado: 'disponible' })).toBe('El título es requerido');
    expect(messageOf(colaboracionCreateSchema, { titulo: 'x', producto: 'Jeans', estado: 'nope' })).toBe('Selecciona un estado válido');
    expect(messageOf(z.string().min(2, 'Mensaje propio'), 'x')).toBe('Mensaje propio');
    expect(messageOf(z.string({ error: 'Otro propio' }), 1)).toBe('Otro propio');
  });
});
