import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entrega } from '@shared/schemas/entregas';
import { pollWhileProcessing, VIDEO_POLL_MS } from '@web/lib/video-processing';
import { stubFetch } from '@web/test/fetch-stub';
import { AppProviders, testQueryClient } from '@web/test/render';
import { useEntregas } from './get-entregas';

const video = (videoEstado: Entrega['videoEstado']): Entrega => ({
  id: 'v1',
  tipoContenido: 'video',
  url: '/api/files/v1.mp4?sig=1',
  thumbUrl: null,
  previewUrl: null,
  videoEstado,
  feedbackStatus: 'bueno',
  feedbackComentario: null,
  estado: 'enviado',
  createdAt: '2026-11-01T12:00:00.000Z',
  width: 1080,
  height: 1920,
  durationMs: 30_000,
  avisos: [],
});

afterEach(() => vi.useRealTimers());

describe("'Procesando video…' clears by itself (issue 28)", () => {
  it('polls only while a video is processing', () => {
    expect(pollWhileProcessing([video('procesando'), video('listo')])).toBe(VIDEO_POLL_MS);
    expect(pollWhileProcessing([video('listo'), video('fallido'), video(null)])).toBe(false);
    expect(pollWhileProcessing(undefined)).toBe(false);
  });

  it('asks again until the server says the video is ready, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [video('procesando'), video('procesando'), video('listo')];
    const sent = stubFetch({ 'GET /api/entregas/c1': () => ({ json: { entregas: [answers.shift() ?? video('listo')], counts: { imagenes: 0, videos: 1 } } }) });
    const { result } = renderHook(() => useEntregas('c1', { onLoadError: 'log' }), {
      wrapper: ({ children }) => <AppProviders client={testQueryClient()}>{children}</AppProviders>,
    });
    await waitFor(() => expect(result.current.data?.entregas[0]?.videoEstado).toBe('procesando'));
    for (let i = 0; i < 2; i++) await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
    await waitFor(() => expect(result.current.data?.entregas[0]?.videoEstado).toBe('listo'));
    const asked = sent.length;
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS * 3));
    expect(sent).toHaveLength(asked);
  });
});
