/**
 * The photo formats the delivery picker offers (decision 016: no HEIC, so an iPhone hands over JPEG).
 * The picker's accept list and the help text under it both come from here, so they cannot disagree.
 */
export const PHOTO_FORMATS = [
  { mime: 'image/jpeg', label: 'JPG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WEBP' },
] as const;

export const PHOTO_ACCEPT = PHOTO_FORMATS.map((f) => f.mime).join(',');

/** 'JPG, PNG o WEBP' */
export const PHOTO_FORMATS_TEXT = new Intl.ListFormat('es-MX', { type: 'disjunction' }).format(PHOTO_FORMATS.map((f) => f.label));
