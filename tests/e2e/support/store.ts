import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { adminApi } from './api';
import { budget } from '../../budget';

interface StoreVariant {
  variantId: string;
  barcode: string | null;
  option2: string | null;
  available: boolean;
  inventoryQuantity: number | null;
}

export async function expectOk(res: APIResponse, what: string): Promise<APIResponse> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return res;
}

interface StoreJob {
  id: string;
  estado: string;
  activo: boolean;
  error: string | null;
  resumen: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the store job (import, re-sync, catalogue read: issue 19) to end, as Gestión does, by polling it. */
export async function waitForStoreJob(id: string, timeoutMs = 90_000): Promise<StoreJob> {
  const admin = await adminApi();
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await expectOk(await admin.get(`/api/shopify/trabajos/${id}`), 'GET /api/shopify/trabajos/:id');
    const job = (await res.json()) as StoreJob;
    if (!job.activo) return job;
    if (Date.now() > until) throw new Error(`store job ${id} still running: ${JSON.stringify(job)}`);
    await sleep(300);
  }
}

/**
 * The server runs one store job at a time and Gestión follows whichever runs (GET /api/shopify/trabajos/actual),
 * so a test that watches its own job on screen must not see another worker's start beside it: store.spec's
 * import once read "1 creadas", a Logística test's one-variant import, where it waited for its own 7. Every
 * store job a test starts through runStoreJob holds this lock from start to end, and a test that starts one
 * in the browser holds it around that part (withStoreJobs). A directory made with mkdir is the lock: creating
 * it is atomic across the workers' processes; it lives in this run's own data folder.
 */
const LOCK_DIR = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-store-jobs.lock');
/** How many nested holders in this worker (a locked test calling runStoreJob must not wait on itself). */
let held = 0;

const OWNER = path.join(LOCK_DIR, 'pid');

/** A worker Playwright ended while it held the lock (a failed test's worker is replaced) left it behind. */
function ownerGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(OWNER, 'utf8'));
  } catch {
    return false; // made, its pid not written yet
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function withStoreJobs<T>(fn: () => Promise<T>, timeoutMs = budget(180_000)): Promise<T> {
  if (held === 0) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      try {
        mkdirSync(LOCK_DIR);
        writeFileSync(OWNER, String(process.pid));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (ownerGone()) rmSync(LOCK_DIR, { recursive: true, force: true });
        else if (Date.now() > until) throw new Error(`another worker held ${LOCK_DIR} for ${timeoutMs} ms`);
        else await sleep(100);
      }
    }
  }
  held += 1;
  try {
    return await fn();
  } finally {
    held -= 1;
    if (held === 0) rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * Starts a store job and waits for it to end. One store job runs at a time on the server, and e2e
 * workers share it: each waits for the lock above first; a start refused because a job still runs (409:
 * one a screen started) waits for that one, then starts again.
 */
type JobPath = '/api/shopify/import' | '/api/shopify/catalogo' | '/api/shopify/resync';

export function runStoreJob(endpoint: JobPath, data?: unknown): Promise<StoreJob> {
  return withStoreJobs(() => startAndWait(endpoint, data));
}

async function startAndWait(endpoint: JobPath, data?: unknown): Promise<StoreJob> {
  const admin = await adminApi();
  for (let attempt = 1; ; attempt += 1) {
    const res = await admin.post(endpoint, data === undefined ? {} : { data });
    if (res.status() === 409 && attempt < 30) {
      const current = (await (await admin.get('/api/shopify/trabajos/actual')).json()) as { trabajo: StoreJob | null };
      if (current.trabajo?.activo) await waitForStoreJob(current.trabajo.id);
      continue;
    }
    await expectOk(res, `POST ${endpoint}`);
    const job = await waitForStoreJob(((await res.json()) as StoreJob).id);
    if (job.estado !== 'terminada') throw new Error(`store job failed: ${job.error}`);
    return job;
  }
}

/** Imports these variants (a background job on the server) and waits until it has run. */
export async function importStoreVariants(variantIds: string[]): Promise<StoreJob> {
  return runStoreJob('/api/shopify/import', { variantIds });
}

/** The store's catalogue as the Importar dialog lists it (every page), read into the mirror first if it never was. */
export async function listStoreProducts<T>(): Promise<T[]> {
  const admin = await adminApi();
  const page = async (n: number) => {
    const res = await expectOk(await admin.get(`/api/shopify/products?porPagina=100&pagina=${n}`), 'GET /api/shopify/products');
    return (await res.json()) as { products: T[]; total: number; leidoAt: string | null };
  };
  let first = await page(1);
  if (first.leidoAt === null) {
    await runStoreJob('/api/shopify/catalogo');
    first = await page(1);
  }
  const all = [...first.products];
  for (let n = 2; all.length < first.total; n += 1) all.push(...(await page(n)).products);
  return all;
}

/**
 * The emulator's catalogue, listed once per worker (the catalogue's variants do not change during a run;
 * stock does, and the import reads it fresh).
 */
let catalogue: Promise<StoreVariant[]> | null = null;
/** Variants this worker already imported for a test (each test gets its own item). */
const taken = new Set<string>();
function storeVariants(): Promise<StoreVariant[]> {
  catalogue ??= listStoreProducts<{ variants: StoreVariant[] }>().then((products) => products.slice(10).flatMap((p) => p.variants));
  return catalogue;
}

/**
 * Imports an in-stock pair of jeans still disponible from the Shopify emulator's catalogue, after the
 * first ten products (the store tests take the first ones, confirmacion.spec.ts counts from the end), and
 * gives it the measurements the available rule needs. Variants another test already took are skipped.
 */
export async function importAvailableItem(measures = { cintura: 72, cadera: 98, largo: 104 }): Promise<{ id: string; titulo: string; nombre: string }> {
  const admin = await adminApi();
  // Each worker takes only its own share of the catalogue: two workers importing the same variant at once
  // would both see it disponible, and the second test's request would then find it taken (409).
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
  const share = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workers;
  const candidates = (await storeVariants()).filter(
    (v, i) => i % workers === share && !taken.has(v.variantId) && v.available && (v.inventoryQuantity ?? 0) > 0 && v.barcode && v.option2,
  );
  for (const variant of candidates) {
    taken.add(variant.variantId);
    await importStoreVariants([variant.variantId]);
    const list = await admin.get(`/api/colaboraciones?estado=todos&q=${encodeURIComponent(variant.barcode!)}&page=1`);
    await expectOk(list, 'GET /api/colaboraciones');
    const [row] = (await list.json()).items as { id: string; titulo: string; nombreVisualizacion: string | null; estado: string }[];
    if (!row || row.estado !== 'disponible') continue;
    await expectOk(await admin.patch(`/api/medidas/${row.id}`, { data: measures }), 'PATCH /api/medidas/:id');
    // titulo finds it in searches; nombre is what the cards show (the import's display name, issue 16).
    return { id: row.id, titulo: row.titulo, nombre: row.nombreVisualizacion ?? row.titulo };
  }
  throw new Error('no disponible jeans variant left in the demo catalogue');
}

/** The collaboration's estado as the admin API reads it. */
export async function estadoOf(id: string): Promise<string> {
  const res = await (await adminApi()).get(`/api/colaboraciones/${id}`);
  await expectOk(res, 'GET /api/colaboraciones/:id');
  return ((await res.json()) as { colaboracion: { estado: string } }).colaboracion.estado;
}

const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? '';

/** The store completes the collaboration's draft order (her checkout); its webhook reaches the app on its own. */
export async function storeCompletesDraft(colaboracionId: string): Promise<void> {
  const admin = await adminApi();
  const state = (await (await expectOk(await admin.get(`${EMULATOR_URL}/emulator/state`), 'emulator state')).json()) as { draftOrders: { id: string; tags: string[] }[] };
  const draft = state.draftOrders.find((d) => d.tags.includes(`colaboracion:${colaboracionId}`));
  if (!draft) throw new Error('no draft order tagged with the collaboration');
  await expectOk(await admin.post(`${EMULATOR_URL}/emulator/draft-orders/${draft.id.split('/').pop()}/complete`, { data: {} }), 'complete draft');
}

/** Whether her collaboration still waits for the store to report her order (issue 28), as her list reads it. */
export async function esperaTienda(ctx: APIRequestContext, id: string): Promise<boolean | undefined> {
  const res = await expectOk(await ctx.get('/api/mis-colaboraciones?grupo=pendientes'), 'pendientes');
  return ((await res.json()) as { items: { id: string; esperaTienda: boolean }[] }).items.find((i) => i.id === id)?.esperaTienda;
}
