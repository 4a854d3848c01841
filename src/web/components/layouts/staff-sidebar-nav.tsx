import { type MouseEvent, useId, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import type { Role } from '@shared/domain/roles';
import { cn } from '@web/lib/cn';
import { type NavGroupItem, type NavLinkItem, navFor } from './staff-nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
  );

/** What one `useLocation` and one `useNavigate` in the nav give every link (see SidebarLink). */
interface Router {
  location: Location;
  navigate: NavigateFunction;
}

/** NavLink's rule: the path itself, or (without `end`) anything under it. */
const isActiveFor = (item: NavLinkItem, pathname: string) =>
  pathname === item.to || (!item.end && item.to !== '/' && pathname.startsWith(`${item.to}/`));

/**
 * A sidebar link: a plain anchor that navigates in the app on a plain left click, as react-router's
 * NavLink does (aria-current="page" when active; a click with a modifier or another button is the
 * browser's; the current address is replaced, not pushed). Not NavLink itself: each one subscribed to
 * the router and ran its hooks (href, resolved path, click handler, view transition) on every staff
 * screen's first render, 13–16 of them (decision 093); the nav reads the location once for all.
 */
function SidebarLink({ item, nested, onNavigate, router }: { item: NavLinkItem; nested?: boolean; onNavigate?: () => void; router: Router }) {
  const Icon = item.icon;
  const { location, navigate } = router;
  const isActive = isActiveFor(item, location.pathname);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(item.to, { replace: `${location.pathname}${location.search}${location.hash}` === item.to });
  };
  return (
    <a href={item.to} aria-current={isActive ? 'page' : undefined} className={cn(linkClass({ isActive }), nested && 'py-1.5 pl-10')} onClick={onClick}>
      {Icon && !nested ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
      {item.label}
    </a>
  );
}

/**
 * A group of links that folds (open at first). A button and a list, not Radix's Collapsible: that one
 * measures its content in a layout effect on mount and sets state from it, which on every staff screen's
 * first load forced the page's layout inside React's commit and rendered the shell a second time
 * (119 ms of a 250 ms task on Gestión, decision 082). It folds without the height animation.
 */
function SidebarGroup({ group, onNavigate, router }: { group: NavGroupItem; onNavigate?: () => void; router: Router }) {
  const { pathname } = router.location;
  const [open, setOpen] = useState(true);
  const listId = useId();
  const state = open ? 'open' : 'closed';
  const Icon = group.icon;
  return (
    <div data-state={state} className="group/collapsible">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-state={state}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
        data-active-child={group.items.some((i) => pathname === i.to) || undefined}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1 text-left">{group.label}</span>
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=closed]/collapsible:-rotate-90" aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-1">
        {group.items.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} nested onNavigate={onNavigate} router={router} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The staff navigation, shared by the desktop sidebar and the mobile slide-out menu. */
export function StaffSidebarNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const router = { location: useLocation(), navigate: useNavigate() };
  return (
    <nav aria-label="Navegación principal" className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {navFor(role).map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? <SidebarLink item={item} onNavigate={onNavigate} router={router} /> : <SidebarGroup group={item} onNavigate={onNavigate} router={router} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
