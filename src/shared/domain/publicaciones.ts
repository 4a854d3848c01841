import type { Estado } from './estado';

/**
 * Proof of publication (issue 18 item 5, decision 047): the links of the posts a creator published
 * with the brand's item. One link counts as "published" for the 7-day rule (spec §1, §9).
 *
 * No zod here: the creator's detail screen and the staff review import it (decision 015).
 */

export const PLATAFORMAS = ['instagram', 'tiktok', 'youtube', 'facebook'] as const;
export type Plataforma = (typeof PLATAFORMAS)[number];

export const PLATAFORMA_LABELS: Record<Plataforma, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube Shorts',
  facebook: 'Facebook',
};

/** At most this many links per collaboration (a column slot 1..N in the database backs it). */
export const MAX_PUBLICACIONES = 10;
/** Longer than any post link of the four platforms; a longer value is not one. */
export const PUBLICACION_URL_MAX = 500;

/**
 * She adds and removes links once the item is in her hands and for as long as the collaboration is
 * hers to show: in production (the 7 days), in review and once delivered (a post published after
 * approval still counts). Not before she received it (nothing to publish).
 */
export const PUBLICACION_ESTADOS = ['produccion', 'revision', 'entregado'] as const satisfies readonly Estado[];
export function takesPublicaciones(estado: Estado): boolean {
  return (PUBLICACION_ESTADOS as readonly Estado[]).includes(estado);
}

export const PUBLICACION_MESSAGES = {
  required: 'Pega el enlace de tu publicación',
  invalid: 'El enlace no es válido. Cópialo desde el botón Compartir de tu publicación.',
  platform: 'El enlace debe ser de una publicación de Instagram, TikTok, YouTube Shorts o Facebook',
  post: 'El enlace debe llevar a la publicación, no a tu perfil',
  tooLong: `El enlace debe tener como máximo ${PUBLICACION_URL_MAX} caracteres`,
  youtube: 'De YouTube agrega el enlace de tu Short (youtube.com/shorts/… o youtu.be/…)',
} as const;

export type PublicacionUrlResult =
  | { ok: true; plataforma: Plataforma; url: string }
  | { ok: false; message: string };

type Rule = {
  plataforma: Plataforma;
  /** Hosts accepted (lowercase, exact). */
  hosts: readonly string[];
  /** The host we store (one spelling per post, so the unique index sees the same post as the same). */
  canonicalHost: (host: string) => string;
  /** Whether the path (and query) point at one post. */
  isPost: (url: URL) => boolean;
  /** Query parameters that name the post; every other one (share trackers like igsh, utm_*) is dropped. */
  keepParams: readonly string[];
  /** What to say when the link is of the platform but not of one post (the profile message by default). */
  notPost?: string;
};

const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

const RULES: readonly Rule[] = [
  {
    plataforma: 'instagram',
    hosts: ['instagram.com', 'www.instagram.com', 'm.instagram.com'],
    canonicalHost: () => 'www.instagram.com',
    // /p/ID, /reel/ID, /reels/ID, /tv/ID, also behind a user name (/usuario/p/ID, /usuario/reel/ID).
    isPost: (url) => {
      const s = segments(url);
      const i = s.findIndex((p) => ['p', 'reel', 'reels', 'tv'].includes(p.toLowerCase()));
      return i >= 0 && i <= 1 && s.length > i + 1;
    },
    keepParams: [],
  },
  {
    plataforma: 'tiktok',
    hosts: ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'vm.tiktok.com', 'vt.tiktok.com'],
    canonicalHost: (h) => (h === 'vm.tiktok.com' || h === 'vt.tiktok.com' ? h : 'www.tiktok.com'),
    // @usuario/video/ID or @usuario/photo/ID; a share link vm.tiktok.com/CODE (or /t/CODE).
    isPost: (url) => {
      const s = segments(url);
      if (url.hostname === 'vm.tiktok.com' || url.hostname === 'vt.tiktok.com') return s.length >= 1;
      if (s[0] === 't' && s.length >= 2) return true;
      return s.length >= 3 && s[0]!.startsWith('@') && (s[1] === 'video' || s[1] === 'photo');
    },
    keepParams: [],
  },
  {
    plataforma: 'youtube',
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
    canonicalHost: (h) => (h === 'youtu.be' ? h : 'www.youtube.com'),
    // youtube.com/shorts/ID, or the share link youtu.be/ID.
    isPost: (url) => {
      const s = segments(url);
      if (url.hostname === 'youtu.be') return s.length === 1;
      return s[0] === 'shorts' && s.length === 2;
    },
    keepParams: [],
    notPost: PUBLICACION_MESSAGES.youtube,
  },
  {
    plataforma: 'facebook',
    hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com', 'mbasic.facebook.com', 'fb.watch'],
    canonicalHost: (h) => (h === 'fb.watch' ? h : 'www.facebook.com'),
    // A post, reel, video, photo or share link; not a bare page or profile.
    isPost: (url) => {
      const s = segments(url);
      if (url.hostname === 'fb.watch') return s.length >= 1;
      if (s[0] === 'reel' || s[0] === 'watch' || s[0] === 'share') return s.length >= 2 || url.searchParams.has('v');
      if (s[0] === 'permalink.php' || s[0] === 'story.php') return url.searchParams.has('story_fbid');
      if (s[0] === 'photo.php' || s[0] === 'photo') return url.searchParams.has('fbid');
      return s.length >= 3 && ['posts', 'videos', 'reels', 'photos'].includes(s[1]!);
    },
    keepParams: ['v', 'story_fbid', 'id', 'fbid'],
  },
];

/**
 * A post link as she pastes it ('instagram.com/p/…', http or https, with share trackers) → the platform
 * and the one https spelling we store and compare; or the Spanish reason it is not one.
 */
export function parsePublicacionUrl(value: unknown): PublicacionUrlResult {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: PUBLICACION_MESSAGES.required };
  const text = value.trim();
  if (text.length > PUBLICACION_URL_MAX) return { ok: false, message: PUBLICACION_MESSAGES.tooLong };
  // Pasted without a scheme (the apps' share sheets sometimes drop it): an https address is meant.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: PUBLICACION_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: PUBLICACION_MESSAGES.invalid };
  if (url.username || url.password || url.port) return { ok: false, message: PUBLICACION_MESSAGES.platform };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const rule = RULES.find((r) => r.hosts.includes(host));
  if (!rule) return { ok: false, message: PUBLICACION_MESSAGES.platform };
  if (!rule.isPost(url)) return { ok: false, message: rule.notPost ?? PUBLICACION_MESSAGES.post };
  const kept = new URLSearchParams();
  for (const name of rule.keepParams) {
    const v = url.searchParams.get(name);
    if (v !== null) kept.set(name, v);
  }
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const query = kept.size > 0 ? `?${kept.toString()}` : '';
  // Every platform serves https; an http link is stored (and shown) as https.
  const canonical = new URL(`https://${rule.canonicalHost(host)}${path}${query}`).href;
  if (canonical.length > PUBLICACION_URL_MAX) return { ok: false, message: PUBLICACION_MESSAGES.tooLong };
  return { ok: true, plataforma: rule.plataforma, url: canonical };
}

/** A stored link as it may be drawn: an https post link of its platform, else null (never rendered). */
export function safePublicacionUrl(value: unknown): string | null {
  const parsed = parsePublicacionUrl(value);
  return parsed.ok && typeof value === 'string' && parsed.url === value ? parsed.url : null;
}

/** Issue 30: a link she pasted, or a post the checks found by themselves (decision 075). */
export const PUBLICACION_ORIGENES = ['enlace', 'encontrada'] as const;
export type PublicacionOrigen = (typeof PUBLICACION_ORIGENES)[number];
export const PUBLICACION_ORIGEN_LABELS: Record<PublicacionOrigen, string> = { enlace: 'enlace pegado', encontrada: 'encontrada automáticamente' };

/** A found post's kept copy: kept, refused as too large (the permalink stays), or not downloadable. */
export const MEDIA_ESTADOS = ['guardada', 'demasiado_grande', 'no_disponible'] as const;
export type MediaEstado = (typeof MEDIA_ESTADOS)[number];

/** Found posts are looked for from Recibido until this many days after (issue 30). */
export const BUSQUEDA_DIAS = 14;
/** A kept caption's length at most (longer ones are cut). */
export const CAPTION_MAX = 2200;

// No 0/O, 1/I/L: she copies it by hand into a caption.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * Her collaboration's code for captions ('COLAB-7F3K'), derived from its id (nothing stored, the same on
 * every instance). Four characters: a post must also be hers and after Recibido, so a code shared by two
 * collaborations never matches the wrong one.
 */
export function codigoColaboracion(colaboracionId: string): string {
  const hex = colaboracionId.replace(/-/g, '');
  let n = 0;
  for (let i = 0; i < hex.length; i += 1) n = (Math.imul(n, 31) + parseInt(hex[i]!, 16)) >>> 0;
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    out += CODE_ALPHABET[n % CODE_ALPHABET.length];
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return `COLAB-${out}`;
}
