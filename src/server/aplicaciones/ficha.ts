import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The form's opening time, signed (decision 072): GET /api/aplica hands it out, POST /api/aplica reads
 * it back. A bot that posts without opening the page has none; one that posts within seconds of opening
 * it is refused. Signed with APP_SECRET, so a client cannot make the page look older than it is.
 */
export const FICHA_VIGENCIA_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, at: number) => createHmac('sha256', secret).update(`aplica:${at}`).digest('base64url');

export function signFicha(secret: string, at = Date.now()): string {
  return `${at}.${mac(secret, at)}`;
}

/** How long ago the page was opened, or null when the ficha is not ours (or too old to trust). */
export function fichaAge(secret: string, ficha: string, now = Date.now()): number | null {
  const [atText, sig] = ficha.split('.');
  if (!atText || !sig || !/^\d{1,15}$/.test(atText)) return null;
  const at = Number(atText);
  const expected = Buffer.from(mac(secret, at));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - at;
  if (age < 0 || age > FICHA_VIGENCIA_MS) return null;
  return age;
}
