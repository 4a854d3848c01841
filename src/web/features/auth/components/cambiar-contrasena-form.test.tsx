import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { CambiarContrasenaForm } from './cambiar-contrasena-form';

describe('CambiarContrasenaForm', () => {
  it('after a refused attempt in the browser, a good one is sent once', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'POST /api/auth/change-password': { json: { token: null } } });
    renderWithApp(<CambiarContrasenaForm email="ana@colabora.test" />);
    const fill = async (current: string, next: string) => {
      await user.clear(screen.getByLabelText(/^Contraseña actual/));
      await user.type(screen.getByLabelText(/^Contraseña actual/), current);
      await user.clear(screen.getByLabelText(/^Nueva contraseña/));
      await user.type(screen.getByLabelText(/^Nueva contraseña/), next);
      await user.clear(screen.getByLabelText(/^Confirmar contraseña/));
      await user.type(screen.getByLabelText(/^Confirmar contraseña/), next);
      await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    };
    await fill('ClaveSegura123', 'ClaveSegura123');
    expect(await screen.findByText('La nueva contraseña debe ser diferente de la actual')).toBeInTheDocument();
    await fill('ClaveSegura123', 'Tienda segura 2026');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/auth/change-password')).toHaveLength(1));
  });

  it('after two refusals from the server, the good password is sent and succeeds', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'POST /api/auth/change-password': ({ body }) => {
        const b = body as { currentPassword: string; newPassword: string };
        if (b.currentPassword !== 'ClaveSegura123') return { status: 400, json: { error: { code: 'CURRENT_PASSWORD_WRONG', message: 'La contraseña actual no es correcta' } } };
        if (b.newPassword === 'Password123') return { status: 400, json: { error: { code: 'VALIDATION', message: 'Esa contraseña es muy común. Elige una más difícil de adivinar.' } } };
        return { json: { token: null } };
      },
    });
    renderWithApp(<CambiarContrasenaForm email="ana@colabora.test" />);
    const fill = async (current: string, next: string) => {
      await user.clear(screen.getByLabelText(/^Contraseña actual/));
      await user.type(screen.getByLabelText(/^Contraseña actual/), current);
      await user.clear(screen.getByLabelText(/^Nueva contraseña/));
      await user.type(screen.getByLabelText(/^Nueva contraseña/), next);
      await user.clear(screen.getByLabelText(/^Confirmar contraseña/));
      await user.type(screen.getByLabelText(/^Confirmar contraseña/), next);
      await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    };
    await fill('NoEsLaMia123', 'Mi nueva clave 2026');
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    await fill('ClaveSegura123', 'Password123');
    expect(await screen.findByText('Esa contraseña es muy común. Elige una más difícil de adivinar.')).toBeInTheDocument();
    await fill('ClaveSegura123', 'Mi nueva clave 2026');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/auth/change-password')).toHaveLength(3));
    expect((await screen.findAllByText('Contraseña actualizada. Cerramos tu sesión en los demás dispositivos.')).length).toBeGreaterThan(0);
  });
});
