/**
 * `npm run bench:uploads`: server memory while 100 creators' 5 MB photos arrive at once (issue 18 item 6,
 * decision 046). The real compiled server (scripts/lib.mjs startServer) on PGlite, twice: first with
 * IMAGE_UPLOADS_AT_ONCE=1000 (no bound: how the server behaved before), then with the default bound (one
 * per core).
 * VmRSS of the server's pid is sampled every 50 ms; growth = peak − idle baseline. Prints the figures and
 * a PASS/FAIL line per budget; exit code 1 when a budget fails.
 *
 *   PHOTOS (100) parallel uploads; BENCH_UPLOAD_BOUNDS (1000,default) the IMAGE_UPLOADS_AT_ONCE values to run.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort, startServer } from '../../scripts/lib.mjs';
import { LIMITS } from '../../src/shared/domain/limits';
import { ok, seed } from '../creator/server';
import { rssMb } from '../lib/rss';

const PHOTOS = Number(process.env.PHOTOS ?? 100);
const BOUNDS = (process.env.BENCH_UPLOAD_BOUNDS ?? '1000,default').split(',').map((b) => (b === 'default' ? availableParallelism() : Number(b)));
/** The budget with the bound: 100 photos at once cost the server less than this. */
const BUDGET_MB = 150;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A phone-sized JPEG just under the 5 MB limit (noise does not compress, as a real photo barely does). */
async function photoOf(targetBytes: number): Promise<Buffer> {
  let width = 2400;
  for (;;) {
    const height = Math.round((width * 4) / 3);
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (jpeg.length <= targetBytes && jpeg.length > targetBytes * 0.85) return jpeg;
    width = Math.round(width * Math.sqrt((targetBytes * 0.93) / jpeg.length));
  }
}

interface Run {
  bound: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  perPhotoMb: number;
  seconds: number;
  accepted: number;
}

async function runWith(bound: number, photo: Buffer): Promise<Run> {
  const tmp = path.join(os.tmpdir(), `colabora-bench-uploads-${process.pid}-${bound}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.join(tmp, 'web'), { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIR: path.join(tmp, 'web'),
      APP_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SCHEDULER: 'off',
      STORAGE_DRIVER: 'disk',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
      IMAGE_UPLOADS_AT_ONCE: String(bound),
    },
  });
  try {
    const { creator, colaboracionId } = await seed(base);
    // One warm-up photo (sharp's first use loads libvips), then the idle baseline.
    const send = () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
      return creator.api(`/api/entregas/${colaboracionId}/imagenes`, { method: 'POST', body: form });
    };
    await ok(await send(), 'warm-up photo');
    await sleep(1500);
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) {
      idle.push(rssMb(server.pid));
      await sleep(50);
    }
    idle.sort((a, b) => a - b);
    const baselineMb = idle[10]!;
    let peakMb = baselineMb;
    const sampler = setInterval(() => {
      try {
        peakMb = Math.max(peakMb, rssMb(server.pid));
      } catch {
        // the server exited; the uploads fail and say so
      }
    }, 50);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: PHOTOS }, () => send().then(async (r) => (await r.arrayBuffer(), r.status))));
    const seconds = (performance.now() - started) / 1000;
    await sleep(300);
    clearInterval(sampler);
    const accepted = answers.filter((s) => s === 201).length;
    const growthMb = peakMb - baselineMb;
    return { bound, baselineMb, peakMb, growthMb, perPhotoMb: growthMb / PHOTOS, seconds, accepted };
  } finally {
    await server.stop('SIGTERM', 5_000);
    rmSync(tmp, { recursive: true, force: true });
  }
}

const photo = await photoOf(LIMITS.imageMaxBytes);
console.log(`${PHOTOS} parallel photos of ${(photo.length / 1024 ** 2).toFixed(2)} MB each, one creator, PGlite, disk storage`);
const runs: Run[] = [];
for (const bound of BOUNDS) runs.push(await runWith(bound, photo));
console.log('\nIMAGE_UPLOADS_AT_ONCE | baseline MB | peak MB | growth MB | MB per photo | seconds | accepted');
for (const r of runs) {
  console.log(
    `${String(r.bound).padStart(21)} | ${r.baselineMb.toFixed(0).padStart(11)} | ${r.peakMb.toFixed(0).padStart(7)} | ${r.growthMb.toFixed(0).padStart(9)} | ${r.perPhotoMb.toFixed(2).padStart(12)} | ${r.seconds.toFixed(1).padStart(7)} | ${r.accepted}/${PHOTOS}`,
  );
}
let failed = false;
for (const r of runs) {
  const allIn = r.accepted === PHOTOS;
  console.log(`${allIn ? 'PASS' : 'FAIL'}  bound ${r.bound}: every photo recorded (${r.accepted}/${PHOTOS})`);
  failed ||= !allIn;
}
const bounded = runs.filter((r) => r.bound <= 16);
for (const r of bounded) {
  const pass = r.growthMb < BUDGET_MB;
  console.log(`${pass ? 'PASS' : 'FAIL'}  bound ${r.bound}: server RSS growth ${r.growthMb.toFixed(0)} MB < ${BUDGET_MB} MB for ${PHOTOS} photos at once`);
  failed ||= !pass;
}
process.exit(failed ? 1 : 0);
