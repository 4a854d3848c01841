/**
 * Test fixture: a minimal MP4 the server accepts as a video (sniffVideoFile) and reads the measures of
 * (readVideoInfo): an ftyp, a moov with an mvhd (the duration) and one trak whose tkhd gives the frame
 * size, and an mdat of padding so the file has some weight (a resumable upload needs more than one chunk).
 * No decoder can play it; it has no media. Used by the API tests and the e2e suite (video files to upload),
 * so it imports nothing beyond Node's Buffer.
 */
export interface TestMp4Options {
  /** mvhd duration, in milliseconds (timescale 1000). */
  durationMs?: number;
  /** tkhd frame size, in pixels. */
  width?: number;
  height?: number;
  /** Bytes of mdat padding after the moov. */
  paddingBytes?: number;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export function testMp4({ durationMs = 30_000, width = 1080, height = 1920, paddingBytes = 300 * 1024 }: TestMp4Options = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'));
  // mvhd version 0: version+flags (4), creation (4), modification (4), timescale (4), duration (4), ...
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationMs, 16);
  // tkhd version 0 ends with width and height as 16.16 fixed point.
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)));
  const padding = Buffer.alloc(paddingBytes);
  for (let i = 0; i < padding.length; i++) padding[i] = (i * 31) % 251;
  return Buffer.concat([ftyp, moov, box('mdat', padding)]);
}
