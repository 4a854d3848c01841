let graphemes: Intl.Segmenter | undefined;

/**
 * A character below U+0300 (ASCII, Latin-1, Latin Extended-A/B, IPA: letters, digits, signs) followed by
 * another below U+0300 or by nothing is a grapheme on its own (Unicode's rules join none of them but CR
 * LF: every combining mark, ZWJ, ZWNJ and variation selector is U+0300 or above), found without ICU.
 * Building the Segmenter cost 14-16 ms of the Dashboard's first load (decision 089), and still ~12 ms of
 * it when a name's last word began with a digit ('Creadora Número 12', decision 098); names of these
 * characters, nearly all of them, never build it now. Any other first character asks the Segmenter.
 */
function lone(word: string): boolean {
  const c = word.charCodeAt(0);
  return c < 0x300 && c !== 0x0d && (word.length === 1 || word.charCodeAt(1) < 0x300);
}

/** The first user-perceived character: a whole emoji (surrogate pair, ZWJ sequence) or a letter with its accent. */
export function firstGrapheme(word: string | undefined): string {
  if (!word) return '';
  if (lone(word)) return word[0]!;
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
