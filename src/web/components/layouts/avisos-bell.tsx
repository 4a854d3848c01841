import { lazy } from 'react';
import { useNoLeidos } from '@web/lib/no-leidos';
import { OnFirstUse } from './on-first-use';
import { AvisosTrigger } from './shell-triggers';

// The panel (Radix Popover or Dialog, the list) loads on first use, like the shells' menus (decision 015).
const loadPanel = () => import('./avisos-panel');
const AvisosPanel = lazy(() => loadPanel().then((m) => ({ default: m.AvisosPanel })));

/**
 * The bell of both shells' top bars (issue 17): her unread count, asked for every 30 s and whenever the
 * window gets focus, so a new notice shows within a minute without a reload. A click opens the panel.
 */
export function AvisosBell() {
  const noLeidos = useNoLeidos();
  return (
    <OnFirstUse haspopup="dialog" preload={loadPanel} placeholder={(props) => <AvisosTrigger noLeidos={noLeidos} {...props} />}>
      <AvisosPanel defaultOpen />
    </OnFirstUse>
  );
}
