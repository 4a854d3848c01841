import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { RevisionDecisionActions } from './revision-decision-actions';

const colaboracion = (sinRevisar: number): RevisionColaboracion => ({
  id: 'col-1',
  nombre: 'Wide leg azul',
  estado: 'revision',
  thumbUrl: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  colaboradora: { id: 'c1', userId: 'u1', nombre: 'Ana López' },
  counts: { total: 3, sin_revisar: sinRevisar, excelente: 3 - sinRevisar, bueno: 0, descartado: 0 },
});

describe('Aprobar entrega', () => {
  it('says how many files are still Sin revisar before approving (issue 28)', async () => {
    stubFetch({});
    renderWithApp(<RevisionDecisionActions colaboracion={colaboracion(2)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aprobar entrega' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aprobar la entrega?' });
    expect(within(dialog).getByText(/Aún hay 2 archivos Sin revisar/)).toBeInTheDocument();
  });

  it('says nothing of it when every file is rated', async () => {
    stubFetch({});
    renderWithApp(<RevisionDecisionActions colaboracion={colaboracion(0)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aprobar entrega' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aprobar la entrega?' });
    expect(within(dialog).queryByText(/Sin revisar/)).not.toBeInTheDocument();
  });
});
