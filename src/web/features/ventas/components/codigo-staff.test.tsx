import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Codigo, CodigoStaff } from '@shared/schemas/ventas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { CodigoStaffSection } from './codigo-staff';

const ID = '7f1c2a9e-4b6d-4c1e-9a51-0d3b8f2e6a11';
const codigo = (v: Partial<Codigo>): Codigo => ({
  id: 'c1',
  codigo: 'CARLA15',
  estado: 'activo',
  descuentoPorcentaje: 15,
  enlace: 'http://127.0.0.1:4100/discount/CARLA15',
  error: null,
  creadoAt: '2026-11-01T18:00:00.000Z',
  ...v,
});
const staff = (c: Codigo | null, v: Partial<CodigoStaff> = {}): CodigoStaff => ({ colaboradoraId: ID, codigo: c, anteriores: [], programaActivo: true, codigosPausados: null, ...v });
const VENTAS = {
  filas: [
    { colaboradoraId: ID, moneda: 'MXN', pedidos: 3, ingresoCents: 255000 },
    { colaboradoraId: ID, moneda: 'USD', pedidos: 1, ingresoCents: 4000 },
    { colaboradoraId: 'otra', moneda: 'MXN', pedidos: 9, ingresoCents: 999900 },
  ],
};

describe("Ver Perfil's code and sales (admin)", () => {
  it('her sales per currency; Desactivar, then Reactivar; Regenerar asks first', async () => {
    const user = userEvent.setup();
    let actual = staff(codigo({}));
    const sent = stubFetch({
      [`GET /api/ventas/colaboradoras/${ID}/codigo`]: () => ({ json: actual }),
      'GET /api/ventas/colaboradoras': { json: VENTAS },
      [`POST /api/ventas/colaboradoras/${ID}/codigo/desactivar`]: () => ({ json: (actual = staff(codigo({ estado: 'inactivo' }))) }),
      [`POST /api/ventas/colaboradoras/${ID}/codigo/regenerar`]: () => ({ json: (actual = staff(codigo({ id: 'c2', codigo: null, estado: 'creando', enlace: null }), { anteriores: [codigo({ estado: 'reemplazado' })] })) }),
    });
    renderWithApp(<CodigoStaffSection colaboradoraId={ID} canManage />);
    const seccion = await screen.findByTestId('perfil-ventas');
    expect(await within(seccion).findByTestId('codigo-staff')).toHaveTextContent('CARLA15');
    expect(within(seccion).getByText('Activo')).toBeInTheDocument();
    // Pesos and dollars on their own lines; another creator's sales are not hers.
    expect(await within(seccion).findByText('$2,550.00')).toBeInTheDocument();
    expect(within(seccion).getByText(/USD\s40\.00/)).toBeInTheDocument();
    expect(seccion).not.toHaveTextContent('$9,999.00');

    await user.click(within(seccion).getByRole('button', { name: 'Desactivar' }));
    expect(await within(seccion).findByText('Desactivado')).toBeInTheDocument();
    expect(within(seccion).getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();

    await user.click(within(seccion).getByRole('button', { name: 'Regenerar' }));
    const confirmar = await screen.findByRole('alertdialog', { name: '¿Regenerar el código CARLA15?' });
    expect(sent.filter((r) => r.path.endsWith('/regenerar'))).toHaveLength(0);
    await user.click(within(confirmar).getByRole('button', { name: 'Regenerar' }));
    expect(await within(seccion).findByText('Creándose en la tienda')).toBeInTheDocument();
    expect(within(seccion).getByText(/Códigos anteriores: CARLA15 \(reemplazado\)/)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/ventas/colaboradoras/${ID}/codigo/desactivar`,
      `/api/ventas/colaboradoras/${ID}/codigo/regenerar`,
    ]);
  });

  it('a code deleted in the store is shown as such and can only be regenerated, never reactivated', async () => {
    stubFetch({
      [`GET /api/ventas/colaboradoras/${ID}/codigo`]: { json: staff(codigo({ estado: 'eliminado_en_tienda' })) },
      'GET /api/ventas/colaboradoras': { json: { filas: [] } },
    });
    renderWithApp(<CodigoStaffSection colaboradoraId={ID} canManage />);
    expect(await screen.findByText('Eliminado en la tienda')).toBeInTheDocument();
    expect(screen.getByText(/Alguien lo cambió o eliminó directamente en la tienda/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerar' })).toBeInTheDocument();
    expect(await screen.findByText('Sin ventas')).toBeInTheDocument();
  });
});
