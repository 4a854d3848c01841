import { codigoColaboracion } from '../../shared/domain/publicaciones';

/**
 * Whether a post found on Instagram or TikTok proves her collaboration (issue 30, decision 075): it is
 * hers (the caller fetched it from her account, or its author is her handle), it was published after
 * she marked the item received, and it mentions or tags the brand, or carries the collaboration's code.
 */
export interface FoundPost {
  plataforma: 'instagram' | 'tiktok';
  externoId: string;
  /** The author's handle, lower case, without '@'. */
  autor: string;
  caption: string;
  permalink: string;
  publicadoAt: Date;
  /** IMAGE, VIDEO, CAROUSEL_ALBUM (Instagram) or VIDEO (TikTok). */
  mediaTipo: string;
  /** The picture or video to keep (for a carousel its first item; for TikTok the cover). */
  mediaUrl: string | null;
  /** The brand's account tags it (Instagram's tags edge, or the mentions webhook). */
  etiquetaMarca: boolean;
}

/**
 * Posts carry their time to the second (Instagram's `+0000` timestamps, TikTok's Unix seconds): a post
 * made in the same second she marked the item received counts as after it.
 */
export const toSecond = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;

export const normalHandle = (h: string | null | undefined) => (h ?? '').trim().replace(/^@+/, '').toLowerCase();

function mentions(caption: string, handle: string): boolean {
  if (!handle) return false;
  const escaped = handle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9._])@${escaped}(?![A-Za-z0-9_]|\\.[A-Za-z0-9_])`, 'i').test(caption);
}

function carriesCode(caption: string, colaboracionId: string): boolean {
  const code = codigoColaboracion(colaboracionId);
  return new RegExp(`#?${code}(?![A-Za-z0-9])`, 'i').test(caption);
}

export type MatchReason = 'etiqueta' | 'mencion' | 'codigo';

export function matchReason(
  post: FoundPost,
  c: { colaboracionId: string; recibidoAt: Date; handle: string; marcas: string[] },
): MatchReason | null {
  if (normalHandle(post.autor) !== normalHandle(c.handle) || !c.handle) return null;
  if (post.publicadoAt.getTime() < toSecond(c.recibidoAt)) return null;
  if (post.etiquetaMarca) return 'etiqueta';
  if (c.marcas.some((m) => mentions(post.caption, normalHandle(m)))) return 'mencion';
  if (carriesCode(post.caption, c.colaboracionId)) return 'codigo';
  return null;
}
