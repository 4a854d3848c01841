import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { recallNextAfterReset } from '@web/lib/next-path';
import { ENLACE_ENVIADO_MESSAGE, RecuperarForm } from './recuperar-form';

const ASK = 'POST /api/auth/request-password-reset';

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Correo electrónico/), email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('RecuperarForm', () => {
  it('keeps where a link pointed through the reset (issue 28)', async () => {
    stubFetch({ [ASK]: { json: { status: true } } });
    const target = '/colaboradora/colaboraciones/abc?x=1';
    renderAtUrl(<RecuperarForm />, { url: `/auth/recuperar?next=${encodeURIComponent(target)}` });
    await ask('ana@colabora.test');
    expect(await screen.findByText(ENLACE_ENVIADO_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', `/auth?next=${encodeURIComponent(target)}`);
    // The email's link opens another tab: the target waits in this browser for 'Iniciar sesión' after the reset.
    expect(recallNextAfterReset()).toBe(target);
  });

  it('drops an off-site next: //host, /\\host or a scheme never reach a link or storage', async () => {
    for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example']) {
      stubFetch({ [ASK]: { json: { status: true } } });
      const { unmount } = renderAtUrl(<RecuperarForm />, { url: `/auth/recuperar?next=${encodeURIComponent(evil)}` });
      await ask('ana@colabora.test');
      expect(await screen.findByText(ENLACE_ENVIADO_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/auth');
      expect(recallNextAfterReset()).toBeNull();
      unmount();
    }
  });

  it.each(['ana@colabora.test', 'nadie@colabora.test'])('answers the same text for %s, with the link going to Nueva contraseña', async (email) => {
    // The server answers 200 whether or not the account exists; the page cannot tell them apart either.
    const sent = stubFetch({ [ASK]: { json: { status: true } } });
    renderAtUrl(<RecuperarForm />, { url: '/auth/recuperar' });
    await ask(email);
    expect(await screen.findByText(ENLACE_ENVIADO_MESSAGE)).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/auth/request-password-reset').map((r) => r.body)).toEqual([
      { email, redirectTo: '/auth/nueva-contrasena' },
    ]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/auth');
  });

  it('shows the server message when too many links were asked for, and keeps the form', async () => {
    stubFetch({ [ASK]: { status: 429, json: { error: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.' } } } });
    renderAtUrl(<RecuperarForm />);
    await ask('ana@colabora.test');
    expect(await screen.findByText('Demasiados intentos. Espera un minuto e inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText(ENLACE_ENVIADO_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  });

  it('refuses an invalid address in the browser (spec §5 message), without a request', async () => {
    const sent = stubFetch({});
    renderAtUrl(<RecuperarForm />);
    await ask('ana@');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveFocus();
    await waitFor(() => expect(sent).toHaveLength(0));
  });

  it("asks for the address when the form is empty, not 'Email inválido' (issue 28)", async () => {
    const sent = stubFetch({});
    renderAtUrl(<RecuperarForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Escribe tu correo')).toBeInTheDocument();
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
