import { ImageIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A list's small picture: always the WebP thumbnail (never the original), lazy, with its box reserved. */
export function Thumbnail({ src, size = 40, radius = 'md', className }: { src: string | null; size?: number; radius?: 'md' | 'lg'; className?: string }) {
  const corners = radius === 'lg' ? 'rounded-lg' : 'rounded-md';
  if (!src) {
    return (
      <span
        className={cn('flex shrink-0 items-center justify-center bg-muted text-muted-foreground', corners, className)}
        style={{ width: size, height: size }}
      >
        <ImageIcon className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 border bg-muted object-cover', corners, className)}
      style={{ width: size, height: size }}
    />
  );
}
