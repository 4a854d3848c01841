/**
 * Shopify's cost-based rate limit: a leaky bucket of points that refills continuously. Time comes from
 * an injectable clock so tests can drain and refill it deterministically.
 */
export interface BucketOptions {
  maximumAvailable?: number;
  restoreRate?: number;
  now?: () => number;
}

export class LeakyBucket {
  maximumAvailable: number;
  restoreRate: number;
  private available: number;
  private last: number;
  private readonly now: () => number;

  constructor(opts: BucketOptions = {}) {
    this.maximumAvailable = opts.maximumAvailable ?? 1000;
    this.restoreRate = opts.restoreRate ?? 100;
    this.now = opts.now ?? (() => Date.now());
    this.available = this.maximumAvailable;
    this.last = this.now();
  }

  private refill(): void {
    const t = this.now();
    this.available = Math.min(this.maximumAvailable, this.available + ((t - this.last) / 1000) * this.restoreRate);
    this.last = t;
  }

  currentlyAvailable(): number {
    this.refill();
    return this.available;
  }

  /** Takes `cost` points if they are there; a throttled request takes nothing. */
  take(cost: number): boolean {
    this.refill();
    if (cost > this.available) return false;
    this.available -= cost;
    return true;
  }

  refund(points: number): void {
    this.refill();
    this.available = Math.min(this.maximumAvailable, this.available + Math.max(0, points));
  }

  set(opts: { currentlyAvailable?: number; maximumAvailable?: number; restoreRate?: number }): void {
    this.refill();
    if (opts.maximumAvailable !== undefined) this.maximumAvailable = opts.maximumAvailable;
    if (opts.restoreRate !== undefined) this.restoreRate = opts.restoreRate;
    if (opts.currentlyAvailable !== undefined) this.available = Math.min(this.maximumAvailable, opts.currentlyAvailable);
  }

  throttleStatus(): { maximumAvailable: number; currentlyAvailable: number; restoreRate: number } {
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.currentlyAvailable()),
      restoreRate: this.restoreRate,
    };
  }
}
