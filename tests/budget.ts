import os from 'node:os';

/**
 * Time-outs for tests come from here, never from scattered literals (issue 26). A time-out is a safety
 * net for a test that hangs, never an assertion: every wait is on an event (a response, an element, a
 * row), so a larger budget only costs time when something is already broken.
 *
 * budget(ms) is `ms` as measured on a quiet 2-core machine, times one factor:
 * - TEST_TIME_SCALE when set (e.g. TEST_TIME_SCALE=4 on a CI machine known to be shared);
 * - otherwise from the machine's load when the run starts: 1 + runnable processes per core, between
 *   2 and 5. The floor of 2 covers load that arrives after the start (another engineer's build).
 */
function scaleFromEnvironment(): number {
  const set = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(set) && set > 0) return set;
  const perCore = os.loadavg()[0]! / Math.max(1, os.availableParallelism());
  return Math.min(5, Math.max(2, 1 + perCore));
}

export const TIME_SCALE = scaleFromEnvironment();

/** `ms` on a quiet machine, scaled for this one; whole milliseconds. */
export function budget(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
