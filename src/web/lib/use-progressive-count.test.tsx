import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

function List({ total, first, step }: { total: number; first: number; step?: number }) {
  const shown = useProgressiveCount(total, first, step);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{`fila ${i + 1}`}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount (decision 067)', () => {
  it('draws the first screenful in the first render and the rest in later chunks, never more than there are', async () => {
    const { rerender } = render(<List total={23} first={10} step={5} />);
    // The first render (synchronous): only the first screenful.
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // Then chunk after chunk until the whole list is there: 15, 20, 23.
    expect(await screen.findByText('fila 23')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);

    // A list that grows ('Cargar más') keeps what is drawn and adds the rest in chunks too.
    rerender(<List total={40} first={10} step={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(await screen.findByText('fila 40')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('draws a list shorter than a screenful whole at once', () => {
    render(<List total={4} first={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
