let graphemes: Intl.Segmenter | undefined;

/**
 * A Latin letter (accented or not, one code point) that nothing joins to the next character: a grapheme on
 * its own, without ICU. Building the Segmenter at import cost 14-16 ms of the Dashboard's first load
 * (decision 089); names in Latin letters, nearly all of them, never build it now.
 */
const LONE_LATIN = /^\p{Script=Latin}(?!\p{M}|\u200c|\u200d|\p{Variation_Selector})/u;

/** The first user-perceived character: a whole emoji (surrogate pair, ZWJ sequence) or a letter with its accent. */
export function firstGrapheme(word: string | undefined): string {
  if (!word) return '';
  const lone = LONE_LATIN.exec(word);
  if (lone) return lone[0];
  graphemes ??= new Intl.Segmenter('es-MX', { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/**
 * Up to two initials for an avatar without a photo: the first name's and the last name's (the last word
 * of `nombre` when there are no apellidos). 'Ana López' → 'AL', 'Ángela' → 'Á', '🌸 Vale' → '🌸V'; '?'
 * for an empty name. One grapheme each, so an emoji is never cut in half.
 */
export function initials(nombre: string, apellidos: string | null = null): string {
  const words = nombre.trim().split(/\s+/).filter(Boolean);
  const last = apellidos?.trim().split(/\s+/)[0] || (words.length > 1 ? words.at(-1) : undefined);
  const text = `${firstGrapheme(words[0])}${firstGrapheme(last)}`.toLocaleUpperCase('es-MX');
  return text || '?';
}
