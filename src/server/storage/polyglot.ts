/**
 * Polyglot guard (issue 7, issue 26): an image that also parses as something else (a ZIP archive, an HTML
 * page, a script after the image's end) is refused or cut back to the image, though its header is a fine
 * image. We serve uploads back from our own origin; a file that is an image to us and a page or archive to
 * another reader is a way in.
 * - PNG and WebP, whose end is declared: anything but padding after it is refused.
 * - JPEG: phones append their own data after the picture (Samsung's trailer, a motion photo's clip), so the
 *   photo is kept and everything after its end marker is cut off before storing (`jpegWithoutTrailer`):
 *   whatever followed (HTML, a script) never reaches storage (decision 059).
 * - In every format, a ZIP directory in the last 64 KiB or markup anywhere in the bytes is refused.
 */
// Tags must be followed by what ends a tag name: a bare 4-byte '<svg' turns up by chance in about 1 % of
// 5 MB photos' compressed data, while these forms leave roughly 1 in 3,000 at the 5 MB limit.
const MARKUP = /<(?:script|html|iframe|body|svg)[\s/>]|<\?php|javascript:/i;
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
// The end-of-central-directory record sits within its 22 bytes plus a comment of at most 64 KiB.
const ZIP_TAIL_BYTES = 22 + 0xffff;

export function carriesForeignContent(bytes: Buffer, format: string): boolean {
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES)).includes(ZIP_END_OF_DIRECTORY)) return true;
  const text = bytes.toString('latin1');
  if (MARKUP.test(text)) return true;
  const end = format === 'png' ? pngEnd(bytes) : format === 'webp' ? webpEnd(bytes) : null;
  return end !== null && bytes.subarray(end).some((b) => b !== 0);
}

/** Where a PNG's IEND chunk ends (null: not walkable, left to the decoder). */
function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return null;
}

/** Where a WebP's RIFF container ends: its declared size after the 8-byte header, padded to even. */
function webpEnd(bytes: Buffer): number | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') return null;
  const size = bytes.readUInt32LE(4);
  return 8 + size + (size % 2);
}

/**
 * The JPEG up to and including its end-of-image marker, found by walking its segments (a segment's
 * length covers an embedded EXIF thumbnail and its own end marker) and, after each start of scan, the
 * entropy-coded data up to the next real marker (0xFF followed by neither a stuffed 0x00 nor a restart
 * marker). Null when it cannot be walked to its end (bytes between segments, no end marker): a camera
 * writes neither, and keeping such a file whole would keep whatever follows it.
 */
export function jpegWithoutTrailer(bytes: Buffer): Buffer | null {
  const end = jpegEnd(bytes);
  if (end === null) return null;
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}

function jpegEnd(bytes: Buffer): number | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes: any number of 0xFF may precede a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0xd8) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    at += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data after the scan header: up to the next marker that is not stuffing or a restart.
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff === -1 || ff + 1 >= bytes.length) return null;
      const next = bytes[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at = ff + 2;
        continue;
      }
      if (next === 0xff) {
        at = ff + 1;
        continue;
      }
      at = ff;
      break;
    }
  }
  return null;
}
