import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@web/lib/toast';
import { ERROR_MESSAGES, isApiErrorBody } from '@shared/errors';
import type { entregaResponseSchema, Entrega } from '@shared/schemas/entregas';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { queryClient as appQueryClient } from '@web/lib/query-client';
import { entregasKey, misColaboracionesKeys, sessionKey } from '@web/lib/query-keys';
import { showError } from '@web/lib/show-error';

/**
 * POST /api/entregas/{colaboracionId}/imagenes (multipart `file`, one photo ≤ 5 MB) → 201 {entrega}.
 * XMLHttpRequest rather than apiFetch because fetch reports no upload progress, and a phone on a weak
 * network needs to see the bar move. Errors become the same ApiError apiFetch throws.
 */
export function uploadEntregaImagen(colaboracionId: string, file: File, onProgress: (loaded: number) => void): Promise<Entrega> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/entregas/${encodeURIComponent(colaboracionId)}/imagenes`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // Typed, not parsed, like apiFetch's answers (decision 015).
        const answer = body as Partial<z.infer<typeof entregaResponseSchema>> | undefined;
        if (answer?.entrega) resolve(answer.entrega);
        else reject(new ApiError(xhr.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL));
        return;
      }
      // The session expired: the guard re-reads it and sends her to /auth.
      if (xhr.status === 401) void appQueryClient.invalidateQueries({ queryKey: sessionKey });
      if (isApiErrorBody(body)) reject(new ApiError(xhr.status, String(body.error.code), body.error.message, body.error.details));
      else if (xhr.status >= 502 && xhr.status <= 504) reject(new ApiError(xhr.status, 'NETWORK', NETWORK_ERROR_MESSAGE));
      else reject(new ApiError(xhr.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export interface ImagenesProgress {
  /** 1-based: the file being sent now. */
  current: number;
  total: number;
  /** 0-100 over the bytes of the whole batch. */
  percent: number;
}

export interface ImagenesResult {
  uploaded: Entrega[];
  /** The files not sent: those refused, the one that stopped the batch and those after it (empty when all went up). */
  remaining: File[];
}

/** The server refused this file for what it is (not an image, too large, …): the next file may still go. */
const refusedFile = (error: unknown) => error instanceof ApiError && [400, 413, 415, 422].includes(error.status);

/**
 * Sends her chosen photos one by one ('Subiendo 2 de 5' and one bar over the batch), then refreshes the
 * collaboration's list and counts. A file the server refuses is named and skipped, and the others still go
 * (issue 28: with two bad files only the first was named); any other failure (the network, the session,
 * the collaboration's state) stops the batch. One 'Error al subir imágenes' names every file that did not
 * go, and they stay chosen so she can try again.
 */
export function useUploadImagenes(colaboracionId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImagenesProgress | null>(null);

  const upload = useCallback(
    async (files: File[]): Promise<ImagenesResult> => {
      const totalBytes = files.reduce((sum, f) => sum + f.size, 0) || 1;
      const uploaded: Entrega[] = [];
      const refused: { file: File; message: string }[] = [];
      let doneBytes = 0;
      let index = 0;
      try {
        for (; index < files.length; index++) {
          const file = files[index]!;
          setProgress({ current: index + 1, total: files.length, percent: Math.floor((doneBytes / totalBytes) * 100) });
          try {
            const entrega = await uploadEntregaImagen(colaboracionId, file, (loaded) =>
              // The multipart envelope makes `loaded` a little larger than the file.
              setProgress({ current: index + 1, total: files.length, percent: Math.floor((Math.min(doneBytes + loaded, doneBytes + file.size) / totalBytes) * 100) }),
            );
            uploaded.push(entrega);
          } catch (error) {
            if (!refusedFile(error)) throw error;
            refused.push({ file, message: (error as ApiError).message });
          }
          doneBytes += file.size;
        }
        setProgress({ current: files.length, total: files.length, percent: 100 });
        if (refused.length === 0) {
          toast.success(files.length === 1 ? 'Imagen subida exitosamente' : 'Imágenes subidas exitosamente');
          return { uploaded, remaining: [] };
        }
        if (files.length === 1) showError(new ApiError(400, 'VALIDATION', refused[0]!.message), { errorTitle: 'Error al subir imágenes' });
        else toast.error('Error al subir imágenes', { id: 'Error al subir imágenes', description: refused.map((r) => `${r.file.name}: ${r.message}`).join('\n') });
        return { uploaded, remaining: refused.map((r) => r.file) };
      } catch (error) {
        const failed = files[index];
        const named = [...refused.map((r) => `${r.file.name}: ${r.message}`)];
        // A batch of XHRs, not one mutation: the caches' error path, called directly.
        showError(error, {
          errorTitle: 'Error al subir imágenes',
          errorDescription: (message) => (failed && files.length > 1 ? [...named, `${failed.name}: ${message}`].join('\n') : message),
        });
        return { uploaded, remaining: [...refused.map((r) => r.file), ...files.slice(index)] };
      } finally {
        setProgress(null);
        if (files.length > 0) {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: entregasKey(colaboracionId) }),
            queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
          ]);
        }
      }
    },
    [colaboracionId, queryClient],
  );

  return { upload, progress, isUploading: progress !== null };
}
