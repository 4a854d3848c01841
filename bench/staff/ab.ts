/**
 * Two builds side by side (issue 31, decision 106): is a change to the web app faster or slower on a first
 * load, beyond this host's noise? Each build is served on its own bench brand (bench/lib/brand-server.ts,
 * built from its own working tree), and Lighthouse loads each page in alternation, A then B, B then A...,
 * so both halves of a pair share the same minute:
 *
 *   git worktree add /tmp/colabora-b HEAD && ln -s "$PWD/node_modules" /tmp/colabora-b/node_modules
 *   (change /tmp/colabora-b, commit nothing)
 *   npm run bench:ab -- . /tmp/colabora-b            (BENCH_AB_PAGES=/entregas,/ BENCH_AB_PAIRS=6)
 *
 * Prints per page each pair's main-thread milliseconds and benchmarkIndex, B ÷ A at equal host speed (each
 * side's time scaled by its own run's benchmarkIndex, as bench/lib/ratio.ts does against bare React) and the
 * median of the pairs, and Lighthouse's main-thread groups of both (medians, B's excess over A). Creator
 * pages (/colaboradora/…) load with the mobile preset signed in as the brand's first creator, the others
 * with the desktop preset as its admin. A figure, not a budget: exits 0 unless the bench broke. On this
 * 2-core host a single pair moves by ±15 %, so a difference under ~5 % needs more pairs than the default 6
 * to be told from noise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lighthouseRun, summarize, type LighthouseRun } from '../creator/lighthouse';
import { median } from '../lib/median';
import { atEqualHostSpeed, breakdownText } from '../lib/ratio';

interface Served {
  base: string;
  adminCookie: string;
  creatorCookie: string;
  child: ChildProcess;
}

/**
 * What each tree runs: its own brand server, announced on one line, until it is told to stop. Written into
 * the tree's .tmp/ (ignored by git) rather than kept in the tree, so a tree of an older commit serves too.
 */
const SERVE = `import { startBrandServer } from '../bench/lib/brand-server';
const s = await startBrandServer(() => {});
console.log(JSON.stringify({ base: s.base, adminCookie: s.adminCookie, creatorCookie: s.creatorCookie }));
process.on('SIGTERM', () => void s.stop().then(() => process.exit(0)));
setInterval(() => {}, 1 << 30);
`;

/** Starts the tree's own brand server in a child process run from that tree (its sources, its build, its server). */
async function serve(tree: string): Promise<Served> {
  const dir = path.resolve(tree);
  mkdirSync(path.join(dir, '.tmp'), { recursive: true });
  writeFileSync(path.join(dir, '.tmp', 'bench-ab-serve.ts'), SERVE);
  const child = spawn('npx', ['tsx', '.tmp/bench-ab-serve.ts'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve(out.slice(0, end));
    });
    child.on('exit', (code) => reject(new Error(`the brand server of ${dir} stopped (exit ${code}) before it served`)));
  });
  return { ...(JSON.parse(line) as { base: string; adminCookie: string; creatorCookie: string }), child };
}

function stop(s: Served): void {
  // The child leads its own process group (detached): the server process it started goes with it.
  if (s.child.pid) process.kill(-s.child.pid, 'SIGTERM');
}

const [treeA, treeB] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: npm run bench:ab -- <working tree A> <working tree B>');
  process.exit(2);
}
const pages = (process.env.BENCH_AB_PAGES ?? '/admin/colaboraciones,/entregas,/').split(',');
const pairs = Number(process.env.BENCH_AB_PAIRS ?? 6);

const A = await serve(treeA);
const B = await serve(treeB).catch((error: unknown) => {
  stop(A);
  throw error;
});
try {
  console.log(`[ab] A = ${path.resolve(treeA)}, B = ${path.resolve(treeB)}; ${pairs} pairs per page`);
  for (const page of pages) {
    const creator = page.startsWith('/colaboradora');
    const run = (s: Served, i: number) => lighthouseRun(s.base + page, creator ? s.creatorCookie : s.adminCookie, creator ? 'mobile' : 'desktop', i);
    const runsA: LighthouseRun[] = [];
    const runsB: LighthouseRun[] = [];
    const ratios: number[] = [];
    const lines: string[] = [];
    for (let i = 0; i < pairs; i++) {
      // Who goes first alternates, so neither side always meets the host just after the other's load.
      let a: LighthouseRun;
      let b: LighthouseRun;
      if (i % 2 === 0) {
        a = await run(A, i);
        b = await run(B, i);
      } else {
        b = await run(B, i);
        a = await run(A, i);
      }
      runsA.push(a);
      runsB.push(b);
      const ratio = atEqualHostSpeed(b.mainThreadMs, b.benchmarkIndex, a.mainThreadMs, a.benchmarkIndex);
      ratios.push(ratio);
      lines.push(`    pair ${i + 1}: A ${Math.round(a.mainThreadMs)} ms (BI ${a.benchmarkIndex}, ${a.performance}), B ${Math.round(b.mainThreadMs)} ms (BI ${b.benchmarkIndex}, ${b.performance}): B ÷ A ${ratio.toFixed(2)}`);
    }
    console.log(`${page} (${creator ? 'mobile' : 'desktop'}): B ÷ A at equal host speed ${median(ratios).toFixed(2)} (median of ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
    for (const line of lines) console.log(line);
    console.log(breakdownText(summarize(runsB), summarize(runsA), '    ', ['B', 'A']));
  }
} finally {
  stop(A);
  stop(B);
}
