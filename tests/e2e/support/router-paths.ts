import { documentTitle, SCREENS, type ScreenRoute } from '../../../src/shared/routes';

const ROWS = Object.values(SCREENS as Record<string, ScreenRoute>);

/**
 * Every path of the route table (src/shared/routes.ts), which the web's router is built from (decision
 * 035): a new screen added to the table shows up here.
 */
export function routerPaths(): string[] {
  return ROWS.map((r) => r.path);
}

/** The document title the screen at route `path` sets ('Disponibles · Colabora'), or undefined for a redirect. */
export function titleOf(path: string): string | undefined {
  const title = ROWS.find((r) => r.path === path)?.title;
  return title === undefined ? undefined : documentTitle(title);
}
