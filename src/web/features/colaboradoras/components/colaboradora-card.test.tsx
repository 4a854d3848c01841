import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColaboradoraCard as Card } from '@shared/schemas/colaboradoras';
import { renderWithApp } from '@web/test/render';
import { ColaboradoraCard } from './colaboradora-card';
import { OrdenSelect } from './orden-select';

const card = (v: Partial<Card>): Card => ({
  id: 'a',
  nombre: 'Ana',
  apellidos: 'López',
  email: 'ana@example.com',
  avatarUrl: null,
  ciudad: null,
  estado: null,
  instagram: null,
  equipo: null,
  activa: false,
  colaboracionActiva: null,
  entregas: 6,
  contenido: 4,
  puntaje: null,
  ventas: [],
  problemas: 0,
  ...v,
});

describe('Colaboradoras: the problems she reported (issue 29)', () => {
  it('the card shows her count, zero included', () => {
    const { unmount } = renderWithApp(<ColaboradoraCard card={card({ problemas: 3 })} onVerPerfil={() => {}} />);
    const article = screen.getByRole('article', { name: 'Ana López' });
    expect(within(article).getByText('Problemas reportados').nextSibling).toHaveTextContent('3');
    expect(within(article).getByTestId('problemas')).toHaveTextContent('3');
    unmount();
    renderWithApp(<ColaboradoraCard card={card({ problemas: 0 })} onVerPerfil={() => {}} />);
    expect(screen.getByTestId('problemas')).toHaveTextContent('0');
  });

  it("'Ordenar por' offers Problemas reportados", async () => {
    const onChange = vi.fn();
    renderWithApp(<OrdenSelect value="nombre" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Problemas reportados');
    expect(onChange).toHaveBeenCalledWith('problemas');
  });
});
