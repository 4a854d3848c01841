import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client';

/**
 * "The first load is over": the load event has fired, no read of the query client is in flight (the
 * session, then the screen's own data, which start after load on a first visit), and then the browser had
 * an idle moment, so the screen's render of its data has run too (issue 31, decision 067). What can wait (the service worker and its precache) waits for it, so
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

/** A read that never ends (a hung connection) must not keep the worker waiting for good. */
const FIRST_LOAD_CAP_MS = 10_000;

/** The User Timing mark of the first load's end: traces show it, and the budgets spec waits for it. */
export const FIRST_LOAD_OVER_MARK = 'colabora:first-load-over';

function settle(): void {
  if (settled) return;
  settled = true;
  performance.mark?.(FIRST_LOAD_OVER_MARK);
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Settles in an idle moment with no read in flight; else waits for the reads to end and tries again. */
function settleWhenQuiet(): void {
  if (queryClient.isFetching() === 0) {
    settle();
    return;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (settled) {
      unsubscribe();
      return;
    }
    if (queryClient.isFetching() > 0) return;
    unsubscribe();
    whenIdle(settleWhenQuiet);
  });
}

let firstNavigationDone: Promise<void> = Promise.resolve();

/**
 * main.tsx: the first load is not over before the router's first navigation has resolved (the shell's and
 * the screen's chunks, their loaders, which start the screen's reads) and React has committed its screen
 * (decision 090: the mark, and the bell's read and the worker with it, came before that commit). Without
 * this gate an idle moment while a phone waited for those chunks, with no read in flight, counted as the
 * end: bench:traces saw the bell's read leave with the shell's first render (decision 081).
 */
export function gateOnFirstNavigation(done: Promise<void>): void {
  firstNavigationDone = done;
}

/** Starts watching (once) for the end of the first load. */
function watch(): void {
  if (settled || typeof window === 'undefined' || watching) return;
  watching = true;
  const afterLoad = () => {
    void firstNavigationDone.then(() => whenIdle(settleWhenQuiet));
    setTimeout(settle, FIRST_LOAD_CAP_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Whether the first load is over (the router: its first screen waits for its data, later ones do not). */
export function isFirstLoadOver(): boolean {
  return settled;
}

/** Resolves once the first load is over (at once if it already is). */
export function afterFirstLoad(): Promise<void> {
  if (settled) return Promise.resolve();
  watch();
  return new Promise((resolve) => listeners.add(resolve));
}

function subscribe(listener: () => void): () => void {
  watch();
  if (!settled) listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False during the first load, true from its end on (and for every screen opened later): the Dashboard's lower blocks wait for it. */
export function useAfterFirstLoad(): boolean {
  return useSyncExternalStore(subscribe, () => settled, () => false);
}
