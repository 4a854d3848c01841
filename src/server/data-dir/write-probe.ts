import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Whether DATA_DIR can be written (issue 14 item 3): /readyz fails when it cannot, since the embedded
 * database, uploads on disk, unfinished video uploads and the generated secret all live there. A small
 * file is written, flushed and removed, at most once per `ttlMs`; callers in between share the answer
 * (and a probe in flight). The file's name is this process's own, so instances sharing a volume never
 * remove each other's.
 */
export interface WriteProbeResult {
  ok: boolean;
  /** Why not, for the log (never for the answer). */
  error?: unknown;
}

export interface WriteProbe {
  check(): Promise<WriteProbeResult>;
}

/** The file system the probe uses; tests stand in for a disk that fails. */
export interface ProbeFs {
  /** Creates or truncates `file`, writes `data` and flushes it to the disk. */
  writeFile(file: string, data: string): Promise<void>;
  rm(file: string): Promise<void>;
}

export const nodeProbeFs: ProbeFs = {
  async writeFile(file, data) {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rm: (file) => rm(file, { force: true }),
};

export const PROBE_TTL_MS = 5_000;

/** The probe file's name for this process (tests put something in its way). */
export function probeFileName(pid = process.pid, hostname = os.hostname()): string {
  return `.write-probe-${hostname.replace(/[^\w.-]/g, '_')}-${pid}`;
}

export function createWriteProbe(options: { dir: string; ttlMs?: number; fs?: ProbeFs; now?: () => number }): WriteProbe {
  const { dir, ttlMs = PROBE_TTL_MS, fs = nodeProbeFs, now = Date.now } = options;
  const file = path.join(dir, probeFileName());
  let last: { at: number; result: WriteProbeResult } | null = null;
  let inFlight: Promise<WriteProbeResult> | null = null;

  const run = async (): Promise<WriteProbeResult> => {
    try {
      await fs.writeFile(file, `${new Date(now()).toISOString()} ${randomBytes(4).toString('hex')}\n`);
      await fs.rm(file);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  };

  return {
    check() {
      if (last && now() - last.at < ttlMs) return Promise.resolve(last.result);
      inFlight ??= run().then((result) => {
        last = { at: now(), result };
        inFlight = null;
        return result;
      });
      return inFlight;
    },
  };
}
