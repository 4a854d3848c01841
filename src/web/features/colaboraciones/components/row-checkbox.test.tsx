import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowCheckbox } from './row-checkbox';

/** The header's checkbox over three rows: each row toggles its own, the header selects or clears all. */
function Rows() {
  const [on, setOn] = useState([false, false, false]);
  const all = on.every(Boolean) ? true : on.some(Boolean) ? 'indeterminate' : false;
  return (
    <>
      <RowCheckbox aria-label="Seleccionar todas" checked={all} onCheckedChange={(c) => setOn(on.map(() => c))} />
      {on.map((v, i) => (
        <RowCheckbox key={i} aria-label={`Seleccionar ${i}`} checked={v} onCheckedChange={(c) => setOn(on.map((x, j) => (j === i ? c : x)))} />
      ))}
    </>
  );
}

describe("Gestión's row checkbox (decision 082)", () => {
  it('shows the mixed state on the header when some rows are selected, and selects all from it', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    const header = screen.getByRole('checkbox', { name: 'Seleccionar todas' }) as HTMLInputElement;
    expect(header.dataset.state).toBe('unchecked');

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar 1' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar 1' })).toBeChecked();
    expect(header.dataset.state).toBe('indeterminate');
    expect(header.indeterminate).toBe(true);
    expect(header).not.toBeChecked();

    await user.click(header);
    expect(header.dataset.state).toBe('checked');
    expect(header.indeterminate).toBe(false);
    for (const i of [0, 1, 2]) expect(screen.getByRole('checkbox', { name: `Seleccionar ${i}` })).toBeChecked();

    await user.click(header);
    for (const i of [0, 1, 2]) expect(screen.getByRole('checkbox', { name: `Seleccionar ${i}` })).not.toBeChecked();
    expect(header.dataset.state).toBe('unchecked');
  });
});
