const MB = 1024 * 1024;

/** '120 MB', '4.5 MB', '1.2 GB' (es-MX numbers). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1000 * MB) {
    return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }).format(bytes / (1024 * MB))} GB`;
  }
  const mb = bytes / MB;
  const digits = mb < 10 ? 1 : 0;
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(mb)} MB`;
}

/** A video's length as a player shows it: '0:32', '1:05'. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole percent, 100 only when everything is there. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
