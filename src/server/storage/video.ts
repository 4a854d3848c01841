import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Delivered videos (spec §5): MP4 or MOV only, told from the bytes and never from the name or the
 * Content-Type the browser claims.
 */
export interface SniffedVideo {
  ext: 'mp4' | 'mov';
  mime: 'video/mp4' | 'video/quicktime';
}

// file-type decides from the first few KB; reading only those keeps a 1 GB file out of memory.
const SNIFF_BYTES = 4100;

export async function sniffVideoFile(filePath: string): Promise<SniffedVideo | null> {
  const head = await readAt(filePath, 0, SNIFF_BYTES);
  const type = await fileTypeFromBuffer(head);
  if (type?.ext === 'mp4') return { ext: 'mp4', mime: 'video/mp4' };
  if (type?.ext === 'mov') return { ext: 'mov', mime: 'video/quicktime' };
  return null;
}

export interface VideoInfo {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

// moov holds only tables (no media), but a long video's tables can reach some MB; past this we give up.
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * Duration and frame size from the ISO-BMFF boxes (moov/mvhd and the first tkhd with a frame size),
 * without a decoder: enough to show "0:42" and the aspect ratio. Any box we cannot read gives nulls,
 * never an error: the upload itself is valid either way.
 */
export async function readVideoInfo(filePath: string): Promise<VideoInfo> {
  const none: VideoInfo = { durationMs: null, width: null, height: null };
  try {
    const handle = await open(filePath, 'r');
    try {
      const { size } = await handle.stat();
      let offset = 0;
      while (offset + 8 <= size) {
        const header = Buffer.alloc(16);
        await handle.read(header, 0, 16, offset);
        let boxSize = header.readUInt32BE(0);
        const type = header.toString('latin1', 4, 8);
        let headerSize = 8;
        if (boxSize === 1) {
          boxSize = Number(header.readBigUInt64BE(8));
          headerSize = 16;
        } else if (boxSize === 0) {
          boxSize = size - offset;
        }
        if (boxSize < headerSize) return none;
        if (type === 'moov') {
          const length = boxSize - headerSize;
          if (length > MAX_MOOV_BYTES) return none;
          const moov = Buffer.alloc(length);
          await handle.read(moov, 0, length, offset + headerSize);
          return parseMoov(moov);
        }
        offset += boxSize;
      }
      return none;
    } finally {
      await handle.close();
    }
  } catch {
    return none;
  }
}

function* boxes(buf: Buffer): Generator<{ type: string; body: Buffer }> {
  let offset = 0;
  while (offset + 8 <= buf.length) {
    let size = buf.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > buf.length) return;
      size = Number(buf.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = buf.length - offset;
    }
    if (size < headerSize || offset + size > buf.length) return;
    yield { type: buf.toString('latin1', offset + 4, offset + 8), body: buf.subarray(offset + headerSize, offset + size) };
    offset += size;
  }
}

function parseMoov(moov: Buffer): VideoInfo {
  const info: VideoInfo = { durationMs: null, width: null, height: null };
  for (const box of boxes(moov)) {
    if (box.type === 'mvhd') info.durationMs = mvhdDuration(box.body);
    if (box.type === 'trak' && info.width === null) {
      for (const inner of boxes(box.body)) {
        if (inner.type !== 'tkhd' || inner.body.length < 8) continue;
        // The last 8 bytes of tkhd are width and height as 16.16 fixed point; audio tracks say 0 × 0.
        const width = inner.body.readUInt32BE(inner.body.length - 8) >>> 16;
        const height = inner.body.readUInt32BE(inner.body.length - 4) >>> 16;
        if (width > 0 && height > 0) {
          // A phone stores a vertical video as landscape frames plus a quarter turn in the display
          // matrix: what she sees (and the Guía técnica judges) is the turned size (issue 18).
          const turned = quarterTurn(inner.body);
          info.width = turned ? height : width;
          info.height = turned ? width : height;
        }
      }
    }
  }
  return info;
}

/**
 * Whether the track's display matrix turns its frames by 90° or 270°. The matrix (9 × 4 bytes, before
 * width and height) starts with a, b, u, c, d as 16.16 fixed point: a quarter turn has a = d = 0 and
 * b, c = ±1; upright and 180° keep a, d = ±1 and the frame's own width and height.
 */
function quarterTurn(tkhd: Buffer): boolean {
  const at = tkhd.length - 8 - 36;
  if (at < 0) return false;
  const a = tkhd.readInt32BE(at) / 65536;
  const b = tkhd.readInt32BE(at + 4) / 65536;
  const c = tkhd.readInt32BE(at + 12) / 65536;
  const d = tkhd.readInt32BE(at + 16) / 65536;
  return Math.abs(a) < 0.01 && Math.abs(d) < 0.01 && Math.abs(Math.abs(b) - 1) < 0.01 && Math.abs(Math.abs(c) - 1) < 0.01;
}

function mvhdDuration(body: Buffer): number | null {
  const version = body[0];
  if (version === 1 && body.length >= 32) {
    const timescale = body.readUInt32BE(20);
    const duration = Number(body.readBigUInt64BE(24));
    return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
  }
  if (version === 0 && body.length >= 20) {
    const timescale = body.readUInt32BE(12);
    const duration = body.readUInt32BE(16);
    return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
  }
  return null;
}

async function readAt(filePath: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
