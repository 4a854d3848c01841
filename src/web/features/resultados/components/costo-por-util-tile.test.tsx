import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilaResultados, ResultadosMes } from '@shared/schemas/resultados';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { CostoPorUtilTile } from './costo-por-util-tile';

const fila = (clave: string, v: Partial<FilaResultados>): FilaResultados => ({
  clave,
  nombre: clave,
  colaboraciones: 1,
  sinCosto: 0,
  costo: null,
  archivos: 0,
  utiles: 0,
  utilesConCosto: 0,
  costoPorUtil: null,
  reemplazos: 0,
  ...v,
});

const mes = (v: Partial<ResultadosMes>): ResultadosMes => ({
  moneda: 'MXN',
  mes: '2026-11',
  mesAnterior: '2026-10',
  actual: fila('2026-11', { costo: 850, utiles: 4, utilesConCosto: 1, costoPorUtil: 850, sinCosto: 2, colaboraciones: 4 }),
  anterior: fila('2026-10', { costo: 500, utiles: 2, utilesConCosto: 2, costoPorUtil: 250 }),
  tendencia: 240,
  ...v,
});

describe("the Dashboard's cost per usable file", () => {
  it('this month, the rise against last month with ↑ and its percent, and what was left out', async () => {
    stubFetch({ 'GET /api/resultados/mes': { json: mes({}) } });
    renderAtUrl(<CostoPorUtilTile />);
    expect(await screen.findByText('$850.00')).toBeInTheDocument();
    expect(screen.getByText(/Costo por archivo útil · noviembre 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('costo-tendencia')).toHaveTextContent('↑ 240 % más caro que en octubre 2026 ($250.00)');
    expect(screen.getByText('2 colaboraciones sin costo no incluidas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute('href', '/resultados');
  });

  it('a fall reads ↓ and cheaper; without last month there is no comparison', async () => {
    stubFetch({ 'GET /api/resultados/mes': { json: mes({ tendencia: -12.5 }) } });
    const { unmount } = renderAtUrl(<CostoPorUtilTile />);
    expect(await screen.findByTestId('costo-tendencia')).toHaveTextContent('↓ 12.5 % más barato que en octubre 2026');
    unmount();
    stubFetch({ 'GET /api/resultados/mes': { json: mes({ tendencia: null, anterior: fila('2026-10', { colaboraciones: 0 }) }) } });
    renderAtUrl(<CostoPorUtilTile />);
    expect(await screen.findByTestId('costo-tendencia')).toHaveTextContent('Sin comparación con octubre 2026 (costo no disponible)');
  });
});
