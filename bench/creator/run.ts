/**
 * The creator portal's budgets (issue 5, item 10), measured against the real server on a fresh build:
 *
 *   npm run bench:creator          # or: npx tsx bench/creator/run.ts
 *
 * (a) the JS + CSS a first visit to /colaboradora/inicio loads, as transferred (Brotli as served; aim ≤ 120 kB);
 * (b) Lighthouse 13 mobile performance and accessibility of /colaboradora/inicio and
 *     /colaboradora/disponibles, signed in as a creator (aims ≥ 98 and 100; median of BENCH_LH_RUNS, 3);
 * (c) the server's memory (VmRSS) during a 1 GiB resumable (tus) video upload with one dropped and
 *     resumed chunk (aim: growth < 100 MB).
 *
 * Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH) and ~2.5 GB of free disk in the temp
 * folder; takes a few minutes. BENCH_SKIP=lighthouse,upload,weight leaves parts out. Prints figures
 * and PASS/FAIL beside each aim; the exit code is 0 unless the bench itself broke.
 */
import { firstVisitWeight } from './weight';
import { lighthouseScores, type LighthouseScores } from './lighthouse';
import { seed, startBenchServer } from './server';
import { measureUploadMemory, type UploadMemory } from './upload-memory';

const WEIGHT_AIM_KB = 120;
const PERF_AIM = 98;
const A11Y_AIM = 100;
const GROWTH_AIM_MB = 100;
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const LH_PAGES = ['/colaboradora/inicio', '/colaboradora/disponibles'];

interface Row {
  figure: string;
  value: string;
  aim: string;
  pass: boolean;
}

const server = await startBenchServer();
const rows: Row[] = [];
try {
  const seeded = await seed(server.base);
  console.log(`server pid ${server.pid} on ${server.base}; seeded an admin, a creator with her measures, 9 jeans`);

  // (c) first, on the freshly started server: the upload.
  let upload: UploadMemory | null = null;
  if (!skip.has('upload')) {
    console.log('\n(c) uploading 1 GiB over tus (64 MiB PATCH chunks, one cut off and resumed)...');
    upload = await measureUploadMemory(server.base, server.pid, seeded.creator, seeded.colaboracionId);
    console.log(
      `    ${upload.patches} PATCH requests in ${upload.seconds.toFixed(1)} s (${(1024 / upload.seconds).toFixed(0)} MB/s); ` +
        `resumed at byte ${upload.resumedAt.toLocaleString('en-US')}; stored ${upload.storedBytes.toLocaleString('en-US')} bytes, ` +
        `duration read ${upload.durationMs} ms`,
    );
    console.log(
      `    server RSS: baseline ${upload.baselineMb.toFixed(1)} MB, peak ${upload.peakMb.toFixed(1)} MB, ` +
        `growth ${upload.growthMb.toFixed(1)} MB, 1 s after ${upload.afterMb.toFixed(1)} MB`,
    );
    rows.push({ figure: 'server RSS growth, 1 GiB tus upload', value: `${upload.growthMb.toFixed(1)} MB`, aim: `< ${GROWTH_AIM_MB} MB`, pass: upload.growthMb < GROWTH_AIM_MB });
  }

  // (a)
  if (!skip.has('weight')) {
    const w = await firstVisitWeight(server.base, server.webDir, '/colaboradora/inicio', seeded.creator.cookie);
    const kb = w.bytes / 1000;
    console.log(`\n(a) /colaboradora/inicio, first visit: ${w.files} JS/CSS files, ${kb.toFixed(1)} kB transferred (Brotli as served; gzip -9 ${(w.gzipBytes / 1000).toFixed(1)} kB)`);
    rows.push({ figure: 'JS+CSS transferred, /colaboradora/inicio', value: `${kb.toFixed(1)} kB`, aim: `≤ ${WEIGHT_AIM_KB} kB`, pass: kb <= WEIGHT_AIM_KB });
  }

  // (b)
  if (!skip.has('lighthouse')) {
    console.log(`\n(b) Lighthouse mobile, median of ${LH_RUNS} run(s) per page...`);
    for (const p of LH_PAGES) {
      const s: LighthouseScores = await lighthouseScores(server.base + p, seeded.creator.cookie, LH_RUNS);
      console.log(`    ${p}: performance ${s.performance} (runs ${s.runs.join(', ')}), accessibility ${s.accessibility}`);
      console.log(`      ${s.metrics.join(', ')}`);
      for (const failed of s.failedA11y) console.log(`      a11y audit failed: ${failed}`);
      rows.push({ figure: `Lighthouse performance, ${p}`, value: String(s.performance), aim: `≥ ${PERF_AIM}`, pass: s.performance >= PERF_AIM });
      rows.push({ figure: `Lighthouse accessibility, ${p}`, value: String(s.accessibility), aim: `= ${A11Y_AIM}`, pass: s.accessibility >= A11Y_AIM });
    }
  }
} finally {
  await server.stop();
}

console.log('\n' + 'figure'.padEnd(52) + 'value'.padStart(10) + '  ' + 'aim'.padEnd(10) + 'result');
for (const r of rows) console.log(r.figure.padEnd(52) + r.value.padStart(10) + '  ' + r.aim.padEnd(10) + (r.pass ? 'PASS' : 'FAIL'));
