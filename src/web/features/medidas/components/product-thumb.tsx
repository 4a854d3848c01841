import { ImageIcon } from 'lucide-react';

/** A row's thumbnail (the WebP thumbnail, never the original), lazy, its box reserved. */
export function ProductThumb({ src, size = 48 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <span className="flex shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground" style={{ width: size, height: size }}>
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
      className="shrink-0 rounded-md border bg-muted object-cover"
      style={{ width: size, height: size }}
    />
  );
}
