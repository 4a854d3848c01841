import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MisVentas } from '@shared/schemas/ventas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { MisVentasPage } from './mis-ventas-page';

const ENLACE = 'http://127.0.0.1:4100/discount/CARLA15';

const misVentas = (v: Partial<MisVentas> = {}): MisVentas => ({
  programaActivo: true,
  codigo: { id: 'c1', codigo: 'CARLA15', estado: 'activo', descuentoPorcentaje: 15, enlace: ENLACE, error: null, creadoAt: '2026-11-01T18:00:00.000Z' },
  comisionPorcentaje: 10,
  diasRetencion: 30,
  porMes: [
    { mes: '2026-11', moneda: 'MXN', pedidos: 2, ingresoCents: 170000 },
    { mes: '2026-11', moneda: 'USD', pedidos: 1, ingresoCents: 5000 },
  ],
  ventas: [
    {
      id: 'v1',
      pedido: '#1002',
      fecha: '2026-11-20T18:00:00.000Z',
      moneda: 'MXN',
      subtotalCents: 85000,
      descuentoCents: 15000,
      netoCents: 60000,
      ciudad: 'Guadalajara',
      estado: 'reembolso_parcial',
      comisionCents: 6000,
      productos: [{ titulo: 'Jeans Mom Fit', cantidad: 1, importeCents: 85000, sembrado: true }],
    },
  ],
  ganancias: [
    { moneda: 'MXN', pendienteCents: 6000, disponibleCents: 11000, pagadaCents: 20000, saldoNegativo: false },
    { moneda: 'USD', pendienteCents: 500, disponibleCents: -300, pagadaCents: 0, saldoNegativo: true },
  ],
  pagos: [{ id: 'p1', moneda: 'MXN', montoCents: 20000, fecha: '2026-11-01', referencia: 'SPEI 123456', creadoAt: '2026-11-01T18:00:00.000Z' }],
  datosPago: { clabe: null, titular: null },
  ...v,
});

describe('Mis ventas', () => {
  it('shows her code and link with Copiar (then Copiado), earnings by state per currency, sales and payouts', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch({ 'GET /api/ventas/mias': { json: misVentas() } });
    renderAtUrl(<MisVentasPage />);

    expect(await screen.findByTestId('codigo')).toHaveTextContent('CARLA15');
    expect(screen.getByLabelText('Tu enlace para compartir')).toHaveValue(ENLACE);
    await user.click(screen.getByRole('button', { name: 'Copiar: código CARLA15' }));
    expect(writeText).toHaveBeenCalledWith('CARLA15');
    expect(screen.getByRole('button', { name: 'Copiado: código CARLA15' })).toHaveTextContent('Copiado');

    // Pesos and dollars are never added together: one block of states per currency.
    const ganancias = screen.getByTestId('ganancias');
    const mxn = ganancias.querySelector('[data-moneda="MXN"]') as HTMLElement;
    const usd = ganancias.querySelector('[data-moneda="USD"]') as HTMLElement;
    expect(within(mxn).getByText('Pendiente').nextElementSibling).toHaveTextContent('$60.00');
    expect(within(mxn).getByText('Disponible').nextElementSibling).toHaveTextContent('$110.00');
    expect(within(mxn).getByText('Pagada').nextElementSibling).toHaveTextContent('$200.00');
    expect(within(usd).getByText('Disponible').nextElementSibling).toHaveTextContent('-USD 3.00');
    expect(within(usd).getByRole('note')).toHaveTextContent('Tu saldo es negativo');

    const meses = within(screen.getByTestId('ventas-por-mes')).getAllByRole('listitem');
    expect(meses.map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual(['noviembre 20262 pedidos$1,700.00', 'noviembre 20261 pedidoUSD 50.00']);

    const venta = screen.getByTestId('ventas-lista').querySelector('[data-venta="#1002"]') as HTMLElement;
    expect(venta).toHaveTextContent('Reembolso parcial');
    expect(venta).toHaveTextContent('Guadalajara');
    expect(within(venta).getByText('Tu comisión').nextElementSibling).toHaveTextContent('$60.00');
    expect(venta).toHaveTextContent('1 × Jeans Mom Fit (el que te enviamos)');

    expect(screen.getByRole('list', { name: 'Pagos recibidos' })).toHaveTextContent('$200.00');
    expect(screen.getByRole('list', { name: 'Pagos recibidos' })).toHaveTextContent('Referencia: SPEI 123456');
    // Without a CLABE she is sent to Mi Perfil to add one.
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/colaboradora/perfil');
  });

  it('with the program off and nothing sold: says so, no code', async () => {
    stubFetch({ 'GET /api/ventas/mias': { json: misVentas({ programaActivo: false, codigo: null, ventas: [], pagos: [], ganancias: [], porMes: [] }) } });
    renderAtUrl(<MisVentasPage />);
    expect(await screen.findByText('El programa de ventas no está activo')).toBeInTheDocument();
    expect(screen.queryByTestId('codigo-card')).not.toBeInTheDocument();
  });

  it('while the store makes her code: a line saying so, no code to copy', async () => {
    stubFetch({ 'GET /api/ventas/mias': { json: misVentas({ codigo: { id: 'c1', codigo: null, estado: 'creando', descuentoPorcentaje: 15, enlace: null, error: null, creadoAt: '2026-11-01T18:00:00.000Z' } }) } });
    renderAtUrl(<MisVentasPage />);
    expect(await screen.findByText(/Estamos creando tu código de descuento/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar/ })).not.toBeInTheDocument();
  });
});
