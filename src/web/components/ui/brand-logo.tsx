import { useContext } from 'react';
import { cn } from '@web/lib/cn';
import { ThemeContext } from '@web/lib/theme';

/**
 * The brand mark. Replaceable by configuration: swap public/brand/logo.svg (light backgrounds) and
 * public/brand/logo-white.svg (dark mode).
 *
 * One <img>, for the theme in force: an SVG image is a document of its own (its own layout, its text's
 * font lookup, its paint), built as soon as it has downloaded, even under `display: none`. Two images
 * toggled by the `dark` class cost every first load a second request and a second SVG document on the
 * main thread (decision 084). Outside a ThemeProvider (tests) the `dark` class theme-init.js set decides.
 */
export function BrandLogo({ className }: { className?: string }) {
  const theme = useContext(ThemeContext);
  const dark = theme ? theme.resolvedTheme === 'dark' : typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
  return (
    <span className={cn('inline-flex items-center', className)}>
      <img src={dark ? '/brand/logo-white.svg' : '/brand/logo.svg'} alt="Colabora" width={204} height={40} className="h-full w-auto" />
    </span>
  );
}
