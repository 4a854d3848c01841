/**
 * Issue 18 item 3's memory figure: a 2 GB ZIP of one collaboration's files downloaded from the compiled
 * server, whose resident memory is sampled every 100 ms; the budget is < 100 MB of growth. The files (20 ×
 * 100 MB) and their rows are written before the server starts, into its DATA_DIR (disk storage, PGlite),
 * as uploads would have left them; the worker is off so no video job runs meanwhile.
 */
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { freePort, startServer } from '../../scripts/lib.mjs';
import { openDatabase } from '../../src/server/db/client';
import { colaboraciones, colaboradoras, entregas, profiles } from '../../src/server/db/schema';
import { rssMb } from '../lib/rss';
import { sessionCookieOf } from '../lib/session-cookie';

export const ZIP_BUDGET = { growthMb: 100 } as const;
const FILES = Number(process.env.BENCH_ZIP_FILES ?? 20);
const FILE_MB = Number(process.env.BENCH_ZIP_FILE_MB ?? 100);


export interface ZipFigures {
  totalMb: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  pass: boolean;
}

export async function zipMemoryBench(log: (l: string) => void = console.log): Promise<ZipFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-bench-zip-'));
  try {
    log(`[zip] writing ${FILES} × ${FILE_MB} MB files and their rows…`);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: true });
    const userId = 'bench-creadora';
    await database.db.insert(profiles).values({ id: userId, email: 'creadora@bench.test', fullName: 'Creadora Bench' });
    const [c] = await database.db.insert(colaboradoras).values({ userId, nombre: 'Creadora', apellidos: 'Bench' }).returning();
    const [colab] = await database.db.insert(colaboraciones).values({ titulo: 'Jeans Bench', producto: 'Jeans', estado: 'revision', colaboradoraId: c!.id }).returning();
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < chunk.length; i += 1) chunk[i] = (i * 31) % 251;
    for (let f = 0; f < FILES; f += 1) {
      const key = `${colab!.id}/video-${f}.mp4`;
      const file = path.join(dataDir, 'uploads', 'entregas', colab!.id, `video-${f}.mp4`);
      mkdirSync(path.dirname(file), { recursive: true });
      const out = createWriteStream(file);
      for (let m = 0; m < FILE_MB; m += 1) if (!out.write(chunk)) await once(out, 'drain');
      out.end();
      await once(out, 'finish');
      writeFileSync(`${file}.meta.json`, JSON.stringify({ contentType: 'video/mp4' }));
      await database.db.insert(entregas).values({ colaboracionId: colab!.id, tipoContenido: 'video', fileKey: key, imagenUrl: `storage://entregas/${key}`, mimeType: 'video/mp4', sizeBytes: FILE_MB * 1024 * 1024 });
    }
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer({
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: base, DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: '', SCHEDULER: 'off', WORKER: 'off', LOG_LEVEL: 'warn' },
    });
    try {
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ name: 'Admin Bench', email: 'admin@bench.test', password: 'ClaveSegura123' }),
      });
      if (!res.ok) throw new Error(`sign-up ${res.status}`);
      const cookie = sessionCookieOf(res);
      await new Promise((r) => setTimeout(r, 1_000));
      const baselineMb = rssMb(server.pid!);
      let peakMb = baselineMb;
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid!))), 100);
      log(`[zip] downloading the ${((FILES * FILE_MB) / 1024).toFixed(1)} GB ZIP…`);
      const started = performance.now();
      const zip = await fetch(`${base}/api/revision/colaboraciones/${colab!.id}/descarga`, { headers: { cookie } });
      if (!zip.ok || !zip.body) throw new Error(`download ${zip.status}`);
      let bytes = 0;
      for await (const part of zip.body) bytes += (part as Uint8Array).byteLength;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const growthMb = peakMb - baselineMb;
      return { totalMb: bytes / 1024 / 1024, seconds, baselineMb, peakMb, growthMb, pass: growthMb < ZIP_BUDGET.growthMb };
    } finally {
      await server.stop('SIGTERM', 10_000);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await zipMemoryBench();
  console.log('');
  console.log('| figure | value | budget | |');
  console.log('|---|---|---|---|');
  console.log(`| ZIP of ${f.totalMb.toFixed(0)} MB streamed | ${f.seconds.toFixed(1)} s, ${(f.totalMb / f.seconds).toFixed(0)} MB/s | — | |`);
  console.log(`| server RSS during it | ${f.baselineMb.toFixed(0)} → peak ${f.peakMb.toFixed(0)} MB (+${f.growthMb.toFixed(1)} MB) | < ${ZIP_BUDGET.growthMb} MB | ${f.pass ? 'PASS' : 'FAIL'} |`);
  process.exit(f.pass ? 0 : 1);
}
