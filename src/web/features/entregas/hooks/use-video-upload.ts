import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import * as tus from 'tus-js-client';
import { ERROR_MESSAGES, isApiErrorBody } from '@shared/errors';
import { ENTREGA_ID_HEADER, VIDEO_UPLOAD_ENDPOINT, type Entrega } from '@shared/schemas/entregas';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { entregasKey, misColaboracionesKeys } from '@web/lib/query-keys';
import { getEntregas } from '../api/get-entregas';

/**
 * Resumable video uploads (issue 5 §7) with tus-js-client against the server's @tus/server
 * (VIDEO_UPLOAD_ENDPOINT). What makes it survive a weak phone network:
 * - chunks of CHUNK_SIZE, each its own PATCH: a dropped connection loses at most one chunk, and no proxy
 *   in between ever sees a 1 GB body;
 * - retryDelays: a failed request is retried by itself, and the count starts again whenever bytes got
 *   through; when the browser says it is offline, the upload waits for the 'online' event;
 * - the upload URL is kept in localStorage (tus's URL storage, fingerprint = name, type, size,
 *   lastModified, endpoint and the collaboration), so after a reload choosing the same file again asks
 *   the server for its offset (HEAD) and sends only the rest; removed once the upload succeeds.
 * Pausing is abort() (the server keeps what it got) and resuming is start().
 */
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/** 'done': the last upload went through; its full bar stays until she starts another. */
export type VideoUploadStatus = 'idle' | 'uploading' | 'paused' | 'offline' | 'processing' | 'done';

export interface VideoUploadState {
  status: VideoUploadStatus;
  filename: string | null;
  bytesSent: number;
  bytesTotal: number;
}

/** An upload of this collaboration left half-way (another visit, a reload): what the URL storage says. */
export interface PendingVideo {
  filename: string;
  size: number | null;
}

/** The video just uploaded, with the Guía técnica warnings the server computed for it. */
export interface UploadedVideo {
  entregaId: string;
  avisos: string[];
}

const IDLE: VideoUploadState = { status: 'idle', filename: null, bytesSent: 0, bytesTotal: 0 };

/** The tus endpoint must be absolute: tus-js-client resolves the server's Location against it. */
function endpoint(): string {
  return new URL(VIDEO_UPLOAD_ENDPOINT, window.location.origin).href;
}

/** The server's Spanish message ({error:{code,message}} from our tus hooks), or a fitting fallback. */
export function tusErrorMessage(error: Error): string {
  const response = error instanceof tus.DetailedError ? error.originalResponse : null;
  if (!response || response.getStatus() === 0) return NETWORK_ERROR_MESSAGE;
  try {
    const body: unknown = JSON.parse(response.getBody());
    if (isApiErrorBody(body)) return body.error.message;
  } catch {
    // Not ours (a proxy's page); the server translates @tus/server's own refusals.
  }
  if (response.getStatus() === 413) return ERROR_MESSAGES.VIDEO_TOO_LARGE;
  // A HEAD (no body) on a finished upload the server could not record yet: its bytes are kept (decision 046).
  if (response.getStatus() === 423) return ERROR_MESSAGES.UPLOAD_FAILED;
  if (response.getStatus() >= 502 && response.getStatus() <= 504) return NETWORK_ERROR_MESSAGE;
  return ERROR_MESSAGES.INTERNAL;
}

/** A refusal that sending the same upload again cannot fix; 423 is not one: the server kept every byte and asks to come back later. */
function isClientError(error: Error): boolean {
  const status = error instanceof tus.DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
  return status >= 400 && status < 500 && status !== 423;
}

async function findPending(colaboracionId: string): Promise<PendingVideo | null> {
  if (!tus.canStoreURLs) return null;
  const all = await tus.defaultOptions.urlStorage.findAllUploads();
  const mine = all
    .filter((u) => u.metadata?.colaboracionId === colaboracionId && u.uploadUrl)
    .sort((a, b) => String(b.creationTime).localeCompare(String(a.creationTime)));
  const latest = mine[0];
  return latest ? { filename: latest.metadata.filename ?? 'video', size: latest.size } : null;
}

export function useVideoUpload(colaboracionId: string) {
  const queryClient = useQueryClient();
  const uploadRef = useRef<tus.Upload | null>(null);
  const [state, setState] = useState<VideoUploadState>(IDLE);
  const [pending, setPending] = useState<PendingVideo | null>(null);
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const rescan = useCallback(() => findPending(colaboracionId).then(setPending, () => setPending(null)), [colaboracionId]);

  // On arrival: is a video of this collaboration half-way? (She reloaded, or the phone dropped the tab.)
  useEffect(() => {
    let cancelled = false;
    findPending(colaboracionId).then(
      (found) => {
        if (!cancelled) setPending(found);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [colaboracionId]);

  // Leaving the page pauses the upload (the server keeps its bytes; the URL storage remembers it).
  useEffect(
    () => () => {
      void uploadRef.current?.abort();
      uploadRef.current = null;
    },
    [],
  );

  // Offline: the retries would only burn out; carry on by itself once the browser is back online.
  const offline = state.status === 'offline';
  useEffect(() => {
    if (!offline) return;
    const onOnline = () => {
      setState((s) => (s.status === 'offline' ? { ...s, status: 'uploading' } : s));
      uploadRef.current?.start();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);

  const onSuccess = useCallback(
    async (entregaId: string | null) => {
      uploadRef.current = null;
      setState((s) => ({ ...s, status: 'done', bytesSent: s.bytesTotal }));
      toast.success('Video subido exitosamente');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entregasKey(colaboracionId) }),
        queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
      ]);
      void rescan();
      if (!entregaId) return;
      let list = queryClient.getQueryData<{ entregas: Entrega[] }>(entregasKey(colaboracionId));
      if (!list?.entregas.some((e) => e.id === entregaId)) list = await getEntregas(colaboracionId).catch(() => undefined);
      const entrega = list?.entregas.find((e) => e.id === entregaId);
      if (entrega && entrega.avisos.length > 0) {
        setUploaded({ entregaId, avisos: entrega.avisos });
        toast.warning('Tu video no sigue la Guía técnica', { description: entrega.avisos.join(' ') });
      } else {
        setUploaded(entrega ? { entregaId, avisos: [] } : null);
      }
    },
    [colaboracionId, queryClient, rescan],
  );

  const start = useCallback(
    (file: File) => {
      void uploadRef.current?.abort();
      setErrorMessage(null);
      setUploaded(null);
      setState({ status: 'uploading', filename: file.name, bytesSent: 0, bytesTotal: file.size });
      const upload: tus.Upload = new tus.Upload(file, {
        endpoint: endpoint(),
        chunkSize: CHUNK_SIZE,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // The same file for another collaboration is another upload.
        fingerprint: async (f, options) => `${await tus.defaultOptions.fingerprint(f as File, options)}-${colaboracionId}`,
        metadata: { colaboracionId, filename: file.name, filetype: file.type || 'video/mp4' },
        onProgress: (bytesSent, bytesTotal) => {
          if (uploadRef.current !== upload) return;
          setState((s) => ({
            ...s,
            status: s.status === 'uploading' || s.status === 'processing' ? (bytesSent >= bytesTotal ? 'processing' : 'uploading') : s.status,
            bytesSent,
            bytesTotal,
          }));
        },
        onSuccess: ({ lastResponse }) => {
          if (uploadRef.current !== upload) return;
          void onSuccess(lastResponse.getHeader(ENTREGA_ID_HEADER) ?? null);
        },
        onError: (error) => {
          if (uploadRef.current !== upload) return;
          if (typeof navigator !== 'undefined' && navigator.onLine === false && !isClientError(error)) {
            setState((s) => ({ ...s, status: 'offline' }));
            return;
          }
          uploadRef.current = null;
          const message = tusErrorMessage(error);
          setErrorMessage(message);
          setState(IDLE);
          toast.error('Error al subir el video', { description: message });
          // A refused file (not a video, the collaboration closed) cannot be resumed: forget it.
          if (isClientError(error)) {
            void upload
              .findPreviousUploads()
              .then((previous) => Promise.all(previous.map((p) => tus.defaultOptions.urlStorage.removeUpload(p.urlStorageKey))))
              .finally(() => void rescan());
          }
        },
      });
      uploadRef.current = upload;
      // Chosen again after a reload: continue where the server stopped (it answers the offset to HEAD).
      upload
        .findPreviousUploads()
        .then((previous) => {
          const mine = previous
            .filter((p) => p.metadata?.colaboracionId === colaboracionId)
            .sort((a, b) => String(b.creationTime).localeCompare(String(a.creationTime)));
          if (mine[0]) upload.resumeFromPreviousUpload(mine[0]);
        })
        .catch(() => undefined)
        .finally(() => {
          if (uploadRef.current === upload) upload.start();
        });
    },
    [colaboracionId, onSuccess, rescan],
  );

  const pause = useCallback(() => {
    const upload = uploadRef.current;
    if (!upload) return;
    void upload.abort();
    setState((s) => ({ ...s, status: 'paused' }));
  }, []);

  const resume = useCallback(() => {
    const upload = uploadRef.current;
    if (!upload) return;
    setState((s) => ({ ...s, status: 'uploading' }));
    upload.start();
  }, []);

  /** An upload is under way (sending, paused, waiting for the network, or being checked by the server). */
  const busy = state.status !== 'idle' && state.status !== 'done';
  return { state, busy, pending, uploaded, errorMessage, start, pause, resume };
}
