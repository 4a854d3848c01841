import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Aviso } from '@shared/schemas/avisos';
import { type Routes, stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl, testQueryClient } from '@web/test/render';
import { sessionQueryOptions } from '@web/lib/session';
import { AvisosBell } from './avisos-bell';

const aviso = (id: string, titulo: string, leido: boolean, minutesAgo: number): Aviso => ({
  id,
  tipo: 'pedido_enviado',
  titulo,
  cuerpo: `Cuerpo de ${titulo}`,
  enlace: `/colaboradora/colaboraciones/${id}`,
  leido,
  creadoAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

/** The server as the bell sees it: a count and one page, newest first; marking read changes both. */
function server(avisos: Aviso[], more: Routes = {}) {
  const state = { avisos };
  const noLeidos = () => state.avisos.filter((a) => !a.leido).length;
  const sent = stubFetch({
    'GET /api/avisos/no-leidos': () => ({ json: { noLeidos: noLeidos() } }),
    'GET /api/avisos': () => ({ json: { avisos: state.avisos, noLeidos: noLeidos(), hayMas: false } }),
    'POST /api/avisos/leidos': () => {
      state.avisos = state.avisos.map((a) => ({ ...a, leido: true }));
      return { json: { noLeidos: 0 } };
    },
    'POST /api/avisos/a2/leido': () => {
      state.avisos = state.avisos.map((a) => (a.id === 'a2' ? { ...a, leido: true } : a));
      return { json: { noLeidos: noLeidos() } };
    },
    ...more,
  });
  return { state, sent };
}

/** happy-dom's viewport, which window.matchMedia follows. */
const viewport = (size: { width: number; height: number }) =>
  (window as unknown as { happyDOM: { setViewport: (s: { width: number; height: number }) => void } }).happyDOM.setViewport(size);

afterEach(() => {
  vi.useRealTimers();
});

describe('AvisosBell', () => {
  it('says how many are unread, lists them newest first, and marks them all read', async () => {
    const user = userEvent.setup();
    const { sent } = server([aviso('a1', 'Tu pedido va en camino', false, 5), aviso('a2', 'Te pidieron cambios', false, 90), aviso('a3', 'Rol asignado', true, 3000)]);
    renderAtUrl(<AvisosBell />);
    const bell = await screen.findByRole('button', { name: 'Avisos, 2 sin leer' });
    expect(screen.getByTestId('avisos-badge')).toHaveTextContent('2');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Avisos' });
    const items = await within(panel).findAllByRole('link', { name: /Tu pedido|Te pidieron|Rol asignado/ });
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Sin leer: Tu pedido va en camino'),
      expect.stringContaining('Sin leer: Te pidieron cambios'),
      expect.stringContaining('Rol asignado'),
    ]);
    expect(items[0]).toHaveTextContent('hace 5 minutos');
    expect(items[1]).toHaveTextContent('hace 1 hora');
    expect(within(panel).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/cuenta/avisos');

    await user.click(within(panel).getByRole('button', { name: 'Marcar todo como leído' }));
    expect(await screen.findByRole('button', { name: 'Avisos' })).toBeInTheDocument();
    expect(screen.queryByTestId('avisos-badge')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Sin leer:/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/avisos/leidos']);
  });

  it('following a notice marks it read and takes her to its link', async () => {
    const user = userEvent.setup();
    const { sent } = server([aviso('a1', 'Tu pedido va en camino', false, 5), aviso('a2', 'Te pidieron cambios', false, 90)]);
    const { router } = renderAtUrl(<AvisosBell />, { url: '/colaboradora/inicio' });
    await user.click(await screen.findByRole('button', { name: 'Avisos, 2 sin leer' }));
    await user.click(await screen.findByRole('link', { name: /Te pidieron cambios/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/colaboradora/colaboraciones/a2'));
    expect(await screen.findByRole('button', { name: 'Avisos, 1 sin leer' })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/avisos/a2/leido']);
  });

  it('says "No tienes avisos." when there are none', async () => {
    const user = userEvent.setup();
    server([]);
    renderAtUrl(<AvisosBell />);
    await user.click(await screen.findByRole('button', { name: 'Avisos' }));
    expect(await screen.findByText('No tienes avisos.')).toBeInTheDocument();
  });

  it('asks for the count again every 30 s, so a new notice shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = server([aviso('a1', 'Tu pedido va en camino', false, 5)]);
    renderAtUrl(<AvisosBell />);
    expect(await screen.findByRole('button', { name: 'Avisos, 1 sin leer' })).toBeInTheDocument();
    state.avisos = [aviso('a9', 'Calificaron tu entrega', false, 0), ...state.avisos];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('button', { name: 'Avisos, 2 sin leer' })).toBeInTheDocument();
  });

  it('draws the count /api/me brought, asking nothing of its own until the interval (decision 101)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const me = { user: { id: 'u1', email: 'ana@colabora.test', fullName: 'Ana' }, role: 'colaboradora', noLeidos: 2 };
    const { state, sent } = server([aviso('a1', 'Tu pedido va en camino', false, 5), aviso('a2', 'Te pidieron cambios', false, 90)], {
      'GET /api/me': { json: me },
    });
    const client = testQueryClient();
    // What ProtectedRoute's loader does before the shell renders.
    await client.fetchQuery(sessionQueryOptions);
    renderAtUrl(<AvisosBell />, { client });
    expect(screen.getByRole('button', { name: 'Avisos, 2 sin leer' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sent.filter((r) => r.path === '/api/avisos/no-leidos')).toHaveLength(0);

    state.avisos = [aviso('a9', 'Calificaron tu entrega', false, 0), ...state.avisos];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('button', { name: 'Avisos, 3 sin leer' })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/avisos/no-leidos')).toHaveLength(1);
  });

  it('on a phone (375 px) opens as a sheet with its own close button', async () => {
    const user = userEvent.setup();
    viewport({ width: 375, height: 740 });
    try {
      server([aviso('a1', 'Tu pedido va en camino', false, 5)]);
      renderAtUrl(<AvisosBell />);
      await user.click(await screen.findByRole('button', { name: 'Avisos, 1 sin leer' }));
      const sheet = await screen.findByRole('dialog', { name: 'Avisos' });
      expect(await within(sheet).findByRole('link', { name: /Tu pedido va en camino/ })).toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: 'Cerrar avisos' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      viewport({ width: 1024, height: 768 });
    }
  });
});
