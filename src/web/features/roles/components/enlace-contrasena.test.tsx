import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, TableBody } from '@web/components/ui/table';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { RoleRow } from './role-row';

const ENLACE = 'http://localhost:3000/auth/nueva-contrasena?token=abc123';

describe("Gestión de Roles: 'Enlace de contraseña'", () => {
  it('makes a link and shows it read-only with Copiar and its expiry in Mexico City', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    // user-event installs its own clipboard on setup(): ours replaces it after.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const sent = stubFetch({
      // 2026-03-03 20:49 UTC is 2:49 p.m. in Mexico City.
      'POST /api/roles/users/u1/enlace-contrasena': { json: { enlace: ENLACE, expiraAt: '2026-03-03T20:49:00.000Z' } },
    });
    renderWithApp(
      <Table>
        <TableBody>
          <RoleRow user={{ id: 'u1', email: 'ana@colabora.test', fullName: 'Ana', role: 'colaboradora' }} />
        </TableBody>
      </Table>,
    );
    await user.click(screen.getByRole('button', { name: 'Enlace de contraseña para ana@colabora.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de contraseña' });
    const input = within(dialog).getByLabelText('Enlace');
    expect(input).toHaveValue(ENLACE);
    expect(input).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Vence a las 2:49 p.m.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(ENLACE);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
