import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Entrega } from '@shared/schemas/entregas';
import { renderWithApp } from '@web/test/render';
import { FeedbackBadge } from './feedback-badge';
import { FeedbackCounts } from './feedback-counts';

const base: Entrega = {
  id: 'e1',
  tipoContenido: 'imagen',
  url: null,
  thumbUrl: null,
  previewUrl: null,
  videoEstado: null,
  feedbackStatus: 'bueno',
  feedbackComentario: null,
  estado: 'enviado',
  createdAt: '2026-11-21T15:00:00.000Z',
  width: null,
  height: null,
  durationMs: null,
  avisos: [],
};

describe("her files' rating (decision 040)", () => {
  it("reads 'Sin revisar' for a new upload, not the stored default 'Bueno'", () => {
    renderWithApp(<FeedbackBadge entrega={base} />);
    expect(screen.getByText('Sin revisar')).toBeTruthy();
    expect(screen.queryByText('Bueno')).toBeNull();
  });

  it('reads the rating once staff chose it', () => {
    renderWithApp(<FeedbackBadge entrega={{ ...base, estado: 'pendiente' }} />);
    expect(screen.getByText('Bueno')).toBeTruthy();
  });

  it('counts unrated files apart from the ratings', () => {
    renderWithApp(
      <FeedbackCounts
        entregas={[base, { ...base, id: 'e2', estado: 'aprobado', feedbackStatus: 'excelente' }, { ...base, id: 'e3', estado: 'pendiente', feedbackStatus: 'bueno' }]}
      />,
    );
    expect(screen.getByTestId('feedback-count-sin_revisar').textContent).toBe('1');
    expect(screen.getByTestId('feedback-count-bueno').textContent).toBe('1');
    expect(screen.getByTestId('feedback-count-excelente').textContent).toBe('1');
    expect(screen.getByTestId('feedback-count-descartado').textContent).toBe('0');
  });
});
