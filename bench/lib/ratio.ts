import { rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../scripts/lib.mjs';
import { BREAKDOWN_GROUPS, lighthouseRun, summarize, type LighthousePreset, type LighthouseRun, type LighthouseScores } from '../creator/lighthouse';
import { buildBareReact, serveBareReact, type BareServer } from './bare-react';
import { median } from './median';

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
  /** Page ÷ baseline, the median over the pairs of runs, each scaled by its runs' benchmarkIndex (see ratioOf). */
  mainThread: number;
  tbt: number;
  /** The same without the scaling, as measured. */
  rawMainThread: number;
  rawTbt: number;
  /** Each pair's main-thread ratio at equal host speed, in run order (one, from the medians, if not paired). */
  pairs: number[];
  bare: LighthouseScores;
  pass: boolean;
}

/**
 * Page ÷ baseline, run by run (decision 104). The page's runs and the baseline's alternate (interleavedScores),
 * so each pair is measured within the same minute; on a shared machine the host's speed still moves
 * between the two halves of a pair (benchmarkIndex 191 for one and 514 for the other, minutes apart, on
 * 2026-11-28): work takes time in inverse proportion to it, so each side's milliseconds are scaled by its
 * own run's benchmarkIndex before dividing. The ratio is the median of the pairs' ratios, so one run
 * disturbed by the host moves it no more than any other single run; the raw ratios are kept beside them.
 * Scores not measured in pairs (different run counts) fall back to the medians.
 */
/**
 * One pair's page ÷ baseline at equal host speed: each side's milliseconds scaled by its own run's
 * benchmarkIndex (work takes time in inverse proportion to it); as measured when an index is missing.
 */
export function atEqualHostSpeed(pageMs: number, pageIndex: number, bareMs: number, bareIndex: number): number {
  const speed = pageIndex / bareIndex;
  return (pageMs / bareMs) * (Number.isFinite(speed) && speed > 0 ? speed : 1);
}

export function ratioOf(page: LighthouseScores, bare: LighthouseScores): Ratio {
  const paired = page.mainThreadRuns.length > 0 && page.mainThreadRuns.length === bare.mainThreadRuns.length;
  const pairs = paired
    ? page.mainThreadRuns.map((_, i) => ({
        pageMs: page.mainThreadRuns[i]!,
        bareMs: bare.mainThreadRuns[i]!,
        pageTbt: page.tbtRuns[i]!,
        bareTbt: bare.tbtRuns[i]!,
        pageIndex: page.benchmarkIndex[i]!,
        bareIndex: bare.benchmarkIndex[i]!,
      }))
    : [{ pageMs: page.mainThreadMs, bareMs: bare.mainThreadMs, pageTbt: page.tbtMs, bareTbt: bare.tbtMs, pageIndex: median(page.benchmarkIndex), bareIndex: median(bare.benchmarkIndex) }];
  const rawMainThread = median(pairs.map((p) => p.pageMs / p.bareMs));
  const rawTbt = median(pairs.map((p) => p.pageTbt / Math.max(p.bareTbt, TBT_FLOOR_MS)));
  const perPair = pairs.map((p) => atEqualHostSpeed(p.pageMs, p.pageIndex, p.bareMs, p.bareIndex));
  const mainThread = median(perPair);
  const tbt = median(pairs.map((p) => atEqualHostSpeed(p.pageTbt, p.pageIndex, Math.max(p.bareTbt, TBT_FLOOR_MS), p.bareIndex)));
  return { mainThread, tbt, rawMainThread, rawTbt, pairs: perPair, bare, pass: mainThread <= RATIO_BUDGET && tbt <= RATIO_BUDGET };
}

/**
 * A page and its baseline measured in alternation: page, baseline, page, baseline... (`runs` of each), so
 * that each of the page's runs has a baseline run from the same minute to be divided by (ratioOf).
 */
export async function interleavedScores(
  page: { url: string; cookie: string },
  bare: BareServer,
  baseline: Baseline,
  runs: number,
  preset: LighthousePreset,
): Promise<{ page: LighthouseScores; bare: LighthouseScores }> {
  const pageRuns: LighthouseRun[] = [];
  const bareRuns: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    pageRuns.push(await lighthouseRun(page.url, page.cookie, preset, i));
    bareRuns.push(await lighthouseRun(bare.url(baseline.kind, baseline.n), '', preset, i));
  }
  return { page: summarize(pageRuns), bare: summarize(bareRuns) };
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
    `${r.mainThread.toFixed(2)}× at equal host speed (median of pairs ${r.pairs.map((x) => x.toFixed(2)).join(', ')}); ` +
    `TBT ${Math.round(page.tbtMs)} ms vs bare ${Math.round(r.bare.tbtMs)} ms (floor ${TBT_FLOOR_MS}) = ${r.rawTbt.toFixed(2)}× raw, ${r.tbt.toFixed(2)}× at equal host speed ` +
    `(budget ≤ ${RATIO_BUDGET}×; page ${benchmarkIndexText(page)}, bare ${benchmarkIndexText(r.bare)})`
  );
}

/**
 * The main-thread breakdown beside the ratio (decision 084): each Lighthouse group, page vs bare in ms
 * (medians over the runs) and the page's excess over bare, so the lines that carry the ratio stand out.
 * `names` heads the two columns where the sides are not a page and its baseline (bench:ab's B and A).
 */
export function breakdownText(page: LighthouseScores, bare: LighthouseScores, indent = '      ', names: readonly [string, string] = ['page', 'bare']): string {
  const lines = [`${indent}${'group'.padEnd(22)}${`${names[0]} ms`.padStart(9)}${`${names[1]} ms`.padStart(9)}${'excess'.padStart(9)}${'÷'.padStart(8)}`];
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
