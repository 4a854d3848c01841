/** Failures forced on the next GraphQL requests, so clients' retry paths can be tested on purpose. */
export type FaultKind = 'THROTTLED' | 'HTTP_429' | 'HTTP_5XX';

export interface Fault {
  kind: FaultKind;
  /** HTTP status for HTTP_5XX (default 503). */
  status?: number;
  /** Seconds for the Retry-After header of HTTP_429 (default 1). */
  retryAfterSeconds?: number;
}

export class FaultQueue {
  private queue: Fault[] = [];

  add(fault: Fault, count = 1): void {
    if (fault.kind === 'HTTP_5XX' && fault.status !== undefined && (fault.status < 500 || fault.status > 599)) {
      throw new RangeError('status must be 5xx');
    }
    for (let i = 0; i < count; i++) this.queue.push({ ...fault });
  }

  next(): Fault | undefined {
    return this.queue.shift();
  }

  clear(): void {
    this.queue = [];
  }

  pending(): Fault[] {
    return [...this.queue];
  }
}
