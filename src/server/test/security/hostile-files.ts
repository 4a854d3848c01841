import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Files that are more than they claim, for the upload suite (issue 7 item 3). */

/** A stored (uncompressed) ZIP archive holding one file. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const crc = crc32(data) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const localPart = Buffer.concat([local, file, data]);
  const centralPart = Buffer.concat([central, file]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

const picture = (format: 'jpeg' | 'gif' | 'png') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();

/** A JPEG that is also a ZIP (readers find the archive from its end). */
export async function jpegZip(): Promise<Buffer> {
  return Buffer.concat([await picture('jpeg'), zipOf('index.html', '<script>alert(document.cookie)</script>')]);
}

/** A GIF with a script after its trailer (GIFAR-style: an image to us, a script to a lax reader). */
export async function gifJs(): Promise<Buffer> {
  return Buffer.concat([await picture('gif'), Buffer.from('*/=1;fetch("/api/me").then(r=>r.text()).then(alert);//')]);
}

/** A GIF carrying an HTML page. */
export async function gifHtml(): Promise<Buffer> {
  return Buffer.concat([await picture('gif'), Buffer.from('<html><body><script>alert(1)</script></body></html>')]);
}

/** A PNG with a page after its IEND chunk. */
export async function pngHtml(): Promise<Buffer> {
  return Buffer.concat([await picture('png'), Buffer.from('<!doctype html><svg onload=alert(1)>')]);
}

export const smallJpeg = () => picture('jpeg');
