import { cn } from '@web/lib/cn';

/**
 * The brand mark. Replaceable by configuration: swap public/brand/logo.svg (light backgrounds) and
 * public/brand/logo-white.svg (dark mode); the right one shows through the `dark` class, without JS.
 */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)}>
      <img src="/brand/logo.svg" alt="Colabora" width={204} height={40} className="h-full w-auto dark:hidden" />
      <img src="/brand/logo-white.svg" alt="Colabora" width={204} height={40} className="hidden h-full w-auto dark:block" />
    </span>
  );
}
