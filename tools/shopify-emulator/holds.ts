/**
 * Requests the emulator keeps open on purpose (the fault suite): the next GraphQL request whose document
 * names `operation` is held, either before the store runs it (nothing happened) or after (the store
 * changed, the reply never leaves). The client then waits, and the test kills it at that exact point.
 */
export type HoldPhase = 'before' | 'after';

export interface Hold {
  operation: string;
  phase: HoldPhase;
}

export class HoldQueue {
  private armed: Hold[] = [];
  private releases: (() => void)[] = [];
  /** Requests held so far (a test polls it to know the point is reached). */
  heldCount = 0;

  add(hold: Hold): void {
    this.armed.push({ ...hold });
  }

  /** The hold armed for this document, consumed; undefined when none matches. */
  take(query: unknown, phase: HoldPhase): Hold | undefined {
    if (typeof query !== 'string') return undefined;
    const i = this.armed.findIndex((h) => h.phase === phase && new RegExp(`\\b${h.operation}\\b`).test(query));
    return i === -1 ? undefined : this.armed.splice(i, 1)[0];
  }

  /** Waits until release(): the held request's connection stays open meanwhile. */
  hold(): Promise<void> {
    this.heldCount++;
    return new Promise((resolve) => this.releases.push(resolve));
  }

  pending(): Hold[] {
    return [...this.armed];
  }

  /** Lets every held request go on (its client may be gone) and disarms the rest. */
  release(): void {
    for (const r of this.releases.splice(0)) r();
    this.armed = [];
  }
}
