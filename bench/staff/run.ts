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
import { lighthouseScores, type LighthouseScores } from '../creator/lighthouse';
import { startBrandServer } from '../lib/brand-server';

export const STAFF_PAGES = ['/admin/colaboraciones', '/entregas', '/'] as const;
export const STAFF_BUDGET = { performance: 95, cls: 0.1 } as const;

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
      log(`[staff] ${page}: performance ${scores.performance} (runs ${scores.runs.join(', ')}), CLS ${scores.cls.toFixed(3)}; ${scores.metrics.join(', ')}`);
      rows.push({ path: page, scores });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await staffLighthouse(Number(process.env.BENCH_LH_RUNS ?? 3));
  let failed = false;
  for (const r of rows) {
    const pass = r.scores.performance >= STAFF_BUDGET.performance && r.scores.cls < STAFF_BUDGET.cls;
    failed ||= !pass;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${r.path}: performance ${r.scores.performance} (≥ ${STAFF_BUDGET.performance}), CLS ${r.scores.cls.toFixed(3)} (< ${STAFF_BUDGET.cls})`);
  }
  process.exit(failed ? 1 : 0);
}
