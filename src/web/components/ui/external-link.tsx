import type { ComponentProps, ReactNode } from 'react';
import { safeHttpUrl } from '@shared/safe-url';

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** An address from outside the app (the store, an admin's setting): a link only when it is http(s). */
  href: string | null | undefined;
  /** Shown instead when it is not (plain text, a note); nothing by default. */
  fallback?: ReactNode;
};

/**
 * The one way a link to another site is drawn (decision 032): http and https only, in a new tab with no
 * opener and no referrer. `javascript:`, `data:` and the like are never put in an href. Works as the
 * child of `<Button asChild>` (its props reach the <a>).
 */
export function ExternalLink({ href, fallback = null, children, ...props }: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <a {...props} href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
