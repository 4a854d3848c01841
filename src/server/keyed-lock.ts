/**
 * One at a time per key within this process: the app's one per-key lock (confirmación's pack per item,
 * a creator's tus creations). It never replaces a database lock or constraint, which is what serializes
 * instances; it keeps a second request in the same process from even opening its transaction (on PGlite
 * a waiting transaction would hold the single connection) or racing a per-process check.
 * A task that fails does not stop the next one; the key is forgotten once its last task settles.
 */
const tails = new Map<string, Promise<unknown>>();

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
