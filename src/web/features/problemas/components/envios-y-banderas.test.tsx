import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Problema, ProblemasDeColaboracion } from '@shared/schemas/problemas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp, testQueryClient } from '@web/test/render';
import { BanderasMedidas } from './banderas-medidas';
import { ProblemaCreadora } from './problema-creadora';

const problema: Problema = {
  id: 'p1',
  colaboracionId: 'c1',
  tipo: 'talla',
  medida: 'cintura',
  sentido: 'chico',
  tallaDeseada: null,
  nota: null,
  foto: null,
  estado: 'resuelto',
  talla: '28',
  resolucionNota: null,
  reemplazo: { estado: 'recibido', titulo: 'Wide leg azul - 30', talla: '30', draftOrderName: '#D2', invoiceUrl: null, orderName: '#1002', recibidoAt: '2026-11-25T18:00:00.000Z', error: null },
  devolver: false,
  devueltoAt: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  historia: [],
};

const datos: ProblemasDeColaboracion = {
  problemas: [problema],
  instruccionesDevolucion: null,
  envio: {
    pedido: '#1001',
    pasos: [
      { label: 'Draft order creado', alcanzado: true, fecha: '2026-11-08T18:00:00.000Z' },
      { label: 'Pedido realizado', alcanzado: true, fecha: '2026-11-09T18:00:00.000Z' },
      { label: 'Recibido', alcanzado: true, fecha: '2026-11-12T18:00:00.000Z' },
    ],
  },
  reemplazos: [
    {
      problemaId: 'p1',
      motivo: 'No me quedó',
      estado: 'recibido',
      etiqueta: 'Reemplazo recibido',
      pedido: '#1002',
      variante: 'Wide leg azul - 30',
      pasos: [
        { label: 'Draft order creado', alcanzado: true, fecha: '2026-11-21T18:00:00.000Z' },
        { label: 'Pedido realizado', alcanzado: true, fecha: '2026-11-22T18:00:00.000Z' },
        { label: 'Recibido', alcanzado: true, fecha: '2026-11-25T18:00:00.000Z' },
      ],
    },
  ],
  historia: [
    { at: '2026-11-09T18:00:00.000Z', texto: 'Pedido #1001 realizado' },
    { at: '2026-11-12T18:00:00.000Z', texto: 'Recibido según la colaboradora' },
    { at: '2026-11-20T18:00:00.000Z', texto: 'Problema reportado: No me quedó (chico en cintura)' },
    { at: '2026-11-25T18:00:00.000Z', texto: 'Reemplazo recibido: el plazo de 7 días empieza de nuevo' },
  ],
};

describe('her collaboration screen after a problem (issue 29)', () => {
  it('shows both shipments, the replacement marked Reemplazo, and the whole story in order', async () => {
    stubFetch({ 'GET /api/problemas/colaboracion/c1': { json: datos } });
    renderWithApp(<ProblemaCreadora colaboracionId="c1" puedeReportar />);
    const card = await screen.findByTestId('envios-colaboracion');
    const original = within(card).getByRole('region', { name: 'Envío original' });
    expect(original).toHaveTextContent('Pedido #1001');
    expect(within(original).getAllByRole('listitem').every((li) => li.dataset.alcanzado === 'true')).toBe(true);
    const reemplazo = within(card).getByRole('region', { name: 'Reemplazo: Pedido #1002' });
    expect(reemplazo).toHaveTextContent('Reemplazo recibido · No me quedó · Wide leg azul - 30');
    const lines = within(within(card).getByRole('list', { name: 'Historial de la colaboración' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent?.split(' · ')[1])).toEqual(datos.historia.map((h) => h.texto));
    // The state card says where the problem stands; the story is told once.
    expect(screen.getByTestId('problema-creadora')).toHaveTextContent('Resuelto');
    expect(screen.getAllByText(/Reemplazo recibido: el plazo de 7 días empieza de nuevo/)).toHaveLength(1);
  });

  it('without a problem: neither card, only the button', async () => {
    stubFetch({ 'GET /api/problemas/colaboracion/c1': { json: { ...datos, problemas: [], reemplazos: [], historia: [] } } });
    renderWithApp(<ProblemaCreadora colaboracionId="c1" puedeReportar />);
    expect(await screen.findByRole('button', { name: 'Reportar un problema' })).toBeInTheDocument();
    expect(screen.queryByTestId('envios-colaboracion')).toBeNull();
  });
});

describe('Medidas de Jeans: the measurements that caused size problems (issue 29)', () => {
  it("flags each product's measurement with how often ('reportado chico en cintura ×3')", async () => {
    stubFetch({
      'GET /api/problemas/banderas-medidas': {
        json: {
          banderas: [
            { productId: 'P1', producto: 'Wide leg azul', texto: 'reportado chico en cintura', veces: 3 },
            { productId: 'P2', producto: 'Mom negro', texto: 'reportado grande en largo', veces: 1 },
          ],
        },
      },
    });
    renderWithApp(<BanderasMedidas />);
    const region = await screen.findByRole('region', { name: 'Reportes de talla' });
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wide leg azul: reportado chico en cintura ×3', 'Mom negro: reportado grande en largo ×1']);
  });

  it('nothing reported: nothing shown', async () => {
    const sent = stubFetch({ 'GET /api/problemas/banderas-medidas': { json: { banderas: [] } } });
    const client = testQueryClient();
    renderWithApp(<BanderasMedidas />, { client });
    await expect.poll(() => sent.length).toBe(1);
    // The answer has arrived (and was drawn) before looking for its absence.
    await expect.poll(() => client.isFetching()).toBe(0);
    expect(screen.queryByRole('region', { name: 'Reportes de talla' })).toBeNull();
  });
});
