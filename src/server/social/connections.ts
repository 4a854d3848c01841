import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { instagramConfig, tiktokConexiones } from '../db/schema';
import { decryptSecret, encryptSecret } from '../shopify/secrets';
import { notify } from '../avisos/avisar';
import { SCREENS } from '../../shared/routes';
import type { GraphCredentials } from './instagram-client';
import { refreshTokens, type TikTokApp } from './tiktok-client';

/**
 * The two connections the checks use (issue 30): the brand's Instagram (one row, secrets encrypted with
 * APP_SECRET like the store's, shopify/secrets.ts) and each creator's TikTok. A token Meta or TikTok
 * refuses turns the connection 'vencida': checks pause (nothing found is lost; what they would find is
 * found once it is saved again) and admins get one notice.
 */
export interface InstagramConnection {
  appId: string;
  appSecret: string;
  cred: GraphCredentials;
  username: string;
  tokenExpiresAt: Date | null;
  estado: 'activa' | 'vencida';
  pausaHasta: Date | null;
}

export async function readInstagram(db: Db | Tx, config: Config): Promise<InstagramConnection | null> {
  const [row] = await db.select().from(instagramConfig);
  if (!row) return null;
  try {
    return {
      appId: row.appId,
      appSecret: decryptSecret(config.appSecret, row.appSecretEnc),
      cred: { graphUrl: config.social.instagramGraphUrl, igUserId: row.igUserId, accessToken: decryptSecret(config.appSecret, row.accessTokenEnc) },
      username: row.username,
      tokenExpiresAt: row.tokenExpiresAt,
      estado: row.estado,
      pausaHasta: row.pausaHasta,
    };
  } catch {
    // APP_SECRET changed: the saved secrets cannot be read; the admin saves the connection again.
    return null;
  }
}

export const sealed = (config: Config, plain: string) => encryptSecret(config.appSecret, plain);

export async function markInstagramVencida(db: Db, motivo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(instagramConfig)
      .set({ estado: 'vencida', ultimoError: motivo.slice(0, 300) })
      .where(eq(instagramConfig.estado, 'activa'))
      .returning({ username: instagramConfig.username, updatedAt: instagramConfig.updatedAt });
    if (!row) return;
    await notify(tx, { roles: ['admin'] }, {
      tipo: 'conexion_vencida',
      clave: `conexion_vencida:instagram:${row.updatedAt.toISOString()}`,
      titulo: 'La conexión con Instagram venció',
      cuerpo: `El token de @${row.username} ya no es válido. La búsqueda de publicaciones está en pausa hasta que lo guardes de nuevo en Configuración; no se pierde nada.`,
      enlace: SCREENS.configuracion.path,
      datos: { conexion: 'instagram' },
    });
  });
}

export function tiktokApp(config: Config): TikTokApp | null {
  const { tiktokClientKey, tiktokClientSecret, tiktokApiUrl, tiktokAuthUrl } = config.social;
  if (!tiktokClientKey || !tiktokClientSecret) return null;
  return { apiUrl: tiktokApiUrl, authUrl: tiktokAuthUrl, clientKey: tiktokClientKey, clientSecret: tiktokClientSecret };
}

/** Her TikTok access token, refreshed when it lapsed (TikTok's last 24 h; the refresh token a year). */
export async function tiktokAccess(db: Db, config: Config, colaboradoraId: string): Promise<{ token: string; username: string } | null> {
  const app = tiktokApp(config);
  const [row] = await db.select().from(tiktokConexiones).where(eq(tiktokConexiones.colaboradoraId, colaboradoraId));
  if (!app || !row || row.estado !== 'activa') return null;
  const username = row.username ?? '';
  if (row.accessExpiresAt.getTime() > Date.now() + 60_000) return { token: decryptSecret(config.appSecret, row.accessTokenEnc), username };
  const t = await refreshTokens(app, decryptSecret(config.appSecret, row.refreshTokenEnc));
  await db
    .update(tiktokConexiones)
    .set({ accessTokenEnc: sealed(config, t.accessToken), refreshTokenEnc: sealed(config, t.refreshToken), accessExpiresAt: t.accessExpiresAt, refreshExpiresAt: t.refreshExpiresAt })
    .where(eq(tiktokConexiones.colaboradoraId, colaboradoraId));
  return { token: t.accessToken, username };
}
