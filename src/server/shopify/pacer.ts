/**
 * A long store job (50,000 variants) shares the machine with people's requests: after each batch it
 * rests four times as long as the batch took (at most `maxRestMs`), so it uses about a fifth of the time
 * it could, and a request that arrives meanwhile rarely finds the server's thread or the database busy
 * with a batch. Issue 19's bench imports 50,000 variants in about 65 s this way (budget 120 s) with the
 * creator's list as quick as when idle (decision 056).
 */
export function createPacer(opts: { ratio?: number; maxRestMs?: number } = {}): () => Promise<void> {
  const ratio = opts.ratio ?? 4;
  const maxRestMs = opts.maxRestMs ?? 250;
  let since = performance.now();
  return async () => {
    const busy = performance.now() - since;
    const rest = Math.min(maxRestMs, busy * ratio);
    if (rest >= 1) await new Promise<void>((resolve) => setTimeout(resolve, rest));
    else await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
