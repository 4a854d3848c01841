import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectImage, makeThumbnail } from './images';
import { readVideoFacts } from '../media/video-facts';
import { testMp4 } from '../test/fixtures/videos';

/**
 * Issue 18 item 1: phone media measured as the person sees it. Real files: JPEGs from sharp with EXIF
 * orientation 1-8 over landscape pixels, and H.264 MP4/MOV clips (one frame made by ffmpeg, shipped in
 * the fixture: no encoder runs here) whose track carries a display rotation of 0/90/180/270 (as a phone
 * records a vertical video: landscape frames, turned), read by the one reader of video facts, ffprobe
 * (decision 059).
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'colabora-orientation-'));
  writeFileSync(path.join(dir, 'base.mp4'), testMp4({ width: 1920, height: 1080, durationMs: 1_000, paddingBytes: 0 }));
  for (const rotation of [90, 180, 270] as const) {
    for (const container of ['mp4', 'mov'] as const) {
      writeFileSync(path.join(dir, `r${rotation}.${container}`), testMp4({ width: 1920, height: 1080, durationMs: 1_000, paddingBytes: 0, rotation, container }));
    }
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    expect(await readVideoFacts(path.join(dir, 'base.mp4'))).toMatchObject({ width: 1920, height: 1080 });
  });
  for (const r of [90, 180, 270]) {
    for (const ext of ['mp4', 'mov']) {
      it(`${r}° in .${ext}: ${r === 180 ? '1920 × 1080' : 'vertical 1080 × 1920, as the phone shows it'}`, async () => {
        const info = (await readVideoFacts(path.join(dir, `r${r}.${ext}`)))!;
        expect([info.width, info.height]).toEqual(r === 180 ? [1920, 1080] : [1080, 1920]);
        expect(info.durationMs).toBeGreaterThanOrEqual(900);
      });
    }
  }
});
