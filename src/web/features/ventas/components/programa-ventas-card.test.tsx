import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProgramaVentas } from '@shared/schemas/ventas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { ProgramaVentasCard } from './programa-ventas-card';

const programa = (v: Partial<ProgramaVentas> = {}): ProgramaVentas => ({
  activo: false,
  descuentoPorcentaje: 10,
  unaVezPorCliente: true,
  comisionPorcentaje: 0,
  diasRetencion: 30,
  entregaCodigo: 'primera_entrega_aprobada',
  codigosPausados: null,
  permisosFaltantes: [],
  actualizadoAt: null,
  ...v,
});

describe("Configuración's Programa de ventas", () => {
  it('admin: a commission over 100 % is refused in Spanish and nothing is sent; 15 % off and 10 % commission are saved', async () => {
    const user = userEvent.setup();
    let guardado = programa();
    const sent = stubFetch({
      'GET /api/ventas/programa': () => ({ json: guardado }),
      'PUT /api/ventas/programa': ({ body }) => {
        guardado = { ...guardado, ...(body as object), actualizadoAt: '2026-11-27T20:00:00.000Z' };
        return { json: guardado };
      },
    });
    renderWithApp(<ProgramaVentasCard canEdit />);
    const descuento = await screen.findByLabelText('Descuento para sus seguidoras (%)');
    const comision = screen.getByLabelText('Comisión por venta (%)');
    await user.click(screen.getByRole('switch', { name: 'Programa activo' }));
    await user.clear(descuento);
    await user.type(descuento, '15');
    await user.clear(comision);
    await user.type(comision, '150');
    await user.click(screen.getByRole('button', { name: 'Guardar programa' }));
    expect(await screen.findByText('La comisión no puede ser mayor a 100 %')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(comision);
    await user.type(comision, '10');
    await user.click(screen.getByRole('button', { name: 'Guardar programa' }));
    expect(await screen.findByText(/Guardado el/)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { activo: true, descuentoPorcentaje: 15, unaVezPorCliente: true, comisionPorcentaje: 10, diasRetencion: 30, entregaCodigo: 'primera_entrega_aprobada' },
    ]);
  });

  it('a negative discount is refused', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/ventas/programa': { json: programa() } });
    renderWithApp(<ProgramaVentasCard canEdit />);
    const descuento = await screen.findByLabelText('Descuento para sus seguidoras (%)');
    await user.clear(descuento);
    await user.type(descuento, '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar programa' }));
    expect(await screen.findByText(/El descuento no puede ser negativo/)).toBeInTheDocument();
  });

  it("tienda reads it, and the store's missing permissions are named in Spanish", async () => {
    stubFetch({
      'GET /api/ventas/programa': {
        json: programa({
          activo: true,
          descuentoPorcentaje: 15,
          comisionPorcentaje: 10,
          codigosPausados: 'Los códigos están en pausa: la app de la tienda no tiene el permiso write_discounts (crear descuentos).',
          permisosFaltantes: [{ scope: 'read_orders', mensaje: 'Leer pedidos, para atribuir las ventas.' }],
        }),
      },
    });
    renderWithApp(<ProgramaVentasCard canEdit={false} />);
    expect(await screen.findByText('Comisión por venta')).toBeInTheDocument();
    expect(screen.getByText('10 %')).toBeInTheDocument();
    expect(screen.getByText('Cuando se aprueba su primera entrega')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar programa' })).not.toBeInTheDocument();
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('Los códigos están en pausa');
    expect(alerta).toHaveTextContent('Leer pedidos, para atribuir las ventas. (read_orders)');
  });
});
