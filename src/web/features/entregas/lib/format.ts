import { formatDuracion } from '@web/lib/format';

/** A video's length as a player shows it: '0:32', '1:05' ('0:00' when unknown). */
export function formatDuration(ms: number): string {
  return formatDuracion(ms) ?? '0:00';
}

/** Whole percent, 100 only when everything is there. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
