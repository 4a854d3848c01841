import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../../playwright.config';

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
  /**
   * The host's speed as Lighthouse measured it at each run (environment.benchmarkIndex): a score means
   * little without it, the machine being shared (issue 31).
   */
  benchmarkIndex: number[];
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

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/**
 * Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU) on one page, signed
 * in through the session cookie sent as an extra header on every request; the median of `runs` runs,
 * each in a fresh headless Chromium (Debian's, with the flags the e2e suite uses).
 */
export async function lighthouseScores(url: string, cookie: string, runs: number, preset: LighthousePreset = 'mobile'): Promise<LighthouseScores> {
  const perf: number[] = [];
  const cls: number[] = [];
  const a11y: number[] = [];
  const mainThread: number[] = [];
  const tbt: number[] = [];
  const benchmarkIndex: number[] = [];
  let failedA11y: string[] = [];
  const metricsOf: string[][] = [];
  let retries = 0;
  for (let i = 0; i < runs; i++) {
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
      if (lhr.runtimeError && retries < 2 && /trace|NAVSTART|NO_FCP/i.test(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`)) {
        retries++;
        i--;
        continue;
      }
      // BENCH_LH_REPORTS=<folder> keeps every run's whole report (LCP element, long tasks, request chains).
      const reportDir = process.env.BENCH_LH_REPORTS;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '_').replace(/^_/, '')}-${i + 1}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the session did not hold`);
      perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      mainThread.push(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
      metricsOf.push(
        METRICS.map(([id, label, unit]) => {
          const v = lhr.audits[id]?.numericValue ?? NaN;
          return `${label} ${unit === 's' ? `${(v / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3)}`;
        }),
      );
      a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    } finally {
      chrome.kill();
    }
  }
  const performance = median(perf);
  const closest = perf.reduce((best, v, i) => (Math.abs(v - performance) < Math.abs(perf[best]! - performance) ? i : best), 0);
  const sortedCls = [...cls].sort((a, b) => a - b);
  return {
    performance,
    accessibility: median(a11y),
    runs: perf,
    failedA11y,
    metrics: metricsOf[closest] ?? [],
    cls: sortedCls[Math.floor(sortedCls.length / 2)] ?? NaN,
    mainThreadMs: median(mainThread),
    tbtMs: median(tbt),
    benchmarkIndex,
  };
}
