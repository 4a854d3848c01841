import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { DisponiblesPage } from './disponibles-page';

describe('Disponibles search (issue 28)', () => {
  it('stops the search at 100 characters, and a long one from the address is cut before it is sent', async () => {
    const sent = stubFetch({});
    renderAtUrl(<DisponiblesPage />, { url: `/colaboradora/disponibles?q=${'a'.repeat(600)}` });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('maxLength', '100');
    await waitFor(() => expect(sent.some((r) => r.path.startsWith('/api/disponibles'))).toBe(true));
    const asked = new URL(sent.find((r) => r.path.startsWith('/api/disponibles'))!.path, 'http://localhost');
    expect(asked.searchParams.get('q')).toBe('a'.repeat(100));
  });

  it("says what the server refused instead of 'Revisa tu conexión'", async () => {
    stubFetch({ 'GET /api/disponibles?q=x': { status: 400, json: { error: { code: 'VALIDATION', message: 'La búsqueda admite hasta 100 caracteres' } } } });
    renderAtUrl(<DisponiblesPage />, { url: '/colaboradora/disponibles?q=x' });
    expect(await screen.findByText('La búsqueda admite hasta 100 caracteres')).toBeInTheDocument();
    expect(screen.queryByText(/Revisa tu conexión/)).not.toBeInTheDocument();
  });
});
