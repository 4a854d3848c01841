import type { Baseline } from '../lib/ratio';

/** What each creator page shows on bench:creator's seed, for the bare React baseline: Inicio her four counters and her collaboration, Disponibles 8 jeans. */
export const CREATOR_BASELINES: Record<string, Baseline> = {
  '/colaboradora/inicio': { kind: 'cards', n: 5 },
  '/colaboradora/disponibles': { kind: 'cards', n: 8 },
};
