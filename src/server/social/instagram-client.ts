import { toSecond, type FoundPost } from './match';

/**
 * The Instagram Graph API calls the checks make (decision 074), with Meta's errors sorted into what the
 * caller does about them: 'token' (code 190: expired or revoked; checks pause, admins hear), 'rate'
 * (4, 17, 32, 613 and 80002: wait and spread), 'no_encontrada' (Business Discovery's 110/2207013: a
 * personal, private or misspelled account), anything else 'otro'.
 */
export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v23.0';
const RATE_CODES = new Set([4, 17, 32, 613, 80002]);
const MEDIA_FIELDS = 'id,caption,permalink,timestamp,media_type,media_url,thumbnail_url,username,children{media_type,media_url}';

export type GraphFailure = 'token' | 'rate' | 'no_encontrada' | 'otro';

export class GraphApiError extends Error {
  constructor(
    readonly kind: GraphFailure,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

interface GraphMedia {
  id: string;
  caption?: string;
  permalink?: string;
  timestamp?: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  username?: string;
  children?: { data?: { media_type?: string; media_url?: string }[] };
}

export interface GraphCredentials {
  graphUrl: string;
  igUserId: string;
  accessToken: string;
}

async function call(url: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: signal ?? AbortSignal.timeout(20_000) });
  } catch (e) {
    throw new GraphApiError('otro', null, `Instagram no respondió (${e instanceof Error ? e.message : String(e)})`);
  }
  let body: Record<string, unknown>;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new GraphApiError('otro', null, `Instagram respondió ${res.status} sin JSON`);
  }
  const error = body.error as { code?: number; error_subcode?: number; message?: string } | undefined;
  if (!res.ok || error) {
    const code = typeof error?.code === 'number' ? error.code : null;
    const kind: GraphFailure = code === 190 ? 'token' : code !== null && RATE_CODES.has(code) ? 'rate' : code === 110 || error?.error_subcode === 2207013 ? 'no_encontrada' : 'otro';
    throw new GraphApiError(kind, code, String(error?.message ?? `HTTP ${res.status}`).slice(0, 300));
  }
  return body;
}

const graphUrl = (base: string, path: string, params: Record<string, string>) => `${base.replace(/\/+$/, '')}/${path}?${new URLSearchParams(params)}`;

/** A media object as a found post (the kept media: a carousel's first item, a video's own file). */
export function toFoundPost(m: GraphMedia, autor: string, etiquetaMarca: boolean): FoundPost | null {
  if (!m.id || !m.permalink || !m.timestamp) return null;
  const publicadoAt = new Date(m.timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(publicadoAt.getTime())) return null;
  const first = m.media_type === 'CAROUSEL_ALBUM' ? m.children?.data?.[0] : undefined;
  return {
    plataforma: 'instagram',
    externoId: m.id,
    autor: (m.username ?? autor).toLowerCase(),
    caption: m.caption ?? '',
    permalink: m.permalink,
    publicadoAt,
    mediaTipo: m.media_type ?? 'IMAGE',
    mediaUrl: first?.media_url ?? m.media_url ?? m.thumbnail_url ?? null,
    etiquetaMarca,
  };
}

/** The brand account itself: checks the token and answers its id and username. */
export async function instagramAccount(graphBase: string, igUserId: string, accessToken: string) {
  const body = await call(graphUrl(graphBase, igUserId, { fields: 'id,username', access_token: accessToken }));
  return { id: String(body.id), username: String(body.username ?? '') };
}

/** Her public media through Business Discovery, newest first, stopping at `since` (one call per page). */
export async function businessDiscovery(cred: GraphCredentials, handle: string, since: Date, maxPages = 2): Promise<FoundPost[]> {
  const out: FoundPost[] = [];
  let after: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const media = `media.limit(25)${after ? `.after(${after})` : ''}{${MEDIA_FIELDS}}`;
    const body = await call(graphUrl(cred.graphUrl, cred.igUserId, { fields: `business_discovery.username(${handle}){${media}}`, access_token: cred.accessToken }));
    const bd = body.business_discovery as { username?: string; media?: { data?: GraphMedia[]; paging?: { cursors?: { after?: string } } } } | undefined;
    const data = bd?.media?.data ?? [];
    let older = false;
    for (const m of data) {
      const p = toFoundPost(m, bd?.username ?? handle, false);
      if (!p) continue;
      if (p.publicadoAt.getTime() < toSecond(since)) older = true;
      else out.push(p);
    }
    after = bd?.media?.paging?.cursors?.after;
    if (older || data.length < 25 || !after) break;
  }
  return out;
}

/** Media where the brand is photo-tagged (the `tags` edge), newest first, stopping at `since`. */
export async function taggedMedia(cred: GraphCredentials, since: Date): Promise<FoundPost[]> {
  const body = await call(graphUrl(cred.graphUrl, `${cred.igUserId}/tags`, { fields: MEDIA_FIELDS, limit: '50', access_token: cred.accessToken }));
  const data = (body.data as GraphMedia[] | undefined) ?? [];
  return data.map((m) => toFoundPost(m, m.username ?? '', true)).filter((p): p is FoundPost => p !== null && p.publicadoAt.getTime() >= toSecond(since));
}

/** One media that @-mentions the brand (from the mentions webhook's media_id). */
export async function mentionedMedia(cred: GraphCredentials, mediaId: string): Promise<FoundPost | null> {
  if (!/^\d{1,30}$/.test(mediaId)) return null;
  const body = await call(graphUrl(cred.graphUrl, cred.igUserId, { fields: `mentioned_media.media_id(${mediaId}){${MEDIA_FIELDS}}`, access_token: cred.accessToken }));
  const m = body.mentioned_media as GraphMedia | undefined;
  return m ? toFoundPost(m, m.username ?? '', true) : null;
}

/** A new long-lived token (60 days) for the current one: renewal before it lapses. */
export async function exchangeToken(graphBase: string, appId: string, appSecret: string, token: string) {
  const body = await call(graphUrl(graphBase, 'oauth/access_token', { grant_type: 'fb_exchange_token', client_id: appId, client_secret: appSecret, fb_exchange_token: token }));
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  if (!accessToken) throw new GraphApiError('otro', null, 'Instagram no devolvió un token');
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : null;
  return { accessToken, expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null };
}
