/**
 * Shopify's cost-based rate limit: a leaky bucket of points that refills continuously. Time comes from
 * an injectable clock so tests can drain and refill it deterministically.
 */
/** Shopify's GraphQL Admin rate by plan: restore rate (points/s) and bucket size. */
export const PLANS = {
  standard: { maximumAvailable: 1000, restoreRate: 100, displayName: 'Grow', shopifyPlus: false },
  advanced: { maximumAvailable: 2000, restoreRate: 200, displayName: 'Advanced', shopifyPlus: false },
  plus: { maximumAvailable: 10_000, restoreRate: 1000, displayName: 'Plus', shopifyPlus: true },
} as const;

export type PlanName = keyof typeof PLANS;

export function isPlanName(v: unknown): v is PlanName {
  return typeof v === 'string' && Object.hasOwn(PLANS, v);
}

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

  /** The plan whose rate the bucket has, or 'custom' after /emulator/bucket resized it. */
  plan(): PlanName | 'custom' {
    for (const [name, p] of Object.entries(PLANS) as [PlanName, (typeof PLANS)[PlanName]][]) {
      if (p.maximumAvailable === this.maximumAvailable && p.restoreRate === this.restoreRate) return name;
    }
    return 'custom';
  }

  throttleStatus(): { maximumAvailable: number; currentlyAvailable: number; restoreRate: number } {
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.currentlyAvailable()),
      restoreRate: this.restoreRate,
    };
  }
}
