/**
 * Removes where a photo was taken from a JPEG, keeping everything else byte for byte (issue 18 item 1):
 * phones write the place into the EXIF GPS directory, and a creator's home should not travel with her
 * content. No re-encoding: the pixels, the orientation, the camera and the colour profile stay. The GPS
 * directory is emptied and every value it pointed to is zeroed, so nothing of the place is left to parse.
 * Anything that is not a readable JPEG EXIF comes back unchanged (PNG and WebP from phones carry no place).
 */
const GPS_IFD_POINTER = 0x8825;
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };

export function stripGps(input: Buffer): Buffer {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return input;
  let out: Buffer | null = null;
  let offset = 2;
  while (offset + 4 <= input.length && input[offset] === 0xff) {
    const marker = input[offset + 1]!;
    // Start of scan: the image data follows, no more metadata segments.
    if (marker === 0xda || marker === 0xd9) break;
    const length = input.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > input.length) break;
    const body = offset + 4;
    if (marker === 0xe1 && length >= 8 && input.toString('latin1', body, body + 6) === 'Exif\0\0') {
      out ??= Buffer.from(input);
      emptyGpsDirectory(out, body + 6, offset + 2 + length);
    }
    offset += 2 + length;
  }
  return out ?? input;
}

/** Within one APP1's TIFF structure [tiff, end): empties the GPS directory IFD0 points to. */
function emptyGpsDirectory(buf: Buffer, tiff: number, end: number): void {
  if (tiff + 8 > end) return;
  const order = buf.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return;
  const le = order === 'II';
  const u16 = (at: number) => (le ? buf.readUInt16LE(at) : buf.readUInt16BE(at));
  const u32 = (at: number) => (le ? buf.readUInt32LE(at) : buf.readUInt32BE(at));
  const inside = (at: number, size: number) => at >= tiff && at + size <= end;

  const ifd0 = tiff + u32(tiff + 4);
  if (!inside(ifd0, 2)) return;
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd0 + 2 + i * 12;
    if (!inside(entry, 12)) return;
    if (u16(entry) !== GPS_IFD_POINTER) continue;
    const gps = tiff + u32(entry + 8);
    if (!inside(gps, 2)) return;
    const count = u16(gps);
    for (let j = 0; j < count; j += 1) {
      const e = gps + 2 + j * 12;
      if (!inside(e, 12)) break;
      const size = (TYPE_SIZES[u16(e + 2)] ?? 1) * u32(e + 4);
      // Values over 4 bytes live elsewhere in the segment: zero them too.
      if (size > 4) {
        const at = tiff + u32(e + 8);
        if (inside(at, size)) buf.fill(0, at, at + size);
      }
      buf.fill(0, e, e + 12);
    }
    // An empty directory: no entries, no next one.
    if (le) buf.writeUInt16LE(0, gps);
    else buf.writeUInt16BE(0, gps);
    return;
  }
}
