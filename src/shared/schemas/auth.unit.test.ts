import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors';
import { createChangePasswordFormSchema, createSignUpSchema, firstIssueMessage, newPasswordProblem, PASSWORD_MESSAGES, signInSchema, signUpSchema } from './auth';

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

  it("reports only the first failing rule, in the form's order: name, email, password", () => {
    expect(firstMessage(signUpSchema, { email: '', password: '', fullName: '' })).toBe('El nombre es requerido');
    expect(firstMessage(signUpSchema, { email: 'x', password: 'y', fullName: 'Ana' })).toBe('Email inválido');
    expect(firstMessage(signUpSchema, { ...ok, password: 'y' })).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('accepts the limits exactly', () => {
    expect(firstMessage(signUpSchema, { ...ok, password: 'x'.repeat(72), fullName: 'n'.repeat(100) })).toBeNull();
    expect(firstMessage(signUpSchema, { ...ok, password: 'x'.repeat(8) })).toBeNull();
  });

  it('does not check the name on sign-in', () => {
    expect(firstMessage(signInSchema, { email: ok.email, password: ok.password })).toBeNull();
  });
});

describe('a new password (issue 14 item 6, decision 030)', () => {
  it('may not be the email, in any case or with spaces around', () => {
    const email = 'ana.lopez@example.com';
    expect(firstMessage(signUpSchema, { ...ok, email, password: email })).toBe('La contraseña no puede ser igual a tu correo.');
    expect(firstMessage(signUpSchema, { ...ok, email, password: ' ANA.LOPEZ@example.com ' })).toBe('La contraseña no puede ser igual a tu correo.');
  });

  it('is refused when the injected list says it is common, after the length rules', () => {
    const isCommon = (p: string) => p === 'password123';
    expect(newPasswordProblem('password123', { isCommon })).toBe('Esa contraseña es muy común. Elige una más difícil de adivinar.');
    expect(newPasswordProblem('corta', { isCommon: () => true })).toBe('La contraseña debe tener al menos 8 caracteres');
    const schema = createSignUpSchema({ isCommon });
    expect(firstMessage(schema as typeof signUpSchema, { ...ok, password: 'password123' })).toBe(
      'Esa contraseña es muy común. Elige una más difícil de adivinar.',
    );
    // The web's schema has no list: the server answers that one.
    expect(firstMessage(signUpSchema, { ...ok, password: 'password123' })).toBeNull();
  });
});

describe('the Cambiar contraseña form', () => {
  const schema = createChangePasswordFormSchema({ email: 'ana@example.com' });
  const valid = { currentPassword: 'la-de-antes-1', newPassword: 'una-nueva-larga', confirmPassword: 'una-nueva-larga' };
  const first = (input: unknown) => {
    const r = schema.safeParse(input);
    return r.success ? null : { message: firstIssueMessage(r.error), field: r.error.issues[0]?.path[0] };
  };

  it('accepts a valid change', () => {
    expect(first(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, currentPassword: '' }, 'Escribe tu contraseña actual', 'currentPassword'],
    [{ ...valid, newPassword: 'corta', confirmPassword: 'corta' }, 'La contraseña debe tener al menos 8 caracteres', 'newPassword'],
    [{ ...valid, newPassword: 'x'.repeat(73), confirmPassword: 'x'.repeat(73) }, 'Contraseña demasiado larga', 'newPassword'],
    [{ ...valid, newPassword: valid.currentPassword, confirmPassword: valid.currentPassword }, 'La nueva contraseña debe ser diferente de la actual', 'newPassword'],
    [{ ...valid, newPassword: 'Ana@Example.com', confirmPassword: 'Ana@Example.com' }, 'La contraseña no puede ser igual a tu correo.', 'newPassword'],
    [{ ...valid, confirmPassword: '' }, 'Confirma tu nueva contraseña', 'confirmPassword'],
    [{ ...valid, confirmPassword: 'una-nueva-largaX' }, 'Las contraseñas no coinciden', 'confirmPassword'],
  ])('reports %j first as %s on its field', (input, message, field) => {
    expect(first(input)).toEqual({ message, field });
  });

  it('reports the fields in the order she reads them', () => {
    expect(first({ currentPassword: '', newPassword: 'corta', confirmPassword: 'otra' })?.message).toBe('Escribe tu contraseña actual');
    expect(first({ ...valid, newPassword: 'corta', confirmPassword: 'otra' })?.message).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});

it('answers a wrong current password with the API error text', () => {
  expect(PASSWORD_MESSAGES.currentWrong).toBe(ERROR_MESSAGES.CURRENT_PASSWORD_WRONG);
});
