import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fechaMexico } from '@shared/mexico-time';
import type { Autorizacion } from '@shared/schemas/anuncios';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { AutorizacionesCard } from './autorizaciones-card';

const hoy = fechaMexico();
const spark: Autorizacion = {
  id: 'aut-1',
  colaboracionId: 'col-1',
  tipo: 'spark',
  codigo: '#Ab12Cd34Ef56',
  otorgadaEl: '2026-11-01',
  dias: 30,
  venceEl: '2026-12-01',
  vigente: true,
  createdAt: '2026-11-01T18:00:00.000Z',
};

describe('AutorizacionesCard (issue 30 item 4: ad authorizations)', () => {
  it('saves the Spark code she pastes with its days, and lists it with its end', async () => {
    const user = userEvent.setup();
    let list: Autorizacion[] = [];
    const sent = stubFetch({
      'GET /api/anuncios/col-1': () => ({ json: { autorizaciones: list } }),
      'POST /api/anuncios/col-1': () => {
        list = [spark];
        return { status: 201, json: { autorizacion: spark } };
      },
    });
    renderWithApp(<AutorizacionesCard colaboracionId="col-1" />);
    expect(await screen.findByText('Aún no hay autorizaciones de anuncio.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código Spark'), '#Ab12Cd34Ef56');
    await user.clear(screen.getByLabelText('Duración (días)'));
    await user.type(screen.getByLabelText('Duración (días)'), '30');
    await user.click(screen.getByRole('button', { name: 'Guardar autorización' }));
    expect(await screen.findByText('Autorización guardada')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/anuncios/col-1', body: { tipo: 'spark', codigo: '#Ab12Cd34Ef56', otorgadaEl: hoy, dias: 30 } },
    ]);
    const item = within(await screen.findByRole('list', { name: 'Autorizaciones registradas' })).getByRole('listitem');
    expect(item).toHaveTextContent('Código Spark de TikTok');
    expect(item).toHaveTextContent('Vigente');
  });

  it('says in Spanish what is wrong, without sending: days out of range, an empty or odd code', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'GET /api/anuncios/col-1': { json: { autorizaciones: [] } } });
    renderWithApp(<AutorizacionesCard colaboracionId="col-1" />);
    await screen.findByText('Aún no hay autorizaciones de anuncio.');
    await user.clear(screen.getByLabelText('Duración (días)'));
    await user.type(screen.getByLabelText('Duración (días)'), '400');
    await user.click(screen.getByRole('button', { name: 'Guardar autorización' }));
    expect(await screen.findByText('Pega el código Spark de tu video')).toBeInTheDocument();
    expect(screen.getByText('La autorización puede durar hasta 365 días')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código Spark'), '<script>');
    await user.click(screen.getByRole('button', { name: 'Guardar autorización' }));
    expect(
      await screen.findByText('El código Spark solo lleva letras, números y los signos + / = _ -: pega solo el código que te dio TikTok'),
    ).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
