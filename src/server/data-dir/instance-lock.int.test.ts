import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_DIR_NAME, processState, type AcquireOptions, type DataDirLock, type LockHolder } from './instance-lock';

/** The lock's rules in one process, on a real folder; the real-process test is one-process.int.test.ts. */
let dataDir: string;
let locks: DataDirLock[];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'colabora-lock-'));
  locks = [];
});
afterEach(() => {
  for (const lock of locks) lock.release();
  rmSync(dataDir, { recursive: true, force: true });
});

const lockDir = () => path.join(dataDir, LOCK_DIR_NAME);
const entries = () => readdirSync(lockDir()).filter((n) => n.endsWith('.json'));
const acquire = async (options?: AcquireOptions) => {
  const lock = await acquireDataDirLock(dataDir, options);
  locks.push(lock);
  return lock;
};
const me = (): LockHolder => {
  const state = processState(process.pid);
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readBootId(),
    startId: state.alive ? state.startId : null,
    state: 'running',
    startedAt: new Date().toISOString(),
  };
};
function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}
/** An entry as another process would have left it. */
function plant(holder: Partial<LockHolder>, name = `planted-${Math.random().toString(16).slice(2)}.json`): string {
  const file = path.join(lockDir(), name);
  writeFileSync(file, JSON.stringify({ ...me(), ...holder }));
  return file;
}
/** A pid that existed a moment ago and is gone now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the DATA_DIR lock (one process per embedded database)', () => {
  it('is held by one live process: a second taker is refused with the folder and the pid, until the first releases', async () => {
    const first = await acquire();
    expect(entries()).toHaveLength(1);
    expect(JSON.parse(readFileSync(first.file, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname(), state: 'running' });

    const refused = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `Otra instancia de Colabora ya usa la carpeta de datos ${dataDir} (pid ${process.pid}). Detenla o usa otro DATA_DIR.`,
    );
    // The refused one left nothing behind.
    expect(entries()).toEqual([path.basename(first.file)]);

    first.release();
    expect(entries()).toEqual([]);
    await acquire();
    expect(entries()).toHaveLength(1);
  });

  it('does not wait for a process that died (kill -9): its entry is removed at once', async () => {
    mkdirLockDir();
    const dead = plant({ pid: deadPid() });
    const started = Date.now();
    const lock = await acquire();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(entries()).toEqual([path.basename(lock.file)]);
    expect(entries()).not.toContain(path.basename(dead));
  });

  it('tells a reused pid from its first owner by the start time, and a reboot by the boot id', async () => {
    mkdirLockDir();
    // Our own pid, but "started" at another time: the process that wrote it is gone (pid 1 of a restarted container).
    plant({ startId: 'another-start-time' });
    if (readBootId()) plant({ pid: 1, bootId: 'a-boot-before-this-one', startId: null });
    await acquire();
    expect(entries()).toHaveLength(1);
  });

  it('counts a live process started at the recorded time as the holder, even with another pid than ours', async () => {
    mkdirLockDir();
    const init = processState(1);
    if (!init.alive) return;
    plant({ pid: 1, startId: init.startId });
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`(pid 1). Detenla o usa otro DATA_DIR.`);
  });

  it('trusts an entry from another machine while it is rewritten, and takes over once it stops', async () => {
    mkdirLockDir();
    const remote = plant({ hostname: 'otro-servidor', pid: 4242 });
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Otra instancia de Colabora ya usa la carpeta de datos ${dataDir} (pid 4242 en el equipo otro-servidor). Detenla o usa otro DATA_DIR. Si esa instancia ya se detuvo, inténtalo de nuevo en 30 segundos.`,
    );
    // Its heartbeat stopped a minute ago.
    const past = new Date(Date.now() - 60_000);
    utimesSync(remote, past, past);
    await acquire();
    expect(entries()).toHaveLength(1);
  });

  it('rewrites its own entry every few seconds (the heartbeat another machine reads)', async () => {
    const lock = await acquire({ heartbeatMs: 50 });
    const past = new Date(Date.now() - 60_000);
    utimesSync(lock.file, past, past);
    await new Promise((r) => setTimeout(r, 200));
    expect(Date.now() - statSync(lock.file).mtimeMs).toBeLessThan(5_000);
  });

  it('steps back while another process is starting at the same moment, and takes the lock once it gives up', async () => {
    mkdirLockDir();
    const starting = plant({ state: 'starting' });
    setTimeout(() => rmSync(starting), 150);
    await acquire();
    expect(entries()).toHaveLength(1);
  });

  it('is refused once the other starter goes on running', async () => {
    mkdirLockDir();
    const starting = plant({ state: 'starting' });
    setTimeout(() => writeFileSync(starting, JSON.stringify({ ...me(), state: 'running' })), 100);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('treats a half-written entry as someone starting, and removes it once it is old', async () => {
    mkdirLockDir();
    const torn = path.join(lockDir(), 'torn.json');
    writeFileSync(torn, '{"pid":');
    const past = new Date(Date.now() - 60_000);
    utimesSync(torn, past, past);
    await acquire();
    expect(entries()).toHaveLength(1);
  });
});

/** What acquire creates; planted entries go in first. */
function mkdirLockDir(): void {
  mkdirSync(lockDir(), { recursive: true });
}
