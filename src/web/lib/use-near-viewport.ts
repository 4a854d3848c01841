import { useEffect, useRef, useState } from 'react';

/**
 * A thumbnail or a block below the fold starts loading or rendering once it comes within a margin of the
 * screen. Chromium's own loading="lazy" starts 1250 px ahead (2500 px on slow networks), which for a grid of
 * 500 deliveries means dozens of thumbnails nobody has scrolled to; a screen's worth of margin keeps
 * scrolling smooth and the first screen light (decisions 067, 089).
 */
type Callback = () => void;
const callbacks = new Map<Element, Callback>();
/** One observer per margin, shared by every element watched with it. */
const observers = new Map<string, IntersectionObserver>();

function shared(rootMargin: string): IntersectionObserver {
  let observer = observers.get(rootMargin);
  if (!observer) {
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          callbacks.get(entry.target)?.();
          callbacks.delete(entry.target);
          created.unobserve(entry.target);
        }
      },
      { rootMargin },
    );
    observers.set(rootMargin, created);
    observer = created;
  }
  return observer;
}

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on). Without
 * IntersectionObserver (jsdom, old browsers) it is near from the start.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = shared(rootMargin);
    callbacks.set(el, () => setNear(true));
    observer.observe(el);
    return () => {
      callbacks.delete(el);
      observer.unobserve(el);
    };
  }, [near, rootMargin]);
  return [ref, near] as const;
}
