/** Texts the cards and the profile share; no figure is made up here, only laid out. */

/** 'Ana López Ruiz'. */
export function fullName(nombre: string, apellidos: string | null): string {
  return [nombre.trim(), apellidos?.trim()].filter(Boolean).join(' ');
}

/** 'Guadalajara, Jalisco'; null when neither is known. */
export function place(ciudad: string | null, estado: string | null): string | null {
  const text = [ciudad?.trim(), estado?.trim()].filter(Boolean).join(', ');
  return text || null;
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}
