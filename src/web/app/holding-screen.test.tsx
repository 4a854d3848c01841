import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { HoldingScreen } from './holding-screen';
import { ScreenTitle } from './screen-title';

describe('HoldingScreen', () => {
  it("names the tab after itself, not after the screen she asked for (issue 28: 'Dashboard · Colabora'), and hands it back when it goes", async () => {
    stubFetch({ 'GET /api/me': { json: { user: { id: 'u1', email: 'nueva@ejemplo.mx', fullName: 'Nueva' }, role: null, noLeidos: 0 } } });
    const router = createMemoryRouter(
      [
        {
          Component: ScreenTitle,
          children: [
            { path: '/', handle: 'Dashboard', element: <HoldingScreen email="nueva@ejemplo.mx" /> },
            { path: '/cuenta/contrasena', handle: 'Cambiar contraseña', element: <p>Cambiar contraseña</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithApp(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Esperando asignación de rol' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Esperando asignación de rol · Colabora'));
    await router.navigate('/cuenta/contrasena');
    await waitFor(() => expect(document.title).toBe('Cambiar contraseña · Colabora'));
  });
});
