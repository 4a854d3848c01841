import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pictureJpeg } from './picture';

/**
 * A small Instagram Graph API (Instagram API with Facebook Login) for tests and `npm run demo`, written
 * from Meta's reference (decision 074): Business Discovery, the brand account's `tags` and
 * `mentioned_media`, the mentions webhook signed with X-Hub-Signature-256, long-lived token exchange
 * (`fb_exchange_token`) and expiry (code 190, subcode 463), the rate-limit errors 4/17/32/613 and the
 * X-App-Usage / X-Business-Use-Case-Usage headers. Controls under /emulator add posts, accounts and faults.
 */
export const GRAPH_VERSION = 'v23.0';
const DAY_S = 86_400;

export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface IgPost {
  id: string;
  username: string;
  caption: string;
  media_type: MediaType;
  timestamp: string;
  permalink: string;
  /** Photo-tags of other accounts (usernames), as the brand's `tags` edge sees them. */
  tagged: string[];
  /** A video's served size in bytes (zeros past a real header), to try the app's size limit. */
  videoBytes?: number;
}

export interface IgAccount {
  id: string;
  username: string;
  /** Business or creator: Business Discovery sees only these; a personal account is "Invalid user id". */
  professional: boolean;
}

export type RateLimitCode = 4 | 17 | 32 | 613;

export interface InstagramEmulatorOptions {
  appId?: string;
  appSecret?: string;
  brandUsername?: string;
  /** The long-lived token it accepts at start; default ig_emulator_token. */
  token?: string;
  /** How long tokens live (long-lived: 60 days). */
  tokenTtlSeconds?: number;
  /** Where the mentions webhook is posted, when set. */
  webhookUrl?: string;
  /** Business Discovery calls allowed per rolling hour (the app's budget); past it, code 4. */
  hourlyLimit?: number;
  seed?: 'demo' | 'empty';
  publicUrl?: string;
  now?: () => Date;
  log?: (m: string) => void;
}

export interface InstagramEmulator {
  readonly url: string;
  readonly graphUrl: string;
  readonly brand: IgAccount;
  readonly appId: string;
  readonly appSecret: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  addAccount(username: string, professional?: boolean): IgAccount;
  addPost(input: { username: string; caption: string; media_type?: MediaType; tagBrand?: boolean; timestamp?: Date; videoBytes?: number }): Promise<IgPost>;
  /** The next `times` Graph calls answer this rate-limit error. */
  failNext(code: RateLimitCode, times?: number): void;
  expireTokens(): void;
  revokeTokens(): void;
  /** Business Discovery calls answered so far. */
  readonly discoveryCalls: number;
  setWebhookUrl(url: string | undefined): void;
  /** Resolves when every webhook posted so far has been answered. */
  webhooksSettled(): Promise<void>;
}

interface Token {
  expiresAt: number;
  revoked: boolean;
}

const RATE_LIMIT_MESSAGES: Record<RateLimitCode, string> = {
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  32: '(#32) Page request limit reached',
  613: '(#613) Calls to this api have exceeded the rate limit.',
};

class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

function graphError(status: number, message: string, code: number, extra: Record<string, unknown> = {}) {
  return new GraphError(status, { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(8).toString('base64url') });
}

/** `name(arg)` and `.limit(n).after(c)` modifiers of one field of a Graph `fields` expression. */
function modifier(expr: string, name: string): string | undefined {
  return new RegExp(`\\.${name}\\(([^)]*)\\)`).exec(expr)?.[1];
}

/** The sub-fields inside the first `{…}` after `at`, balanced. */
function subFields(expr: string, at: number): string {
  const start = expr.indexOf('{', at);
  if (start < 0) return '';
  let depth = 0;
  for (let i = start; i < expr.length; i += 1) {
    if (expr[i] === '{') depth += 1;
    if (expr[i] === '}') {
      depth -= 1;
      if (depth === 0) return expr.slice(start + 1, i);
    }
  }
  return expr.slice(start + 1);
}

/** A `fields` list split at its top-level commas (children{a,b} stays one field). */
function topLevel(fields: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < fields.length; i += 1) {
    if (fields[i] === '{') depth += 1;
    else if (fields[i] === '}') depth -= 1;
    else if (fields[i] === ',' && depth === 0) {
      out.push(fields.slice(start, i));
      start = i + 1;
    }
  }
  out.push(fields.slice(start));
  return out;
}

const cursorOf = (i: number) => Buffer.from(`i:${i}`).toString('base64url');
const indexOf = (c: string | undefined) => (c ? Number(/^i:(\d+)$/.exec(Buffer.from(c, 'base64url').toString())?.[1] ?? 0) : 0);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, type: string | undefined): Record<string, string> {
  if (type?.includes('application/json')) {
    const v = JSON.parse(raw || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

const escapeHtml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

export function createInstagramEmulator(options: InstagramEmulatorOptions = {}): InstagramEmulator {
  const now = options.now ?? (() => new Date());
  const appId = options.appId ?? 'ig-emulator-app';
  const appSecret = options.appSecret ?? 'ig-emulator-secret';
  const ttl = options.tokenTtlSeconds ?? 60 * DAY_S;
  const hourlyLimit = options.hourlyLimit ?? 200;
  const log = options.log ?? (() => {});
  let webhookUrl = options.webhookUrl;
  let baseUrl = options.publicUrl ?? '';
  let server: Server | null = null;
  let idSeq = 17_841_400_000_000_000n;
  const nextId = () => String((idSeq += 1n));

  const accounts = new Map<string, IgAccount>();
  const posts: IgPost[] = [];
  const tokens = new Map<string, Token>();
  const faults: RateLimitCode[] = [];
  const discoveryTimes: number[] = [];
  const pendingHooks = new Set<Promise<void>>();
  let discoveryCalls = 0;

  function addAccount(username: string, professional = true): IgAccount {
    const key = username.toLowerCase();
    const found = accounts.get(key);
    if (found) return found;
    const a = { id: nextId(), username: key, professional };
    accounts.set(key, a);
    return a;
  }
  const brand = addAccount(options.brandUsername ?? 'colabora.demo');
  tokens.set(options.token ?? 'ig_emulator_token', { expiresAt: now().getTime() + ttl * 1000, revoked: false });

  function signedWebhook(body: string) {
    return { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
  }

  function sendMentionWebhook(post: IgPost) {
    if (!webhookUrl) return;
    const body = JSON.stringify({
      object: 'instagram',
      entry: [{ id: brand.id, time: Math.floor(now().getTime() / 1000), changes: [{ field: 'mentions', value: { media_id: post.id } }] }],
    });
    const p = fetch(webhookUrl, { method: 'POST', headers: signedWebhook(body), body })
      .then((r) => log(`[instagram] mentions webhook → ${r.status}`))
      .catch((e: unknown) => log(`[instagram] mentions webhook failed: ${String(e)}`))
      .finally(() => pendingHooks.delete(p));
    pendingHooks.add(p);
  }

  async function addPost(input: { username: string; caption: string; media_type?: MediaType; tagBrand?: boolean; timestamp?: Date; videoBytes?: number }) {
    const account = addAccount(input.username);
    const id = nextId();
    const shortcode = randomBytes(8).toString('base64url').slice(0, 11);
    const mentionsBrand = new RegExp(`@${brand.username.replace(/\./g, '\\.')}\\b`, 'i').test(input.caption);
    const post: IgPost = {
      id,
      username: account.username,
      caption: input.caption,
      media_type: input.media_type ?? 'IMAGE',
      timestamp: (input.timestamp ?? now()).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      permalink: `https://www.instagram.com/${input.media_type === 'VIDEO' ? 'reel' : 'p'}/${shortcode}/`,
      tagged: input.tagBrand ? [brand.username] : [],
      ...(input.videoBytes ? { videoBytes: input.videoBytes } : {}),
    };
    posts.unshift(post);
    if (mentionsBrand) sendMentionWebhook(post);
    return post;
  }

  function mediaUrl(p: IgPost): string {
    return p.media_type === 'VIDEO' ? `${baseUrl}/emulator/media/${p.id}.mp4` : `${baseUrl}/emulator/media/${p.id}.jpg`;
  }

  /** One media object with the fields asked for (Graph answers only what `fields` names, plus id). */
  function present(p: IgPost, fields: string): Record<string, unknown> {
    const names = new Set(topLevel(fields).map((f) => f.replace(/\{.*$/s, '').trim()).filter(Boolean));
    const all: Record<string, unknown> = {
      id: p.id,
      caption: p.caption,
      media_type: p.media_type,
      media_url: mediaUrl(p),
      permalink: p.permalink,
      timestamp: p.timestamp,
      username: p.username,
      ...(p.media_type === 'VIDEO' ? { thumbnail_url: `${baseUrl}/emulator/media/${p.id}.jpg` } : {}),
    };
    if (p.media_type === 'CAROUSEL_ALBUM' && names.has('children')) {
      all.children = { data: [{ id: `${p.id}1`, media_type: 'IMAGE', media_url: `${baseUrl}/emulator/media/${p.id}1.jpg` }] };
    }
    const out: Record<string, unknown> = { id: p.id };
    for (const n of names) if (n in all) out[n] = all[n];
    return out;
  }

  function page(list: IgPost[], fields: string, limit: number, after: string | undefined) {
    const start = indexOf(after);
    const slice = list.slice(start, start + limit);
    const paging: Record<string, unknown> = { cursors: { before: cursorOf(start), after: cursorOf(start + slice.length) } };
    return { data: slice.map((p) => present(p, fields)), paging, hasNext: start + slice.length < list.length };
  }

  function checkToken(token: string | null) {
    const t = token ? tokens.get(token) : undefined;
    if (!t || t.revoked) {
      throw graphError(400, t?.revoked ? 'Error validating access token: The user has not authorized application ' + appId + '.' : 'Invalid OAuth access token - Cannot parse access token', 190, t?.revoked ? { error_subcode: 458 } : {});
    }
    if (t.expiresAt <= now().getTime()) {
      throw graphError(400, `Error validating access token: Session has expired on ${new Date(t.expiresAt).toUTCString()}. The current time is ${now().toUTCString()}.`, 190, { error_subcode: 463 });
    }
  }

  function usageHeaders(): Record<string, string> {
    const hourAgo = now().getTime() - 3_600_000;
    while (discoveryTimes.length && discoveryTimes[0]! <= hourAgo) discoveryTimes.shift();
    const pct = Math.min(100, Math.round((discoveryTimes.length / hourlyLimit) * 100));
    return {
      'x-app-usage': JSON.stringify({ call_count: pct, total_cputime: Math.round(pct / 4), total_time: Math.round(pct / 3) }),
      'x-business-use-case-usage': JSON.stringify({
        [brand.id]: [{ type: 'instagram', call_count: pct, total_cputime: Math.round(pct / 4), total_time: Math.round(pct / 3), estimated_time_to_regain_access: pct >= 100 ? 60 : 0 }],
      }),
    };
  }

  function graph(path: string[], q: URLSearchParams): Record<string, unknown> {
    // Token exchange: a short- or long-lived token for a new long-lived one.
    if (path[0] === 'oauth' && path[1] === 'access_token') {
      if (q.get('client_id') !== appId || q.get('client_secret') !== appSecret) throw graphError(400, 'Error validating client secret.', 1, { error_subcode: 0 });
      if (q.get('grant_type') !== 'fb_exchange_token') throw graphError(400, 'Unsupported grant_type', 100);
      checkToken(q.get('fb_exchange_token'));
      const access_token = `ig_ll_${randomBytes(12).toString('hex')}`;
      tokens.set(access_token, { expiresAt: now().getTime() + ttl * 1000, revoked: false });
      return { access_token, token_type: 'bearer', expires_in: ttl };
    }
    checkToken(q.get('access_token'));
    const fault = faults.shift();
    if (fault) throw graphError(fault === 4 || fault === 613 ? 403 : 400, RATE_LIMIT_MESSAGES[fault], fault, { is_transient: true });
    const [id, edge] = path;
    if (id !== brand.id && id !== 'me') throw graphError(400, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100, { error_subcode: 33 });
    const fields = q.get('fields') ?? 'id';
    if (edge === 'tags') {
      const list = posts.filter((p) => p.tagged.includes(brand.username));
      const r = page(list, fields, Number(q.get('limit') ?? 25), q.get('after') ?? undefined);
      return { data: r.data, paging: r.paging };
    }
    if (edge) throw graphError(400, `(#100) Tried accessing nonexisting field (${edge})`, 100);
    const bd = fields.indexOf('business_discovery.username(');
    if (bd >= 0) {
      discoveryCalls += 1;
      discoveryTimes.push(now().getTime());
      if (usageHeaders() && discoveryTimes.length > hourlyLimit) throw graphError(403, RATE_LIMIT_MESSAGES[4], 4, { is_transient: true });
      const username = /business_discovery\.username\(([^)]*)\)/.exec(fields)?.[1]?.toLowerCase() ?? '';
      const account = accounts.get(username);
      if (!account || !account.professional) throw graphError(400, 'Invalid user id', 110, { error_subcode: 2207013, error_user_title: 'Cannot find User', error_user_msg: 'The user with username: ' + username + ' cannot be found.' });
      const mediaAt = fields.indexOf('media', bd);
      const mediaExpr = fields.slice(mediaAt, fields.indexOf('{', mediaAt));
      const list = posts.filter((p) => p.username === account.username);
      const r = page(list, subFields(fields, mediaAt), Number(modifier(mediaExpr, 'limit') ?? 25), modifier(mediaExpr, 'after'));
      return {
        business_discovery: { id: account.id, username: account.username, media: { data: r.data, paging: r.paging } },
        id: brand.id,
      };
    }
    const mm = /mentioned_media\.media_id\(([^)]*)\)/.exec(fields);
    if (mm) {
      const post = posts.find((p) => p.id === mm[1]);
      if (!post) throw graphError(400, '(#100) Invalid media id', 100);
      return { mentioned_media: present(post, subFields(fields, mm.index)), id: brand.id };
    }
    return { id: brand.id, username: brand.username };
  }

  function panel(): string {
    const rows = posts
      .map((p) => `<tr><td>@${escapeHtml(p.username)}</td><td>${p.media_type}</td><td>${escapeHtml(p.caption)}</td><td>${p.tagged.length ? 'sí' : ''}</td><td>${p.timestamp}</td><td><a href="${p.permalink}">${escapeHtml(p.permalink)}</a></td></tr>`)
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Instagram emulator</title>
<style>body{font:14px system-ui;margin:2rem;max-width:70rem}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left}input,select{margin:.2rem}</style>
<h1>Instagram emulator</h1>
<p>Brand account <b>@${escapeHtml(brand.username)}</b> (id ${brand.id}), app id <code>${escapeHtml(appId)}</code>. Graph API: <code>${baseUrl}/${GRAPH_VERSION}</code>. Business Discovery calls: ${discoveryCalls}.</p>
<h2>Publish a post</h2>
<form method="post" action="/emulator/posts">
<label>Account @<input name="username" required value="ana.moda"></label>
<label>Type <select name="media_type"><option>IMAGE</option><option>VIDEO</option><option>CAROUSEL_ALBUM</option></select></label><br>
<label>Caption <input name="caption" size="70" value="Mis jeans nuevos @${escapeHtml(brand.username)}"></label><br>
<label><input type="checkbox" name="tagBrand" value="1" checked> Tag @${escapeHtml(brand.username)}</label>
<button>Publish</button></form>
<h2>Faults</h2>
<form method="post" action="/emulator/faults" style="display:inline"><select name="code"><option>4</option><option>17</option><option>32</option><option>613</option></select><input name="times" value="3" size="3"><button>Rate-limit the next calls</button></form>
<form method="post" action="/emulator/token/expire" style="display:inline"><button>Expire every token</button></form>
<h2>Posts</h2><table><tr><th>Account</th><th>Type</th><th>Caption</th><th>Tags brand</th><th>Time</th><th>Permalink</th></tr>${rows}</table>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.split('/').filter(Boolean);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
    };
    if (path[0] === GRAPH_VERSION || /^v\d+\.\d+$/.test(path[0] ?? '')) {
      try {
        const body = graph(path.slice(1), url.searchParams);
        send(200, body, usageHeaders());
      } catch (e) {
        if (e instanceof GraphError) send(e.status, { error: e.body }, { ...usageHeaders(), 'www-authenticate': 'OAuth "Facebook Platform" "invalid_request"' });
        else throw e;
      }
      return;
    }
    if (path[0] !== 'emulator') return send(404, { error: 'not found' });
    const m = path[1] === 'media' ? /^(\d+)\.(jpg|mp4)$/.exec(path[2] ?? '') : null;
    if (m) {
      const post = posts.find((p) => p.id === m[1] || `${p.id}1` === m[1]);
      if (!post) return send(404, { error: 'not found' });
      if (m[2] === 'jpg') {
        const jpg = await pictureJpeg(post.id);
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpg.length }).end(jpg);
        return;
      }
      // A "video": a real JPEG's bytes would not play either; what matters here is size and type.
      const size = post.videoBytes ?? 64 * 1024;
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size });
      const chunk = Buffer.alloc(64 * 1024);
      let left = size;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (left = 0));
      pump();
      return;
    }
    if (req.method === 'GET' && path.length === 1) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(panel());
      return;
    }
    if (req.method === 'GET' && path[1] === 'state') return send(200, { brand, appId, accounts: [...accounts.values()], posts, discoveryCalls });
    const form = req.method === 'POST' ? parseBody(await readBody(req), req.headers['content-type']) : {};
    const back = () => (req.headers['content-type']?.includes('application/json') ? null : res.writeHead(303, { location: '/emulator' }).end());
    if (req.method === 'POST' && path[1] === 'posts') {
      const post = await addPost({
        username: form.username ?? 'ana.moda',
        caption: form.caption ?? '',
        media_type: (['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const).find((t) => t === form.media_type) ?? 'IMAGE',
        tagBrand: form.tagBrand === '1' || form.tagBrand === 'true',
      });
      return back() ?? send(201, { post });
    }
    if (req.method === 'POST' && path[1] === 'accounts') {
      const account = addAccount(form.username ?? '', form.professional !== 'false');
      return back() ?? send(201, { account });
    }
    if (req.method === 'POST' && path[1] === 'faults') {
      const code = Number(form.code) as RateLimitCode;
      if (!(code in RATE_LIMIT_MESSAGES)) return send(400, { error: 'code must be 4, 17, 32 or 613' });
      for (let i = 0; i < Number(form.times ?? 1); i += 1) faults.push(code);
      return back() ?? send(200, { queued: faults.length });
    }
    if (req.method === 'POST' && path[1] === 'token' && path[2] === 'expire') {
      for (const t of tokens.values()) t.expiresAt = now().getTime() - 1000;
      return back() ?? send(200, { expired: tokens.size });
    }
    send(404, { error: 'not found' });
  }

  const seedReady = (async () => {
    if (options.seed === 'empty') return;
    // Demo creators: professional accounts with older posts (before any collaboration), and one
    // personal (private to Business Discovery) account.
    const day = 86_400_000;
    addAccount('lupita.estilo');
    addAccount('sofi.cuenta.personal', false);
    await addPost({ username: 'ana.moda', caption: 'Domingo de café ☕ #ootd', timestamp: new Date(now().getTime() - 20 * day) });
    await addPost({ username: 'ana.moda', caption: 'Look de oficina con @otra.marca', timestamp: new Date(now().getTime() - 9 * day) });
    await addPost({ username: 'lupita.estilo', caption: 'Atardecer en Puebla 🌅', timestamp: new Date(now().getTime() - 5 * day) });
  })();

  return {
    get url() {
      return baseUrl;
    },
    get graphUrl() {
      return `${baseUrl}/${GRAPH_VERSION}`;
    },
    brand,
    appId,
    appSecret,
    get discoveryCalls() {
      return discoveryCalls;
    },
    async listen(port = 0, host = '127.0.0.1') {
      await seedReady;
      server = createServer((req, res) => {
        handle(req, res).catch((e: unknown) => {
          log(`[instagram] ${String(e)}`);
          if (!res.headersSent) res.writeHead(500).end();
        });
      });
      await new Promise<void>((r) => server!.listen(port, host, r));
      if (!options.publicUrl) baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
      return baseUrl;
    },
    async close() {
      await Promise.allSettled([...pendingHooks]);
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server?.closeAllConnections();
    },
    addAccount,
    addPost,
    failNext(code, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push(code);
    },
    expireTokens() {
      for (const t of tokens.values()) t.expiresAt = now().getTime() - 1000;
    },
    revokeTokens() {
      for (const t of tokens.values()) t.revoked = true;
    },
    setWebhookUrl(u) {
      webhookUrl = u;
    },
    async webhooksSettled() {
      await Promise.allSettled([...pendingHooks]);
    },
  };
}
