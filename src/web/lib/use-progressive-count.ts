import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './after-idle';

/**
 * How many of a list's `total` items to render now: `first` (about a screenful) at once, then `step` more
 * in each idle period until all are there (issue 31, decision 067). A page of 24 cards or 50 table rows
 * rendered in one go is one long task on a phone's CPU; in screenful chunks the first paint comes sooner
 * and input is answered between chunks. Items already shown stay shown when the list grows.
 * Each chunk renders as a transition: React then renders it in 5 ms slices, so only its commit is one
 * task (an idle-time update is otherwise rendered in one go, ~60 ms at 4× for six cards; decision 081).
 * Render the items through a memo'd component, so a chunk renders its new items, not all before them.
 */
export function useProgressiveCount(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((n) => Math.min(n + step, total))), 500);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
