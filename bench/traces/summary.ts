/**
 * Summarises traces bench:traces kept (BENCH_TRACES_DIR) without recording again:
 *   npx tsx bench/traces/summary.ts <dir>
 * One block per trace file: main thread by group, TBT after FCP, the five longest tasks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyse, type TraceEvent } from './analyse';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/traces/summary.ts <dir of traces>');
const f = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
for (const file of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
  const t = analyse((JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  console.log(`== ${file}: main thread ${f(t.totalMs)}, CPU ${f(t.cpuTotalMs)} (${Object.entries(t.byGroup).map(([g, v]) => `${g} ${f(v)}`).join(', ')})`);
  console.log(`   ${t.tasks} tasks; 'other' by event: ${Object.entries(t.otherByEvent).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`);
  console.log(`   FCP ${t.fcpMs === null ? '?' : f(t.fcpMs)}, ${t.longTasks.length} tasks > 50 ms, blocking ${f(t.tbtMs)} after FCP`);
  for (const lt of t.longTasks.slice(0, 5)) {
    console.log(`   ${f(lt.durationMs)}${lt.cpuMs === null ? '' : ` (CPU ${f(lt.cpuMs)})`} at ${f(lt.startMs)}: ${lt.attributed}${lt.react ? `\n     React: ${lt.react}` : ''}`);
    for (const line of lt.named) console.log(`       ${line}`);
  }
  console.log('   five tasks with the most CPU:');
  for (const lt of t.topByCpu) console.log(`     ${f(lt.durationMs)} (CPU ${lt.cpuMs === null ? '?' : f(lt.cpuMs)}) at ${f(lt.startMs)}: ${lt.attributed}${lt.react ? ` | React: ${lt.react}` : ''}${lt.named[0] ? ` | ${lt.named[0]}` : ''}`);
  for (const line of t.whole) console.log(`   ${line}`);
}
