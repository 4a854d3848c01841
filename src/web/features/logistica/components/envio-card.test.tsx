import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASOS_ENVIO, type EnvioCard as Envio } from '@shared/schemas/logistica';
import { renderWithApp } from '@web/test/render';
import { EnvioCard } from './envio-card';

const envio = (v: Partial<Envio>): Envio => ({
  colaboracion: { id: 'c1', nombre: 'Wide leg azul', estado: 'produccion', talla: '28' },
  colaboradora: { id: 'k1', nombre: 'Paola Problemas', ciudad: 'Puebla', estado: 'Puebla' },
  pedido: '#1001',
  destino: 'Puebla, Puebla',
  pedidoPendiente: false,
  guia: { numero: null, url: null, paqueteria: null },
  paso: 'entregado',
  progreso: 100,
  alerta: null,
  entregaEstimada: null,
  ultimaUbicacion: null,
  timeline: PASOS_ENVIO.map((paso) => ({ paso, alcanzado: true, fecha: null, nota: null })),
  eventos: [],
  actualizadoAt: '2026-11-20T18:00:00.000Z',
  problema: null,
  reemplazos: [],
  historia: [],
  ...v,
});

describe('Logística: the replacement as a second shipment (issue 29)', () => {
  it('shows the open problem, the replacement marked Reemplazo with its order and steps, and the story in order', () => {
    renderWithApp(
      <EnvioCard
        envio={envio({
          problema: { tipo: 'No me quedó', estado: 'Reemplazo en camino' },
          reemplazos: [
            {
              problemaId: 'p1',
              motivo: 'No me quedó',
              estado: 'pedido',
              etiqueta: 'Pedido de reemplazo realizado',
              pedido: '#1002',
              variante: 'Wide leg azul - 30',
              pasos: [
                { label: 'Draft order creado', alcanzado: true, fecha: '2026-11-21T18:00:00.000Z' },
                { label: 'Pedido realizado', alcanzado: true, fecha: '2026-11-22T18:00:00.000Z' },
                { label: 'Recibido', alcanzado: false, fecha: null },
              ],
            },
          ],
          historia: [
            { at: '2026-11-10T18:00:00.000Z', texto: 'Pedido #1001 realizado' },
            { at: '2026-11-20T18:00:00.000Z', texto: 'Problema reportado: No me quedó (chico en cintura)' },
            { at: '2026-11-22T18:00:00.000Z', texto: 'Pedido de reemplazo #1002 realizado' },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('envio-pedido')).toHaveTextContent('Pedido #1001');
    expect(screen.getByTestId('envio-problema')).toHaveTextContent('Reemplazo en camino');
    const reemplazo = screen.getByRole('region', { name: 'Reemplazo: Pedido #1002' });
    expect(within(reemplazo).getByText('Reemplazo')).toBeInTheDocument();
    expect(reemplazo).toHaveTextContent('Pedido de reemplazo realizado · No me quedó · Wide leg azul - 30');
    const pasos = within(within(reemplazo).getByRole('list', { name: 'Pasos del reemplazo #1002' })).getAllByRole('listitem');
    expect(pasos.map((p) => [p.textContent?.replace(/\s+/g, ' ').trim(), p.dataset.alcanzado])).toEqual([
      [expect.stringMatching(/^Draft order creado \(completado\)/), 'true'],
      [expect.stringMatching(/^Pedido realizado \(completado\)/), 'true'],
      ['Recibido (pendiente)', 'false'],
    ]);
    const historia = screen.getByRole('list', { name: 'Historial de la colaboración' });
    expect(historia).toBeVisible();
    expect(within(historia).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[1])).toEqual([
      'Pedido #1001 realizado',
      'Problema reportado: No me quedó (chico en cintura)',
      'Pedido de reemplazo #1002 realizado',
    ]);
  });

  it('without a problem: no replacement, no problem badge, the story folded away', () => {
    renderWithApp(<EnvioCard envio={envio({ historia: [{ at: '2026-11-10T18:00:00.000Z', texto: 'Pedido #1001 realizado' }] })} />);
    expect(screen.queryByTestId('reemplazo-envio')).toBeNull();
    expect(screen.queryByTestId('envio-problema')).toBeNull();
    expect(screen.getByText('Historial de la colaboración (1)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Historial de la colaboración', hidden: true })).not.toBeVisible();
  });
});
