import autocannon from 'autocannon';

/** Throughput and latency of one measured phase. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/**
 * HTTP load with autocannon: `connections` keep-alive connections, each sending its next request when
 * the previous answer arrived, for `seconds`. Any non-2xx answer fails the bench: a fast 401 is no figure.
 */
export async function httpLoad(url: string, cookie: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie }, timeout: 60 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.total / (result.duration || seconds), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The same shape of load on a function (the raw SQL replay): `connections` loops for `seconds`. */
export async function functionLoad(once: () => Promise<void>, connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length };
}
