import { describe, expect, it } from 'vitest';
import { createWriteProbe, type ProbeFs } from './write-probe';

function fakeFs(fail: () => boolean) {
  const calls: string[] = [];
  const fs: ProbeFs = {
    async writeFile(file) {
      calls.push(`write ${file}`);
      if (fail()) throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
    },
    async rm(file) {
      calls.push(`rm ${file}`);
    },
  };
  return { fs, calls };
}

describe('the DATA_DIR write probe', () => {
  it('writes and removes one file of its own, at most once per ttl, and shares a probe in flight', async () => {
    let t = 1_000;
    const { fs, calls } = fakeFs(() => false);
    const probe = createWriteProbe({ dir: '/data', ttlMs: 5_000, fs, now: () => t });
    const [a, b] = await Promise.all([probe.check(), probe.check()]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(calls).toEqual([expect.stringMatching(/^write \/data\/\.write-probe-.+-\d+$/), expect.stringMatching(/^rm \/data\/\.write-probe-/)]);
    t += 4_999;
    await probe.check();
    expect(calls).toHaveLength(2);
    t += 1;
    await probe.check();
    expect(calls).toHaveLength(4);
  });

  it('reports a failure with its cause, keeps it for the ttl, then looks again', async () => {
    let t = 0;
    let failing = true;
    const { fs, calls } = fakeFs(() => failing);
    const probe = createWriteProbe({ dir: '/data', ttlMs: 5_000, fs, now: () => t });
    const first = await probe.check();
    expect(first.ok).toBe(false);
    expect((first.error as NodeJS.ErrnoException).code).toBe('EROFS');
    failing = false;
    expect((await probe.check()).ok).toBe(false);
    expect(calls).toHaveLength(1);
    t = 5_000;
    expect(await probe.check()).toEqual({ ok: true });
  });
});
