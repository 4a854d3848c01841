import type { VideoEstado } from '@shared/domain/options';

/** How often a list with a video still 'procesando' asks again. */
export const VIDEO_POLL_MS = 5_000;

/**
 * A query's refetchInterval while any of its videos is still being processed, and none once all are
 * ready or given up: 'Procesando video…' clears by itself when the poster and preview exist (issue 28:
 * it stayed until a reload). The server's answer is what changes, so nothing here guesses a duration.
 */
export function pollWhileProcessing(files: readonly { videoEstado: VideoEstado | null }[] | undefined): number | false {
  return files?.some((f) => f.videoEstado === 'procesando') ? VIDEO_POLL_MS : false;
}
