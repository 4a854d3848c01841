import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createWriteProbe, nodeProbeFs, probeFileName, type ProbeFs } from './write-probe';

/**
 * Issue 14 item 3: /readyz is 503 when DATA_DIR cannot be written. We run as root, for whom a chmod
 * changes nothing, so the failures here are ones that hold for root too: a directory where the probe
 * writes its file, a read-only bind mount of DATA_DIR (where this machine lets us mount), and a disk
 * that answers EROFS (the probe's file system stood in for).
 */
let ctx: TestContext;
let failWith: NodeJS.ErrnoException | null = null;
const switchable: ProbeFs = {
  writeFile: (file, data) => (failWith ? Promise.reject(failWith) : nodeProbeFs.writeFile(file, data)),
  rm: (file) => nodeProbeFs.rm(file),
};

beforeAll(async () => {
  // No cache between requests here: each answer reflects the disk at that moment.
  ctx = await createTestContext({ dataDirProbe: (dir) => createWriteProbe({ dir, ttlMs: 0, fs: switchable }) });
});
afterAll(async () => {
  await ctx.close();
});

async function readyz(): Promise<{ status: number; text: string }> {
  const res = await ctx.client().get('/readyz');
  return { status: res.status, text: await res.text() };
}

const UNAVAILABLE = { status: 503, text: JSON.stringify({ status: 'unavailable' }) };

describe('GET /readyz and DATA_DIR', () => {
  it('is 200 while DATA_DIR can be written, and leaves no probe file behind', async () => {
    expect(await readyz()).toEqual({ status: 200, text: JSON.stringify({ status: 'ok' }) });
    expect(readdirSync(ctx.config.dataDir).filter((n) => n.startsWith('.write-probe'))).toEqual([]);
  });

  it('is 503 with our JSON, no path or error in it, when the probe file cannot be created; 200 again once it can', async () => {
    const blocker = path.join(ctx.config.dataDir, probeFileName());
    mkdirSync(blocker);
    try {
      const answer = await readyz();
      expect(answer).toEqual(UNAVAILABLE);
      expect(answer.text).not.toContain(ctx.config.dataDir);
    } finally {
      rmdirSync(blocker);
    }
    expect((await readyz()).status).toBe(200);
  });

  it('is 503 when the disk answers EROFS (remounted read-only)', async () => {
    failWith = Object.assign(new Error(`EROFS: read-only file system, open '${ctx.config.dataDir}'`), { code: 'EROFS' });
    try {
      expect(await readyz()).toEqual(UNAVAILABLE);
    } finally {
      failWith = null;
    }
    expect((await readyz()).status).toBe(200);
  });

  // A real read-only file system needs mount(8): root here and in CI. The EROFS and directory cases above
  // hold everywhere.
  it.runIf(process.getuid?.() === 0)('is 503 on a read-only bind mount of DATA_DIR', async () => {
    const dir = ctx.config.dataDir;
    expect(spawnSync('mount', ['--bind', '-o', 'ro', dir, dir]).status).toBe(0);
    try {
      expect(await readyz()).toEqual(UNAVAILABLE);
    } finally {
      spawnSync('umount', [dir]);
    }
    expect((await readyz()).status).toBe(200);
  });
});
