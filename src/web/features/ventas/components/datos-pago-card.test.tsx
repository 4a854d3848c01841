import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { DatosPagoCard } from './datos-pago-card';

describe("Mi Perfil's Datos de pago", () => {
  it('refuses a CLABE with a wrong check digit in Spanish and sends nothing; a valid one is saved without its spaces', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/ventas/mis-datos-pago': { json: { clabe: null, titular: null } },
      'PUT /api/ventas/mis-datos-pago': ({ body }) => ({ json: body }),
    });
    renderWithApp(<DatosPagoCard />);
    const clabe = await screen.findByLabelText(/CLABE interbancaria/);
    await user.type(clabe, '032 180 000118359718');
    await user.type(screen.getByLabelText(/Titular de la cuenta/), 'Carla Pérez');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de pago' }));
    expect(await screen.findByText(/el último dígito de control no coincide/)).toBeInTheDocument();
    expect(clabe).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(clabe);
    await user.type(clabe, '032 180 000118359719');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de pago' }));
    expect(await screen.findByText('032 180 00011835971 9')).toBeInTheDocument();
    expect(screen.getByText('Carla Pérez')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ clabe: '032180000118359719', titular: 'Carla Pérez' }]);
  });

  it('too few digits: says a CLABE has 18', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/ventas/mis-datos-pago': { json: { clabe: null, titular: null } } });
    renderWithApp(<DatosPagoCard />);
    await user.type(await screen.findByLabelText(/CLABE interbancaria/), '12345');
    await user.type(screen.getByLabelText(/Titular de la cuenta/), 'Carla');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de pago' }));
    expect(await screen.findByText('La CLABE debe tener 18 dígitos')).toBeInTheDocument();
  });
});
