import { useContext } from 'react';
import { cn } from '@web/lib/cn';
import { ThemeContext } from '@web/lib/theme';

/**
 * The brand mark. Replaceable by configuration: swap public/brand/logo.svg (light backgrounds) and
 * public/brand/logo-white.svg (dark mode); the build puts both in index.html as `<symbol>`s
 * (tools/vite/head-inline.ts, ids kept in step with LOGO_SYMBOL and LOGO_WHITE_SYMBOL there).
 *
 * An inline `<svg>` using the symbol for the theme in force: no request, and no SVG document of its own
 * (an `<img>` of an SVG is one: its own layout, font lookup and paint, decision 084), drawn by the page's
 * layout with the rest (decision 100). Outside a ThemeProvider (tests) the `dark` class theme-init.js set
 * decides.
 */
export function BrandLogo({ className }: { className?: string }) {
  const theme = useContext(ThemeContext);
  const dark = theme ? theme.resolvedTheme === 'dark' : typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
  return (
    <span className={cn('inline-flex items-center', className)}>
      <svg role="img" aria-label="Colabora" viewBox="0 0 204 40" width={204} height={40} className="h-full w-auto">
        <use href={dark ? '#colabora-logo-white' : '#colabora-logo'} />
      </svg>
    </span>
  );
}
