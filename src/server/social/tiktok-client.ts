import { createHash, randomBytes } from 'node:crypto';
import { toSecond, type FoundPost } from './match';

/**
 * TikTok Login Kit (OAuth v2 with PKCE) and the Display API calls (decision 074): the authorize URL with
 * state and an S256 challenge, the code and refresh exchanges, revoke, user info and video.list pages.
 * Failures: 'token' (access_token_invalid, invalid_grant, scope_not_authorized), 'rate' (429
 * rate_limit_exceeded), anything else 'otro'.
 */
export const DEFAULT_TIKTOK_API_URL = 'https://open.tiktokapis.com';
export const DEFAULT_TIKTOK_AUTH_URL = 'https://www.tiktok.com';
export const TIKTOK_SCOPES = 'user.info.basic,video.list';

export type TikTokFailure = 'token' | 'rate' | 'otro';
export class TikTokApiError extends Error {
  constructor(
    readonly kind: TikTokFailure,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface TikTokApp {
  apiUrl: string;
  authUrl: string;
  clientKey: string;
  clientSecret: string;
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(app: TikTokApp, redirectUri: string, state: string, challenge: string): string {
  const q = new URLSearchParams({ client_key: app.clientKey, scope: TIKTOK_SCOPES, response_type: 'code', redirect_uri: redirectUri, state, code_challenge: challenge, code_challenge_method: 'S256' });
  return `${app.authUrl.replace(/\/+$/, '')}/v2/auth/authorize/?${q}`;
}

export interface TikTokTokens {
  accessToken: string;
  refreshToken: string;
  openId: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  scope: string;
}

async function send(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch (e) {
    throw new TikTokApiError('otro', 'network', `TikTok no respondió (${e instanceof Error ? e.message : String(e)})`);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body: judged by its status below.
  }
  return { status: res.status, body };
}

async function tokenCall(app: TikTokApp, form: Record<string, string>): Promise<TikTokTokens> {
  const { status, body } = await send(`${app.apiUrl.replace(/\/+$/, '')}/v2/oauth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_key: app.clientKey, client_secret: app.clientSecret, ...form }),
  });
  if (typeof body.error === 'string' || status !== 200 || typeof body.access_token !== 'string') {
    const code = typeof body.error === 'string' ? body.error : `http_${status}`;
    throw new TikTokApiError(code === 'invalid_grant' ? 'token' : status === 429 ? 'rate' : 'otro', code, String(body.error_description ?? code).slice(0, 300));
  }
  const now = Date.now();
  return {
    accessToken: body.access_token,
    refreshToken: String(body.refresh_token ?? ''),
    openId: String(body.open_id ?? ''),
    accessExpiresAt: new Date(now + Number(body.expires_in ?? 86_400) * 1000),
    refreshExpiresAt: new Date(now + Number(body.refresh_expires_in ?? 31_536_000) * 1000),
    scope: String(body.scope ?? ''),
  };
}

export const exchangeCode = (app: TikTokApp, code: string, redirectUri: string, verifier: string) =>
  tokenCall(app, { code, grant_type: 'authorization_code', redirect_uri: redirectUri, code_verifier: verifier });

export const refreshTokens = (app: TikTokApp, refreshToken: string) => tokenCall(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

export async function revokeToken(app: TikTokApp, token: string): Promise<void> {
  await send(`${app.apiUrl.replace(/\/+$/, '')}/v2/oauth/revoke/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_key: app.clientKey, client_secret: app.clientSecret, token }),
  });
}

async function api(app: TikTokApp, path: string, token: string, init: RequestInit = {}) {
  const { status, body } = await send(`${app.apiUrl.replace(/\/+$/, '')}${path}`, { ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } });
  const error = body.error as { code?: string; message?: string } | undefined;
  if (status !== 200 || (error?.code && error.code !== 'ok')) {
    const code = error?.code ?? `http_${status}`;
    const kind: TikTokFailure = status === 429 || code === 'rate_limit_exceeded' ? 'rate' : status === 401 || code === 'access_token_invalid' || code === 'scope_not_authorized' ? 'token' : 'otro';
    throw new TikTokApiError(kind, code, String(error?.message ?? code).slice(0, 300));
  }
  return (body.data ?? {}) as Record<string, unknown>;
}

export async function userInfo(app: TikTokApp, token: string) {
  const data = await api(app, '/v2/user/info/?fields=open_id,display_name,username', token);
  const user = (data.user ?? {}) as { open_id?: string; username?: string; display_name?: string };
  return { openId: user.open_id ?? '', username: user.username ?? null, displayName: user.display_name ?? null };
}

interface TikTokVideo {
  id?: string;
  video_description?: string;
  title?: string;
  create_time?: number;
  share_url?: string;
  cover_image_url?: string;
}

/** Her videos newer than `since`, newest first, page by page (cursor, has_more), at most maxPages calls. */
export async function videosSince(app: TikTokApp, token: string, username: string, since: Date, maxPages = 3): Promise<FoundPost[]> {
  const out: FoundPost[] = [];
  let cursor: number | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const data = await api(app, '/v2/video/list/?fields=id,title,video_description,create_time,share_url,cover_image_url', token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ max_count: 20, ...(cursor ? { cursor } : {}) }),
    });
    const videos = (data.videos as TikTokVideo[] | undefined) ?? [];
    let older = false;
    for (const v of videos) {
      if (!v.id || !v.share_url || typeof v.create_time !== 'number') continue;
      const publicadoAt = new Date(v.create_time * 1000);
      if (publicadoAt.getTime() < toSecond(since)) {
        older = true;
        continue;
      }
      out.push({ plataforma: 'tiktok', externoId: v.id, autor: username, caption: v.video_description ?? v.title ?? '', permalink: v.share_url, publicadoAt, mediaTipo: 'VIDEO', mediaUrl: v.cover_image_url ?? null, etiquetaMarca: false });
    }
    if (older || data.has_more !== true || typeof data.cursor !== 'number') break;
    cursor = data.cursor;
  }
  return out;
}
