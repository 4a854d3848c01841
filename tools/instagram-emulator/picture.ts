import sharp from 'sharp';

/**
 * A real JPEG (sharp's encoder) coloured from a seed, so the emulators serve media the app really
 * decodes and stores, without any download. Shared by the Instagram and TikTok emulators; cached.
 */
const cache = new Map<string, Promise<Buffer>>();

export function pictureJpeg(seed: string, width = 320, height = 400): Promise<Buffer> {
  const key = `${seed}:${width}x${height}`;
  let found = cache.get(key);
  if (!found) {
    let h = 2166136261;
    for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    const background = { r: h & 0xff, g: (h >> 8) & 0xff, b: (h >> 16) & 0xff };
    found = sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
    cache.set(key, found);
  }
  return found;
}
