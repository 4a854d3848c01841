import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Publicacion } from '@shared/schemas/publicaciones';
import { PublicacionesLista } from './publicaciones-lista';

// Issue 30: a post the checks found shows its kept copy, the *publicada* badge and its caption as text.
const base: Publicacion = { id: 'p1', colaboracionId: 'c1', plataforma: 'instagram', url: 'https://www.instagram.com/p/ABC123', createdAt: '2026-11-20T18:00:00.000Z' };
const found: Publicacion = {
  ...base,
  id: 'p2',
  origen: 'encontrada',
  publicadoAt: '2026-11-20T17:00:00.000Z',
  caption: 'Mis jeans <img src=x onerror="window.hacked=1"> @colabora.demo',
  mediaTipo: 'IMAGE',
  mediaEstado: 'guardada',
  mediaUrl: '/api/files/entregas/publicaciones/c1/p2.jpg?exp=1&sig=x',
  mediaContentType: 'image/jpeg',
};

describe('PublicacionesLista', () => {
  it('shows a found post with its kept image, the publicada badge and its caption as inert text', () => {
    const { container } = render(<PublicacionesLista publicaciones={[found]} />);
    expect(screen.getByText('publicada')).toBeTruthy();
    expect(screen.getByText('encontrada automáticamente')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Copia guardada de la publicación de Instagram' });
    expect(img.getAttribute('src')).toBe(found.mediaUrl);
    // The caption's markup is text: one image only (the kept copy), and the words as written.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByText(found.caption!)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.instagram.com/p/ABC123');
  });

  it('a copy refused as too large says so and keeps the link; only found posts can be detached, only pasted ones removed', () => {
    const onDetach = vi.fn();
    const onRemove = vi.fn();
    render(<PublicacionesLista publicaciones={[base, { ...found, mediaUrl: null, mediaEstado: 'demasiado_grande' }]} onDetach={onDetach} onRemove={onRemove} />);
    expect(screen.getByText('El archivo era demasiado grande para guardarlo; queda el enlace.')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Desvincular la publicación de Instagram/ }));
    expect(onDetach).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    fireEvent.click(screen.getByRole('button', { name: /^Quitar enlace de Instagram/ }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });
});
