import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc (Linux), for figures that do not move with the machine's load the way latency does
 * (decision 083): the server process's, and the throwaway PostgreSQL cluster's (its postmaster, the
 * backends it has reaped, and the ones still running). Ten connections on two cores queue, so a request's
 * p50 is roughly its CPU times the queue: CPU per request is what a change can cut.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

function stat(pid: number): number[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
    return text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
}

/** User + system CPU of one process so far (ms). */
export function processCpuMs(pid: number): number {
  const s = stat(pid);
  return s ? (s[11]! + s[12]!) * TICK_MS : 0;
}

/** The postmaster of a backend (its parent). */
export function postmasterOf(backendPid: number): number {
  const s = stat(backendPid);
  if (!s) throw new Error(`no process ${backendPid}`);
  return s[1]!;
}

/** A PostgreSQL cluster's CPU so far (ms): the postmaster, its reaped children, and its living children. */
export function clusterCpuMs(postmaster: number): number {
  const p = stat(postmaster);
  if (!p) return 0;
  let ticks = p[11]! + p[12]! + p[13]! + p[14]!;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s && s[1] === postmaster) ticks += s[11]! + s[12]!;
  }
  return ticks * TICK_MS;
}
