/**
 * Staff pages on the bench brand (1,000 creators, 10,000 collaborations, 20,000 deliveries), Lighthouse's
 * desktop preset, signed in as the admin: /admin/colaboraciones, /entregas and / (Dashboard). Issue 15's
 * budgets: performance ≥ 95 and CLS < 0.1 on each (median of BENCH_LH_RUNS, 3).
 *
 *   npm run bench:staff        (also `npm run bench -- --only=staff`)
 *
 * The brand is seeded in SQL into the embedded database of a fresh DATA_DIR, then the compiled server
 * serves it from its own process, as production runs it. BENCH_LH_REPORTS=<dir> keeps the reports.
 */
import { loadavg } from 'node:os';
import { lighthouseScores, type LighthouseScores } from '../creator/lighthouse';
import { startBrandServer } from '../lib/brand-server';
import { benchmarkIndexText, breakdownText, interleavedScores, ratioOf, ratioText, tbtTasksText, withBareReact, type Baseline, type Ratio } from '../lib/ratio';

/** The machine is shared (issue 31): the load average beside the benchmarkIndex says whose time a score measures. */
function hostText(s: LighthouseScores): string {
  return `${benchmarkIndexText(s)}, load ${loadavg()[0]!.toFixed(1)}`;
}

export const STAFF_PAGES = ['/admin/colaboraciones', '/entregas', '/'] as const;
export const STAFF_BUDGET = { performance: 95, cls: 0.1 } as const;

/**
 * What each page shows on the bench brand, for the bare React baseline: Gestión a page of 50 rows,
 * Entregas a page of 8 review cards (REVISION_PAGE_SIZE) and the first one opened beside them, its 5
 * counters and its 4 files (decision 106: counted as Inicio's counters and the Dashboard's stat cards are),
 * the Dashboard 4 stat cards, 8 recent and 5 top.
 */
export const STAFF_BASELINES: Record<(typeof STAFF_PAGES)[number], Baseline> = {
  '/admin/colaboraciones': { kind: 'rows', n: 50 },
  '/entregas': { kind: 'cards', n: 17 },
  '/': { kind: 'cards', n: 17 },
};

export interface StaffRow {
  path: string;
  scores: LighthouseScores;
  /** Against bare React, when measured (staffLighthouse's `withRatio`). */
  ratio?: Ratio;
}

/**
 * Each staff page's Lighthouse runs; with `withRatio`, each run followed by a run of its bare React
 * baseline (decision 104: the ratio divides runs of the same minute).
 */
export async function staffLighthouse(runs: number, log: (line: string) => void = console.log, { withRatio = false }: { withRatio?: boolean } = {}): Promise<StaffRow[]> {
  const server = await startBrandServer((line) => log(line.replace('[brand]', '[staff]')));
  try {
    const measure = async (measurePage: (page: (typeof STAFF_PAGES)[number]) => Promise<StaffRow>) => {
      const rows: StaffRow[] = [];
      for (const page of STAFF_PAGES) {
        const row = await measurePage(page);
        const { scores } = row;
        log(`[staff] ${page}: performance ${scores.performance} (runs ${scores.runs.join(', ')}; ${hostText(scores)}), CLS ${scores.cls.toFixed(3)}; ${scores.metrics.join(', ')}; main thread ${Math.round(scores.mainThreadMs)} ms`);
        rows.push(row);
      }
      return rows;
    };
    const url = (page: string) => `${server.base}${page}`;
    if (!withRatio) return await measure(async (page) => ({ path: page, scores: await lighthouseScores(url(page), server.adminCookie, runs, 'desktop') }));
    return await withBareReact((bare) =>
      measure(async (page) => {
        const both = await interleavedScores({ url: url(page), cookie: server.adminCookie }, bare, STAFF_BASELINES[page], runs, 'desktop');
        return { path: page, scores: both.page, ratio: ratioOf(both.page, both.bare) };
      }),
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Exits 1 on any FAIL (issue 31), 2 if the bench broke (an uncaught error).
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const withRatio = process.env.BENCH_SKIP?.split(',').includes('ratio') !== true;
  if (withRatio) console.log(`[staff] each run followed by one of bare React 19 rendering as many rows or cards (desktop preset)...`);
  const rows = await staffLighthouse(runs, console.log, { withRatio });
  let failed = false;
  const lines: string[] = [];
  for (const r of rows) {
    const pass = r.scores.performance >= STAFF_BUDGET.performance && r.scores.cls < STAFF_BUDGET.cls;
    failed ||= !pass;
    lines.push(`${pass ? 'PASS' : 'FAIL'}  ${r.path}: performance ${r.scores.performance} (≥ ${STAFF_BUDGET.performance}; ${hostText(r.scores)}), CLS ${r.scores.cls.toFixed(3)} (< ${STAFF_BUDGET.cls})`);
  }
  for (const r of rows) {
    if (!r.ratio) continue;
    failed ||= !r.ratio.pass;
    lines.push(`${r.ratio.pass ? 'PASS' : 'FAIL'}  ${r.path}: ${ratioText(r.ratio, r.scores)}, load ${loadavg()[0]!.toFixed(1)}`);
    // Which of Lighthouse's main-thread groups carry the excess over bare React (issue 31, decision 085),
    // and the tasks behind each side's TBT.
    lines.push(breakdownText(r.scores, r.ratio.bare));
    lines.push(`      page:\n${tbtTasksText(r.scores, '        ')}`);
    lines.push(`      bare:\n${tbtTasksText(r.ratio.bare, '        ')}`);
  }
  for (const line of lines) console.log(line);
  process.exit(failed ? 1 : 0);
}
