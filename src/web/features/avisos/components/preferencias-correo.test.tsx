import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIA_TEXTOS, type Preferencia, type PreferenciaInput } from '@shared/schemas/avisos';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { PreferenciasCorreo } from './preferencias-correo';

const pref = (categoria: Preferencia['categoria'], correo: boolean): Preferencia => ({ categoria, ...CATEGORIA_TEXTOS[categoria], correo });

describe('PreferenciasCorreo', () => {
  it('shows one labelled switch per category and saves each change at once', async () => {
    const user = userEvent.setup();
    let saved = [pref('seguimiento', true), pref('calificaciones', true), pref('recordatorios', false)];
    const sent = stubFetch({
      'GET /api/avisos/preferencias': () => ({ json: { preferencias: saved } }),
      'PUT /api/avisos/preferencias': ({ body }) => {
        const { categoria, correo } = body as PreferenciaInput;
        saved = saved.map((p) => (p.categoria === categoria ? { ...p, correo } : p));
        return { json: { preferencias: saved } };
      },
    });
    renderWithApp(<PreferenciasCorreo />);

    const calificaciones = await screen.findByRole('switch', { name: 'Calificaciones' });
    expect(calificaciones).toBeChecked();
    expect(calificaciones).toHaveAccessibleDescription('Cuando el equipo califica tus fotos y videos.');
    expect(screen.getByRole('switch', { name: 'Avances de mi colaboración' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recordatorios de publicación' })).not.toBeChecked();

    await user.click(calificaciones);
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Calificaciones' })).not.toBeChecked());

    // The label turns it on again too.
    await user.click(screen.getByText('Recordatorios de publicación'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Recordatorios de publicación' })).toBeChecked());
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { categoria: 'calificaciones', correo: false },
      { categoria: 'recordatorios', correo: true },
    ]);
  });

  it('puts a switch back when the server refuses the change, and says why', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/avisos/preferencias': { json: { preferencias: [pref('equipo', true)] } },
      'PUT /api/avisos/preferencias': { status: 503, json: { error: { code: 'UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' } } },
    });
    renderWithApp(<PreferenciasCorreo />);
    await user.click(await screen.findByRole('switch', { name: 'Avisos del equipo' }));
    expect(await screen.findByText('No se pudieron guardar tus preferencias')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Avisos del equipo' })).toBeChecked());
  });
});
