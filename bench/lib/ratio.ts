import { rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../scripts/lib.mjs';
import { lighthouseScores, type LighthousePreset, type LighthouseScores } from '../creator/lighthouse';
import { buildBareReact, serveBareReact, type BareServer } from './bare-react';

/**
 * Speed as a ratio (issue 31 item 3, decision 067): a page's Lighthouse main-thread time and TBT against
 * those of bare React 19 rendering as many plain cards or rows (bench/bare-react), measured in the same
 * minutes on the same machine with the same preset. A loaded machine slows both alike, so the ratio
 * holds where the score does not. Budget: at most RATIO_BUDGET times the baseline.
 */
export const RATIO_BUDGET = 2;

/**
 * Lighthouse counts a task's blocking time above 50 ms only, so bare React's TBT is often 0 and a ratio
 * over it meaningless: the baseline's TBT counts as at least one task's allowance, 50 ms.
 */
export const TBT_FLOOR_MS = 50;

/** What the baseline renders for one page: its kind of list and how many items the page shows. */
export interface Baseline {
  kind: 'cards' | 'rows';
  n: number;
}

export interface Ratio {
  mainThread: number;
  tbt: number;
  bare: LighthouseScores;
  pass: boolean;
}

export function ratioOf(page: LighthouseScores, bare: LighthouseScores): Ratio {
  const mainThread = page.mainThreadMs / bare.mainThreadMs;
  const tbt = page.tbtMs / Math.max(bare.tbtMs, TBT_FLOOR_MS);
  return { mainThread, tbt, bare, pass: mainThread <= RATIO_BUDGET && tbt <= RATIO_BUDGET };
}

/** Builds and serves the baseline for the duration of `work`. */
export async function withBareReact<T>(work: (bare: BareServer) => Promise<T>): Promise<T> {
  const dir = tempDir('colabora-bench-bare');
  try {
    const out = path.join(dir, 'web');
    await buildBareReact(out);
    const bare = await serveBareReact(out);
    try {
      return await work(bare);
    } finally {
      await bare.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The baseline's Lighthouse figures for one page (median of `runs`, like the page's own). */
export function bareScores(bare: BareServer, baseline: Baseline, runs: number, preset: LighthousePreset): Promise<LighthouseScores> {
  return lighthouseScores(bare.url(baseline.kind, baseline.n), '', runs, preset);
}

/** 'BI 1,412' or 'BI 1,398-1,431': the host's benchmarkIndex over a score's runs. */
export function benchmarkIndexText(s: LighthouseScores): string {
  const lo = Math.min(...s.benchmarkIndex);
  const hi = Math.max(...s.benchmarkIndex);
  const f = (v: number) => v.toLocaleString('en-US');
  return `BI ${lo === hi ? f(lo) : `${f(lo)}-${f(hi)}`}`;
}

/** One line: the page's and the baseline's main-thread time and TBT, and their ratios. */
export function ratioText(r: Ratio, page: LighthouseScores): string {
  return (
    `main thread ${Math.round(page.mainThreadMs)} ms vs bare ${Math.round(r.bare.mainThreadMs)} ms = ${r.mainThread.toFixed(2)}×; ` +
    `TBT ${Math.round(page.tbtMs)} ms vs bare ${Math.round(r.bare.tbtMs)} ms (floor ${TBT_FLOOR_MS}) = ${r.tbt.toFixed(2)}× ` +
    `(budget ≤ ${RATIO_BUDGET}×; bare ${benchmarkIndexText(r.bare)})`
  );
}
