import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { ContenidoPage } from './contenido-page';

const empty = { json: { items: [], page: 1, pageSize: 24, total: 0, counts: { todos: 0, imagen: 0, video: 0 } } };

describe('Contenido (ContenidoPage) filters', () => {
  // Issue 26: React Router draws a navigation in a transition; the rating chosen before the "Fotos" chip's
  // navigation was drawn rebuilt the search from the old one, so the ZIP was Contenido's, not Fotos'.
  it('a type chip pressed just before the rating is chosen stays pressed, and the ZIP link carries both', async () => {
    stubFetch({
      'GET /api/galeria?tipo=todos&page=1': empty,
      'GET /api/galeria?tipo=imagen&page=1': empty,
      'GET /api/galeria?tipo=todos&page=1&feedback=excelente': empty,
      'GET /api/galeria?tipo=imagen&page=1&feedback=excelente': empty,
    });
    const { router } = renderAtUrl(<ContenidoPage />, { url: '/contenido' });
    await screen.findByText('Aún no hay contenido entregado');

    // Both before React draws the first, as a quick hand on a busy machine does.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /^Fotos/ }));
      fireEvent.change(screen.getByLabelText('Calificación'), { target: { value: 'excelente' } });
    });

    await waitFor(() => expect(router.state.location.search).toBe('?tipo=imagen&feedback=excelente'));
    expect(screen.getByRole('button', { name: /^Fotos/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Calificación')).toHaveValue('excelente');
    expect(screen.getByRole('link', { name: 'Descargar ZIP' })).toHaveAttribute('href', '/api/galeria/descarga?tipo=imagen&feedback=excelente');
  });

  it('after a navigation it did not ask for (a link, back), the next change starts from what that one shows', async () => {
    stubFetch({
      'GET /api/galeria?tipo=todos&page=1': empty,
      'GET /api/galeria?tipo=todos&page=1&feedback=bueno': empty,
      'GET /api/galeria?tipo=video&page=1': empty,
      'GET /api/galeria?tipo=video&page=1&feedback=bueno': empty,
    });
    const { router } = renderAtUrl(<ContenidoPage />, { url: '/contenido' });
    await screen.findByText('Aún no hay contenido entregado');
    fireEvent.change(screen.getByLabelText('Calificación'), { target: { value: 'bueno' } });
    await waitFor(() => expect(router.state.location.search).toBe('?feedback=bueno'));
    await router.navigate('/contenido?tipo=video');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'true'));
    // What that navigation shows, the select included, before she changes it (a busy CI run once changed it
    // while it still showed Bueno, and the change was no change).
    await waitFor(() => expect(screen.getByLabelText('Calificación')).toHaveValue(''));
    fireEvent.change(screen.getByLabelText('Calificación'), { target: { value: 'bueno' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=video&feedback=bueno'));
  });
});
