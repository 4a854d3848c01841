import type { Page } from '@playwright/test';
import type { TraceEvent } from './analyse';

/**
 * Records one first load of `url` in `page` through its CDP session: a DevTools trace with `categories`,
 * from navigation to network idle plus `settleMs` (what starts after load shows too), at `cpuRate`× CPU
 * throttling (1: none). bench:traces and bench/staff/census.ts read their loads with it.
 */
export async function recordLoad(page: Page, url: string, { categories, cpuRate = 1, settleMs }: { categories: string; cpuRate?: number; settleMs: number }): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReturnAsStream' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await cdp.detach();
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}
