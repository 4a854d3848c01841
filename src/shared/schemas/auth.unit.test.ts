import { describe, expect, it } from 'vitest';
import { firstIssueMessage, signInSchema, signUpSchema } from './auth';

function firstMessage(schema: typeof signUpSchema | typeof signInSchema, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

const ok = { email: 'ana@example.com', password: 'secreto123', fullName: 'Ana López' };

describe('sign-in and sign-up rules (spec §5)', () => {
  it('accepts a valid sign-up and trims the name', () => {
    const parsed = signUpSchema.parse({ ...ok, fullName: '  Ana López  ' });
    expect(parsed.fullName).toBe('Ana López');
  });

  it.each([
    [{ ...ok, email: 'no-es-correo' }, 'Email inválido'],
    [{ ...ok, email: `${'a'.repeat(250)}@example.com` }, 'Email demasiado largo'],
    [{ ...ok, password: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ ...ok, password: 'x'.repeat(73) }, 'Contraseña demasiado larga'],
    [{ ...ok, fullName: '   ' }, 'El nombre es requerido'],
    [{ ...ok, fullName: 'n'.repeat(101) }, 'Nombre demasiado largo'],
  ])('reports %j with the spec message', (input, message) => {
    expect(firstMessage(signUpSchema, input)).toBe(message);
  });

  it('reports only the first failing rule, in the spec order', () => {
    expect(firstMessage(signUpSchema, { email: 'x', password: 'y', fullName: '' })).toBe('Email inválido');
    expect(firstMessage(signUpSchema, { ...ok, password: 'y', fullName: '' })).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('accepts the limits exactly', () => {
    expect(firstMessage(signUpSchema, { ...ok, password: 'x'.repeat(72), fullName: 'n'.repeat(100) })).toBeNull();
    expect(firstMessage(signUpSchema, { ...ok, password: 'x'.repeat(8) })).toBeNull();
  });

  it('does not check the name on sign-in', () => {
    expect(firstMessage(signInSchema, { email: ok.email, password: ok.password })).toBeNull();
  });
});
