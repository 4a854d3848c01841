/** Texts the cards and the profile share; no figure is made up here, only laid out. */

/** 'Ana López Ruiz'. */
export function fullName(nombre: string, apellidos: string | null): string {
  return [nombre.trim(), apellidos?.trim()].filter(Boolean).join(' ');
}

/** Up to two initials for the avatar fallback. */
export function initials(nombre: string, apellidos: string | null): string {
  const a = nombre.trim().charAt(0);
  const b = apellidos?.trim().charAt(0) ?? nombre.trim().split(/\s+/)[1]?.charAt(0) ?? '';
  return `${a}${b}`.toUpperCase() || '?';
}

/** 'Guadalajara, Jalisco'; null when neither is known. */
export function place(ciudad: string | null, estado: string | null): string | null {
  const text = [ciudad?.trim(), estado?.trim()].filter(Boolean).join(', ');
  return text || null;
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}
