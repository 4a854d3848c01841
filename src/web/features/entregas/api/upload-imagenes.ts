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
  /** The files not sent: the one that failed and those after it (empty when all went up). */
  remaining: File[];
}

/**
 * Sends her chosen photos one by one ('Subiendo 2 de 5' and one bar over the batch), then refreshes the
 * collaboration's list and counts. The first failure stops the batch: 'Error al subir imágenes' with the
 * server's message, and the files not yet sent stay chosen so she can try again.
 */
export function useUploadImagenes(colaboracionId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImagenesProgress | null>(null);

  const upload = useCallback(
    async (files: File[]): Promise<ImagenesResult> => {
      const totalBytes = files.reduce((sum, f) => sum + f.size, 0) || 1;
      const uploaded: Entrega[] = [];
      let doneBytes = 0;
      try {
        for (const [index, file] of files.entries()) {
          setProgress({ current: index + 1, total: files.length, percent: Math.floor((doneBytes / totalBytes) * 100) });
          const entrega = await uploadEntregaImagen(colaboracionId, file, (loaded) =>
            // The multipart envelope makes `loaded` a little larger than the file.
            setProgress({ current: index + 1, total: files.length, percent: Math.floor((Math.min(doneBytes + loaded, doneBytes + file.size) / totalBytes) * 100) }),
          );
          uploaded.push(entrega);
          doneBytes += file.size;
        }
        setProgress({ current: files.length, total: files.length, percent: 100 });
        toast.success(files.length === 1 ? 'Imagen subida exitosamente' : 'Imágenes subidas exitosamente');
        return { uploaded, remaining: [] };
      } catch (error) {
        const failed = files[uploaded.length];
        // A batch of XHRs, not one mutation: the caches' error path, called directly.
        showError(error, {
          errorTitle: 'Error al subir imágenes',
          errorDescription: (message) => (failed && files.length > 1 ? `${failed.name}: ${message}` : message),
        });
        return { uploaded, remaining: files.slice(uploaded.length) };
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
