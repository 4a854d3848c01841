import { startTransition, useEffect, useRef, useState } from 'react';

/** How far below the screen the next items start rendering: scrolling reaches them already drawn. */
const MARGIN_PX = 200;

/**
 * How many of a list's `total` items to render: `first` (what a screen shows) at once, then `step` more each
 * time the space reserved for the rest comes within MARGIN_PX of the screen (issue 31, decision 089: long
 * lists render what is on screen; Gestión's rows, Disponibles' cards). Items nobody scrolls to are never
 * rendered, laid out or painted; they were rendered in idle chunks right after the first paint before
 * (decision 067). `ref` goes on an empty block after the list whose height, `left` items at the caller's
 * estimate, keeps what follows the list where it will be. Keyboard users reach them too: focusing the last
 * drawn item scrolls it into view, which brings the block within the margin. Each chunk renders as a
 * transition (5 ms slices, a task only for its commit). Render the items through a memo'd component, so a
 * chunk renders its new items, not all before them.
 */
export function useItemsNearScreen(total: number, first: number, step: number) {
  // Without IntersectionObserver (old browsers, jsdom) every item renders at once.
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
