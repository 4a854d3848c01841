/**
 * Ends the current task so the browser can paint and answer input before the next piece of start-up
 * work. On a first visit the chunks and reads arrive together (decision 019), and without these breaks
 * the module evaluation, the router's loaders and the first renders ran as one long task that a phone's
 * CPU turns into hundreds of milliseconds of blocked main thread.
 */
export function yieldToMain(): Promise<void> {
  // scheduler.yield() (Chromium 129+) resumes ahead of other queued tasks; elsewhere a zero-delay timer.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
