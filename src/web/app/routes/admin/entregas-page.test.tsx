import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { queryClient } from '@web/lib/query-client';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { EntregasPage, prefetch } from './entregas-page';

const counts = { total: 0, sin_revisar: 0, excelente: 0, bueno: 0, descartado: 0 };
const card = (id: string, nombre: string): RevisionColaboracion => ({
  id,
  nombre,
  estado: 'revision',
  thumbUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  colaboradora: { id: `c-${id}`, userId: `u-${id}`, nombre: `Creadora de ${nombre}` },
  counts,
});
const first = card('11111111-1111-4111-8111-111111111111', 'Jean Recto Azul');
const second = card('22222222-2222-4222-8222-222222222222', 'Arracadas Oro');
const files = (c: RevisionColaboracion) => ({ json: { colaboracion: c, entregas: [], counts, publicaciones: [], derechos: null } });

afterEach(() => queryClient.clear());

describe('Entregas: its first render (issue 31)', () => {
  it("renders the grid and the first collaboration's panel in one render from the route's data, and reads each once", async () => {
    const sent = stubFetch({
      'GET /api/revision/colaboraciones?page=1&estado=revision': { json: { items: [first, second], total: 2, page: 1, pageSize: 8 } },
      [`GET /api/revision/colaboraciones/${first.id}/entregas`]: files(first),
    });
    await prefetch(new URLSearchParams());

    renderAtUrl(<EntregasPage />, { url: '/entregas', client: queryClient });
    // No await between the render and these: the panel is not a read behind the grid.
    expect(screen.getByRole('heading', { level: 2, name: first.nombre })).toBeInTheDocument();
    expect(screen.getByText(second.nombre)).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('revision-panel')).toHaveAttribute('data-colaboracion-id', first.id));
    expect(sent.map((r) => r.path)).toEqual(['/api/revision/colaboraciones?page=1&estado=revision', `/api/revision/colaboraciones/${first.id}/entregas`]);
  });

  it('reads the files of the collaboration the address chooses, not the first', async () => {
    const sent = stubFetch({
      'GET /api/revision/colaboraciones?page=2&estado=todas': { json: { items: [first, second], total: 10, page: 2, pageSize: 8 } },
      [`GET /api/revision/colaboraciones/${second.id}/entregas`]: files(second),
    });
    await prefetch(new URLSearchParams(`pagina=2&estado=todas&colaboracion=${second.id}`));
    expect(sent.map((r) => r.path)).toEqual(['/api/revision/colaboraciones?page=2&estado=todas', `/api/revision/colaboraciones/${second.id}/entregas`]);
  });
});
