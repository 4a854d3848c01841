import { useState } from 'react';
import { initials } from '../lib/search-cards';

/** The creator's photo, or her initials when there is none (or it fails to load). */
export function CreatorAvatar({ nombre, apellidos, avatarUrl }: { nombre: string; apellidos: string | null; avatarUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (avatarUrl && !failed) {
    return <img src={avatarUrl} alt="" width={44} height={44} loading="lazy" onError={() => setFailed(true)} className="size-11 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
      {initials(nombre, apellidos)}
    </span>
  );
}
