import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { BajaPage } from './baja-page';

const BAJA = { categoria: 'recordatorios', titulo: 'Recordatorios de publicación', email: 'ana@colabora.test' } as const;

describe('/baja', () => {
  it('says what the link turns off, and turns it off on Confirmar baja', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/avisos/baja?t=tok%2B1': { json: { ...BAJA, dadaDeBaja: false } },
      'POST /api/avisos/baja?t=tok%2B1': { json: { ...BAJA, dadaDeBaja: true } },
    });
    renderAtUrl(<BajaPage />, { url: '/baja?t=tok%2B1' });
    expect(await screen.findByText(/^Dejar de recibir correos de/)).toHaveTextContent('Dejar de recibir correos de «Recordatorios de publicación» en ana@colabora.test');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirmar baja' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Listo: ya no recibirás correos de «Recordatorios de publicación». Puedes volver a activarlos en Preferencias de correo.');
    expect(screen.getByRole('link', { name: 'Preferencias de correo' })).toHaveAttribute('href', '/cuenta/preferencias');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/avisos/baja?t=tok%2B1']);
  });

  it("shows the server's message for a link that does not work", async () => {
    stubFetch({ 'GET /api/avisos/baja?t=viejo': { status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Este enlace para dejar de recibir correos no es válido.' } } } });
    renderAtUrl(<BajaPage />, { url: '/baja?t=viejo' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace para dejar de recibir correos no es válido.');
    expect(screen.queryByRole('button', { name: 'Confirmar baja' })).not.toBeInTheDocument();
  });

  it('without a token asks nothing of the server', async () => {
    const sent = stubFetch({});
    renderAtUrl(<BajaPage />, { url: '/baja' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya venció.');
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
