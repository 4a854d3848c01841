import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Delivered videos (spec §5): MP4 or MOV only, told from the bytes and never from the name or the
 * Content-Type the browser claims. The signature is only the first gate: what the file holds (a real video
 * stream) and its duration and size are read by ffprobe (media/video-facts.ts, decision 059).
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
