import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The form's opening time, signed (decision 072): GET /api/aplica hands it out, POST /api/aplica reads
 * it back. A bot that posts without opening the page has none; one that posts within seconds of opening
 * it is refused. Signed with APP_SECRET, so a client cannot make the page look older than it is.
 * It also names the question set the page showed (decision 079), so her answers are checked against
 * the questions she saw, and a client cannot pick another set.
 */
export const FICHA_VIGENCIA_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, at: number, version: number) => createHmac('sha256', secret).update(`aplica:${at}:${version}`).digest('base64url');

/** `version` 0: the default questions (Configuración never saved a set). */
export function signFicha(secret: string, at = Date.now(), version = 0): string {
  return `${at}.${version}.${mac(secret, at, version)}`;
}

/** How long ago the page was opened and which question set it showed, or null when the ficha is not ours (or too old to trust). */
export function readFicha(secret: string, ficha: string, now = Date.now()): { age: number; version: number } | null {
  const [atText, versionText, sig, ...rest] = ficha.split('.');
  if (!atText || !versionText || !sig || rest.length > 0 || !/^\d{1,15}$/.test(atText) || !/^\d{1,9}$/.test(versionText)) return null;
  const at = Number(atText);
  const version = Number(versionText);
  const expected = Buffer.from(mac(secret, at, version));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - at;
  if (age < 0 || age > FICHA_VIGENCIA_MS) return null;
  return { age, version };
}
