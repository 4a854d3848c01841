import { describe, expect, it } from 'vitest';
import { withKeyLock } from './keyed-lock';

/** A promise and its resolve, to hold a task open until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('withKeyLock', () => {
  it('runs one task at a time per key, in arrival order, and keys independently', async () => {
    const log: string[] = [];
    const first = gate();
    const a1 = withKeyLock('a', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
      return 1;
    });
    const a2 = withKeyLock('a', async () => {
      log.push('a2');
      return 2;
    });
    // Another key is not held up by a's open task.
    await withKeyLock('b', async () => log.push('b'));
    expect(log).toEqual(['a1 start', 'b']);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('goes on after a task fails, and the failure reaches only its caller', async () => {
    const failed = withKeyLock('k', async () => {
      throw new Error('falló');
    });
    const next = withKeyLock('k', async () => 'siguiente');
    await expect(failed).rejects.toThrow('falló');
    await expect(next).resolves.toBe('siguiente');
    await expect(withKeyLock('k', async () => 'otra vez')).resolves.toBe('otra vez');
  });
});
