import { useEffect, useRef, useState } from 'react';

/**
 * How far below the screen a thumbnail starts loading. Chromium's own loading="lazy" starts 1250 px
 * ahead (2500 px on slow networks), which for a grid of 500 deliveries means dozens of thumbnails
 * nobody has scrolled to; one screen's worth of margin keeps scrolling smooth and the first screen light.
 */
const MARGIN = '400px';

type Callback = () => void;
const callbacks = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: `${MARGIN} 0px` },
  );
  return observer;
}

/** True once the element has come within MARGIN of the viewport (and from then on). One shared observer. */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    callbacks.set(el, () => setNear(true));
    shared().observe(el);
    return () => {
      callbacks.delete(el);
      observer?.unobserve(el);
    };
  }, [near]);
  return [ref, near] as const;
}
