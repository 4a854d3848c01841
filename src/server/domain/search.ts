import { sql, type SQL } from 'drizzle-orm';

/**
 * Case- and accent-insensitive search that runs the same on PGlite and PostgreSQL: neither may have the
 * unaccent extension, and lower() only folds ASCII under the C locale, so accents are translated away
 * first (upper and lower case), then lower() folds the rest. The query text gets the same folding here.
 */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';
const FOLD = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i]!]));

export function foldText(text: string): string {
  return [...text].map((ch) => FOLD.get(ch) ?? ch).join('').toLowerCase();
}

/** The words of a search box, folded; at most 8 so a pasted paragraph cannot build a huge query. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return foldText(q).split(/\s+/).filter(Boolean).slice(0, 8);
}

const escapeLike = (term: string) => term.replaceAll(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every term must appear somewhere in the given columns (in any of them). */
export function matchesAllTerms(columns: SQL[], terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  // Our own constants, inlined so the planner sees one stable expression.
  const haystack = sql`lower(translate(concat_ws(' ', ${sql.join(columns, sql`, `)}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
  return sql.join(
    terms.map((t) => sql`${haystack} LIKE ${`%${escapeLike(t)}%`} ESCAPE '\\'`),
    sql` AND `,
  );
}
