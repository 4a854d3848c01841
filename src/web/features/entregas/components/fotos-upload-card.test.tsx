import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@shared/errors';
import { LIMITS } from '@shared/domain/limits';
import { stubFetch } from '@web/test/fetch-stub';
import { AppProviders, renderWithApp, testQueryClient } from '@web/test/render';
import { useUploadImagenes } from '../api/upload-imagenes';
import { FotosUploadCard } from './fotos-upload-card';

describe('FotosUploadCard', () => {
  it('names every refused file under its reason, and keeps the good ones chosen with their size in kB (issue 28)', async () => {
    stubFetch({});
    renderWithApp(<FotosUploadCard colaboracionId="c1" entregas={[]} loadFailed={false} canDelete />);
    const big = (name: string) => new File([new Uint8Array(LIMITS.imageMaxBytes + 1)], name, { type: 'image/jpeg' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Elegir fotos'), [
      big('grande-1.jpg'),
      big('grande-2.jpg'),
      new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(340 * 1024)], 'buena.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText(ERROR_MESSAGES.IMAGE_TOO_LARGE)).toBeInTheDocument();
    expect(screen.getByText('grande-1.jpg, grande-2.jpg')).toBeInTheDocument();
    expect(screen.getByText(ERROR_MESSAGES.INVALID_IMAGE)).toBeInTheDocument();
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    expect(screen.getByText('buena.jpg')).toBeInTheDocument();
    expect(screen.getByText('340 kB')).toBeInTheDocument();
  });
});

/** XMLHttpRequest as the upload uses it, answering from `answer` by file name, at once. */
function fakeXhr(answer: (name: string) => { status: number; body: unknown }) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      const { status, body } = answer((form.get('file') as File).name);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

describe('useUploadImagenes', () => {
  it('sends the rest after a file the server refuses, and names every refused file in one toast (issue 28)', async () => {
    stubFetch({});
    const refused = { error: { code: 'INVALID_IMAGE', message: ERROR_MESSAGES.INVALID_IMAGE } };
    const entrega = (name: string) => ({ entrega: { id: name, tipoContenido: 'imagen', avisos: [] } });
    vi.stubGlobal('XMLHttpRequest', fakeXhr((name) => (name.startsWith('mala') ? { status: 415, body: refused } : { status: 201, body: entrega(name) })));
    try {
      const { result } = renderHook(() => useUploadImagenes('c1'), { wrapper: ({ children }) => <AppProviders client={testQueryClient()}>{children}</AppProviders> });
      const files = ['mala-1.jpg', 'buena.jpg', 'mala-2.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
      let outcome: Awaited<ReturnType<typeof result.current.upload>> | undefined;
      await act(async () => {
        outcome = await result.current.upload(files);
      });
      expect(outcome?.uploaded.map((e) => e.id)).toEqual(['buena.jpg']);
      expect(outcome?.remaining.map((f) => f.name)).toEqual(['mala-1.jpg', 'mala-2.jpg']);
      expect(await screen.findByText('Error al subir imágenes')).toBeInTheDocument();
      expect(screen.getByText(/mala-1\.jpg: .*\n?.*mala-2\.jpg: /s)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
