/**
 * A long store job (50,000 variants) shares the process with people's requests: after each batch it
 * rests twice as long as the batch took (at most `maxRestMs`), so it uses about a third of the time it could and
 * a request that arrives meanwhile is answered between two batches instead of behind all of them.
 * The import takes about three times as long (issue 19's bench: well inside its 120 s) and the app stays quick.
 */
export function createPacer(opts: { ratio?: number; maxRestMs?: number } = {}): () => Promise<void> {
  const ratio = opts.ratio ?? 2;
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
