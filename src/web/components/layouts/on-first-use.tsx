import { type ReactElement, type ReactNode, Suspense, useState } from 'react';

/** What the look-alike trigger spreads on its button until the real popup has loaded. */
export interface PlaceholderTriggerProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: { key: string; preventDefault: () => void }) => void;
}

/**
 * A shell popup (Radix menu or sheet) whose code stays out of the first load (decision 015): until it
 * is first used, `placeholder` draws a look-alike trigger; pointing at or focusing it starts the
 * download, and the first click (or Enter, Space, ArrowDown) renders `children`, the real popup, which
 * opens at once and from then on owns its trigger.
 */
export function OnFirstUse({
  haspopup = 'menu',
  preload,
  placeholder,
  children,
}: {
  haspopup?: 'menu' | 'dialog';
  preload: () => unknown;
  placeholder: (props: PlaceholderTriggerProps) => ReactElement;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const inert: PlaceholderTriggerProps = { 'aria-haspopup': haspopup, 'aria-expanded': false };
  if (used) return <Suspense fallback={placeholder(inert)}>{children}</Suspense>;
  return placeholder({
    ...inert,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setUsed(true),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setUsed(true);
    },
  });
}
