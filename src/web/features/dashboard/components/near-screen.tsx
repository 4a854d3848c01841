import type { ReactNode } from 'react';
import { useNearViewport } from '@web/lib/use-near-viewport';

/** How far below the screen a block starts rendering: scrolling reaches it drawn. */
const MARGIN = '0px 0px 300px 0px';

/**
 * A block below the fold whose content (its chunk, its read, its render) is left out until it comes within
 * MARGIN of the screen (decision 089). The block keeps `contain-intrinsic-size` worth of room until then,
 * so nothing above or around it moves, and with `content-visibility: auto` it is laid out and painted only
 * near the screen afterwards too. Without IntersectionObserver (jsdom) the content renders at once.
 */
export function NearScreen({ className, children, ...props }: { className: string; children: ReactNode; 'data-testid'?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(MARGIN);
  return (
    <div ref={ref} className={className} {...props}>
      {near ? children : null}
    </div>
  );
}
