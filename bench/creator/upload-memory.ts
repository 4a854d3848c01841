import { readFileSync } from 'node:fs';
import { testMp4 } from '../../src/server/test/fixtures/videos';
import { ok, type Session } from './server';

/**
 * Server memory while a creator sends a 1 GiB video over tus 1.0.0, the way tus-js-client does on a
 * phone: one POST, then PATCH chunks of 64 MiB streamed from a generator (a valid MP4 header, then
 * padding), one of them cut off half-way and resumed from the offset a HEAD reports. The server's
 * VmRSS is read from /proc/<pid>/status every 100 ms; the aim is that it grows by less than 100 MB,
 * i.e. the server streams to disk and never holds the file.
 */
export const UPLOAD_BYTES = 1024 ** 3;
const CHUNK_BYTES = 64 * 1024 ** 2;
const MIB = 1024 ** 2;
const TUS = { 'Tus-Resumable': '1.0.0' };

export interface UploadMemory {
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  afterMb: number;
  seconds: number;
  patches: number;
  /** Where the cut-off PATCH left the upload (the HEAD offset it resumed from). */
  resumedAt: number;
  storedBytes: number;
  durationMs: number | null;
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => kb / 1024;

/** The file, never in memory: testMp4's boxes with the mdat stretched over the rest, then a 1 MiB pattern. */
function virtualMp4(total: number) {
  const header = testMp4({ paddingBytes: 0 });
  // The last 8 bytes are the mdat box header: make the box span the rest of the file.
  header.writeUInt32BE(total - (header.length - 8), header.length - 8);
  const pattern = Buffer.alloc(2 * MIB);
  for (let i = 0; i < pattern.length; i++) pattern[i] = (i * 31) % 251;
  return function* slices(start: number, end: number): Generator<Uint8Array> {
    let p = start;
    if (p < header.length) {
      const e = Math.min(end, header.length);
      yield header.subarray(p, e);
      p = e;
    }
    while (p < end) {
      const off = (p - header.length) % MIB;
      const n = Math.min(end - p, MIB);
      yield pattern.subarray(off, off + n);
      p += n;
    }
  };
}

/** A request body streamed from the generator; `cutAfter` aborts the request once that many bytes went out. */
function bodyOf(chunks: Generator<Uint8Array>, cut?: { after: number; controller: AbortController }): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (cut && sent >= cut.after) {
        cut.controller.abort(new Error('connection dropped (bench)'));
        return;
      }
      const next = chunks.next();
      if (next.done) controller.close();
      else {
        sent += next.value.length;
        controller.enqueue(next.value);
      }
    },
  });
}

export async function measureUploadMemory(base: string, pid: number, creator: Session, colaboracionId: string): Promise<UploadMemory> {
  const total = UPLOAD_BYTES;
  const slices = virtualMp4(total);
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  // Baseline: the idle server, median of 2 s of samples.
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    idle.push(rssKb(pid));
    await sleep(100);
  }
  idle.sort((a, b) => a - b);
  const baselineKb = idle[10]!;

  // Growth is the larger of peak − baseline and the largest rise over the lowest sample before it, so
  // memory the server gives back during the upload cannot hide what the upload itself takes.
  let peakKb = baselineKb;
  let lowKb = baselineKb;
  let riseKb = 0;
  const sampler = setInterval(() => {
    try {
      const kb = rssKb(pid);
      peakKb = Math.max(peakKb, kb);
      lowKb = Math.min(lowKb, kb);
      riseKb = Math.max(riseKb, kb - lowKb);
    } catch {
      // the server exited; the upload will fail and say so
    }
  }, 100);
  const started = performance.now();
  try {
    const created = await ok(
      await creator.api('/api/uploads/videos', {
        method: 'POST',
        headers: { ...TUS, 'Upload-Length': String(total), 'Upload-Metadata': `colaboracionId ${b64(colaboracionId)},filename ${b64('reel-1gb.mp4')}` },
      }),
      'tus POST',
    );
    const location = created.headers.get('location');
    if (!location) throw new Error('tus POST answered without a Location');
    const uploadPath = new URL(location, `${base}/api/uploads/videos/`).pathname;

    const head = async () => {
      const res = await ok(await creator.api(uploadPath, { method: 'HEAD', headers: TUS }), 'tus HEAD');
      return Number(res.headers.get('upload-offset'));
    };
    const patch = (offset: number, end: number, cut?: { after: number; controller: AbortController }) =>
      creator.api(uploadPath, {
        method: 'PATCH',
        headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: bodyOf(slices(offset, end), cut),
        signal: cut?.controller.signal,
        duplex: 'half',
      } as RequestInit);

    let offset = 0;
    let patches = 0;
    let resumedAt = -1;
    let entregaId: string | null = null;
    let retries = 0;
    while (offset < total) {
      const end = Math.min(offset + CHUNK_BYTES, total);
      patches += 1;
      if (resumedAt < 0 && offset >= 4 * CHUNK_BYTES) {
        // The fifth chunk loses its connection half-way; the client asks where to go on from.
        const controller = new AbortController();
        await patch(offset, end, { after: (end - offset) / 2, controller }).then(
          () => {
            throw new Error('the cut-off PATCH completed');
          },
          (error: unknown) => {
            if (!controller.signal.aborted) throw error;
          },
        );
        await sleep(500);
        offset = await head();
        resumedAt = offset;
        continue;
      }
      const res = await patch(offset, end);
      if ((res.status === 409 || res.status === 423) && retries < 10) {
        // The server may still be closing the dropped request: ask again where it stands.
        retries += 1;
        await res.body?.cancel();
        await sleep(500);
        offset = await head();
        continue;
      }
      await ok(res, `tus PATCH at ${offset}`);
      offset = Number(res.headers.get('upload-offset'));
      entregaId = res.headers.get('x-entrega-id') ?? entregaId;
    }
    const seconds = (performance.now() - started) / 1000;
    if (!entregaId) throw new Error('the last PATCH answered without X-Entrega-Id');

    // A second after: what the server keeps.
    await sleep(1000);
    clearInterval(sampler);
    const afterKb = rssKb(pid);

    // The video is recorded, with the duration read from its header, and its stored size is 1 GiB.
    const list = (await (await ok(await creator.api(`/api/entregas/${colaboracionId}?tipo=video`), 'GET entregas')).json()) as {
      entregas: { id: string; url: string | null; durationMs: number | null }[];
    };
    const entrega = list.entregas.find((e) => e.id === entregaId);
    if (!entrega?.url) throw new Error('the uploaded video is not among her entregas');
    const ranged = await ok(await creator.api(new URL(entrega.url, base).pathname + new URL(entrega.url, base).search, { headers: { Range: 'bytes=0-0' } }), 'GET file');
    await ranged.body?.cancel();
    const storedBytes = Number(/\/(\d+)$/.exec(ranged.headers.get('content-range') ?? '')?.[1] ?? NaN);

    return {
      baselineMb: mb(baselineKb),
      peakMb: mb(peakKb),
      growthMb: mb(Math.max(peakKb - baselineKb, riseKb)),
      afterMb: mb(afterKb),
      seconds,
      patches,
      resumedAt,
      storedBytes,
      durationMs: entrega.durationMs,
    };
  } finally {
    clearInterval(sampler);
  }
}
