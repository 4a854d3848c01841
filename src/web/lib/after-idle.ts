import { useSyncExternalStore } from 'react';

/**
 * "The first load is over": the load event has fired and then the browser had an idle moment (issue 31,
 * decision 067). What can wait (the bell's polling, the service worker and its precache) waits for it, so
 * it never shares the main thread or the network with the screen's own chunks, reads and first renders.
 */

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Longest wait for an idle moment: a page kept busy (an animation, a slow phone) still gets its work done. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` in an idle period (or after IDLE_TIMEOUT_MS at most); returns a cancel function. */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(task, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  // Safari has no requestIdleCallback: a zero-delay timer still ends the current task first.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

let settled = false;
let watching = false;
const listeners = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Starts watching (once) for the end of the first load. */
function watch(): void {
  if (settled || typeof window === 'undefined' || watching) return;
  watching = true;
  const afterLoad = () => whenIdle(settle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Resolves once the first load is over (at once if it already is). */
export function afterFirstLoad(): Promise<void> {
  if (settled) return Promise.resolve();
  watch();
  return new Promise((resolve) => listeners.add(resolve));
}

function subscribe(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False during the first load, true from its end on (and for every screen opened later). */
export function useAfterFirstLoad(): boolean {
  return useSyncExternalStore(subscribe, () => settled, () => false);
}
