import { randomBytes } from 'node:crypto';

/** Object keys of spec §7, one builder each so no other code formats a path by hand. */
const random = () => randomBytes(12).toString('base64url');

/** Bucket entregas: a collaboration's product image. */
export function collaborationImageKey(ext: string, now: number = Date.now()): string {
  return `colaboraciones/${random()}-${now}.${ext}`;
}

/** Bucket entregas: a creator's delivered photo or video. */
export function deliveryFileKey(colaboracionId: string, ext: string): string {
  return `${colaboracionId}/${random()}.${ext}`;
}

/** Bucket colaboradoras: a creator's own file (kind: avatar ...), upserted. */
export function profileFileKey(userId: string, kind: string, ext: string, now: number = Date.now()): string {
  return `${userId}/${kind}_${now}.${ext}`;
}

/** The WebP thumbnail stored beside every image. */
export function thumbnailKey(key: string): string {
  return `${key}.thumb.webp`;
}

/** A delivered video's H.264 preview, for browsers that cannot play the original (issue 18). */
export function previewKey(key: string): string {
  return `${key}.preview.mp4`;
}

/**
 * Bucket entregas: a delivered video, named by its tus upload id (decision 046). The same upload always
 * lands on the same key, so finishing it again after a crash finds the row it already has instead of
 * recording the video twice.
 */
export function deliveryVideoKey(colaboracionId: string, uploadId: string, ext: string): string {
  return `${colaboracionId}/${uploadId}.${ext}`;
}

/** The folder of collaboration images, for the sweep of those no collaboration kept. */
export const COLLABORATION_IMAGE_PREFIX = 'colaboraciones/';
