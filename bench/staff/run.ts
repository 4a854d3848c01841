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
import { bareScores, benchmarkIndexText, breakdownText, ratioOf, ratioText, tbtTasksText, withBareReact, type Baseline } from '../lib/ratio';

/** The machine is shared (issue 31): the load average beside the benchmarkIndex says whose time a score measures. */
function hostText(s: LighthouseScores): string {
  return `${benchmarkIndexText(s)}, load ${loadavg()[0]!.toFixed(1)}`;
}

export const STAFF_PAGES = ['/admin/colaboraciones', '/entregas', '/'] as const;
export const STAFF_BUDGET = { performance: 95, cls: 0.1 } as const;

/**
 * What each page shows on the bench brand, for the bare React baseline: Gestión a page of 50 rows,
 * Entregas a page of 8 review cards (REVISION_PAGE_SIZE), the Dashboard 4 stat cards, 8 recent and 5 top.
 */
export const STAFF_BASELINES: Record<(typeof STAFF_PAGES)[number], Baseline> = {
  '/admin/colaboraciones': { kind: 'rows', n: 50 },
  '/entregas': { kind: 'cards', n: 8 },
  '/': { kind: 'cards', n: 17 },
};

export interface StaffRow {
  path: string;
  scores: LighthouseScores;
}

export async function staffLighthouse(runs: number, log: (line: string) => void = console.log): Promise<StaffRow[]> {
  const server = await startBrandServer((line) => log(line.replace('[brand]', '[staff]')));
  try {
    const rows: StaffRow[] = [];
    for (const page of STAFF_PAGES) {
      const scores = await lighthouseScores(`${server.base}${page}`, server.adminCookie, runs, 'desktop');
      log(`[staff] ${page}: performance ${scores.performance} (runs ${scores.runs.join(', ')}; ${hostText(scores)}), CLS ${scores.cls.toFixed(3)}; ${scores.metrics.join(', ')}; main thread ${Math.round(scores.mainThreadMs)} ms`);
      rows.push({ path: page, scores });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Exits 1 on any FAIL (issue 31), 2 if the bench broke (an uncaught error).
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const rows = await staffLighthouse(runs);
  let failed = false;
  const lines: string[] = [];
  for (const r of rows) {
    const pass = r.scores.performance >= STAFF_BUDGET.performance && r.scores.cls < STAFF_BUDGET.cls;
    failed ||= !pass;
    lines.push(`${pass ? 'PASS' : 'FAIL'}  ${r.path}: performance ${r.scores.performance} (≥ ${STAFF_BUDGET.performance}; ${hostText(r.scores)}), CLS ${r.scores.cls.toFixed(3)} (< ${STAFF_BUDGET.cls})`);
  }
  if (process.env.BENCH_SKIP?.split(',').includes('ratio') !== true) {
    console.log(`[staff] the same pages against bare React 19 rendering as many rows or cards (desktop preset)...`);
    await withBareReact(async (bare) => {
      for (const r of rows) {
        const ratio = ratioOf(r.scores, await bareScores(bare, STAFF_BASELINES[r.path as (typeof STAFF_PAGES)[number]], runs, 'desktop'));
        failed ||= !ratio.pass;
        lines.push(`${ratio.pass ? 'PASS' : 'FAIL'}  ${r.path}: ${ratioText(ratio, r.scores)}, load ${loadavg()[0]!.toFixed(1)}`);
        // Which of Lighthouse's main-thread groups carry the excess over bare React (issue 31, decision 085),
        // and the tasks behind each side's TBT.
        lines.push(breakdownText(r.scores, ratio.bare));
        lines.push(`      page:\n${tbtTasksText(r.scores, '        ')}`);
        lines.push(`      bare:\n${tbtTasksText(ratio.bare, '        ')}`);
      }
    });
  }
  for (const line of lines) console.log(line);
  process.exit(failed ? 1 : 0);
}
