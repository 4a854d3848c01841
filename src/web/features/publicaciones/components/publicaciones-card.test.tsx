import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Publicacion } from '@shared/schemas/publicaciones';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { PublicacionesCard } from './publicaciones-card';

const reel: Publicacion = {
  id: 'pub-1',
  colaboracionId: 'col-1',
  plataforma: 'instagram',
  url: 'https://www.instagram.com/reel/C9xYz',
  createdAt: '2026-11-20T18:00:00.000Z',
};

describe('PublicacionesCard (issue 18 item 5: proof of publication)', () => {
  it('adds the link she pastes, clears the field and lists it as a new-tab https link', async () => {
    const user = userEvent.setup();
    let list: Publicacion[] = [];
    const sent = stubFetch({
      'GET /api/publicaciones/col-1': () => ({ json: { publicaciones: list } }),
      'POST /api/publicaciones/col-1': () => {
        list = [reel];
        return { status: 201, json: { publicacion: reel } };
      },
    });
    renderWithApp(<PublicacionesCard colaboracionId="col-1" canEdit />);
    expect(await screen.findByText('Aún no agregas enlaces de tus publicaciones.')).toBeInTheDocument();

    const field = screen.getByLabelText('Enlace de tu publicación');
    await user.type(field, 'instagram.com/reel/C9xYz?igsh=abc');
    await user.click(screen.getByRole('button', { name: 'Agregar enlace' }));

    expect(await screen.findByText('Enlace agregado')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/publicaciones/col-1', body: { url: 'instagram.com/reel/C9xYz?igsh=abc' } },
    ]);
    await waitFor(() => expect(field).toHaveValue(''));
    const item = await screen.findByTestId('publicacion');
    expect(within(item).getByText('Instagram')).toBeInTheDocument();
    const link = within(item).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/reel/C9xYz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('1 de 10 enlaces')).toBeInTheDocument();
  });

  it('says in Spanish what is wrong with a link that is not a post of the four platforms, without sending it', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'GET /api/publicaciones/col-1': { json: { publicaciones: [] } } });
    renderWithApp(<PublicacionesCard colaboracionId="col-1" canEdit />);
    await user.type(screen.getByLabelText('Enlace de tu publicación'), 'https://www.pinterest.com/pin/123');
    await user.click(screen.getByRole('button', { name: 'Agregar enlace' }));
    expect(await screen.findByText('El enlace debe ser de una publicación de Instagram, TikTok, YouTube Shorts o Facebook')).toBeInTheDocument();
    expect(screen.getByLabelText('Enlace de tu publicación')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal (a link already added) and keeps her text', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/publicaciones/col-1': { json: { publicaciones: [reel] } },
      'POST /api/publicaciones/col-1': { status: 409, json: { error: { code: 'PUBLICACION_DUPLICADA', message: 'Ya agregaste este enlace a esta colaboración' } } },
    });
    renderWithApp(<PublicacionesCard colaboracionId="col-1" canEdit />);
    await user.type(screen.getByLabelText('Enlace de tu publicación'), 'https://www.instagram.com/reel/C9xYz/');
    await user.click(screen.getByRole('button', { name: 'Agregar enlace' }));
    expect(await screen.findByText('Ya agregaste este enlace a esta colaboración')).toBeInTheDocument();
    expect(screen.getByLabelText('Enlace de tu publicación')).toHaveValue('https://www.instagram.com/reel/C9xYz/');
  });

  it('removes one of her links with a labelled button', async () => {
    const user = userEvent.setup();
    let list: Publicacion[] = [reel];
    const sent = stubFetch({
      'GET /api/publicaciones/col-1': () => ({ json: { publicaciones: list } }),
      'DELETE /api/publicaciones/item/pub-1': () => {
        list = [];
        return { status: 204 };
      },
    });
    renderWithApp(<PublicacionesCard colaboracionId="col-1" canEdit />);
    await user.click(await screen.findByRole('button', { name: /^Quitar enlace de Instagram agregado el / }));
    expect(await screen.findByText('Enlace eliminado')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/publicaciones/item/pub-1')).toBe(true);
    expect(await screen.findByText('Aún no agregas enlaces de tus publicaciones.')).toBeInTheDocument();
  });

  it('never renders a stored value that is not an https link as a link', async () => {
    stubFetch({ 'GET /api/publicaciones/col-1': { json: { publicaciones: [{ ...reel, url: null }] } } });
    renderWithApp(<PublicacionesCard colaboracionId="col-1" canEdit={false} />);
    const item = await screen.findByTestId('publicacion');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).getByText('Enlace no disponible')).toBeInTheDocument();
    expect(screen.queryByLabelText('Enlace de tu publicación')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar enlace/ })).toBeNull();
  });
});
