import { AppError } from '../app-error';
import { findFfmpeg, probeVideo, type ProbedVideo } from './ffmpeg';

/**
 * What the app records about a delivered video — duration and frame size as the person sees them — read by
 * one reader, ffprobe (issue 26, decision 059). Before, a hand-written box parser gave them at upload and
 * ffprobe again in the video job, and they could disagree.
 *
 * ffprobe also decides whether the file is a video at all: a file whose first bytes say MP4 or MOV (an
 * `ftyp` box) must hold a video stream ffprobe decodes the header of, or it is refused. What the headers
 * declare is bounded before it is stored: a header may claim any duration (a crafted `mvhd` of 2^32 - 1
 * ms), and a file claiming more than a day, or a frame larger than any camera makes, is refused as not a
 * valid video rather than recorded with a made-up number.
 */
export interface VideoFacts {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  codec: string | null;
}

/** A day: no delivery is that long (the Guía técnica asks for 15-60 s; the upload stops at 1 GB). */
export const MAX_VIDEO_DURATION_MS = 24 * 3_600_000;
/** Larger than any camera's frame (8K is 7680): the largest H.264/HEVC level allows 8192 × 4320. */
export const MAX_VIDEO_SIDE = 16_384;

const invalid = () => new AppError('INVALID_VIDEO');

/** Past `max`: out of bounds. Absent or not a positive number: unknown (null), which may be stored. */
function bounded(value: number | null, max: number): number | null | 'out-of-bounds' {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  return value > max ? 'out-of-bounds' : Math.round(value);
}

/**
 * ffprobe's facts within bounds, or null when one is out of them. The video job uses this to keep what it
 * stores sane; `readVideoFacts` refuses the file instead.
 */
export function boundedFacts(probed: Pick<ProbedVideo, 'durationMs' | 'width' | 'height' | 'codec'>): VideoFacts | null {
  const durationMs = bounded(probed.durationMs, MAX_VIDEO_DURATION_MS);
  const width = bounded(probed.width, MAX_VIDEO_SIDE);
  const height = bounded(probed.height, MAX_VIDEO_SIDE);
  if (durationMs === 'out-of-bounds' || width === 'out-of-bounds' || height === 'out-of-bounds') return null;
  return { durationMs, width, height, codec: probed.codec };
}

/** ffprobe refused the file (it exited with an error, or said more than a video's header holds). */
function isRefusal(error: unknown): boolean {
  if (error instanceof SyntaxError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' || code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
}

/**
 * The facts of a video file about to be recorded. AppError INVALID_VIDEO (400) when ffprobe finds no video
 * stream in it or its facts are out of bounds; null when this machine has no ffprobe (FFPROBE_PATH): the
 * video is then recorded on its MP4/MOV signature alone, without duration or size, and plays as uploaded
 * (README, decision 048). Anything else (ffprobe timed out, could not start) is thrown as it is: the
 * upload is kept for the next try.
 */
export async function readVideoFacts(file: string): Promise<VideoFacts | null> {
  const bins = await findFfmpeg();
  if (!bins) return null;
  let probed: ProbedVideo;
  try {
    probed = await probeVideo(bins, file);
  } catch (error) {
    if (isRefusal(error)) throw invalid();
    throw error;
  }
  if (!probed.codec) throw invalid();
  const facts = boundedFacts(probed);
  if (!facts) throw invalid();
  return facts;
}
