/**
 * Issue 14 item 4: is an answer in our words? Two small detectors the bad-input suite runs on every
 * error it gets back (tested themselves in spanish-text.unit.test.ts).
 *
 * englishIn: English words and phrases that libraries answer with ('Invalid', 'expected', 'required',
 * 'Not Found', 'Something went wrong'...) and that no Spanish sentence contains. Words are matched whole,
 * letters with accents included, so 'inválido' or 'sesión' never match a fragment. Text inside «» is a
 * field or key name the message quotes (code identifiers such as «pageSize»), not prose, and is skipped.
 * Product words the spec itself writes in English inside Spanish messages ('Email', 'Admin API', 'Client
 * secret', 'draft order', 'token') are deliberately not on the list.
 *
 * fileSystemPathIn: a path or other trace of the server's insides (absolute paths under the usual roots,
 * node_modules, a source position such as '.ts:12', Node's errno prefixes such as 'EROFS:', the tus
 * partial-upload folder), plus any extra literal the caller knows (the test's DATA_DIR).
 */
const ENGLISH = [
  // What validation libraries say.
  'invalid',
  'expected',
  'required',
  'must',
  'received',
  'unexpected',
  'unrecognized',
  'missing',
  'malformed',
  'should',
  'cannot',
  "can't",
  'not',
  'input',
  'value',
  'option',
  'options',
  'string',
  'array',
  'object',
  'number',
  'boolean',
  'characters',
  'items',
  'key',
  'keys',
  'field',
  'too big',
  'too small',
  'too large',
  'too many',
  'exceeded',
  'discriminator',
  'conflict',
  'length',
  'offset',
  'header',
  'upload',
  'file',
  'found',
  'allowed',
  'unsupported',
  'unauthorized',
  'forbidden',
  'internal',
  'server',
  'request',
  'body',
  'failed',
  'went wrong',
  'already',
  'exists',
  'please',
  'password',
  // Function words no Spanish sentence uses.
  'the',
  'is',
  'are',
  'was',
  'of',
  'to',
  'and',
  'or',
  'with',
  'for',
  'this',
  'that',
  'an',
  'you',
  'your',
] as const;

const escape = (s: string) => s.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ENGLISH_RE = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${ENGLISH.map(escape).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');

/** The English words found in a message (lower case, each once), ignoring names quoted in «». */
export function englishIn(message: string): string[] {
  const prose = message.replaceAll(/«[^»]*»/g, ' ');
  return [...new Set([...prose.matchAll(ENGLISH_RE)].map((m) => m[0].toLowerCase()))];
}

const PATH_PATTERNS: readonly RegExp[] = [
  /(?:^|[\s'"`(=:,])\/(?:work|tmp|home|root|usr|var|opt|srv|etc|proc|mnt|private|Users)\//,
  /[A-Za-z]:\\/,
  /node_modules/,
  /\.(?:[cm]?[jt]sx?):\d/,
  /\bfile:\/\//,
  /\bE[A-Z]{3,}: /,
  /\.tus-partial/,
  /\bDATA_DIR\b/,
  /\bat (?:async )?[\w$.<>]+ \(/,
];

/** The first sign of a file-system path or stack in a text, or null. */
export function fileSystemPathIn(text: string, extraLiterals: readonly string[] = []): string | null {
  for (const literal of extraLiterals) if (literal && text.includes(literal)) return literal;
  for (const pattern of PATH_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return m[0].trim();
  }
  return null;
}
