import { rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../scripts/lib.mjs';
import { BREAKDOWN_GROUPS, lighthouseScores, type LighthousePreset, type LighthouseScores } from '../creator/lighthouse';
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
  /** Page ÷ baseline, each scaled by the host's median benchmarkIndex during its runs (see ratioOf). */
  mainThread: number;
  tbt: number;
  /** The same without the scaling, as measured. */
  rawMainThread: number;
  rawTbt: number;
  bare: LighthouseScores;
  pass: boolean;
}

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/**
 * Page ÷ baseline. On a shared machine the host's speed changes between the page's runs and the
 * baseline's (benchmarkIndex 191 for one and 514 for the other, minutes apart, on 2026-11-28): work
 * takes time in inverse proportion to it, so each side's milliseconds are scaled by its own median
 * benchmarkIndex before dividing. The raw ratios are kept beside them.
 */
export function ratioOf(page: LighthouseScores, bare: LighthouseScores): Ratio {
  const speed = medianOf(page.benchmarkIndex) / medianOf(bare.benchmarkIndex);
  const scale = Number.isFinite(speed) && speed > 0 ? speed : 1;
  const rawMainThread = page.mainThreadMs / bare.mainThreadMs;
  const rawTbt = page.tbtMs / Math.max(bare.tbtMs, TBT_FLOOR_MS);
  const mainThread = rawMainThread * scale;
  const tbt = rawTbt * scale;
  return { mainThread, tbt, rawMainThread, rawTbt, bare, pass: mainThread <= RATIO_BUDGET && tbt <= RATIO_BUDGET };
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
    `main thread ${Math.round(page.mainThreadMs)} ms vs bare ${Math.round(r.bare.mainThreadMs)} ms = ${r.rawMainThread.toFixed(2)}× raw, ` +
    `${r.mainThread.toFixed(2)}× at equal host speed; ` +
    `TBT ${Math.round(page.tbtMs)} ms vs bare ${Math.round(r.bare.tbtMs)} ms (floor ${TBT_FLOOR_MS}) = ${r.rawTbt.toFixed(2)}× raw, ${r.tbt.toFixed(2)}× at equal host speed ` +
    `(budget ≤ ${RATIO_BUDGET}×; page ${benchmarkIndexText(page)}, bare ${benchmarkIndexText(r.bare)})`
  );
}

/**
 * The main-thread breakdown beside the ratio (decision 084): each Lighthouse group, page vs bare in ms
 * (medians over the runs) and the page's excess over bare, so the lines that carry the ratio stand out.
 */
export function breakdownText(page: LighthouseScores, bare: LighthouseScores, indent = '      '): string {
  const lines = [`${indent}${'group'.padEnd(22)}${'page ms'.padStart(9)}${'bare ms'.padStart(9)}${'excess'.padStart(9)}${'÷'.padStart(8)}`];
  for (const g of BREAKDOWN_GROUPS) {
    const a = page.breakdown[g] ?? 0;
    const b = bare.breakdown[g] ?? 0;
    lines.push(`${indent}${g.padEnd(22)}${String(Math.round(a)).padStart(9)}${String(Math.round(b)).padStart(9)}${String(Math.round(a - b)).padStart(9)}${(b > 0 ? `${(a / b).toFixed(1)}×` : '-').padStart(8)}`);
  }
  return lines.join('\n');
}

/**
 * What Lighthouse's simulated TBT counts on the page's median run: the tasks recorded at 12.5 ms or more
 * unthrottled (× 4 = 50 ms simulated), and the long-tasks audit's simulated ones with their script.
 */
export function tbtTasksText(page: LighthouseScores, indent = '      '): string {
  const t = page.tasks;
  const over = t.over12.map((x) => `${x.ms} @${x.start}`).join(', ') || 'none';
  const long = t.long.map((x) => `${x.ms} @${x.start} ${x.url.replace(/^https?:\/\/[^/]+/, '')}`).join('; ') || 'none';
  const scripts = t.scripts.slice(0, 4).map((x) => `${x.url.replace(/^https?:\/\/[^/]+/, '')} ${x.total} (eval ${x.scripting}, parse/compile ${x.parseCompile})`).join('; ');
  return `${indent}tasks ≥ 12.5 ms unthrottled (ms @start): ${over}\n${indent}simulated long tasks: ${long}\n${indent}script time by URL: ${scripts}`;
}
