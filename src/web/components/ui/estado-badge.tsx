import { ESTADO_BADGES, type Estado } from '@shared/domain/estado';
import { cn } from '@web/lib/cn';
import { badgeVariants } from './badge';

/**
 * Each state's badge classes, built once: a list that draws a badge on every row or card writes a plain
 * <span data-slot="badge"> with them instead of two components and a class merge per row (decision 099).
 */
export const ESTADO_BADGE_CLASS = Object.fromEntries(
  Object.entries(ESTADO_BADGES).map(([estado, { tone }]) => [estado, badgeVariants({ variant: tone })]),
) as Record<Estado, string>;

/**
 * The badge's markup, called as a function (no component) where a list draws one per row or card; `className`
 * is its whole class list, ESTADO_BADGE_CLASS's or one built once from it.
 */
export function estadoBadge(estado: Estado, className: string = ESTADO_BADGE_CLASS[estado]) {
  return (
    <span data-slot="badge" className={className} data-estado={estado}>
      {ESTADO_BADGES[estado].label}
    </span>
  );
}

/** The collaboration state's badge: label and tone come from the shared state machine. */
export function EstadoBadge({ estado, className }: { estado: Estado; className?: string }) {
  return estadoBadge(estado, cn(ESTADO_BADGE_CLASS[estado], className));
}
