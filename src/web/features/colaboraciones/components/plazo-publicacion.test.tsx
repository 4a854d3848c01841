import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlazoPublicacion } from './plazo-publicacion';

describe('PlazoPublicacion', () => {
  it('is red once the due date passed without a post link', () => {
    render(<PlazoPublicacion dueAt="2026-11-10T18:00:00.000Z" now={new Date('2026-11-13T18:00:00.000Z')} />);
    expect(screen.getByTestId('plazo-publicacion')).toHaveAttribute('data-overdue', 'true');
    expect(screen.getByText('Vencida hace 3 días')).toBeInTheDocument();
  });

  it('says the rule is met once she added a post link, never overdue (decision 047)', () => {
    render(<PlazoPublicacion dueAt="2026-11-10T18:00:00.000Z" publicadaAt="2026-11-12T18:00:00.000Z" now={new Date('2026-11-13T18:00:00.000Z')} />);
    expect(screen.getByTestId('plazo-publicacion')).toHaveAttribute('data-overdue', 'false');
    expect(screen.getByText('Plazo de publicación cumplido')).toBeInTheDocument();
    expect(screen.getByText(/Agregaste tu primera publicación el /)).toBeInTheDocument();
    expect(screen.queryByText(/Vencida/)).toBeNull();
  });
});
