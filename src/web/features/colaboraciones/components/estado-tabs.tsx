import type { ReactNode } from 'react';
import { ADMIN_TABS, ESTADO_BADGES } from '@shared/domain/estado';
import type { AdminTab, ColaboracionListResponse } from '@shared/schemas/colaboracion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

export function tabLabel(tab: AdminTab): string {
  return tab === 'todos' ? 'Todos' : ESTADO_BADGES[tab].label;
}

function isAdminTab(value: string): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value);
}

/** The status tabs of spec §2 with their counts (under the current search); the active tab's panel holds the table. */
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
  return (
    // Manual activation: arrows move the focus, Enter/click opens the tab. Each opened tab is a history
    // entry and a request, so focus alone must not open one (it also fired twice per click).
    <Tabs
      value={value}
      activationMode="manual"
      onValueChange={(next) => isAdminTab(next) && next !== value && onValueChange(next)}
      gap="tight"
    >
      <TabsList aria-label="Estado de las colaboraciones" width="full" className="justify-start sm:h-auto sm:flex-wrap">
        {ADMIN_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} fit="compact" data-tab={tab}>
            {tabLabel(tab)}
            {/* Room for five digits before the counts arrive: the tabs keep their width, so the list does not
                wrap anew and push the table down when they come (a 0.35 layout shift on the bench brand). */}
            <span className="min-w-[5ch] rounded-full bg-background/70 px-1 py-0.5 text-center text-xs tabular-nums text-foreground" data-count>
              {counts ? counts[tab] : '…'}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} className="flex flex-col gap-3">
        {children}
      </TabsContent>
    </Tabs>
  );
}
