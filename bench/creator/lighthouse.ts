import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { median } from '../lib/median';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Every run's performance score, to show the spread. */
  runs: number[];
  /** The accessibility audits that failed in the last run (id: title). */
  failedA11y: string[];
  /** The lab metrics of the run with the median performance score, e.g. 'FCP 2.1 s'. */
  metrics: string[];
  /** Cumulative layout shift, the median over the runs. */
  cls: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown, ms), the median over the runs. */
  mainThreadMs: number;
  /** Total blocking time (ms), the median over the runs. */
  tbtMs: number;
  /** Each run's main-thread time and TBT, in run order (the ratio pairs them with the baseline's, bench/lib/ratio.ts). */
  mainThreadRuns: number[];
  tbtRuns: number[];
  /**
   * The host's speed as Lighthouse measured it at each run (environment.benchmarkIndex): a score means
   * little without it, the machine being shared (issue 31).
   */
  benchmarkIndex: number[];
  /**
   * Where the main-thread time goes (mainthread-work-breakdown's items, ms as Lighthouse reports them,
   * i.e. the trace's self time × the simulated CPU slowdown): each group's median over the runs.
   */
  breakdown: Record<string, number>;
  /** What explains the run with the median score's TBT (see RunTasks). */
  tasks: RunTasks;
}

/**
 * The tasks behind a run's TBT (decision 084). Lighthouse's mobile preset *simulates* the 4× CPU: lantern
 * takes each task's duration as recorded on this (unthrottled) host and multiplies it by 4, so every
 * task of 12.5 ms or more counts towards TBT, whatever a real 4× trace would show.
 */
export interface RunTasks {
  /** Top-level tasks of 12.5 ms or more as recorded (main-thread-tasks, unthrottled), start and duration in ms. */
  over12: { start: number; ms: number }[];
  /** long-tasks: the simulated tasks over 50 ms, with the script Lighthouse attributes each to. */
  long: { start: number; ms: number; url: string }[];
  /** bootup-time: script time per URL (ms, simulated), the largest first. */
  scripts: { url: string; total: number; scripting: number; parseCompile: number }[];
}

/** Lighthouse's main-thread groups, in the order the bench prints them. */
export const BREAKDOWN_GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'garbageCollection', 'other'] as const;

interface TableItems<T> {
  details?: { items?: T[] };
}

function itemsOf<T>(audit: unknown): T[] {
  return (audit as TableItems<T> | undefined)?.details?.items ?? [];
}

function tasksOf(audits: Record<string, unknown>): RunTasks {
  const over12 = itemsOf<{ startTime: number; duration: number }>(audits['main-thread-tasks'])
    .filter((t) => t.duration >= 12.5)
    .map((t) => ({ start: Math.round(t.startTime), ms: Math.round(t.duration) }));
  const long = itemsOf<{ startTime: number; duration: number; url: string }>(audits['long-tasks']).map((t) => ({
    start: Math.round(t.startTime),
    ms: Math.round(t.duration),
    url: t.url,
  }));
  const scripts = itemsOf<{ url: string; total: number; scripting: number; scriptParseCompile: number }>(audits['bootup-time']).map((t) => ({
    url: t.url,
    total: Math.round(t.total),
    scripting: Math.round(t.scripting),
    parseCompile: Math.round(t.scriptParseCompile),
  }));
  return { over12, long, scripts };
}

/** mobile: Lighthouse's default (Moto G Power, slow 4G, 4× CPU); desktop: its desktop preset (staff pages). */
export type LighthousePreset = 'mobile' | 'desktop';

const METRICS: [id: string, label: string, unit: 's' | 'ms' | ''][] = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 's'],
];

/** One Lighthouse run's figures (a score's runs are these, summarized by `summarize`). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  failedA11y: string[];
  metrics: string[];
  cls: number;
  mainThreadMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  breakdown: Record<string, number>;
  tasks: RunTasks;
}

/**
 * One run in a fresh headless Chromium (Debian's, with the flags the e2e suite uses), signed in through
 * the session cookie sent as an extra header on every request. `index` names the run's report files.
 */
export async function lighthouseRun(url: string, cookie: string, preset: LighthousePreset = 'mobile', index = 0): Promise<LighthouseRun> {
  for (let retries = 0; ; retries++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The bare React baseline (no session) sends none.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      }, preset === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      // A trace Chromium failed to record (NO_NAVSTART and the like, seen on a loaded machine) says
      // nothing about the page: run again, twice at most.
      if (lhr.runtimeError && retries < 2 && /trace|NAVSTART|NO_FCP/i.test(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`)) continue;
      // BENCH_LH_REPORTS=<folder> keeps every run's whole report (LCP element, long tasks, request chains).
      const reportDir = process.env.BENCH_LH_REPORTS;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const u = new URL(url);
        const name = `${(u.pathname + u.search).replace(/\W+/g, '_').replace(/^_/, '')}-${index + 1}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        // ...and its trace, for bench/creator/lh-windows.ts (what the main-thread figure is made of, decision 084).
        writeFileSync(path.join(reportDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the session did not hold`);
      const breakdown: Record<string, number> = {};
      for (const item of itemsOf<{ group: string; duration: number }>(lhr.audits['mainthread-work-breakdown'])) breakdown[item.group] = (breakdown[item.group] ?? 0) + item.duration;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        failedA11y: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
        metrics: METRICS.map(([id, label, unit]) => {
          const v = lhr.audits[id]?.numericValue ?? NaN;
          return `${label} ${unit === 's' ? `${(v / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3)}`;
        }),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        breakdown,
        tasks: tasksOf(lhr.audits),
      };
    } finally {
      chrome.kill();
    }
  }
}

/** A score over runs: the median of each figure; the metrics and tasks of the run with the median score. */
export function summarize(runs: LighthouseRun[]): LighthouseScores {
  const perf = runs.map((r) => r.performance);
  // Scores are whole numbers, as Lighthouse gives them (an even count's median may fall between two).
  const performance = Math.round(median(perf));
  const closest = perf.reduce((best, v, i) => (Math.abs(v - performance) < Math.abs(perf[best]! - performance) ? i : best), 0);
  return {
    performance,
    accessibility: Math.round(median(runs.map((r) => r.accessibility))),
    runs: perf,
    failedA11y: runs.at(-1)?.failedA11y ?? [],
    metrics: runs[closest]?.metrics ?? [],
    cls: median(runs.map((r) => r.cls)),
    mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    mainThreadRuns: runs.map((r) => r.mainThreadMs),
    tbtRuns: runs.map((r) => r.tbtMs),
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
    breakdown: Object.fromEntries(BREAKDOWN_GROUPS.map((g) => [g, median(runs.map((r) => r.breakdown[g] ?? 0))])),
    tasks: runs[closest]?.tasks ?? { over12: [], long: [], scripts: [] },
  };
}

/**
 * Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU) on one page, signed
 * in through the session cookie sent as an extra header on every request; the median of `runs` runs,
 * each in a fresh headless Chromium (lighthouseRun).
 */
export async function lighthouseScores(url: string, cookie: string, runs: number, preset: LighthousePreset = 'mobile'): Promise<LighthouseScores> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, cookie, preset, i));
  return summarize(results);
}
