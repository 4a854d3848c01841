import { startTransition, useEffect, useRef, useState } from 'react';

/** How far below the screen the next rows start rendering: scrolling reaches them already drawn. */
const MARGIN_PX = 200;

/**
 * How many of a table's `total` rows to render: `first` (what a screen shows) at once, then `step` more each
 * time the space reserved for the rest comes within MARGIN_PX of the screen (issue 31, decision 089: long
 * lists render what is on screen). Rows nobody scrolls to are never rendered, laid out or painted; they
 * were rendered in idle chunks right after the first paint before (decision 067). `ref` goes on an empty
 * block after the table whose height, `left` rows at the caller's estimate, keeps what follows the
 * table where it will be. Each chunk renders as a transition (5 ms slices, a task only for its commit).
 * Render the rows through a memo'd component, so a chunk renders its new rows, not all before them.
 */
export function useRowsNearScreen(total: number, first: number, step: number) {
  // Without IntersectionObserver (old browsers, jsdom) every row renders at once.
  const [shown, setShown] = useState(() => (typeof IntersectionObserver === 'undefined' ? Number.POSITIVE_INFINITY : first));
  const ref = useRef<HTMLDivElement>(null);
  const left = Math.max(0, total - shown);
  useEffect(() => {
    const el = ref.current;
    if (left === 0 || !el) return;
    // A new observer after each chunk: its first report says whether the rest is still near the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setShown((n) => Math.min(n + step, total)));
      },
      { rootMargin: `0px 0px ${MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [left, total, step]);
  return { shown: Math.min(shown, total), left, ref };
}
