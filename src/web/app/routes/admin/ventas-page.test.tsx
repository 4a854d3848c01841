import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Comisiones, Pago } from '@shared/schemas/ventas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { VentasPage } from './ventas-page';

const CARLA = '7f1c2a9e-4b6d-4c1e-9a51-0d3b8f2e6a11';
const LUZ = '2b9d7c41-8e3a-4f6b-a0c5-61e2f4d8b933';

const fila = (v: Partial<Comisiones['filas'][number]>): Comisiones['filas'][number] => ({
  colaboradoraId: CARLA,
  nombre: 'Carla Pérez',
  moneda: 'MXN',
  pendienteCents: 0,
  disponibleCents: 0,
  pagadaCents: 0,
  saldoNegativo: false,
  clabe: '032180000118359719',
  titular: 'Carla Pérez',
  ...v,
});

describe('Ventas y comisiones', () => {
  it('lists what each creator can be paid with her CLABE; a payout must match what is disponible, then is recorded', async () => {
    const user = userEvent.setup();
    let filas = [fila({ pendienteCents: 6000, disponibleCents: 11000 }), fila({ colaboradoraId: LUZ, nombre: 'Luz Ramos', disponibleCents: 5000, clabe: null, titular: null })];
    const pagos: Pago[] = [];
    const sent = stubFetch({
      'GET /api/ventas/comisiones': () => ({ json: { filas } }),
      'GET /api/ventas/pagos': () => ({ json: { pagos } }),
      'GET /api/ventas/fugas': { json: { fugas: [] } },
      'POST /api/ventas/pagos': ({ body }) => {
        const b = body as { colaboradoraId: string; moneda: string; montoCents: number; fecha: string; referencia: string };
        pagos.push({ id: 'p1', ...b, movimientos: 2, creadoAt: '2026-11-27T20:00:00.000Z' });
        filas = [fila({ pendienteCents: 6000, pagadaCents: 11000 }), filas[1]!];
        return { status: 201, json: pagos[0] };
      },
    });
    renderAtUrl(<VentasPage />);

    const tabla = await screen.findByTestId('comisiones');
    const carla = within(tabla).getByRole('row', { name: /Carla Pérez/ });
    expect(carla).toHaveTextContent('$60.00');
    expect(carla).toHaveTextContent('$110.00');
    expect(carla).toHaveTextContent('032 180 00011835971 9');
    // Without a CLABE there is nothing to pay her to.
    const luz = within(tabla).getByRole('row', { name: /Luz Ramos/ });
    expect(luz).toHaveTextContent('Sin CLABE registrada');
    expect(within(luz).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar lo pagable (CSV)' })).toHaveAttribute('href', '/api/ventas/comisiones.csv');

    await user.click(within(carla).getByRole('button', { name: 'Registrar pago a Carla Pérez (MXN)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago a Carla Pérez' });
    const monto = within(dialog).getByLabelText(/Monto \(MXN\)/);
    expect(monto).toHaveValue('110.00');
    await user.clear(monto);
    await user.type(monto, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('El monto debe ser igual a lo disponible: $110.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe la referencia del pago (por ejemplo el folio SPEI)')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(monto);
    await user.type(monto, '110');
    await user.type(within(dialog).getByLabelText(/Referencia/), 'SPEI 0099887766');
    const fecha = within(dialog).getByLabelText(/Fecha del pago/);
    await user.clear(fecha);
    await user.type(fecha, '2026-11-26');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByRole('list', { name: 'Pagos registrados' })).toHaveTextContent('Carla Pérez$110.00');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { colaboradoraId: CARLA, moneda: 'MXN', montoCents: 11000, fecha: '2026-11-26', referencia: 'SPEI 0099887766' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('comisiones')).queryByRole('button', { name: /Carla/ })).not.toBeInTheDocument();
  });

  it('a leaked code is flagged and deactivated with one click', async () => {
    const user = userEvent.setup();
    const codigo = { id: 'c1', codigo: 'CARLA15', estado: 'inactivo', descuentoPorcentaje: 15, enlace: null, error: null, creadoAt: '2026-11-01T18:00:00.000Z' };
    let estado = 'activo';
    const sent = stubFetch({
      'GET /api/ventas/comisiones': { json: { filas: [] } },
      'GET /api/ventas/pagos': { json: { pagos: [] } },
      'GET /api/ventas/fugas': () => ({
        json: { fugas: [{ codigoId: 'c1', codigo: 'CARLA15', estado, colaboradoraId: CARLA, nombre: 'Carla Pérez', dia: '2026-11-26', pedidos: 42, medianaDiaria: 2 }] },
      }),
      [`POST /api/ventas/colaboradoras/${CARLA}/codigo/desactivar`]: () => {
        estado = 'inactivo';
        return { json: { colaboradoraId: CARLA, codigo, anteriores: [], programaActivo: true, codigosPausados: null } };
      },
    });
    renderAtUrl(<VentasPage />);
    const fugas = await screen.findByTestId('fugas');
    expect(fugas).toHaveTextContent('42 pedidos el 26 nov 2026 (lo usual: 2 al día)');
    await user.click(within(fugas).getByRole('button', { name: 'Desactivar el código CARLA15' }));
    expect(await within(fugas).findByText('Desactivado')).toBeInTheDocument();
    expect(within(fugas).queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
