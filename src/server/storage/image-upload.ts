import { ImageRejectedError, inspectImage, makeThumbnail, type InspectedImage } from './images';
import { thumbnailKey } from './paths';
import { jpegWithoutTrailer } from './polyglot';
import { stripGps } from './strip-gps';
import type { Bucket, Storage } from './storage';

export interface StoredImage extends InspectedImage {
  bucket: Bucket;
  key: string;
  thumbKey: string;
  /** Bytes stored (a JPEG's trailer is not among them). */
  size: number;
}

/**
 * Sniffs an image (ImageRejectedError when it is not one, too big, or a pixel bomb) and stores it, without
 * its GPS location, with its WebP thumbnail. The thumbnail goes first and the original last, so whoever sees the original also
 * finds its thumbnail; on any failure both are removed, so a failed upload leaves nothing behind.
 */
export async function storeImage(
  storage: Storage,
  bucket: Bucket,
  received: Buffer,
  keyFor: (ext: string) => string,
): Promise<StoredImage> {
  const image = await inspectImage(received);
  // Where the photo was taken stays with her, not in our storage (issue 18); what follows a JPEG's end
  // marker is cut off (decision 059: HTML or a script after the picture never reaches storage); the rest
  // is kept as it came.
  const picture = image.ext === 'jpg' ? jpegWithoutTrailer(received) : received;
  if (!picture) throw new ImageRejectedError('INVALID_IMAGE');
  const bytes = image.ext === 'jpg' ? stripGps(picture) : picture;
  const thumb = await makeThumbnail(bytes);
  const key = keyFor(image.ext);
  const thumbKey = thumbnailKey(key);
  try {
    await storage.put(bucket, thumbKey, thumb, { contentType: 'image/webp' });
    await storage.put(bucket, key, bytes, { contentType: image.mime });
  } catch (error) {
    await Promise.allSettled([storage.delete(bucket, thumbKey), storage.delete(bucket, key)]);
    throw error;
  }
  return { ...image, bucket, key, thumbKey, size: bytes.length };
}
