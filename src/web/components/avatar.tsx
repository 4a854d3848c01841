import { useState } from 'react';
import { cn } from '@web/lib/cn';
import { initials } from '@web/lib/initials';

const TONES = {
  /** Cards and profiles: the brand color. */
  primary: 'bg-primary text-primary-foreground',
  /** Lists where many sit together (Inicio's top creators). */
  soft: 'bg-primary/10 text-primary',
  /** Her own profile, behind the change-photo button. */
  muted: 'bg-muted text-muted-foreground',
} as const;

const textSize = (size: number) => (size >= 96 ? 'text-2xl' : size >= 64 ? 'text-xl' : size >= 40 ? 'text-sm' : 'text-xs');

/**
 * A person's photo, or her initials when there is none or it fails to load: the one avatar of the app.
 * `alt` is empty by default: the name is beside it almost everywhere.
 */
export function Avatar({
  nombre,
  apellidos = null,
  src = null,
  size = 48,
  tone = 'primary',
  alt = '',
  className,
}: {
  nombre: string;
  apellidos?: string | null;
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
  tone?: keyof typeof TONES;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size };
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('shrink-0 rounded-full border bg-muted object-cover', className)}
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full font-semibold', TONES[tone], textSize(size), className)}
      style={box}
    >
      {initials(nombre, apellidos)}
    </span>
  );
}
