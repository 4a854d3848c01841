import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A value that must wait in the queue without being usable by whoever reads the table (an invitation's
 * token, issue 28): AES-256-GCM under a key derived from APP_SECRET for one purpose, as
 * `<iv>.<tag>.<ciphertext>` in base64url.
 */
const keyFor = (appSecret: string, purpose: string) => Buffer.from(hkdfSync('sha256', appSecret, 'colabora', `sellado:${purpose}`, 32));

export function sellar(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function abrir(appSecret: string, purpose: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.');
  if (!iv || !tag || data === undefined) throw new Error('Unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
