import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from './limits';

/**
 * The most common passwords that our length rules would otherwise accept (issue 14 item 6, decision 030).
 * The list is zxcvbn-ts's "common" dictionary (about 49,000 passwords from public breach corpora, most
 * frequent first); only the ones with 8 to 72 characters can reach this check, about 18,000.
 *
 * Server only: the list is about 200 kB gzip, so no web module may import this file (lint forbids
 * it); the browser learns the verdict from the API's answer.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .map(normalizePassword)
      .filter((p) => p.length >= LIMITS.passwordMin && p.length <= LIMITS.passwordMax),
  );
  return common;
}

/**
 * How a password is compared with the list: lower-case and without accents, so 'Contraseña' is
 * 'contrasena' and 'PASSWORD123' is 'password123'.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase();
}

/** Whether the password is one of the most common ones (compared lower-case, without accents). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalizePassword(password));
}

/** How many passwords the check refuses (for the docs and a test that the list loaded). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
