import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Store credentials at rest (shopify_config): AES-256-GCM with a key derived from APP_SECRET by HKDF,
 * a random 96-bit IV per value and the auth tag, as `v1.<iv>.<tag>.<ciphertext>` in base64url. A changed
 * APP_SECRET makes saved secrets unreadable (decrypt throws): the admin saves the connection again.
 */
const VERSION = 'v1';

function keyFor(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'colabora', 'shopify-credentials:v1', 32));
}

export function encryptSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
