import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';
import type { Publicacion } from '@shared/schemas/publicaciones';
import { publicacionesKey } from '@web/lib/query-keys';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { ColaboracionDetailPage } from './colaboracion-detail-page';

const item: MiColaboracionDetail = {
  id: 'col-1',
  titulo: 'Jeans Encontrados',
  nombreVisualizacion: null,
  estado: 'produccion',
  talla: '28',
  tipo: null,
  color: null,
  marca: null,
  imagenUrl: null,
  thumbUrl: null,
  pedidoUrl: null,
  fotos: 0,
  videos: 0,
  recibidoAt: '2026-11-20T18:00:00.000Z',
  esperaTienda: false,
  producto: 'Jeans Encontrados',
  cintura: null,
  cadera: null,
  largo: null,
  numeroPedido: null,
  pedidoAbierto: true,
  guia: null,
  pedidoEnTienda: true,
  dueAt: '2026-11-27T18:00:00.000Z',
  // Read before the checks attached her post: the detail still says pending.
  publicadaAt: null,
  cambiosSolicitados: null,
};

const encontrada: Publicacion = {
  id: 'pub-1',
  colaboracionId: 'col-1',
  plataforma: 'instagram',
  url: 'https://www.instagram.com/p/C9xYz',
  createdAt: '2026-11-22T18:00:00.000Z',
  origen: 'encontrada',
  publicadoAt: '2026-11-22T17:00:00.000Z',
  caption: 'Mis jeans nuevos ✨',
  mediaTipo: null,
  mediaEstado: null,
  mediaUrl: null,
  mediaContentType: null,
};

describe('ColaboracionDetailPage: the 7-day card', () => {
  it('reads as met as soon as her posts list has the post the checks found, without a reload', async () => {
    let publicaciones: Publicacion[] = [];
    const sent = stubFetch({
      'GET /api/mis-colaboraciones/col-1': { json: { item } },
      'GET /api/publicaciones/col-1': () => ({ json: { publicaciones } }),
      'GET /api/conexiones/busqueda/col-1': { json: { codigo: 'COLAB-1', revisadaAt: null, aviso: null } },
      'GET /api/entregas/col-1': { json: { entregas: [], counts: { imagenes: 0, videos: 0 } } },
      'GET /api/problemas/colaboracion/col-1': { json: { problemas: [], instruccionesDevolucion: null, envio: null, reemplazos: [] } },
      'GET /api/terminos-uso': { json: { terminos: null } },
    });
    const router = createMemoryRouter([{ path: '/colaboradora/colaboraciones/:id', element: <ColaboracionDetailPage /> }], {
      initialEntries: ['/colaboradora/colaboraciones/col-1'],
    });
    const { client } = renderWithApp(<RouterProvider router={router} />);

    const heading = await screen.findByRole('heading', { name: 'Jeans Encontrados', level: 1 });
    expect(await screen.findByText('Aún no agregas enlaces de tus publicaciones.')).toBeInTheDocument();
    expect(screen.getByTestId('plazo-publicacion')).toHaveTextContent('Fecha límite de publicación');

    // The checks attached her post; the list is read again (as on focus, or after a change of hers).
    publicaciones = [encontrada];
    await client.refetchQueries({ queryKey: publicacionesKey('col-1') });

    expect(await screen.findByText('encontrada automáticamente')).toBeInTheDocument();
    expect(await screen.findByText('Plazo de publicación cumplido')).toBeInTheDocument();
    expect(screen.getByTestId('plazo-publicacion')).toHaveTextContent('Agregaste tu primera publicación el');
    // The same screen, not a new one: the heading is the node first rendered.
    expect(heading).toBeInTheDocument();
    // The detail was not the one that said so (its answer still says pending).
    expect(sent.filter((r) => r.path === '/api/mis-colaboraciones/col-1')).toHaveLength(1);
  });
});
