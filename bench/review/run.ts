/**
 * The deliveries review (/entregas, issue 6 item 8) with 500 photos in one collaboration:
 *
 *   npm run bench:review                                           # PGlite (in memory)
 *   node scripts/with-postgres.mjs npx tsx bench/review/run.ts     # PostgreSQL (DATABASE_URL)
 *
 * Seeds, through the storage layer and the database (no uploads over HTTP): 100 creators, each with one
 * collaboration; the newest (first card, selected by default) holds 500 real JPEG photos (1080×1350, with
 * their WebP thumbnails on disk), the other 99 hold 5 delivery rows each. Then, on a fresh build served by
 * the real app:
 *
 * (a) what Chromium downloads to show /entregas's first screen (empty cache, 1280×800 and 375×812,
 *     signed in as the admin, until the network is idle): bytes on the wire from the DevTools protocol
 *     (encodedDataLength: headers + compressed bodies), split into the page and its JS/CSS, the API's
 *     JSON, thumbnails and originals;
 * (b) p50 / p99 of GET /api/revision/colaboraciones and GET /api/revision/colaboraciones/{id}/entregas
 *     under BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (5) each, with each answer's size.
 *
 * Prints figures only; no assertions.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import pino from 'pino';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { colaboraciones, colaboradoras, entregas, profiles } from '../../src/server/db/schema';
import { FEEDBACK_STATUSES } from '../../src/shared/domain/options';
import { REVISION_PAGE_SIZE } from '../../src/shared/schemas/revision';
import { createStorage, type Storage } from '../../src/server/storage';
import { toStorageRef } from '../../src/server/storage/file-refs';
import { storeImage } from '../../src/server/storage/image-upload';
import { makeThumbnail } from '../../src/server/storage/images';
import { deliveryFileKey, thumbnailKey } from '../../src/server/storage/paths';
import { throwawayDatabase } from '../../src/server/test/template';
import { functionLoad } from '../lib/load';
import { cookieList } from '../lib/cookies';
import { sessionCookieOf } from '../lib/session-cookie';
import { freePort } from '../../scripts/lib.mjs';

const DELIVERIES = 500;
const DISTINCT_PHOTOS = 25;
const CREATORS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freshDatabase = () => throwawayDatabase('bench_review', CONNECTIONS);


/**
 * A photo-like JPEG: a coarse random scene (68×54 colour cells, smoothly upscaled) with fine grain on
 * top, so both the original and its 480 px thumbnail weigh about what a phone photo's do.
 */
async function photo(i: number): Promise<Buffer> {
  const width = 1080;
  const height = 1350;
  let seed = 1234567 + i * 7919;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const cw = 54;
  const ch = 68;
  const cells = Buffer.alloc(cw * ch * 3);
  for (let o = 0; o < cells.length; o++) cells[o] = Math.floor(rand() * 256);
  const scene = await sharp(cells, { raw: { width: cw, height: ch, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  for (let o = 0; o < scene.length; o++) scene[o] = Math.max(0, Math.min(255, scene[o]! + Math.round((rand() - 0.5) * 18)));
  return sharp(scene, { raw: { width, height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer();
}

interface Seeded {
  colaboracionId: string;
  originalBytes: number;
  thumbBytes: number;
}

async function seed(db: Db, storage: Storage): Promise<Seeded> {
  const now = Date.now();
  const people = Array.from({ length: CREATORS }, (_, i) => ({ id: randomUUID(), email: `creadora-${i}@bench.example`, fullName: `Creadora ${i}` }));
  await db.insert(profiles).values(people);
  const creators = await db
    .insert(colaboradoras)
    .values(people.map((p, i) => ({ userId: p.id, nombre: `Creadora ${i}`, apellidos: 'Bench' })))
    .returning({ id: colaboradoras.id });
  const colabs = await db
    .insert(colaboraciones)
    .values(
      creators.map((c, i) => ({
        titulo: `Jean Mom Negro #${i}`,
        producto: 'Jeans',
        talla: '7',
        estado: i === 0 ? ('revision' as const) : ('entregado' as const),
        colaboradoraId: c.id,
        // The first is the newest: the card /entregas selects by default.
        createdAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: colaboraciones.id });
  const target = colabs[0]!.id;

  // DISTINCT_PHOTOS real photos through storeImage (sniffed, WebP thumbnail), then stored again under
  // their own keys until there are DELIVERIES files, each with its thumbnail.
  const distinct = [];
  for (let i = 0; i < DISTINCT_PHOTOS; i++) {
    const bytes = await photo(i);
    const stored = await storeImage(storage, 'entregas', bytes, (ext) => deliveryFileKey(target, ext));
    // The same WebP storeImage wrote, for the copies.
    distinct.push({ bytes, thumb: await makeThumbnail(bytes), stored });
  }
  const rows = [];
  let originalBytes = 0;
  let thumbBytes = 0;
  for (let i = 0; i < DELIVERIES; i++) {
    const d = distinct[i % DISTINCT_PHOTOS]!;
    let key = d.stored.key;
    if (i >= DISTINCT_PHOTOS) {
      key = deliveryFileKey(target, d.stored.ext);
      await storage.put('entregas', thumbnailKey(key), d.thumb, { contentType: 'image/webp' });
      await storage.put('entregas', key, d.bytes, { contentType: d.stored.mime });
    }
    originalBytes += d.bytes.length;
    thumbBytes += d.thumb.length;
    rows.push({
      colaboracionId: target,
      tipoContenido: 'imagen' as const,
      imagenUrl: toStorageRef({ bucket: 'entregas', key }),
      fileKey: key,
      thumbKey: thumbnailKey(key),
      mimeType: d.stored.mime,
      sizeBytes: d.bytes.length,
      width: d.stored.width,
      height: d.stored.height,
      feedbackStatus: FEEDBACK_STATUSES[i % 3]!,
      estado: i % 3 === 0 ? ('aprobado' as const) : ('pendiente' as const),
      createdAt: new Date(now - i * 1000),
    });
  }
  for (let i = 0; i < rows.length; i += 250) await db.insert(entregas).values(rows.slice(i, i + 250));
  // The other collaborations: a few rows each, so the grid's counters aggregate real rows.
  const others = colabs.slice(1).flatMap((c, i) =>
    Array.from({ length: 5 }, (_, j) => ({ colaboracionId: c.id, tipoContenido: j === 4 ? ('video' as const) : ('imagen' as const), feedbackStatus: FEEDBACK_STATUSES[(i + j) % 3]! })),
  );
  await db.insert(entregas).values(others);
  return { colaboracionId: target, originalBytes, thumbBytes };
}


interface Transfer {
  total: number;
  requests: number;
  /** Delivery tiles on the screen (inside the viewport) when the network went idle. */
  visibleTiles: number;
  byKind: Record<'page' | 'api' | 'thumbnails' | 'originals' | 'other', { n: number; bytes: number }>;
}

/** Bytes on the wire for a first visit to /entregas (fresh context: empty cache), until the network is idle. */
async function firstScreen(appUrl: string, cookie: string, viewport: { width: number; height: number }): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport });
    await context.addCookies(cookieList(cookie, appUrl));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${appUrl}/entregas`, { waitUntil: 'commit' });
    await page.getByTestId('revision-entrega').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const visibleTiles = await page.getByTestId('revision-entrega').evaluateAll(
      (tiles) => tiles.filter((t) => t.getBoundingClientRect().top < window.innerHeight && t.getBoundingClientRect().bottom > 0).length,
    );
    const byKind: Transfer['byKind'] = {
      page: { n: 0, bytes: 0 },
      api: { n: 0, bytes: 0 },
      thumbnails: { n: 0, bytes: 0 },
      originals: { n: 0, bytes: 0 },
      other: { n: 0, bytes: 0 },
    };
    let total = 0;
    for (const [id, bytes] of sizes) {
      const url = new URL(urls.get(id) ?? appUrl);
      const kind: keyof Transfer['byKind'] = url.pathname.startsWith('/api/files/')
        ? url.pathname.endsWith('.thumb.webp')
          ? 'thumbnails'
          : 'originals'
        : url.pathname.startsWith('/api/')
          ? 'api'
          : url.origin === new URL(appUrl).origin
            ? 'page'
            : 'other';
      byKind[kind].n += 1;
      byKind[kind].bytes += bytes;
      total += bytes;
    }
    return { total, requests: sizes.size, visibleTiles, byKind };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  const { database, label, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colabora-bench-review-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  });
  const webDir = path.join(dataDir, 'web');
  const build = spawnSync(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const storage = createStorage(config.storage);
  const app = createApp({ config, db: database.db, logger: pino({ level: 'silent' }), webDir, storage });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  try {
    const signUp = await fetch(`${config.appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appOrigin },
      body: JSON.stringify({ email: 'bench-admin@example.com', password: 'contrasena-segura', name: 'Bench' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = sessionCookieOf(signUp);

    const seedStarted = performance.now();
    const seeded = await seed(database.db, storage);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `\nDeliveries review — ${label}; node ${process.version}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}\n` +
        `${CREATORS} collaborations with a creator; the newest holds ${DELIVERIES} photos ` +
        `(originals ${kb(seeded.originalBytes / DELIVERIES)} average, ${(seeded.originalBytes / 1e6).toFixed(1)} MB in all; ` +
        `thumbnails ${kb(seeded.thumbBytes / DELIVERIES)} average); seeded in ${seedSeconds.toFixed(1)} s`,
    );

    // (a)
    console.log('\n(a) /entregas first screen, empty cache, bytes on the wire (headers + compressed bodies):');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const t = await firstScreen(config.appUrl, cookie, viewport);
      const part = (k: keyof Transfer['byKind']) => `${k} ${t.byKind[k].n} req ${kb(t.byKind[k].bytes)}`;
      console.log(
        `    ${viewport.width}×${viewport.height}: ${kb(t.total)} in ${t.requests} requests, ${t.visibleTiles} delivery tiles on screen — ` +
          ['page', 'api', 'thumbnails', 'originals', 'other'].map((k) => part(k as keyof Transfer['byKind'])).join(', '),
      );
    }

    // (b)
    const grid = `${config.appUrl}/api/revision/colaboraciones?page=1`;
    const list = `${config.appUrl}/api/revision/colaboraciones/${seeded.colaboracionId}/entregas`;
    console.log(`\n(b) API under ${CONNECTIONS} connections, ${SECONDS} s each (gzip accepted, as a browser sends):`);
    console.log('| endpoint                                         | body raw | gzip    |  reqs | req/s | p50 ms | p99 ms |');
    console.log('|--------------------------------------------------|----------|---------|-------|-------|--------|--------|');
    for (const [name, url] of [
      [`GET /api/revision/colaboraciones?page=1 (${REVISION_PAGE_SIZE})`, grid],
      [`GET …/colaboraciones/{id}/entregas (${DELIVERIES})`, list],
    ] as const) {
      const once = async () => {
        const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
        if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
        await res.arrayBuffer();
      };
      const body = Buffer.from(await (await fetch(url, { headers: { cookie } })).arrayBuffer());
      for (let i = 0; i < 20; i++) await once(); // warm-up
      const f = await functionLoad(once, CONNECTIONS, SECONDS);
      console.log(
        `| ${name.padEnd(48)} | ${kb(body.length).padStart(8)} | ${kb(gzipSync(body).length).padStart(7)} | ${String(f.requests).padStart(5)} | ${f.rps.toFixed(0).padStart(5)} | ${f.p50.toFixed(2).padStart(6)} | ${f.p99.toFixed(2).padStart(6)} |`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
