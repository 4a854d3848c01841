import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@web/lib/toast';
import { renderWithApp } from '@web/test/render';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

const toaster = () => document.querySelector('[data-sonner-toaster]');

describe('Toaster (issue 28)', () => {
  it('shows the same message once however often it is said', async () => {
    renderWithApp(<p>Pantalla</p>);
    act(() => {
      for (let i = 0; i < 4; i++) toast.error('No se pudo guardar');
    });
    await screen.findByText('No se pudo guardar');
    expect(screen.getAllByText('No se pudo guardar')).toHaveLength(1);
  });

  it('puts the toasts at the bottom while a dialog is open, off its title, and back on top once it closes', async () => {
    const { rerender } = renderWithApp(<Dialogo open />);
    act(() => toast.success('Guardado'));
    await screen.findByText('Guardado');
    await waitFor(() => expect(toaster()).toHaveAttribute('data-y-position', 'bottom'));
    rerender(<Dialogo open={false} />);
    await waitFor(() => expect(toaster()).toHaveAttribute('data-y-position', 'top'));
  });
});

function Dialogo({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent>
        <DialogTitle>Calificar entrega</DialogTitle>
        <DialogDescription>Foto</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
