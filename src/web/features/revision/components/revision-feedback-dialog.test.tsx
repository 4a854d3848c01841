import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Entrega } from '@shared/schemas/entregas';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { RevisionFeedbackDialog } from './revision-feedback-dialog';

const entrega: Entrega = {
  id: 'ent-1',
  tipoContenido: 'imagen',
  url: '/api/files/a.jpg?sig=1',
  thumbUrl: '/api/files/a.webp?sig=1',
  previewUrl: null,
  videoEstado: null,
  feedbackStatus: 'bueno',
  feedbackComentario: null,
  estado: 'enviado',
  createdAt: '2025-03-04T15:00:00.000Z',
  width: 1080,
  height: 1350,
  durationMs: null,
  avisos: [],
};

function open(routes: Parameters<typeof stubFetch>[0], shown: Entrega = { ...entrega, estado: 'aprobado' }) {
  const sent = stubFetch(routes);
  const onClose = vi.fn();
  renderWithApp(<RevisionFeedbackDialog entrega={shown} colaboracionId="col-1" onClose={onClose} onView={() => undefined} />);
  return { sent, onClose };
}

describe('RevisionFeedbackDialog (spec §2 feedback editor)', () => {
  it('offers Excelente, Bueno and Descartado with the current rating chosen and an optional comment', () => {
    open({});
    const dialog = screen.getByRole('dialog', { name: 'Calificar entrega' });
    const group = within(dialog).getByRole('group', { name: 'Calificación' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Excelente', 'Bueno', 'Descartado']);
    expect(within(group).getByRole('radio', { name: 'Bueno' })).toBeChecked();
    expect(within(dialog).getByLabelText('Comentario (opcional)')).toHaveValue('');
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
  });

  it('chooses nothing for a file nobody rated (Sin revisar), and Guardar waits for a choice (issue 28)', async () => {
    const user = userEvent.setup();
    const { sent } = open({ 'PATCH /api/revision/entregas/ent-1/feedback': { json: { entrega: { ...entrega, estado: 'aprobado', feedbackStatus: 'bueno' } } } }, entrega);
    const group = screen.getByRole('group', { name: 'Calificación' });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Bueno' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ feedbackStatus: 'bueno', feedbackComentario: null });
  });

  it('sends the rating and the trimmed comment, says "Feedback actualizado" and closes', async () => {
    const user = userEvent.setup();
    const { sent, onClose } = open({
      'PATCH /api/revision/entregas/ent-1/feedback': ({ body }) => ({ json: { entrega: { ...entrega, ...(body as object) } } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Excelente' }));
    await user.type(screen.getByLabelText('Comentario (opcional)'), '  Muy buena luz  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/revision/entregas/ent-1/feedback', body: { feedbackStatus: 'excelente', feedbackComentario: 'Muy buena luz' } },
    ]);
    expect(await screen.findByText('Feedback actualizado')).toBeInTheDocument();
  });

  it('an empty comment is sent as null', async () => {
    const user = userEvent.setup();
    const { sent } = open({ 'PATCH /api/revision/entregas/ent-1/feedback': { json: { entrega: { ...entrega, feedbackStatus: 'descartado' } } } });
    await user.click(screen.getByRole('radio', { name: 'Descartado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ feedbackStatus: 'descartado', feedbackComentario: null });
  });

  it('a refused save shows "Error al actualizar feedback" with the server\'s message and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { onClose } = open({
      'PATCH /api/revision/entregas/ent-1/feedback': { status: 403, json: { error: { code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar feedback')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para realizar esta acción', { exact: false })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Calificar entrega' })).toBeInTheDocument();
  });
});
