/**
 * What Lighthouse's main-thread figure is made of (decision 084), from the traces bench:creator keeps with
 * BENCH_LH_REPORTS=<folder>:
 *
 *   npx tsx bench/creator/lh-windows.ts <folder>/colaboradora_inicio-1.trace.json [...]
 *
 * Lighthouse's mainthread-work-breakdown is the self time of every main-thread task in its whole trace
 * (which runs on to network and CPU quiet, seconds after load) × the simulated 4× slowdown. This splits the
 * same tasks by when they ran (before first paint, to load, to the app's first-load-over mark, after) and by
 * the event that took most of each top-level task, so the part that carries the ratio can be named.
 */
import { readFileSync } from 'node:fs';
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

interface Node {
  event: { name: string; ts: number; args?: { data?: { url?: string; functionName?: string; type?: string } } };
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  parent?: Node;
  children: Node[];
}

const SLOWDOWN = 4;

for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const context = { computedCache: new Map() } as never;
  const processed = await ProcessedTrace.request(trace, context);
  const tasks = (await MainThreadTasks.request(trace, context)) as unknown as Node[];
  const ts = processed.timestamps as { timeOrigin: number; traceEnd: number };
  const marks = (processed.processEvents as Node['event'][])
    .filter((e) => /firstContentfulPaint|loadEventEnd|colabora:first-load-over/.test(e.name))
    .map((e) => ({ name: e.name, at: (e.ts - ts.timeOrigin) / 1000 }));
  const at = (name: string) => marks.find((m) => m.name.includes(name))?.at ?? Infinity;
  const windows: [string, number][] = [
    ['to FCP', at('firstContentfulPaint')],
    ['to load end', at('loadEventEnd')],
    ['to first-load-over', at('colabora:first-load-over')],
    ['to trace end', Infinity],
  ];
  const byWindow = new Map<string, Map<string, number>>();
  for (const t of tasks) {
    const w = windows.find(([, end]) => t.startTime < end)?.[0] ?? 'to trace end';
    const g = byWindow.get(w) ?? new Map<string, number>();
    g.set(t.group.id, (g.get(t.group.id) ?? 0) + t.selfTime);
    byWindow.set(w, g);
  }
  console.log(`\n${file}: trace end ${Math.round((ts.traceEnd - ts.timeOrigin) / 1000)} ms; marks ${marks.map((m) => `${m.name} ${Math.round(m.at)}`).join(', ')}`);
  let total = 0;
  for (const [w] of windows) {
    const g = byWindow.get(w);
    if (!g) continue;
    const sum = [...g.values()].reduce((a, b) => a + b, 0);
    total += sum;
    const parts = [...g].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v * SLOWDOWN)}`).join(', ');
    console.log(`  ${w.padEnd(20)} ${String(Math.round(sum * SLOWDOWN)).padStart(6)} ms ×4 (${parts})`);
  }
  console.log(`  ${'total'.padEnd(20)} ${String(Math.round(total * SLOWDOWN)).padStart(6)} ms ×4`);
  // Self time by event name over the whole trace: what "other" is.
  const byName = new Map<string, { ms: number; n: number }>();
  for (const t of tasks) {
    const e = byName.get(t.event.name) ?? { ms: 0, n: 0 };
    e.ms += t.selfTime;
    e.n++;
    byName.set(t.event.name, e);
  }
  console.log(`  self time by event (×4, count): ${[...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14).map(([k, v]) => `${k} ${Math.round(v.ms * SLOWDOWN)} (${v.n})`).join(', ')}`);
  const top = tasks.filter((t) => !t.parent && t.duration >= 12.5).map((t) => {
    const biggest = (n: Node): Node => (n.children.length ? biggest(n.children.reduce((a, b) => (a.duration > b.duration ? a : b))) : n);
    const b = biggest(t);
    const d = b.event.args?.data;
    return `${Math.round(t.duration)} @${Math.round(t.startTime)} (${b.event.name}${d?.url ? ` ${d.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${d?.functionName ? ` ${d.functionName}` : ''}${d?.type ? ` ${d.type}` : ''})`;
  });
  console.log(`  top-level tasks ≥ 12.5 ms unthrottled: ${top.join('; ') || 'none'}`);
}
