import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { CostoEnvioForm } from './costo-envio-form';

async function save(valor: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(/^Costo por pedido/);
  await user.clear(input);
  await user.type(input, valor);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('CostoEnvioForm', () => {
  it('tells a figure too large its bound, and only a figure with three decimals about decimals (issue 28)', async () => {
    const sent = stubFetch({});
    renderWithApp(<CostoEnvioForm actual={null} moneda="MXN" />);
    await save('99999999999');
    expect(await screen.findByText('El costo de envío debe ser de 1,000,000 o menos')).toBeInTheDocument();
    await save('150.555');
    expect(await screen.findByText('Usa como máximo dos decimales, por ejemplo 150.00')).toBeInTheDocument();
    await save('abc');
    expect(await screen.findByText('Escribe el costo como número positivo con hasta dos decimales, por ejemplo 150.00')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
