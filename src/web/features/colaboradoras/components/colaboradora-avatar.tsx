import { useState } from 'react';
import { cn } from '@web/lib/cn';
import { initials } from '../lib/format';

/** Her photo (the signed thumbnail), or her initials when there is none or it fails to load. */
export function ColaboradoraAvatar({
  nombre,
  apellidos,
  avatarUrl,
  size = 48,
  className,
}: {
  nombre: string;
  apellidos: string | null;
  avatarUrl: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (avatarUrl && !failed) {
    return (
      <img
        src={avatarUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full border object-cover', className)}
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground', size >= 64 ? 'text-xl' : 'text-sm', className)}
      style={box}
    >
      {initials(nombre, apellidos)}
    </span>
  );
}
