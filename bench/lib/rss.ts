import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, as /proc/<pid>/status reports it (VmRSS). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]) / 1024;
}
