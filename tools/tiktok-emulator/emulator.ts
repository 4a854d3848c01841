import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pictureJpeg } from '../instagram-emulator/picture';

/**
 * A small TikTok Login Kit + Display API for tests and `npm run demo`, written from TikTok's reference
 * (decision 074): the authorize page (/v2/auth/authorize/, a consent screen here) with state and PKCE
 * (S256), the token endpoint (/v2/oauth/token/: authorization_code and refresh_token grants, its
 * `{error, error_description, log_id}` failures), /v2/oauth/revoke/, /v2/user/info/ and /v2/video/list/
 * with cursor/has_more, their `{data, error:{code,message,log_id}}` envelope, access_token_invalid (401)
 * and rate_limit_exceeded (429). Controls under /emulator add videos and faults.
 */
export interface TtUser {
  open_id: string;
  username: string;
  display_name: string;
}

export interface TtVideo {
  id: string;
  username: string;
  title: string;
  video_description: string;
  /** Unix seconds, as the API answers it. */
  create_time: number;
}

export interface TikTokEmulatorOptions {
  clientKey?: string;
  clientSecret?: string;
  /** Access tokens live 24 h on TikTok. */
  accessTtlSeconds?: number;
  seed?: 'demo' | 'empty';
  publicUrl?: string;
  now?: () => Date;
  log?: (m: string) => void;
}

export interface TikTokEmulator {
  readonly url: string;
  readonly clientKey: string;
  readonly clientSecret: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  addUser(username: string): TtUser;
  addVideo(input: { username: string; description: string; createTime?: Date }): TtVideo;
  /** The next `times` API calls answer 429 rate_limit_exceeded. */
  rateLimitNext(times?: number): void;
  expireTokens(): void;
  /** What the consent screen does when she presses Autorizar, without a browser (tests). */
  authorize(params: URLSearchParams, username: string): string;
  readonly tokensIssued: number;
}

interface Grant {
  username: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

interface Token {
  username: string;
  scope: string;
  expiresAt: number;
  refresh: string;
  revoked: boolean;
}

const logId = () => randomBytes(12).toString('hex').toUpperCase();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

export function createTikTokEmulator(options: TikTokEmulatorOptions = {}): TikTokEmulator {
  const now = options.now ?? (() => new Date());
  const clientKey = options.clientKey ?? 'tt-emulator-key';
  const clientSecret = options.clientSecret ?? 'tt-emulator-secret';
  const accessTtl = options.accessTtlSeconds ?? 86_400;
  const log = options.log ?? (() => {});
  let baseUrl = options.publicUrl ?? '';
  let server: Server | null = null;
  let seq = 7_400_000_000_000_000_000n;
  const users = new Map<string, TtUser>();
  const videos: TtVideo[] = [];
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  let rateLimited = 0;
  let tokensIssued = 0;

  function addUser(username: string): TtUser {
    const key = username.toLowerCase();
    let u = users.get(key);
    if (!u) {
      u = { open_id: `-000${randomBytes(12).toString('hex')}`, username: key, display_name: key.replace(/[._]/g, ' ') };
      users.set(key, u);
    }
    return u;
  }

  function addVideo(input: { username: string; description: string; createTime?: Date }): TtVideo {
    const u = addUser(input.username);
    const v = { id: String((seq += 1n)), username: u.username, title: input.description.slice(0, 150), video_description: input.description, create_time: Math.floor((input.createTime ?? now()).getTime() / 1000) };
    videos.unshift(v);
    return v;
  }

  function authorize(params: URLSearchParams, username: string): string {
    const redirect = new URL(params.get('redirect_uri') ?? '');
    const state = params.get('state');
    if (state) redirect.searchParams.set('state', state);
    if (params.get('client_key') !== clientKey) {
      redirect.searchParams.set('error', 'invalid_client');
      redirect.searchParams.set('error_description', 'client_key is invalid');
      return redirect.toString();
    }
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
      redirect.searchParams.set('error', 'invalid_request');
      redirect.searchParams.set('error_description', 'code_challenge is required');
      return redirect.toString();
    }
    addUser(username);
    const code = randomBytes(18).toString('base64url');
    grants.set(code, { username: username.toLowerCase(), redirectUri: params.get('redirect_uri') ?? '', challenge: params.get('code_challenge') ?? '', scope: params.get('scope') ?? 'user.info.basic' });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('scopes', params.get('scope') ?? 'user.info.basic');
    return redirect.toString();
  }

  function issue(username: string, scope: string) {
    tokensIssued += 1;
    const access_token = `act.${randomBytes(16).toString('hex')}`;
    const refresh = `rft.${randomBytes(16).toString('hex')}`;
    tokens.set(access_token, { username, scope, expiresAt: now().getTime() + accessTtl * 1000, refresh, revoked: false });
    return { access_token, expires_in: accessTtl, open_id: addUser(username).open_id, refresh_expires_in: 31_536_000, refresh_token: refresh, scope, token_type: 'Bearer' };
  }

  function tokenEndpoint(form: URLSearchParams): [number, Record<string, unknown>] {
    const fail = (error: string, error_description: string): [number, Record<string, unknown>] => [400, { error, error_description, log_id: logId() }];
    if (form.get('client_key') !== clientKey || form.get('client_secret') !== clientSecret) return fail('invalid_client', 'Client key or secret is invalid.');
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant) return fail('invalid_grant', 'Authorization code is expired.');
      if (grant.redirectUri !== form.get('redirect_uri')) return fail('invalid_request', 'Redirect URI does not match.');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (challenge !== grant.challenge) return fail('invalid_request', 'Code verifier or code challenge is invalid.');
      return [200, issue(grant.username, grant.scope)];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const entry = [...tokens.entries()].find(([, t]) => t.refresh === form.get('refresh_token') && !t.revoked);
      if (!entry) return fail('invalid_grant', 'Refresh token is invalid or expired.');
      entry[1].revoked = true;
      return [200, issue(entry[1].username, entry[1].scope)];
    }
    return fail('unsupported_grant_type', 'Grant type is not supported.');
  }

  function apiToken(req: IncomingMessage): Token | [number, Record<string, unknown>] {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const t = bearer ? tokens.get(bearer) : undefined;
    if (!t || t.revoked || t.expiresAt <= now().getTime()) {
      return [401, { error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.', log_id: logId() } }];
    }
    if (rateLimited > 0) {
      rateLimited -= 1;
      return [429, { error: { code: 'rate_limit_exceeded', message: 'The API rate limit was exceeded. Please try again later.', log_id: logId() } }];
    }
    return t;
  }

  const ok = (data: Record<string, unknown>) => ({ data, error: { code: 'ok', message: '', log_id: logId() } });

  function videoOut(v: TtVideo, fields: string[]) {
    const all: Record<string, unknown> = {
      id: v.id,
      title: v.title,
      video_description: v.video_description,
      create_time: v.create_time,
      share_url: `https://www.tiktok.com/@${v.username}/video/${v.id}`,
      embed_link: `https://www.tiktok.com/player/v1/${v.id}`,
      cover_image_url: `${baseUrl}/emulator/covers/${v.id}.jpg`,
      duration: 15,
    };
    return Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]));
  }

  function consentPage(q: URLSearchParams): string {
    const hidden = [...q.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    const known = [...users.values()].map((u) => `<option value="${escapeHtml(u.username)}">@${escapeHtml(u.username)}</option>`).join('');
    return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>TikTok (emulador)</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:26rem}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}</style>
<h1>TikTok</h1><p><b>${escapeHtml(clientKey)}</b> quiere acceder a tu perfil y tus videos públicos (${escapeHtml(q.get('scope') ?? '')}).</p>
<form method="post" action="/v2/auth/authorize/">${hidden}
<label>Cuenta <select name="username">${known}</select></label><br>
<button name="decision" value="allow">Autorizar</button> <button name="decision" value="deny">Cancelar</button></form>`;
  }

  function panel(): string {
    const rows = videos.map((v) => `<tr><td>@${escapeHtml(v.username)}</td><td>${escapeHtml(v.video_description)}</td><td>${new Date(v.create_time * 1000).toISOString()}</td></tr>`).join('');
    return `<!doctype html><meta charset="utf-8"><title>TikTok emulator</title>
<style>body{font:14px system-ui;margin:2rem;max-width:60rem}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left}</style>
<h1>TikTok emulator</h1><p>client_key <code>${escapeHtml(clientKey)}</code>. Connected tokens issued: ${tokensIssued}.</p>
<h2>Post a video</h2><form method="post" action="/emulator/videos"><label>Account @<input name="username" value="ana.moda"></label>
<label>Description <input name="description" size="60" value="Mis jeans nuevos #COLAB-XXXX"></label><button>Post</button></form>
<form method="post" action="/emulator/faults"><input name="times" value="3" size="3"><button>Rate-limit (429) the next calls</button></form>
<h2>Videos</h2><table><tr><th>Account</th><th>Description</th><th>Time</th></tr>${rows}</table>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    const p = url.pathname.replace(/\/+$/, '');
    if (p === '/v2/auth/authorize') {
      if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(url.searchParams));
      const form = new URLSearchParams(await readBody(req));
      const username = form.get('username') ?? '';
      form.delete('username');
      if (form.get('decision') !== 'allow') {
        const redirect = new URL(form.get('redirect_uri') ?? '');
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'The user denied the request');
        if (form.get('state')) redirect.searchParams.set('state', form.get('state')!);
        return void res.writeHead(302, { location: redirect.toString() }).end();
      }
      return void res.writeHead(302, { location: authorize(form, username) }).end();
    }
    if (p === '/v2/oauth/token' && req.method === 'POST') {
      const [status, body] = tokenEndpoint(new URLSearchParams(await readBody(req)));
      return send(status, body);
    }
    if (p === '/v2/oauth/revoke' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const t = tokens.get(form.get('token') ?? '');
      if (t) t.revoked = true;
      return send(200, {});
    }
    if (p === '/v2/user/info' || p === '/v2/video/list') {
      const t = apiToken(req);
      if (Array.isArray(t)) return send(t[0], t[1]);
      const fields = (url.searchParams.get('fields') ?? '').split(',').map((f) => f.trim());
      const user = users.get(t.username)!;
      if (p === '/v2/user/info') {
        const all: Record<string, unknown> = { open_id: user.open_id, union_id: user.open_id, display_name: user.display_name, username: user.username, avatar_url: `${baseUrl}/emulator/covers/${user.open_id}.jpg` };
        return send(200, ok({ user: Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])) }));
      }
      if (!t.scope.split(',').includes('video.list')) return send(401, { error: { code: 'scope_not_authorized', message: 'The user did not authorize the scope required for completing this request.', log_id: logId() } });
      const body = JSON.parse((await readBody(req)) || '{}') as { cursor?: number; max_count?: number };
      const maxCount = Math.min(20, Math.max(1, body.max_count ?? 10));
      // The cursor is a UTC Unix time in milliseconds: videos created before it, newest first.
      const before = body.cursor ?? Number.MAX_SAFE_INTEGER;
      const hers = videos.filter((v) => v.username === t.username && v.create_time * 1000 < before);
      const pageOf = hers.slice(0, maxCount);
      const last = pageOf.at(-1);
      return send(200, ok({ videos: pageOf.map((v) => videoOut(v, fields)), cursor: last ? last.create_time * 1000 : 0, has_more: hers.length > pageOf.length }));
    }
    const cover = /^\/emulator\/covers\/([\w-]+)\.jpg$/.exec(p);
    if (cover) {
      const jpg = await pictureJpeg(cover[1]!);
      return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpg.length }).end(jpg);
    }
    if (p === '/emulator' && req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(panel());
    if (p === '/emulator/state') return send(200, { clientKey, users: [...users.values()], videos, tokensIssued });
    if (req.method === 'POST' && (p === '/emulator/videos' || p === '/emulator/faults')) {
      const raw = await readBody(req);
      const json = req.headers['content-type']?.includes('application/json');
      const form: Record<string, string> = json ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
      if (p === '/emulator/videos') {
        const video = addVideo({ username: form.username ?? 'ana.moda', description: form.description ?? '' });
        return json ? send(201, { video }) : void res.writeHead(303, { location: '/emulator' }).end();
      }
      rateLimited += Number(form.times ?? 1);
      return json ? send(200, { rateLimited }) : void res.writeHead(303, { location: '/emulator' }).end();
    }
    send(404, { error: { code: 'not_found', message: 'Not found', log_id: logId() } });
  }

  if (options.seed !== 'empty') {
    const day = 86_400_000;
    addVideo({ username: 'ana.moda', description: 'Rutina de mañana ✨', createTime: new Date(now().getTime() - 12 * day) });
    addVideo({ username: 'lupita.estilo', description: 'Tour por Puebla', createTime: new Date(now().getTime() - 4 * day) });
  }

  return {
    get url() {
      return baseUrl;
    },
    clientKey,
    clientSecret,
    get tokensIssued() {
      return tokensIssued;
    },
    async listen(port = 0, host = '127.0.0.1') {
      server = createServer((req, res) => {
        handle(req, res).catch((e: unknown) => {
          log(`[tiktok] ${String(e)}`);
          if (!res.headersSent) res.writeHead(500).end();
        });
      });
      await new Promise<void>((r) => server!.listen(port, host, r));
      if (!options.publicUrl) baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
      return baseUrl;
    },
    async close() {
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server?.closeAllConnections();
    },
    addUser,
    addVideo,
    rateLimitNext(times = 1) {
      rateLimited += times;
    },
    expireTokens() {
      for (const t of tokens.values()) t.expiresAt = now().getTime() - 1000;
    },
    authorize,
  };
}
