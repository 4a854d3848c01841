import { execFile, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

/**
 * ffmpeg for delivered videos (issue 18, decision 048): Debian's `ffmpeg` package (ffmpeg and ffprobe on
 * the PATH; `npm run test:deps` installs it, docs/deploy.md says so for servers), or the binaries named
 * by FFMPEG_PATH / FFPROBE_PATH. Without them videos are stored and play as uploaded, with no poster or
 * preview, and one log line says why.
 */
const run = promisify(execFile);

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

let found: Promise<FfmpegBinaries | null> | null = null;

/** The binaries, once looked for; null when this machine has none. */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegBinaries | null> {
  found ??= (async () => {
    const bins = { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
    try {
      await run(bins.ffmpeg, ['-version'], { timeout: 10_000 });
      await run(bins.ffprobe, ['-version'], { timeout: 10_000 });
      return bins;
    } catch {
      return null;
    }
  })();
  return found;
}

export interface ProbedVideo {
  codec: string | null;
  /** As the person sees it: after the display rotation. */
  width: number | null;
  height: number | null;
  durationMs: number | null;
  rotation: number;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

export async function probeVideo(bins: FfmpegBinaries, file: string): Promise<ProbedVideo> {
  const { stdout } = await run(bins.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 });
  const parsed = JSON.parse(stdout) as { streams?: FfprobeStream[]; format?: { duration?: string } };
  const video = parsed.streams?.find((s) => s.codec_type === 'video');
  if (!video) return { codec: null, width: null, height: null, durationMs: null, rotation: 0 };
  const rotation = Number(video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? video.tags?.rotate ?? 0);
  const quarter = Math.abs(rotation) % 180 === 90;
  const seconds = Number(video.duration ?? parsed.format?.duration);
  return {
    codec: video.codec_name ?? null,
    width: (quarter ? video.height : video.width) ?? null,
    height: (quarter ? video.width : video.height) ?? null,
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
    rotation,
  };
}

/** Codecs every browser we support plays in an MP4: anything else (HEVC from iPhones, ProRes...) gets an H.264 preview. */
export function needsPreview(codec: string | null, mime: string): boolean {
  return codec !== 'h264' || mime !== 'video/mp4';
}

/**
 * A JPEG poster about 480 px wide, upright (ffmpeg applies the display rotation), from about 1 s in; from
 * the first frame when there is none after 1 s (a still shown for the whole clip: ffmpeg then writes nothing).
 */
export async function makePoster(bins: FfmpegBinaries, file: string, out: string, durationMs: number | null): Promise<void> {
  const frameAt = (at: number) => ffmpeg(bins, ['-ss', String(at), '-i', file, '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '4', '-y', out], 60_000);
  const at = durationMs !== null && durationMs < 2_000 ? 0 : 1;
  await frameAt(at);
  if (at > 0 && !(await stat(out).catch(() => null))?.size) await frameAt(0);
}

/** An H.264/AAC MP4 preview at most 720 px wide, upright, starting to play before it is all loaded. */
export async function makePreview(bins: FfmpegBinaries, file: string, out: string): Promise<void> {
  await ffmpeg(
    bins,
    [
      '-i', file,
      '-map', '0:v:0', '-map', '0:a:0?',
      '-vf', "scale='min(720,iw)':-2",
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k',
      '-movflags', '+faststart', '-threads', '1',
      '-y', out,
    ],
    30 * 60_000,
  );
}

function ffmpeg(bins: FfmpegBinaries, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bins.ffmpeg, ['-hide_banner', '-loglevel', 'error', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-2_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${signal ?? code}: ${stderr.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}

/** At most one transcode per core on this instance (the limit); posters share the same slots. */
const slots = Math.max(1, availableParallelism());
let busy = 0;
const waiting: (() => void)[] = [];

export async function withTranscodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}
