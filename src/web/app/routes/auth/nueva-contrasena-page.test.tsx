import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { NuevaContrasenaPage } from './nueva-contrasena-page';
import { CONTRASENA_RESTABLECIDA_MESSAGE, ENLACE_INVALIDO_MESSAGE, ENLACE_USADO_MESSAGE } from '@web/features/auth/components/nueva-contrasena-form';

const RESET = 'POST /api/auth/reset-password';
const VALIDO = { json: { valido: true } };

async function fill(next: string, confirm = next) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' }));
  await user.type(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' }), next);
  await user.clear(screen.getByLabelText(/^Confirmar contraseña/));
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), confirm);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('Nueva contraseña', () => {
  it('checks the rules of Cambiar contraseña before sending, then sends the token once and says she may sign in', async () => {
    const sent = stubFetch({ 'GET /api/recuperacion/enlace?token=tok-123': VALIDO, [RESET]: { json: { status: true } } });
    renderAtUrl(<NuevaContrasenaPage />, { url: '/auth/nueva-contrasena?token=tok-123' });
    await screen.findByLabelText(/^Nueva contraseña/, { selector: 'input' });
    await fill('corta');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    await fill('Mi nueva clave 2026', 'Mi nueva clave 2025');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/auth/reset-password')).toHaveLength(0);

    await fill('Mi nueva clave 2026');
    expect(await screen.findByText(CONTRASENA_RESTABLECIDA_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(sent.filter((r) => r.path === '/api/auth/reset-password').map((r) => r.body)).toEqual([{ newPassword: 'Mi nueva clave 2026', token: 'tok-123' }]);
  });

  it('puts a password the server refuses under its field, and a used link as the link state', async () => {
    stubFetch({
      'GET /api/recuperacion/enlace?token=usado': VALIDO,
      [RESET]: ({ body }) => {
        const { newPassword } = body as { newPassword: string };
        if (newPassword === 'Password123') return { status: 400, json: { error: { code: 'VALIDATION', message: 'Esa contraseña es muy común. Elige una más difícil de adivinar.' } } };
        return { status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'El enlace no es válido o ya venció. Pide uno nuevo.' } } };
      },
    });
    renderAtUrl(<NuevaContrasenaPage />, { url: '/auth/nueva-contrasena?token=usado' });
    await screen.findByLabelText(/^Nueva contraseña/, { selector: 'input' });
    await fill('Password123');
    expect(await screen.findByText('Esa contraseña es muy común. Elige una más difícil de adivinar.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    await fill('Mi nueva clave 2026');
    expect(await screen.findByText('El enlace no es válido o ya venció. Pide uno nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/auth/recuperar');
  });

  it('without a token says the link is not valid and offers a new one, with no form', async () => {
    const sent = stubFetch({});
    renderAtUrl(<NuevaContrasenaPage />, { url: '/auth/nueva-contrasena' });
    expect(await screen.findByText(ENLACE_INVALIDO_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/auth/recuperar');
    expect(screen.queryByLabelText(/^Nueva contraseña/, { selector: 'input' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(0));
  });

  it('says a used link is used as it opens, before any password is typed (issue 28)', async () => {
    const sent = stubFetch({ 'GET /api/recuperacion/enlace?token=ya-usado': { json: { valido: false } } });
    renderAtUrl(<NuevaContrasenaPage />, { url: '/auth/nueva-contrasena?token=ya-usado' });
    expect(await screen.findByText(ENLACE_USADO_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/auth/recuperar');
    expect(screen.queryByLabelText(/^Nueva contraseña/, { selector: 'input' })).not.toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/auth/reset-password')).toHaveLength(0);
  });
});
