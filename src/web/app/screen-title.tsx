import { useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { documentTitle } from '@shared/routes';

let routeTitle: string | null = null;

/** The document title ScreenTitle last set from the route table, for a stand-in screen to give back. */
export function routeDocumentTitle(): string | null {
  return routeTitle;
}

/**
 * The root layout: sets document.title from the route table's title of the screen on show (the router
 * puts it in each route's `handle`), e.g. 'Disponibles · Colabora'. A layout effect, so a screen that
 * stands in for the route's own (the holding screen) can name the tab in its ordinary effect, after this.
 */
export function ScreenTitle() {
  const title = useMatches().at(-1)?.handle;
  useLayoutEffect(() => {
    if (typeof title === 'string') document.title = routeTitle = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
