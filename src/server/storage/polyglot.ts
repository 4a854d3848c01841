/**
 * Polyglot guard (issue 7): an image that also parses as something else (a ZIP archive, an HTML page, a
 * script after the image's end) is refused, though its header is a fine image. We serve uploads back from
 * our own origin; a file that is an image to us and a page or archive to another reader is a way in.
 * JPEG trailers are not judged (phones append their own data after the image); archives and markup are.
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
  const end = format === 'png' ? pngEnd(bytes) : format === 'gif' ? gifEnd(bytes) : null;
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

/** Where a GIF's trailer byte ends (null: not walkable, left to the decoder). */
function gifEnd(bytes: Buffer): number | null {
  const skipSubBlocks = (from: number): number => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    return at + 1;
  };
  if (bytes.length < 13) return null;
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) {
      const local = bytes[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      at = skipSubBlocks(at + 1);
    } else return null;
  }
  return null;
}
