import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SinEntregarResponse } from '@shared/schemas/seguimiento';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { SinEntregarQueue } from './sin-entregar-queue';

const queue = (recordadaHoy: boolean): SinEntregarResponse => ({
  items: [
    { colaboracionId: 'col-14', colaboradoraId: 'c-1', creadora: 'Carla Gómez', producto: 'Jeans Campana', recibidoEl: '2026-11-10T18:00:00.000Z', dias: 16, nivel: 14, recordadaHoy },
    { colaboracionId: 'col-7', colaboradoraId: 'c-2', creadora: 'Ana Núñez', producto: 'Collar Luna', recibidoEl: '2026-11-18T18:00:00.000Z', dias: 8, nivel: 7, recordadaHoy: false },
  ],
  counts: { 7: 1, 10: 0, 14: 1 },
  total: 2,
});

describe('SinEntregarQueue (issue 20 item 3)', () => {
  it('shows the counts per level and who waits longest first, each with Recordar', async () => {
    stubFetch({ 'GET /api/seguimiento/sin-entregar': { json: queue(false) } });
    renderWithApp(<SinEntregarQueue />);
    const levels = await screen.findByRole('list', { name: 'Por días de espera' });
    expect(within(levels).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['7+ días: 1', '10+ días: 0', '14+ días: 1']);
    const rows = screen.getAllByTestId('sin-entregar-item');
    expect(rows.map((r) => within(r).getByText(/Hace/).textContent)).toEqual(['Hace 16 días', 'Hace 8 días']);
    expect(screen.getByRole('button', { name: 'Recordar a Carla Gómez' })).toBeEnabled();
  });

  it('Recordar sends once, says so, and the row reads "Recordada hoy"', async () => {
    const user = userEvent.setup();
    let sentToday = false;
    const sent = stubFetch({
      'GET /api/seguimiento/sin-entregar': () => ({ json: queue(sentToday) }),
      'POST /api/seguimiento/sin-entregar/col-14/recordar': () => {
        sentToday = true;
        return { json: { mensaje: 'Recordatorio enviado a Carla Gómez.' } };
      },
    });
    renderWithApp(<SinEntregarQueue />);
    await user.click(await screen.findByRole('button', { name: 'Recordar a Carla Gómez' }));
    expect(await screen.findByText('Recordatorio enviado a Carla Gómez.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Recordar a Carla Gómez' })).not.toBeInTheDocument());
    expect(within(screen.getAllByTestId('sin-entregar-item')[0]!).getByText('Recordada hoy')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("a reminder already sent today elsewhere: the server's Spanish refusal is shown", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/seguimiento/sin-entregar': { json: queue(false) },
      'POST /api/seguimiento/sin-entregar/col-7/recordar': {
        status: 409,
        json: { error: { code: 'RECORDATORIO_YA_ENVIADO', message: 'Ya le enviaste un recordatorio hoy por esta colaboración. Podrás enviar otro mañana.' } },
      },
    });
    renderWithApp(<SinEntregarQueue />);
    await user.click(await screen.findByRole('button', { name: 'Recordar a Ana Núñez' }));
    expect(await screen.findByText('Ya le enviaste un recordatorio hoy por esta colaboración. Podrás enviar otro mañana.')).toBeInTheDocument();
  });

  it('an empty queue says so', async () => {
    stubFetch({ 'GET /api/seguimiento/sin-entregar': { json: { items: [], counts: { 7: 0, 10: 0, 14: 0 }, total: 0 } } });
    renderWithApp(<SinEntregarQueue />);
    expect(await screen.findByText('Nadie tiene entregas pendientes de más de 7 días.')).toBeInTheDocument();
  });
});
