import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clip, type ClipName } from '../test/fixtures/clips';
import { inspectImage, makeThumbnail } from './images';
import { readVideoInfo } from './video';

/**
 * Issue 18 item 1: phone media measured as the person sees it. Real files: JPEGs from sharp with EXIF
 * orientation 1-8 over landscape pixels, and H.264 MP4/MOV clips from ffmpeg whose track carries a
 * display rotation of 0/90/180/270 (as a phone records a vertical video: landscape frames, turned), made
 * once before the suite (test/fixtures/clips.ts).
 */

/** 1350 × 1080 pixels as stored: a portrait 1080 × 1350 photo when the orientation turns it a quarter. */
const phoneJpeg = (orientation: number) =>
  sharp({ create: { width: 1350, height: 1080, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();

describe('photos after EXIF orientation', () => {
  for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const quarter = orientation >= 5;
    it(`orientation ${orientation}: measured ${quarter ? '1080 × 1350 (portrait)' : '1350 × 1080'}, thumbnail upright the same way`, async () => {
      const bytes = await phoneJpeg(orientation);
      const inspected = await inspectImage(bytes);
      expect([inspected.width, inspected.height]).toEqual(quarter ? [1080, 1350] : [1350, 1080]);
      const thumb = await sharp(await makeThumbnail(bytes)).metadata();
      expect(thumb.width! < thumb.height!).toBe(quarter);
    });
  }
});

describe('videos after the track display rotation', () => {
  it('0°: the frames as stored, 1920 × 1080', async () => {
    expect(await readVideoInfo(clip('base.mp4'))).toMatchObject({ width: 1920, height: 1080 });
  });
  for (const r of [90, 180, 270]) {
    for (const ext of ['mp4', 'mov']) {
      it(`${r}° in .${ext}: ${r === 180 ? '1920 × 1080' : 'vertical 1080 × 1920, as the phone shows it'}`, async () => {
        const info = await readVideoInfo(clip(`r${r}.${ext}` as ClipName));
        expect([info.width, info.height]).toEqual(r === 180 ? [1920, 1080] : [1080, 1920]);
        expect(info.durationMs).toBeGreaterThanOrEqual(900);
      });
    }
  }
});
