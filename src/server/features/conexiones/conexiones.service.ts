import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { codigoColaboracion } from '../../../shared/domain/publicaciones';
import type { InstagramInput, InstagramStatus, TikTokStatus } from '../../../shared/schemas/conexiones';
import { SCREENS } from '../../../shared/routes';
import { AppError } from '../../app-error';
import { colaboraciones, colaboradoras, instagramConfig, publicacionesBusquedas, tiktokConexiones, tiktokOauthEstados } from '../../db/schema';
import { creatorIdOf, type PublicServiceContext, type ServiceContext } from '../../http/service-context';
import { enqueue } from '../../queue/queue';
import { readInstagram, sealed, tiktokApp } from '../../social/connections';
import { MENCION_JOB } from '../../social/find';
import { exchangeToken, GraphApiError, instagramAccount } from '../../social/instagram-client';
import { authorizeUrl, exchangeCode, pkcePair, revokeToken, TikTokApiError, userInfo } from '../../social/tiktok-client';
import { decryptSecret } from '../../shopify/secrets';

export const INSTAGRAM_WEBHOOK_PATH = '/api/webhooks/instagram';
export const TIKTOK_CALLBACK_PATH = '/api/conexiones/tiktok/callback';
const STATE_TTL_MS = 10 * 60_000;

const verifyTokenOf = (appSecret: string) => createHmac('sha256', appSecret).update('instagram-webhook-verify').digest('base64url').slice(0, 24);

/** GET /api/conexiones/instagram: the brand's connection, never its secrets. */
export async function instagramStatus({ db, config }: Pick<ServiceContext, 'db' | 'config'>): Promise<InstagramStatus> {
  const [row] = await db.select().from(instagramConfig);
  if (!row) return { instagram: null };
  return {
    instagram: {
      username: row.username,
      igUserId: row.igUserId,
      appId: row.appId,
      estado: row.estado,
      tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
      pausaHasta: row.pausaHasta && row.pausaHasta > new Date() ? row.pausaHasta.toISOString() : null,
      ultimoError: row.ultimoError,
      webhookUrl: `${config.appUrl}${INSTAGRAM_WEBHOOK_PATH}`,
      webhookVerifyToken: verifyTokenOf(config.appSecret),
    },
  };
}

/**
 * PUT /api/conexiones/instagram: checks what is missing (named in Spanish), then asks Meta: the account
 * must answer with the token, and the token is exchanged for a long-lived one whose expiry is kept.
 * Saved encrypted; a 'vencida' connection becomes 'activa' again, and the checks resume.
 */
export async function saveInstagram(ctx: Pick<ServiceContext, 'db' | 'config' | 'actor'>, input: InstagramInput): Promise<InstagramStatus> {
  const { db, config, actor } = ctx;
  const missing = [
    !input.appId && 'el ID de la app',
    !input.appSecret && 'el secreto de la app',
    !input.accessToken && 'el token de acceso',
    !input.igUserId && 'el ID de la cuenta de Instagram',
  ].filter((m): m is string => Boolean(m));
  if (missing.length > 0) throw new AppError('INSTAGRAM_DATOS_FALTANTES', 400, `Falta ${missing.join(', ').replace(/, ([^,]*)$/, ' y $1')}.`);
  if (!/^\d{1,30}$/.test(input.igUserId)) throw new AppError('INSTAGRAM_DATOS_FALTANTES', 400, 'El ID de la cuenta de Instagram es un número (lo ves en el panel de tu app de Meta).');
  let account: { id: string; username: string };
  let long: { accessToken: string; expiresAt: Date | null };
  try {
    account = await instagramAccount(config.social.instagramGraphUrl, input.igUserId, input.accessToken);
    long = await exchangeToken(config.social.instagramGraphUrl, input.appId, input.appSecret, input.accessToken);
  } catch (e) {
    if (!(e instanceof GraphApiError)) throw e;
    const why =
      e.kind === 'token'
        ? 'el token venció o no es válido'
        : e.code === 1 || e.code === 101
          ? 'el ID o el secreto de la app no coinciden'
          : e.kind === 'rate'
            ? 'Instagram pidió esperar (límite de llamadas); intenta en unos minutos'
            : 'no reconoció la cuenta con ese ID';
    throw new AppError('INSTAGRAM_RECHAZADA', 400, `Instagram rechazó la conexión: ${why}.`);
  }
  const values = {
    appId: input.appId,
    appSecretEnc: sealed(config, input.appSecret),
    accessTokenEnc: sealed(config, long.accessToken),
    igUserId: account.id,
    username: account.username.toLowerCase(),
    tokenExpiresAt: long.expiresAt,
    estado: 'activa' as const,
    pausaHasta: null,
    ultimoError: null,
    updatedBy: actor.userId,
  };
  await db.insert(instagramConfig).values(values).onConflictDoUpdate({ target: instagramConfig.singleton, set: values });
  return instagramStatus(ctx);
}

export async function removeInstagram({ db }: Pick<ServiceContext, 'db'>): Promise<void> {
  await db.delete(instagramConfig);
}

/**
 * POST /api/webhooks/instagram: Meta's mentions webhook. The X-Hub-Signature-256 over the raw body, with
 * the app secret, is its only check: a forged or unsigned one is refused (401) and changes nothing. Each
 * mention's media becomes a queue job (once per media id) that reads it and attaches it where it matches.
 */
export async function receiveInstagramWebhook({ db, config }: PublicServiceContext, raw: string, signature: string | undefined): Promise<'ok' | 'unauthorized' | 'malformed'> {
  const ig = await readInstagram(db, config);
  if (!ig || !signature?.startsWith('sha256=')) return 'unauthorized';
  const expected = Buffer.from(createHmac('sha256', ig.appSecret).update(raw).digest('hex'));
  const given = Buffer.from(signature.slice('sha256='.length));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unauthorized';
  let body: { object?: string; entry?: { changes?: { field?: string; value?: { media_id?: unknown } }[] }[] };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return 'malformed';
  }
  if (body.object !== 'instagram' || !Array.isArray(body.entry)) return 'malformed';
  for (const entry of body.entry.slice(0, 50)) {
    for (const change of (entry.changes ?? []).slice(0, 50)) {
      const mediaId = String(change.value?.media_id ?? '');
      if (change.field !== 'mentions' || !/^\d{1,30}$/.test(mediaId)) continue;
      await enqueue(db, MENCION_JOB, { mediaId }, { clave: `${MENCION_JOB}:${mediaId}`, maxIntentos: 5 });
    }
  }
  return 'ok';
}

/** GET /api/webhooks/instagram: Meta's subscription check (hub.mode, hub.verify_token, hub.challenge). */
export function verifyInstagramSubscription({ config }: Pick<PublicServiceContext, 'config'>, q: Record<string, string | undefined>): string | null {
  if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== verifyTokenOf(config.appSecret)) return null;
  const challenge = q['hub.challenge'] ?? '';
  return /^[\w-]{1,200}$/.test(challenge) ? challenge : null;
}

// ---- Her TikTok ----

export async function tiktokStatus({ db, config, actor }: Pick<ServiceContext, 'db' | 'config' | 'actor'>): Promise<TikTokStatus> {
  const colaboradoraId = creatorIdOf(actor);
  const [row] = await db.select().from(tiktokConexiones).where(eq(tiktokConexiones.colaboradoraId, colaboradoraId));
  return {
    disponible: tiktokApp(config) !== null,
    conexion: row ? { username: row.username, estado: row.estado, conectadaAt: row.createdAt.toISOString() } : null,
  };
}

/** POST /api/conexiones/tiktok/autorizar: where her browser goes, with a single-use state and a PKCE challenge. */
export async function startTikTok({ db, config, actor }: Pick<ServiceContext, 'db' | 'config' | 'actor'>): Promise<{ url: string }> {
  const app = tiktokApp(config);
  if (!app) throw new AppError('TIKTOK_NO_DISPONIBLE');
  const state = randomBytes(24).toString('base64url');
  const { verifier, challenge } = pkcePair();
  await db.delete(tiktokOauthEstados).where(lt(tiktokOauthEstados.createdAt, new Date(Date.now() - STATE_TTL_MS)));
  await db.insert(tiktokOauthEstados).values({ state, userId: actor.userId, codeVerifier: sealed(config, verifier) });
  return { url: authorizeUrl(app, `${config.appUrl}${TIKTOK_CALLBACK_PATH}`, state, challenge) };
}

/**
 * GET /api/conexiones/tiktok/callback: TikTok sends her back here. The state must be one this person
 * started in the last 10 minutes (taken once); the code is exchanged with its PKCE verifier. Answers
 * where her browser goes next: her profile, with how it went.
 */
export async function finishTikTok({ db, config, actor }: Pick<ServiceContext, 'db' | 'config' | 'actor'>, q: Record<string, string | undefined>): Promise<string> {
  const back = (resultado: string) => `${SCREENS.perfil.path}?tiktok=${resultado}`;
  const app = tiktokApp(config);
  if (!app) return back('no_disponible');
  const [pending] = q.state
    ? await db.delete(tiktokOauthEstados).where(and(eq(tiktokOauthEstados.state, q.state), eq(tiktokOauthEstados.userId, actor.userId))).returning()
    : [];
  if (!pending || pending.createdAt.getTime() < Date.now() - STATE_TTL_MS) return back('estado_invalido');
  if (q.error || !q.code) return back('cancelada');
  try {
    const tokens = await exchangeCode(app, q.code, `${config.appUrl}${TIKTOK_CALLBACK_PATH}`, decryptSecret(config.appSecret, pending.codeVerifier));
    if (!tokens.scope.split(',').includes('video.list')) return back('sin_permiso');
    const info = await userInfo(app, tokens.accessToken);
    const colaboradoraId = creatorIdOf(actor);
    const values = {
      colaboradoraId,
      openId: tokens.openId || info.openId,
      username: info.username?.toLowerCase() ?? null,
      accessTokenEnc: sealed(config, tokens.accessToken),
      refreshTokenEnc: sealed(config, tokens.refreshToken),
      accessExpiresAt: tokens.accessExpiresAt,
      refreshExpiresAt: tokens.refreshExpiresAt,
      estado: 'activa' as const,
      pausaHasta: null,
    };
    await db.insert(tiktokConexiones).values(values).onConflictDoUpdate({ target: tiktokConexiones.colaboradoraId, set: values });
    return back('conectada');
  } catch (e) {
    if (e instanceof TikTokApiError) return back('error');
    throw e;
  }
}

/** DELETE /api/conexiones/tiktok: forgets her tokens (and asks TikTok to revoke them; a failure there changes nothing here). */
export async function disconnectTikTok({ db, config, actor }: Pick<ServiceContext, 'db' | 'config' | 'actor'>): Promise<void> {
  const colaboradoraId = creatorIdOf(actor);
  const [row] = await db.delete(tiktokConexiones).where(eq(tiktokConexiones.colaboradoraId, colaboradoraId)).returning();
  if (!row) throw new AppError('TIKTOK_NO_CONECTADA');
  const app = tiktokApp(config);
  if (app) await revokeToken(app, decryptSecret(config.appSecret, row.accessTokenEnc)).catch(() => undefined);
}

/** GET /api/conexiones/busqueda/{colaboracionId}: her code for captions and the last check's word. */
export async function busquedaDe({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string) {
  const colaboradoraId = creatorIdOf(actor);
  const [c] = await db
    .select({ id: colaboraciones.id, revisadaAt: publicacionesBusquedas.revisadaAt, aviso: publicacionesBusquedas.aviso })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .leftJoin(publicacionesBusquedas, eq(publicacionesBusquedas.colaboracionId, colaboraciones.id))
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  if (!c) throw new AppError('COLABORACION_NOT_FOUND');
  return { codigo: codigoColaboracion(c.id), revisadaAt: c.revisadaAt?.toISOString() ?? null, aviso: c.aviso };
}
