import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FilaResultados, ResultadosResponse } from '@shared/schemas/resultados';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { ResultadosPage } from './resultados-page';

const f = (clave: string, nombre: string, v: Partial<FilaResultados>): FilaResultados => ({
  clave,
  nombre,
  colaboraciones: 0,
  sinCosto: 0,
  costo: null,
  archivos: 0,
  utiles: 0,
  utilesConCosto: 0,
  costoPorUtil: null,
  reemplazos: 0,
  ...v,
});

/** The API test's hand-computed world (src/server/features/resultados/resultados.test.ts). */
const RESPUESTA: ResultadosResponse = {
  rango: { desde: '2026-10-01', hasta: '2026-11-30' },
  moneda: 'MXN',
  costoEnvioPedido: null,
  totales: f('total', 'Total', { colaboraciones: 6, sinCosto: 3, costo: 1350, archivos: 9, utiles: 6, utilesConCosto: 3, costoPorUtil: 450, reemplazos: 2 }),
  porProducto: [
    f('P1', 'Wide leg azul', { colaboraciones: 2, costo: 1000, archivos: 5, utiles: 3, utilesConCosto: 3, costoPorUtil: 333.33, reemplazos: 2 }),
    f('P2', 'Aretes dorados', { colaboraciones: 1, sinCosto: 1, archivos: 2, utiles: 2 }),
  ],
  productos: 2,
  otrosProductos: null,
  colaboradoras: 1,
  otrasColaboradoras: null,
  porColaboradora: [f('a', 'Ana', { colaboraciones: 3, sinCosto: 2, costo: 500, archivos: 6, utiles: 4, utilesConCosto: 2, costoPorUtil: 250, reemplazos: 1 })],
  porMes: [
    f('2026-10', '2026-10', { colaboraciones: 2, sinCosto: 1, costo: 500, archivos: 4, utiles: 2, utilesConCosto: 2, costoPorUtil: 250 }),
    f('2026-11', '2026-11', { colaboraciones: 4, sinCosto: 2, costo: 850, archivos: 5, utiles: 4, utilesConCosto: 1, costoPorUtil: 850 }),
  ],
};
const URL_RANGO = '/resultados?desde=2026-10-01&hasta=2026-11-30';
const OPCIONES = { json: { marcas: ['Balam', 'Kosch'], productos: ['Jeans', 'Joyeria'], colaboradoras: [{ id: 'a', nombre: 'Ana' }] } };

describe('/resultados', () => {
  it('shows the figures in es-MX money, says how many were left out, and offers the same data as tables', async () => {
    stubFetch({ 'GET /api/resultados?desde=2026-10-01&hasta=2026-11-30': { json: RESPUESTA }, 'GET /api/resultados/opciones': OPCIONES });
    renderAtUrl(<ResultadosPage />, { url: URL_RANGO });
    const costo = await screen.findByTestId('resultado-costo');
    expect(within(costo).getByTestId('resultado-valor')).toHaveTextContent('$1,350.00');
    expect(within(screen.getByTestId('resultado-costo-por-util')).getByTestId('resultado-valor')).toHaveTextContent('$450.00');
    expect(within(screen.getByTestId('resultado-utiles')).getByTestId('resultado-valor')).toHaveTextContent('6');
    expect(screen.getByTestId('resultados-sin-costo')).toHaveTextContent('3 colaboraciones sin costo no incluidas');

    const productos = screen.getByRole('table', { name: 'Por producto' });
    const aretes = within(productos).getByRole('row', { name: /Aretes dorados/ });
    expect(aretes).toHaveTextContent('Costo no disponible');
    expect(within(productos).getByRole('row', { name: /Wide leg azul/ })).toHaveTextContent('$333.33');
    const meses = screen.getByRole('table', { name: 'Por mes' });
    expect(within(meses).getByRole('row', { name: /noviembre 2026/ })).toHaveTextContent('$850.00');
    expect(within(meses).getByRole('row', { name: /noviembre 2026/ })).toHaveTextContent('2 colaboraciones sin costo no incluidas');
    // Issue 29: replacements, counted per product and creator, and said beside the cost they are part of.
    expect(costo).toHaveTextContent('6 colaboraciones, 2 reemplazos');
    const cols = within(productos).getAllByRole('columnheader').map((h) => h.textContent);
    expect(cols.at(-1)).toBe('Reemplazos');
    expect(within(productos).getByRole('row', { name: /Wide leg azul/ }).querySelectorAll('td')[5]).toHaveTextContent('2');
    const creadoras = screen.getByRole('table', { name: 'Por creadora' });
    expect(within(creadoras).getByRole('row', { name: /Ana/ }).querySelectorAll('td')[5]).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/resultados/exportar?desde=2026-10-01&hasta=2026-11-30');
  });

  it('a reversed range says why in Spanish and asks nothing new of the server', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({ 'GET /api/resultados?desde=2026-10-01&hasta=2026-11-30': { json: RESPUESTA }, 'GET /api/resultados/opciones': OPCIONES });
    const { router } = renderAtUrl(<ResultadosPage />, { url: URL_RANGO });
    await screen.findByTestId('resultado-costo');
    const hasta = screen.getByLabelText('Hasta');
    await user.clear(hasta);
    await user.type(hasta, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('La fecha inicial debe ser anterior o igual a la fecha final')).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?desde=2026-10-01&hasta=2026-11-30');
    expect(sent.filter((r) => r.path.startsWith('/api/resultados?'))).toHaveLength(1);
  });

  it('saves the shipping cost, and the backfill only when asked', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/resultados?desde=2026-10-01&hasta=2026-11-30': { json: RESPUESTA },
      'GET /api/resultados/opciones': OPCIONES,
      'PUT /api/resultados/costo-envio': { json: { costoEnvio: 150, actualizadas: 3 } },
    });
    renderAtUrl(<ResultadosPage />, { url: URL_RANGO });
    await user.type(await screen.findByLabelText('Costo por pedido (MXN)'), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Aplicar también a envíos anteriores sin costo de envío' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ costoEnvio: 150, aplicarAnteriores: true }]));
    expect(await screen.findByText('Se aplicó a 3 colaboraciones enviadas.')).toBeInTheDocument();
  });
});
