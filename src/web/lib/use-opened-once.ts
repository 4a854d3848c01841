import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazy dialog then stays mounted, so it can animate closed
 * (decisions 082, 085).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
