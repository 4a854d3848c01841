import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a block starts rendering: scrolling reaches it drawn. */
const MARGIN_PX = 300;

/**
 * A block below the fold whose content (its chunk, its read, its render) is left out until it comes within
 * MARGIN_PX of the screen (decision 089). The block keeps `contain-intrinsic-size` worth of room until then,
 * so nothing above or around it moves, and with `content-visibility: auto` it is laid out and painted only
 * near the screen afterwards too. Without IntersectionObserver (jsdom) the content renders at once.
 */
export function NearScreen({ className, children, ...props }: { className: string; children: ReactNode; 'data-testid'?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `0px 0px ${MARGIN_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={className} {...props}>
      {near ? children : null}
    </div>
  );
}
