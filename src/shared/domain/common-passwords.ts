import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from './limits';
import { spanishCommonPasswords } from './spanish-common-passwords';

/**
 * The most common passwords (issue 14 item 6, decision 030; issue 26, decision 058): zxcvbn-ts's
 * "common" dictionary (about 49,000 passwords from public breach corpora) and a Spanish list built from
 * the patterns people pick (`spanish-common-passwords.ts`, with the brand's own name). A password is
 * refused when, normalized, it is one of them, is one of them padded (spaces, symbols or one character
 * repeated around it), or is one short pattern repeated ('aaaaaaaa', '00000000', 'abcabcabc').
 *
 * Server only: the list is about 200 kB gzip, so no web module may import this file (lint forbids
 * it); the browser learns the verdict from the API's answer.
 */
let all: Set<string> | undefined;
let inRange = 0;

function commonPasswords(): Set<string> {
  if (!all) {
    all = new Set([...dictionary['passwords-common'], ...spanishCommonPasswords()].map(normalizePassword));
    inRange = [...all].filter((p) => p.length >= LIMITS.passwordMin && p.length <= LIMITS.passwordMax).length;
  }
  return all;
}

/**
 * How a password is compared with the list: NFKC first, so full-width '１２３４５６７８' is '12345678' and
 * 'ｐａｓｓｗｏｒｄ' is 'password'; then lower-case and without accents, so 'Contraseña' is 'contrasena'.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC').normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase();
}

/** The longest unit whose repetition makes a password trivial ('abab…', 'abcabc…', '1234 1234'). */
const MAX_REPEATED_UNIT = 4;

/** Whether the text is one unit of at most four characters, said at least twice ('aaaaaaaa', 'abcabcabc'). */
function isRepetition(text: string): boolean {
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit * 2 <= text.length; unit += 1) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  return false;
}

/** Padding around a word: anything but letters and digits, or one letter or digit three times or more. */
const OUTER_SYMBOLS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const LEADING_RUN = /^(.)\1{2,}/u;
const TRAILING_RUN = /(.)\1{2,}$/u;
/** A year or a count after a word: 'colabora2026' is the brand with a tail. */
const TRAILING_DIGITS = /\d+$/u;

/** What is left of the password once its padding is taken off, in the order people add it. */
function cores(normalized: string): string[] {
  const found: string[] = [];
  let text = normalized.replaceAll(/\s+/gu, ' ').trim();
  for (let i = 0; i < 3; i += 1) {
    const next = text.replaceAll(OUTER_SYMBOLS, '').replace(LEADING_RUN, '').replace(TRAILING_RUN, '').trim();
    if (next === text || next === '') break;
    found.push(next);
    text = next;
  }
  return found;
}

/**
 * Whether the password is a common one: on the list (compared as normalizePassword says), padded, or
 * a short pattern repeated. Only what was taken off as padding may leave a core shorter than 8.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const normalized = normalizePassword(password);
  const whole = normalized.trim();
  if (list.has(whole) || isRepetition(whole.replaceAll(/\s+/gu, ''))) return true;
  for (const core of cores(whole)) {
    if (list.has(core) || isRepetition(core)) return true;
  }
  return [whole, ...cores(whole)].some((text) => BRAND.has(text.replace(TRAILING_DIGITS, '')));
}

/** The product's own name and words: the first thing tried against its accounts. */
const BRAND = new Set(['colabora', 'colaboradora', 'colaboradoras', 'colaboracion', 'colaboraciones']);

/** How many passwords of 8 to 72 characters the list refuses as they are (for the docs and a test). */
export function commonPasswordCount(): number {
  commonPasswords();
  return inRange;
}
