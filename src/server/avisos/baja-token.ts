import { createHmac, timingSafeEqual } from 'node:crypto';
import { CATEGORIAS_OPCIONALES, type CategoriaOpcional } from '../../shared/schemas/avisos';

/**
 * The one-click unsubscribe link's token (RFC 8058): who and which category, until when, signed with the
 * app's secret. It works without signing in, so only the signature makes it hers; a link older than
 * LIFETIME (an old email found months later) asks her to use Preferencias instead.
 */
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

export interface BajaClaims {
  usuarioId: string;
  categoria: CategoriaOpcional;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', `baja:${secret}`).update(payload).digest('base64url');
}

export function signBaja(secret: string, claims: BajaClaims, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify([claims.usuarioId, claims.categoria, now + LIFETIME_MS])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims, or 'invalid' (forged, damaged, unknown category) or 'expired'. */
export function verifyBaja(secret: string, token: string, now = Date.now()): BajaClaims | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return 'invalid';
  const [usuarioId, categoria, expires] = parsed as unknown[];
  if (typeof usuarioId !== 'string' || typeof expires !== 'number') return 'invalid';
  if (!(CATEGORIAS_OPCIONALES as readonly unknown[]).includes(categoria)) return 'invalid';
  if (expires < now) return 'expired';
  return { usuarioId, categoria: categoria as CategoriaOpcional };
}
