import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { documentTitle } from '@shared/routes';

/**
 * The root layout: sets document.title from the route table's title of the screen on show (the router
 * puts it in each route's `handle`), e.g. 'Disponibles · Colabora'.
 */
export function ScreenTitle() {
  const title = useMatches().at(-1)?.handle;
  useEffect(() => {
    if (typeof title === 'string') document.title = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
