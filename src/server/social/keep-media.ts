import type { MediaEstado } from '../../shared/domain/publicaciones';
import type { Storage } from '../storage';

/**
 * The kept copy of a found post's media (issue 30 item 3): Stories vanish in 24 hours and posts get
 * deleted, so the bytes are copied into our storage when found. Bounded: a declared or streamed size
 * past `maxBytes` is refused without reading the rest ('demasiado_grande', the permalink stays), and
 * only pictures and videos are kept, under a key of our own, served later with their own content type.
 */
const KEPT_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

export interface KeptMedia {
  estado: MediaEstado;
  key: string | null;
  contentType: string | null;
}

export async function keepMedia(storage: Storage, url: string | null, keyBase: string, maxBytes: number): Promise<KeptMedia> {
  const none = (estado: MediaEstado): KeptMedia => ({ estado, key: null, contentType: null });
  if (!url || !/^https?:\/\//i.test(url)) return none('no_disponible');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 120_000);
  try {
    const res = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (!res.ok || !res.body) return none('no_disponible');
    const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const ext = KEPT_TYPES[contentType];
    if (!ext) {
      controller.abort();
      return none('no_disponible');
    }
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      controller.abort();
      return none('demasiado_grande');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stop reading: the rest is never downloaded (cancel, then drop the connection).
        await reader.cancel().catch(() => undefined);
        controller.abort();
        return none('demasiado_grande');
      }
      chunks.push(Buffer.from(value));
    }
    const key = `${keyBase}.${ext}`;
    await storage.put('entregas', key, Buffer.concat(chunks), { contentType });
    return { estado: 'guardada', key, contentType };
  } catch {
    return none('no_disponible');
  } finally {
    clearTimeout(timer);
  }
}
