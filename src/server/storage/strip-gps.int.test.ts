import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripGps } from './strip-gps';

// Issue 18 item 1: the place a photo was taken is removed; the rest of the original stays byte for byte.
const withPlace = () =>
  sharp({ create: { width: 1350, height: 1080, channels: 3, background: '#b47a5a' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '103/1 20/1 4500/100' },
    })
    .toBuffer();

const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

describe('stripGps', () => {
  it('removes latitude and longitude, keeps the camera, the orientation and every pixel byte', async () => {
    const original = await withPlace();
    const before = await exifr.parse(original, { gps: true });
    expect(before.latitude).toBeCloseTo(20.675, 2);
    const stripped = stripGps(original);
    expect(stripped.length).toBe(original.length);
    const after = (await exifr.parse(stripped, { gps: true, translateValues: false })) as Record<string, unknown>;
    expect(after.latitude).toBeUndefined();
    expect(after.GPSLatitude).toBeUndefined();
    expect(after.GPSLongitude).toBeUndefined();
    expect(after.Make).toBe('Apple');
    expect(after.Model).toBe('iPhone 15');
    expect(after.Orientation).toBe(6);
    expect(scanData(stripped).equals(scanData(original))).toBe(true);
    // Still a JPEG anyone decodes, the same size.
    expect(await sharp(stripped).metadata()).toMatchObject({ format: 'jpeg', width: 1350, height: 1080, orientation: 6 });
  });

  it('leaves a photo without a place, a PNG and garbage untouched', async () => {
    const plain = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect(stripGps(plain)).toBe(plain);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(stripGps(png)).toBe(png);
    const junk = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2, 3]);
    expect(stripGps(junk)).toBe(junk);
  });
});
