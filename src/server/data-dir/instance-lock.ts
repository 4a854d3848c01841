import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database (issue 14 item 3, decision 032). PGlite is a whole PostgreSQL
 * inside one process: two processes on one DATA_DIR each keep their own copy in memory and overwrite each
 * other's files, and confirmed writes are lost at the next restart. So a process that is about to open
 * the embedded database first registers itself in DATA_DIR/.instance-lock and refuses to start while
 * another live process is registered there.
 *
 * Each process writes an entry of its own (a unique name, the content put in place by a rename), then
 * reads the folder: if another live entry is there it removes its own and refuses. Of two processes that
 * overlap, the one that reads last always sees the other, so both never run; two that start at the very
 * same moment may see each other "starting" and try again after a random pause. No entry is ever taken
 * over, so no check-then-delete race exists: a dead process's entry is removed by whoever finds it.
 *
 * An entry is dead (stale) at once, with no waiting period, when its process is gone: on this machine,
 * when its pid is not alive, or is alive but started at another time (the pid was reused, e.g. pid 1 of
 * a restarted container), or the machine rebooted since. An entry written on another machine (a shared
 * volume) cannot be checked that way: its process rewrites it every few seconds, and it is stale once it
 * was not rewritten for REMOTE_STALE_MS.
 */
export const LOCK_DIR_NAME = '.instance-lock';

const HEARTBEAT_MS = 5_000;
const REMOTE_STALE_MS = 30_000;
/** An entry that cannot be read (a power cut between create and write) is someone starting, for a while. */
const UNREADABLE_STALE_MS = 10_000;
const MAX_ATTEMPTS = 6;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** /proc/sys/kernel/random/boot_id on Linux: another value means the machine rebooted since. */
  bootId: string | null;
  /** When the process started (its start time in clock ticks on Linux, `ps -o lstart` elsewhere). */
  startId: string | null;
  state: 'starting' | 'running';
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    readonly entryPath: string,
    readonly remote: boolean,
  ) {
    const who = holder ? (remote ? `pid ${holder.pid} en el equipo ${holder.hostname}` : `pid ${holder.pid}`) : 'arrancando ahora mismo';
    const after = remote ? ` Si esa instancia ya se detuvo, inténtalo de nuevo en ${REMOTE_STALE_MS / 1000} segundos.` : '';
    super(`Otra instancia de Colabora ya usa la carpeta de datos ${dataDir} (${who}). Detenla o usa otro DATA_DIR.${after}`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** This process's entry. */
  readonly file: string;
  /** Removes the entry (graceful shutdown); also done on any normal exit of the process. */
  release(): void;
}

export interface AcquireOptions {
  heartbeatMs?: number;
  remoteStaleMs?: number;
  /** What this process is (tests pretend to be another machine or another process). */
  self?: Partial<Pick<LockHolder, 'pid' | 'hostname' | 'bootId' | 'startId'>>;
}

function readBootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

type ProcessState = { alive: false } | { alive: true; startId: string | null };

/** Whether `pid` runs on this machine and, when it can be told, since when. */
export function processState(pid: number): ProcessState {
  if (!Number.isInteger(pid) || pid <= 0) return { alive: false };
  if (fs.existsSync('/proc/self/stat')) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return { alive: false };
    }
    // pid (comm) state ppid ... : comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie has exited; only its parent has not collected it yet.
    if (fields[0] === 'Z' || fields[0] === 'X') return { alive: false };
    // Field 22 of proc(5), starttime; fields[0] is field 3.
    return { alive: true, startId: fields[19] ?? null };
  }
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return { alive: false };
  }
  if (process.platform === 'win32') return { alive: true, startId: null };
  try {
    const lstart = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2_000 }).trim();
    return lstart ? { alive: true, startId: lstart } : { alive: false };
  } catch {
    return { alive: true, startId: null };
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    if (typeof v.pid !== 'number' || typeof v.hostname !== 'string') return null;
    return {
      pid: v.pid,
      hostname: v.hostname,
      bootId: typeof v.bootId === 'string' ? v.bootId : null,
      startId: typeof v.startId === 'string' ? v.startId : null,
      state: v.state === 'running' ? 'running' : 'starting',
      startedAt: typeof v.startedAt === 'string' ? v.startedAt : '',
    };
  } catch {
    return null;
  }
}

type Verdict = { kind: 'gone' } | { kind: 'stale' } | { kind: 'live'; holder: LockHolder | null; remote: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers this process as the one using `dataDir`'s embedded database, or throws DataDirInUseError
 * when another live process already does. Call it before opening the database.
 */
export async function acquireDataDirLock(dataDir: string, options: AcquireOptions = {}): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const remoteStaleMs = options.remoteStaleMs ?? REMOTE_STALE_MS;
  const dir = path.join(dataDir, LOCK_DIR_NAME);
  fs.mkdirSync(dir, { recursive: true });

  const own = processState(process.pid);
  const self = {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readBootId(),
    startId: own.alive ? own.startId : null,
    ...options.self,
  };
  const startedAt = new Date().toISOString();
  const name = `${self.pid}-${randomUUID()}.json`;
  const file = path.join(dir, name);

  // Put in place whole (write aside, then rename): a reader sees the old content or the new, never half.
  const writeEntry = (state: LockHolder['state']) => {
    const tmp = path.join(dir, `.tmp-${randomUUID()}`);
    const holder: LockHolder = { ...self, state, startedAt };
    fs.writeFileSync(tmp, JSON.stringify(holder) + '\n', { mode: 0o644 });
    fs.renameSync(tmp, file);
  };
  const removeEntry = () => fs.rmSync(file, { force: true });

  const judge = (entryPath: string, now: number): Verdict => {
    let mtime: number;
    let holder: LockHolder | null;
    try {
      mtime = fs.statSync(entryPath).mtimeMs;
      holder = parseHolder(fs.readFileSync(entryPath, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
      throw err;
    }
    if (!holder) return now - mtime > UNREADABLE_STALE_MS ? { kind: 'stale' } : { kind: 'live', holder: null, remote: false };
    if (holder.hostname !== self.hostname) {
      // Another machine (or container) on a shared volume: alive while it keeps rewriting its entry.
      return now - mtime > remoteStaleMs ? { kind: 'stale' } : { kind: 'live', holder, remote: true };
    }
    if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return { kind: 'stale' };
    const state = holder.pid === self.pid && holder.startId === self.startId ? { alive: true as const, startId: self.startId } : processState(holder.pid);
    if (!state.alive) return { kind: 'stale' };
    if (holder.startId && state.startId && holder.startId !== state.startId) return { kind: 'stale' };
    return { kind: 'live', holder, remote: false };
  };

  for (let attempt = 1; ; attempt++) {
    writeEntry('starting');
    // The file system's clock, the one that stamped the other entries.
    const now = fs.statSync(file).mtimeMs;
    const others: { entryPath: string; verdict: Extract<Verdict, { kind: 'live' }> }[] = [];
    for (const entry of fs.readdirSync(dir)) {
      if (entry === name) continue;
      const entryPath = path.join(dir, entry);
      if (entry.startsWith('.tmp-')) {
        // Left by a process killed between write and rename.
        try {
          if (now - fs.statSync(entryPath).mtimeMs > UNREADABLE_STALE_MS) fs.rmSync(entryPath, { force: true });
        } catch {
          // gone already
        }
        continue;
      }
      if (!entry.endsWith('.json')) continue;
      const verdict = judge(entryPath, now);
      if (verdict.kind === 'stale') fs.rmSync(entryPath, { force: true });
      else if (verdict.kind === 'live') others.push({ entryPath, verdict });
    }

    if (others.length === 0) {
      writeEntry('running');
      return holdLock(file, () => writeEntry('running'), removeEntry, heartbeatMs);
    }

    removeEntry();
    const running = others.find((o) => o.verdict.holder?.state === 'running') ?? (attempt >= MAX_ATTEMPTS ? others[0] : undefined);
    if (running) throw new DataDirInUseError(dataDir, running.verdict.holder, running.entryPath, running.verdict.remote);
    // Only others starting at this very moment: step back a random while and look again.
    await sleep(25 + Math.random() * 100 * attempt);
  }
}

function holdLock(file: string, rewrite: () => void, remove: () => void, heartbeatMs: number): DataDirLock {
  // Rewritten every few seconds: how another machine sharing the volume tells this process is alive.
  const heartbeat = setInterval(() => {
    try {
      rewrite();
    } catch {
      // A read-only or full disk: /readyz reports it; the entry stays as it was.
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    try {
      remove();
    } catch {
      // Nothing to do about it: the next process finds this pid gone.
    }
  };
  process.on('exit', release);
  return { file, release };
}
