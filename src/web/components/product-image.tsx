import { ShirtIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A product picture (the thumbnail in lists, the original on a detail page), or a quiet placeholder. */
export function ProductImage({ src, alt, className, eager = false }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  if (!src) {
    return (
      <div className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)} role="img" aria-label={`${alt} (sin imagen)`}>
        <ShirtIcon className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('bg-muted object-cover', className)}
    />
  );
}
