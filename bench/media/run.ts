/**
 * `npm run bench:media` (and the `media` part of `npm run bench`): issue 18's transcode figure. A 60 s
 * 1080×1920 HEVC clip (made here by ffmpeg's libx265, as an iPhone records it) gets its poster and H.264
 * preview through the app's own functions; the budget is the clip's own duration. Exit 1 when it fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { findFfmpeg, makePoster, makePreview, probeVideo } from '../../src/server/media/ffmpeg';

export const MEDIA_BUDGET = { previewSecondsPerClipSecond: 1 } as const;
const CLIP_SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 60);

export interface MediaFigures {
  clipSeconds: number;
  makeClipSeconds: number;
  posterSeconds: number;
  previewSeconds: number;
  previewMb: number;
  pass: boolean;
}

export async function mediaBench(log: (l: string) => void = console.log): Promise<MediaFigures> {
  const bins = await findFfmpeg();
  if (!bins) throw new Error('ffmpeg not found (npm run test:deps installs it)');
  const dir = mkdtempSync(path.join(tmpdir(), 'colabora-bench-media-'));
  try {
    const clip = path.join(dir, 'iphone.mov');
    log(`[media] making a ${CLIP_SECONDS} s 1080×1920 HEVC clip…`);
    let t = performance.now();
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`,
      '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-metadata:s:v:0', 'rotate=90', clip,
    ]);
    const makeClipSeconds = (performance.now() - t) / 1000;
    const probed = await probeVideo(bins, clip);
    log(`[media] clip: ${probed.codec} ${probed.width}×${probed.height}, ${(probed.durationMs ?? 0) / 1000} s; poster and preview…`);
    t = performance.now();
    await makePoster(bins, clip, path.join(dir, 'poster.jpg'), probed.durationMs);
    const posterSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    await makePreview(bins, clip, path.join(dir, 'preview.mp4'));
    const previewSeconds = (performance.now() - t) / 1000;
    const previewMb = statSync(path.join(dir, 'preview.mp4')).size / 1024 / 1024;
    return { clipSeconds: CLIP_SECONDS, makeClipSeconds, posterSeconds, previewSeconds, previewMb, pass: previewSeconds <= CLIP_SECONDS * MEDIA_BUDGET.previewSecondsPerClipSecond };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await mediaBench();
  console.log('');
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| figure | value | budget | |');
  console.log('|---|---|---|---|');
  console.log(`| poster of a ${f.clipSeconds} s vertical HEVC clip | ${f.posterSeconds.toFixed(1)} s | — | |`);
  console.log(`| H.264 preview of it (720 px, one thread) | ${f.previewSeconds.toFixed(1)} s, ${f.previewMb.toFixed(1)} MB | ≤ ${f.clipSeconds} s | ${f.pass ? 'PASS' : 'FAIL'} |`);
  process.exit(f.pass ? 0 : 1);
}
