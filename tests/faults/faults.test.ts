import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_CACHE_TTL_MS } from '@server/auth/actor-cache';
import { openDatabase, type Database } from '@server/db/client';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas, envios, problemas, syncRuns, trabajos, userRoles, webhookDeliveries } from '@server/db/schema';
import { scheduledJobType } from '@server/queue/schedule';
import { transition } from '@server/domain/transition';
import { colaboracionTag, reemplazoTag } from '@server/shopify/draft-orders';
import { testMp4 } from '@server/test/fixtures/videos';
import { adminQuery, randomDbName, withDatabase } from '@server/test/template';
import { Browser, sleep, startEmulator, startServer, tempDir, type Proc, type ServerOptions } from './processes';

/**
 * Issue 7 item 4: kill -9 at a chosen point, restart, and check what a person would see. Real processes
 * on a throwaway PostgreSQL (scripts/with-postgres.mjs gives DATABASE_URL), the store emulator holding
 * requests open where a crash is most harmful.
 */
const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('the fault suite needs PostgreSQL: node scripts/with-postgres.mjs npx vitest run --project faults');

// The public origin behind the (imaginary) load balancer; every instance has the same one.
const APP_URL = 'http://colabora.test';
const dbName = randomDbName('faults');
const databaseUrl = withDatabase(ADMIN_URL, dbName);
const dataDir = tempDir('colabora-faults');
const appSecret = randomBytes(32).toString('hex');
// What the store signs its webhooks with (the fault suite posts them itself).
const webhookSecret = randomBytes(16).toString('hex');

let emulator: Proc;
let database: Database;
let server: Proc | null = null;
const admin = new Browser(APP_URL);

const serverOptions = (extra: Partial<ServerOptions> = {}): ServerOptions => ({
  databaseUrl,
  dataDir,
  appSecret,
  appUrl: APP_URL,
  emulatorUrl: emulator.url,
  ...extra,
  env: { SHOPIFY_WEBHOOK_SECRET: webhookSecret, ...extra.env },
});

async function restart(): Promise<Proc> {
  // One instance at a time here; the two-instance test below turns the scheduler on. A short lease: a
  // store job a killed server held is taken again within seconds (decision 041).
  server = await startServer(serverOptions({ env: { SCHEDULER: 'off', QUEUE_POLL_MS: '100', QUEUE_LEASE_MS: '2000', QUEUE_BACKOFF_MS: '200' } }));
  return server;
}

interface StoreJobView {
  id: string;
  estado: string;
  activo: boolean;
  resumen: { creadas: number; actualizadas: number; sinCambios: number; fallidas: number } | null;
  error: string | null;
}

/** Starts a store job (import, catalogue read: issue 19, answered 202) and waits for it to end. */
async function runStoreJob(path: string, json?: unknown): Promise<StoreJobView> {
  const res = await admin.request(server!.url, 'POST', path, json === undefined ? {} : { json });
  expect(res.status).toBe(202);
  return waitForStoreJob(((await res.json()) as StoreJobView).id);
}

async function waitForStoreJob(id: string): Promise<StoreJobView> {
  let job: StoreJobView | null = null;
  await waitFor(`store job ${id}`, async () => {
    job = (await (await admin.request(server!.url, 'GET', `/api/shopify/trabajos/${id}`)).json()) as StoreJobView;
    return !job.activo;
  });
  return job!;
}

/** The store's variants as Importar lists them, read into the server's mirror first. */
async function storeList(): Promise<{ products: { variants: { variantId: string; available: boolean; imported: boolean }[] }[] }> {
  const get = async () =>
    (await (await admin.request(server!.url, 'GET', '/api/shopify/products?porPagina=100')).json()) as {
      leidoAt: string | null;
      products: { variants: { variantId: string; available: boolean; imported: boolean }[] }[];
    };
  let list = await get();
  if (list.leidoAt === null) {
    expect((await runStoreJob('/api/shopify/catalogo')).estado).toBe('terminada');
    list = await get();
  }
  return list;
}

async function crash(): Promise<void> {
  await server?.kill('SIGKILL');
  server = null;
}

async function emulatorState(): Promise<{ draftOrders: { id: string; tags: string[]; invoiceUrl: string }[]; holds: { held: number } }> {
  return (await fetch(`${emulator.url}/emulator/state`)).json() as never;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A signed-up person with a role, as Gestión de Roles gives it (the DB write is the same). */
async function person(role: 'colaboradora' | 'tienda', name: string): Promise<{ browser: Browser; userId: string; colaboradoraId?: string }> {
  const browser = new Browser(APP_URL);
  const email = `${name.toLowerCase().replaceAll(' ', '.')}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await browser.request(server!.url, 'POST', '/api/auth/sign-up/email', { json: { email, name, password: 'contrasena-segura' } });
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  await database.db.insert(userRoles).values({ userId: user.id, role });
  if (role !== 'colaboradora') return { browser, userId: user.id };
  const [c] = await database.db
    .insert(colaboradoras)
    .values({ userId: user.id, nombre: name, apellidos: 'Prueba', ciudad: 'Monterrey', instagram: '@prueba.mx', equipo: 'iPhone 15' })
    .returning();
  return { browser, userId: user.id, colaboradoraId: c!.id };
}

beforeAll(async () => {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  emulator = await startEmulator();
  // A roomy cost bucket: the suite is about crashes, not about the store's throttling.
  await fetch(`${emulator.url}/emulator/bucket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maximumAvailable: 1_000_000, currentlyAvailable: 1_000_000, restoreRate: 100_000 }),
  });
  await restart();
  // The server migrated the database on start.
  database = await openDatabase({ databaseUrl, migrate: false, poolMax: 3 });
  const res = await admin.request(server!.url, 'POST', '/api/auth/sign-up/email', {
    json: { email: 'admin@example.com', name: 'Admin Fallas', password: 'contrasena-segura' },
  });
  expect(res.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await emulator?.kill('SIGTERM');
  await database?.close();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR/uploads that a person could be served (the tus partials are not). */
function visibleFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '.tus-partial') walk(full);
      } else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('kill -9 during a video upload', () => {
  it('leaves nothing visible, and the upload resumes from the server offset to the same bytes', async () => {
    const creator = await person('colaboradora', 'Valeria Video');
    const [colab] = await database.db
      .insert(colaboraciones)
      .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado: 'produccion', colaboradoraId: creator.colaboradoraId! })
      .returning();
    const video = testMp4({ paddingBytes: 6 * 1024 * 1024 });
    const tusHeaders = { 'tus-resumable': '1.0.0' };

    const created = await creator.browser.request(server!.url, 'POST', '/api/uploads/videos', {
      headers: { ...tusHeaders, 'upload-length': String(video.length), 'upload-metadata': `colaboracionId ${b64(colab!.id)},filename ${b64('video.mp4')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const partial = path.join(dataDir, 'uploads', '.tus-partial', location.split('/').at(-1)!);
    const firstChunk = 1024 * 1024;
    const first = await creator.browser.request(server!.url, 'PATCH', location, {
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(video.subarray(0, firstChunk)),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(firstChunk));

    // The second PATCH sends the rest slowly; the server is killed once it has written part of it.
    const cookie = [...creator.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = http.request(`${server!.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders, origin: APP_URL, cookie, 'upload-offset': String(firstChunk), 'content-type': 'application/offset+octet-stream', 'content-length': String(video.length - firstChunk) },
    });
    req.on('error', () => undefined); // the server dies under it: that is the point
    req.write(video.subarray(firstChunk, firstChunk + 2 * 1024 * 1024));
    await waitFor('the server to store part of the second PATCH', () => statSync(partial).size > firstChunk + 512 * 1024);
    await crash();
    req.destroy();

    // Nothing a person can see: no delivery row, no file in storage.
    expect(await database.db.select().from(entregas).where(eq(entregas.colaboracionId, colab!.id))).toEqual([]);
    expect(visibleFiles()).toEqual([]);

    await restart();
    const head = await creator.browser.request(server!.url, 'HEAD', location, { headers: tusHeaders });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(firstChunk);
    expect(offset).toBeLessThan(video.length);
    expect(await database.db.select().from(entregas).where(eq(entregas.colaboracionId, colab!.id))).toEqual([]);

    const rest = await creator.browser.request(server!.url, 'PATCH', location, {
      headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(video.subarray(offset)),
    });
    expect(rest.status).toBe(204);
    const rows = await database.db.select().from(entregas).where(eq(entregas.colaboracionId, colab!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tipoContenido: 'video', sizeBytes: video.length });

    // What she sees in her deliveries is byte for byte what she filmed.
    const list = (await (await creator.browser.request(server!.url, 'GET', `/api/entregas/${colab!.id}?tipo=video`)).json()) as { entregas: { url: string }[] };
    expect(list.entregas).toHaveLength(1);
    const served = await creator.browser.request(server!.url, 'GET', list.entregas[0]!.url);
    expect(served.status).toBe(200);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(video));
    expect(existsSync(partial)).toBe(false);
  });
});

describe('kill -9 between a video upload\'s last byte and its record (issue 18 item 6)', () => {
  it('after a restart tus-js-client resumes it and its onSuccess comes with the recorded row, byte for byte', async () => {
    const creator = await person('colaboradora', 'Renata Reanuda');
    const [colab] = await database.db
      .insert(colaboraciones)
      .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado: 'produccion', colaboradoraId: creator.colaboradoraId! })
      .returning();
    // Big enough that copying it into storage takes a moment: the crash lands inside onUploadFinish.
    const video = testMp4({ paddingBytes: 200 * 1024 * 1024 });
    const tusHeaders = { 'tus-resumable': '1.0.0' };
    const created = await creator.browser.request(server!.url, 'POST', '/api/uploads/videos', {
      headers: { ...tusHeaders, 'upload-length': String(video.length), 'upload-metadata': `colaboracionId ${b64(colab!.id)},filename ${b64('video.mp4')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const partial = path.join(dataDir, 'uploads', '.tus-partial', location.split('/').at(-1)!);
    const stored = path.join(dataDir, 'uploads', 'entregas', colab!.id);

    // The whole file in one PATCH; kill -9 once every byte is in and storage is being written.
    const cookie = [...creator.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = http.request(`${server!.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders, origin: APP_URL, cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(video.length) },
    });
    req.on('error', () => undefined);
    req.end(video);
    const deadline = Date.now() + 60_000;
    while (!(existsSync(stored) && readdirSync(stored).length > 0)) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the copy into storage');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await crash();
    req.destroy();

    // Every byte arrived, and there is no row: the state the review found.
    expect(statSync(partial).size).toBe(video.length);
    expect(await database.db.select().from(entregas).where(eq(entregas.colaboracionId, colab!.id))).toEqual([]);
    // In storage, at most the copy under the upload's own key (whole or as a temporary file): no row points
    // to it, so nobody is served it, and recording the upload writes that same key again.
    const uploadId = location.split('/').at(-1)!;
    const ours = (f: string) => f.startsWith(`entregas/${colab!.id}/${uploadId}.mp4`);
    const hers = () => visibleFiles().filter((f) => f.startsWith(`entregas/${colab!.id}/`));
    expect(hers().filter((f) => !ours(f))).toEqual([]);

    await restart();
    // The browser's own client, resuming from the stored upload URL: HEAD says "complete" only with the row.
    const { Upload } = await import('tus-js-client');
    const rowsAtSuccess = await new Promise<{ entregaId: string | null; rows: number }>((resolve, reject) => {
      const upload = new Upload(video, {
        uploadUrl: `${server!.url}${location}`,
        headers: { origin: APP_URL, cookie },
        retryDelays: [],
        onError: reject,
        onSuccess: ({ lastResponse }) => {
          void database.db
            .select()
            .from(entregas)
            .where(eq(entregas.colaboracionId, colab!.id))
            .then((rows) => resolve({ entregaId: lastResponse.getHeader('x-entrega-id') ?? null, rows: rows.length }), reject);
        },
      });
      upload.start();
    });
    expect(rowsAtSuccess.rows).toBe(1);
    const rows = await database.db.select().from(entregas).where(eq(entregas.colaboracionId, colab!.id));
    expect(rows.map((r) => r.id)).toEqual([rowsAtSuccess.entregaId]);
    expect(rows[0]).toMatchObject({ tipoContenido: 'video', sizeBytes: video.length });
    const list = (await (await creator.browser.request(server!.url, 'GET', `/api/entregas/${colab!.id}?tipo=video`)).json()) as { entregas: { url: string }[] };
    const served = await creator.browser.request(server!.url, 'GET', list.entregas[0]!.url);
    expect(served.status).toBe(200);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(video));
    expect(existsSync(partial)).toBe(false);
    // One copy, the recorded one (a cut copy's temporary file is the uploads sweep's; the poster the video
    // job makes from the real clip, whenever it runs, is beside it and not a copy).
    expect(hers().filter((f) => !/\.part$/.test(f) && !f.includes('.thumb.webp') && !f.includes('.preview.mp4'))).toEqual([rows[0]!.fileKey, `${rows[0]!.fileKey}.meta.json`].map((k) => `entregas/${k}`).sort());
  }, 120_000);
});

describe('kill -9 during an import', () => {
  it('after a restart the import job runs again and finishes: one collaboration and one creation event per variant', async () => {
    const variants = await storeList();
    const ids = variants.products.flatMap((p) => p.variants.map((v) => v.variantId)).slice(0, 12);
    expect(ids.length).toBe(12);
    const [held, ...fresh] = ids as [string, ...string[]];
    expect((await runStoreJob('/api/shopify/import', { variantIds: [held] })).estado).toBe('terminada');

    // A row lock on the already imported variant: the import job's batch stops on it mid-way, with the
    // variants before it written but not committed. That is where the server dies.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    let jobId: string;
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM colaboraciones WHERE shopify_variant_id = $1 FOR UPDATE', [held]);
      const started = await admin.request(server!.url, 'POST', '/api/shopify/import', { json: { variantIds: [...fresh, held] } });
      expect(started.status).toBe(202);
      jobId = ((await started.json()) as StoreJobView).id;
      await waitFor('the import job to wait on the locked row', async () => {
        // Asked outside the blocker's transaction, whose view of pg_stat_activity is a frozen snapshot.
        const { rows } = (await database.db.execute(
          sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* '^\\s*insert into "?colaboraciones"? '`,
        )) as unknown as { rows: unknown[] };
        return rows.length > 0;
      });
      await crash();
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
    }
    await waitFor('the dead server’s transaction to end', async () => {
      const rows = await database.db.select({ id: colaboraciones.id }).from(colaboraciones).where(inArray(colaboraciones.shopifyVariantId, fresh));
      return rows.length === 0;
    });

    // Nothing to press again: the queue hands the dead server's job to the new one when its lease ends.
    await restart();
    const job = await waitForStoreJob(jobId);
    expect(job).toMatchObject({ estado: 'terminada', error: null });
    expect(job.resumen).toMatchObject({ creadas: fresh.length, fallidas: 0 });
    const rows = await database.db.select({ id: colaboraciones.id, variant: colaboraciones.shopifyVariantId }).from(colaboraciones).where(inArray(colaboraciones.shopifyVariantId, ids));
    expect(rows.map((r) => r.variant).sort()).toEqual([...ids].sort());
    const created = await database.db
      .select({ id: colaboracionEventos.colaboracionId })
      .from(colaboracionEventos)
      .where(and(inArray(colaboracionEventos.colaboracionId, rows.map((r) => r.id)), isNull(colaboracionEventos.fromEstado)));
    expect(created).toHaveLength(ids.length);
  });
});

describe('kill -9 during a draft-order creation', () => {
  it('after a restart, Empaquetar finds the draft the store made: one draft, one envío, empaquetado', async () => {
    const tienda = await person('tienda', 'Tienda Fallas');
    const creator = await person('colaboradora', 'Daniela Draft');
    const list = await storeList();
    const variantId = list.products.flatMap((p) => p.variants).find((v) => v.available && !v.imported)!.variantId;
    expect((await runStoreJob('/api/shopify/import', { variantIds: [variantId] })).estado).toBe('terminada');
    const [item] = await database.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantId));
    await transition(database.db, {
      colaboracionId: item!.id,
      name: 'solicitar',
      actor: { userId: creator.userId, role: 'colaboradora' },
      set: { colaboradoraId: creator.colaboradoraId! },
    });
    const tagged = async () => (await emulatorState()).draftOrders.filter((d) => d.tags.includes(colaboracionTag(item!.id)));

    // The store creates the draft, and its reply never leaves: the server dies waiting for it.
    const heldBefore = (await emulatorState()).holds.held;
    await fetch(`${emulator.url}/emulator/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operation: 'draftOrderCreate', phase: 'after' }) });
    const pending = tienda.browser.request(server!.url, 'POST', `/api/confirmacion/${item!.id}/empaquetar`, { json: {} }).catch(() => null);
    await waitFor('the store to hold the draft-order reply', async () => (await emulatorState()).holds.held > heldBefore);
    await crash();
    await pending;
    await fetch(`${emulator.url}/emulator/holds`, { method: 'DELETE' });

    expect(await tagged()).toHaveLength(1);
    await waitFor('the dead server’s transaction to end', async () => {
      const [row] = await database.db.select({ estado: colaboraciones.estado }).from(colaboraciones).where(eq(colaboraciones.id, item!.id));
      const claims = await database.db.select().from(envios).where(eq(envios.colaboracionId, item!.id));
      return row?.estado === 'confirmacion' && claims.length === 0;
    });

    await restart();
    const res = await tienda.browser.request(server!.url, 'POST', `/api/confirmacion/${item!.id}/empaquetar`, { json: {} });
    expect(res.status).toBe(200);
    const [draft] = await tagged();
    expect(await res.json()).toMatchObject({ success: true, invoice_url: draft!.invoiceUrl });
    expect(await tagged()).toHaveLength(1);
    const [row] = await database.db.select().from(colaboraciones).where(eq(colaboraciones.id, item!.id));
    expect(row).toMatchObject({ estado: 'empaquetado', pedidoUrl: draft!.invoiceUrl });
    expect(await database.db.select().from(envios).where(eq(envios.colaboracionId, item!.id))).toHaveLength(1);
    expect(await database.db.select().from(colaboraciones).where(and(eq(colaboraciones.shopifyVariantId, variantId)))).toHaveLength(1);
  });
});

describe('kill -9 while a replacement draft order is being created (issue 29)', () => {
  it('after a restart its job is taken again and finds the draft the store made: one replacement draft', async () => {
    if (!server) await restart();
    const tienda = await person('tienda', 'Tienda Reemplazo');
    const creator = await person('colaboradora', 'Rebeca Reemplazo');
    const list = await storeList();
    const variantId = list.products.flatMap((p) => p.variants).find((v) => v.available && !v.imported)!.variantId;
    expect((await runStoreJob('/api/shopify/import', { variantIds: [variantId] })).estado).toBe('terminada');
    const [item] = await database.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantId));
    // Her jeans arrived (the first shipment's steps are another test's): in produccion, hers.
    await database.db.update(colaboraciones).set({ estado: 'produccion', colaboradoraId: creator.colaboradoraId! }).where(eq(colaboraciones.id, item!.id));
    const form = new FormData();
    form.set('tipo', 'talla');
    form.set('medida', 'cintura');
    const reported = await creator.browser.request(server!.url, 'POST', `/api/problemas/colaboracion/${item!.id}`, { body: form });
    expect(reported.status).toBe(201);
    const { problema } = (await reported.json()) as { problema: { id: string } };
    const tagged = async () => (await emulatorState()).draftOrders.filter((d) => d.tags.includes(reemplazoTag(problema.id)));

    // The store creates the replacement's draft and its reply never leaves: the worker dies waiting.
    const heldBefore = (await emulatorState()).holds.held;
    await fetch(`${emulator.url}/emulator/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operation: 'draftOrderCreate', phase: 'after' }) });
    const res = await tienda.browser.request(server!.url, 'POST', `/api/problemas/${problema.id}/resolver`, { json: { accion: 'reemplazo', variantId, devolver: true } });
    expect(res.status).toBe(200);
    await waitFor('the store to hold the replacement draft reply', async () => (await emulatorState()).holds.held > heldBefore);
    await crash();
    await fetch(`${emulator.url}/emulator/holds`, { method: 'DELETE' });
    expect(await tagged()).toHaveLength(1);
    const [before] = await database.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(before).toMatchObject({ reemplazoEstado: 'creando', draftOrderId: null });

    await restart();
    await waitFor('the replacement job to record the draft', async () => {
      const [row] = await database.db.select().from(problemas).where(eq(problemas.id, problema.id));
      return row?.reemplazoEstado === 'borrador';
    });
    const drafts = await tagged();
    expect(drafts).toHaveLength(1);
    const [row] = await database.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(row).toMatchObject({ draftOrderId: drafts[0]!.id, invoiceUrl: drafts[0]!.invoiceUrl });
    const jobs = await database.db.select().from(trabajos).where(eq(trabajos.clave, `reemplazo:${problema.id}`));
    expect(jobs).toEqual([expect.objectContaining({ estado: 'hecho', intentos: 2 })]);
  });
});

describe('kill -9 while a store webhook is handled (issue 26)', () => {
  it('after a restart its job is taken again and the event is handled once', async () => {
    if (!server) await restart();
    const [item] = await database.db.select().from(colaboraciones).where(isNotNull(colaboraciones.shopifyInventoryItemId)).limit(1);
    expect(item, 'an imported collaboration (the import test above)').toBeDefined();
    const variant = item!.shopifyVariantId!.split('/').at(-1)!;
    const inventoryItem = item!.shopifyInventoryItemId!.split('/').at(-1)!;
    const stock = (item!.shopifyInventoryQuantity ?? 0) + 5;
    const json = { 'content-type': 'application/json' };
    // The store's stock changes without a webhook of its own; the one posted below announces it.
    expect((await fetch(`${emulator.url}/emulator/variants/${variant}/inventory`, { method: 'POST', headers: json, body: JSON.stringify({ available: stock, notify: false }) })).ok).toBe(true);
    const webhookSyncs = () => database.db.select({ status: syncRuns.status }).from(syncRuns).where(eq(syncRuns.trigger, 'webhook'));
    const syncsBefore = (await webhookSyncs()).length;

    // The handler's read of the store is held open; the worker is killed while it waits.
    const heldBefore = (await emulatorState()).holds.held;
    await fetch(`${emulator.url}/emulator/holds`, { method: 'POST', headers: json, body: JSON.stringify({ operation: 'InventoryByIds', phase: 'after' }) });
    const webhookId = randomUUID();
    const body = JSON.stringify({
      inventory_item_id: Number(inventoryItem),
      location_id: 1,
      available: stock,
      updated_at: new Date().toISOString(),
      admin_graphql_api_id: `gid://shopify/InventoryLevel/1?inventory_item_id=${inventoryItem}`,
    });
    const res = await fetch(`${server!.url}/api/shopify/webhooks`, {
      method: 'POST',
      headers: {
        ...json,
        'x-shopify-topic': 'inventory_levels/update',
        'x-shopify-webhook-id': webhookId,
        'x-shopify-hmac-sha256': createHmac('sha256', webhookSecret).update(body).digest('base64'),
      },
      body,
    });
    expect(res.status).toBe(200);
    await waitFor('the store to hold the inventory read', async () => (await emulatorState()).holds.held > heldBefore);
    await crash();
    await fetch(`${emulator.url}/emulator/holds`, { method: 'DELETE' });

    const delivery = async () => (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)))[0];
    const jobs = () => database.db.select().from(trabajos).where(eq(trabajos.clave, `webhook:${webhookId}`));
    // Killed mid-handler: not processed, and the job is still the dead worker's until its lease ends.
    expect((await delivery())!.processedAt).toBeNull();
    expect(await jobs()).toEqual([expect.objectContaining({ estado: 'en_curso', intentos: 1 })]);

    await restart();
    await waitFor('the delivery to be processed', async () => (await delivery())?.processedAt != null);
    await waitFor('its job to be done', async () => (await jobs())[0]?.estado === 'hecho');
    expect(await jobs()).toEqual([expect.objectContaining({ estado: 'hecho', intentos: 2, ultimoError: null })]);
    expect(await delivery()).toMatchObject({ error: null });
    // Handled once: one completed sync for it (the killed run left its row 'running'), and the stock it read.
    const syncs = (await webhookSyncs()).slice(syncsBefore);
    expect(syncs.filter((r) => r.status === 'ok')).toHaveLength(1);
    expect(syncs.filter((r) => r.status !== 'running')).toHaveLength(1);
    const [after] = await database.db.select().from(colaboraciones).where(eq(colaboraciones.id, item!.id));
    expect(after!.shopifyInventoryQuantity).toBe(stock);
    expect((await database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)))[0]!.n).toBe(1);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('share sessions both ways, and their schedules run the store sync once per period between them', async () => {
    await crash();
    const intervalSeconds = 3;
    const scheduled = { SYNC_INTERVAL_MINUTES: String(intervalSeconds / 60) };
    const starting = [startServer(serverOptions({ env: scheduled }))];
    // B is launched later, so the two timers tick at different moments (as in any real deployment).
    await sleep(1_300);
    starting.push(startServer(serverOptions({ env: scheduled })));
    const [a, b] = (await Promise.all(starting)) as [Proc, Proc];
    try {
      const since = new Date();
      const person = new Browser(APP_URL);
      expect((await person.request(a.url, 'POST', '/api/auth/sign-in/email', { json: { email: 'admin@example.com', password: 'contrasena-segura' } })).status).toBe(200);
      const me = await person.request(b.url, 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe('admin@example.com');
      // Sign-out through B ends the session on A too (a copy of the old cookie is refused there).
      const copy = new Browser(APP_URL);
      for (const [k, v] of person.cookies) copy.cookies.set(k, v);
      expect((await copy.request(a.url, 'GET', '/api/me')).status).toBe(200);
      expect((await person.request(b.url, 'POST', '/api/auth/sign-out', { json: {} })).status).toBe(200);
      // A may answer from its actor cache until its entry, stored before the sign-out, is ACTOR_CACHE_TTL_MS
      // old (decision 017); no new entry can be stored for a deleted session, so after that it is 401.
      await sleep(ACTOR_CACHE_TTL_MS);
      expect((await copy.request(a.url, 'GET', '/api/me')).status).toBe(401);

      // Let both instances tick a few periods: each ticks at every period's start, and B is 1.3 s behind.
      await waitFor('three scheduled inventory syncs', async () => (await scheduledRuns(since)).length >= 3);
    } finally {
      await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    }
    // Stopped gracefully, nothing runs: each period's job ran one sync, and no period has two jobs (the
    // unique index) although both instances enqueued every one. Only this test runs the schedule.
    const periodJobs = await database.db
      .select({ periodo: trabajos.periodo })
      .from(trabajos)
      .where(and(eq(trabajos.tipo, scheduledJobType('store-sync')), eq(trabajos.estado, 'hecho')));
    expect(periodJobs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(periodJobs.map((j) => j.periodo!.getTime())).size).toBe(periodJobs.length);
    expect(await scheduledRuns(new Date(0))).toHaveLength(periodJobs.length);
  });
});

async function scheduledRuns(since: Date): Promise<Date[]> {
  const rows = await database.db
    .select({ startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.kind, 'inventory'), eq(syncRuns.trigger, 'schedule')))
    .orderBy(asc(syncRuns.startedAt));
  return rows.map((r) => r.startedAt).filter((d) => d >= since);
}
