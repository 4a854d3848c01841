import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ADMIN_TABS, ESTADO_BADGES } from '@shared/domain/estado';
import type { AdminTab, ColaboracionListResponse } from '@shared/schemas/colaboracion';

export function tabLabel(tab: AdminTab): string {
  return tab === 'todos' ? 'Todos' : ESTADO_BADGES[tab].label;
}

// The design system's tabs (components/ui/tabs.tsx) drawn alike: the list, a compact trigger, the panel.
const LIST =
  'inline-flex h-10 w-full max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:h-auto sm:flex-wrap';
const TRIGGER =
  'inline-flex h-8 flex-none items-center justify-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** Where an arrow key (or Home, End) moves the focus from tab `i` of `n`, or null for any other key. */
function nextIndex(key: string, i: number, n: number): number | null {
  if (key === 'ArrowRight') return (i + 1) % n;
  if (key === 'ArrowLeft') return (i - 1 + n) % n;
  if (key === 'Home') return 0;
  if (key === 'End') return n - 1;
  return null;
}

/**
 * The status tabs of spec §2 with their counts (under the current search); the active tab's panel holds
 * the table. The WAI-ARIA tabs pattern with manual activation, on plain elements: arrows (Home, End) move
 * the focus, Enter, Space or a click opens the tab. Radix's Tabs did the same, but its panel's Presence
 * read the page's computed style in a layout effect and set state from its ref on mount: a forced style
 * recalculation and a second, synchronous render inside the first commit of every visit to Gestión
 * (20 ms of style and a 37 ms cascading update in the profiling trace; decision 089).
 */
export function EstadoTabs({
  value,
  counts,
  onValueChange,
  children,
}: {
  value: AdminTab;
  counts: ColaboracionListResponse['counts'] | undefined;
  onValueChange: (tab: AdminTab) => void;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: AdminTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  // Each opened tab is a history entry and a request, so focus alone must not open one.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndex(event.key, i, ADMIN_TABS.length);
    if (next === null) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div ref={list} role="tablist" aria-orientation="horizontal" aria-label="Estado de las colaboraciones" data-slot="tabs-list" className={LIST}>
        {ADMIN_TABS.map((tab, i) => {
          const active = tab === value;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              data-tab={tab}
              data-slot="tabs-trigger"
              className={TRIGGER}
              onClick={() => !active && onValueChange(tab)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tabLabel(tab)}
              {/* Room for five digits before the counts arrive: the tabs keep their width, so the list does not
                  wrap anew and push the table down when they come (a 0.35 layout shift on the bench brand). */}
              <span className="min-w-[5ch] rounded-full bg-background/70 px-1 py-0.5 text-center text-xs tabular-nums text-foreground" data-count>
                {counts ? counts[tab] : '…'}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} data-state="active" data-slot="tabs-content" className="flex flex-col gap-3 outline-none">
        {children}
      </div>
    </div>
  );
}
