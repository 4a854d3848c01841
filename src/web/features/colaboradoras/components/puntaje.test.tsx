import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PuntajeResponse } from '@shared/schemas/seguimiento';
import { renderWithApp } from '@web/test/render';
import { PuntajeDetalle } from './puntaje';

const datos = { terminadas: 2, calificados: 5, utiles: 4, sumaNotas: 12, conPlazo: 2, aTiempo: 1, envios: 3, cambios: 1 };

describe('PuntajeDetalle (issue 20 item 2)', () => {
  it('shows the figure, its parts and how it is computed on request', async () => {
    const puntaje: PuntajeResponse = { valor: 65, partes: { utiles: 0.8, aTiempo: 0.5, notaPromedio: 2.4, tasaCambios: 1 / 3 }, datos };
    renderWithApp(<PuntajeDetalle puntaje={puntaje} titulo="Tu puntaje" />);
    expect(screen.getByRole('region', { name: 'Tu puntaje' })).toBeInTheDocument();
    expect(screen.getByTestId('puntaje-valor')).toHaveTextContent('65 / 100');
    expect(screen.getByText('Archivos útiles').nextSibling).toHaveTextContent('80%');
    expect(screen.getByText('Calificación promedio').nextSibling).toHaveTextContent('2.4 de 3');
    expect(screen.getByText('Cambios solicitados').nextSibling).toHaveTextContent('1 vez');
    const summary = screen.getByText('¿Cómo se calcula?');
    expect(screen.getByText(/35% archivos útiles/)).not.toBeVisible();
    await userEvent.setup().click(summary);
    expect(screen.getByText(/35% archivos útiles/)).toBeVisible();
  });

  it('its heading follows the page: an h3 under a dialog, an h2 on Inicio (headings never skip a level)', () => {
    const puntaje: PuntajeResponse = { valor: 65, partes: { utiles: 0.8, aTiempo: 0.5, notaPromedio: 2.4, tasaCambios: 1 / 3 }, datos };
    const { unmount } = renderWithApp(<PuntajeDetalle puntaje={puntaje} />);
    expect(screen.getByRole('heading', { name: 'Puntaje', level: 3 })).toBeInTheDocument();
    unmount();
    renderWithApp(<PuntajeDetalle puntaje={puntaje} titulo="Tu puntaje" nivel={2} />);
    expect(screen.getByRole('heading', { name: 'Tu puntaje', level: 2 })).toBeInTheDocument();
  });

  it("with too little history: exactly 'Sin historial suficiente', no number", () => {
    const puntaje: PuntajeResponse = { valor: null, partes: { utiles: 1, aTiempo: null, notaPromedio: 3, tasaCambios: null }, datos: { ...datos, terminadas: 1 } };
    renderWithApp(<PuntajeDetalle puntaje={puntaje} />);
    expect(screen.getByTestId('puntaje-valor').textContent).toBe('Sin historial suficiente');
    expect(screen.getByText('Publicación a tiempo').nextSibling).toHaveTextContent('Aún no aplica');
  });
});
