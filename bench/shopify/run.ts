/**
 * Store bench: an emulator seeded with 5,000 variants (1,000 products × 5), every one imported through
 * the import service, then one inventory sync of all 5,000. Prints wall time, GraphQL calls, cost points
 * and throttled replies for each. Loopback only. The emulator's bucket holds 1,000 points and restores
 * 1,000/s (Shopify Plus) unless BENCH_RESTORE_RATE says otherwise; the 'standard floor' column is the
 * least time the same points take on a Standard plan (100/s). PGlite in memory, or DATABASE_URL.
 *   npx tsx bench/shopify/run.ts            (BENCH_PRODUCTS=1000 BENCH_VARIANTS=5)
 */
import { count, isNotNull } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { colaboraciones, profiles } from '../../src/server/db/schema';
import { ShopifyClient } from '../../src/server/shopify/client';
import { createEmulator } from '../../tools/shopify-emulator';
import { fetchCatalogue } from '../../src/server/shopify/catalogue';
import pino from 'pino';
import { loadConfig } from '../../src/server/config';
import { createQueueWorker } from '../../src/server/queue/queue';
import { findJob, startStoreJob, storeJobHandlers } from '../../src/server/shopify/store-jobs';
import { syncInventory } from '../../src/server/shopify/inventory';

const products = Number(process.env.BENCH_PRODUCTS ?? 1000);
const variantsPerProduct = Number(process.env.BENCH_VARIANTS ?? 5);
const restoreRate = Number(process.env.BENCH_RESTORE_RATE ?? 1000);

const emu = createEmulator({ seed: { products, variantsPerProduct }, bucket: { maximumAvailable: 1000, restoreRate } });
await emu.listen(0, '127.0.0.1');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: true });
const db = database.db;
await db.insert(profiles).values({ id: 'bench-admin', email: 'bench@colabora.local', fullName: 'Bench' }).onConflictDoNothing();

const client = () => new ShopifyClient({ storeDomain: 'colabora-demo.myshopify.com', accessToken: 'shpat_emulator', apiUrl: emu.url });
const rows: { step: string; seconds: string; calls: number; cost: number; throttled: number; 'standard floor (s)': number; result: string }[] = [];

async function step(name: string, work: (c: ShopifyClient) => Promise<string>) {
  const c = client();
  const t0 = performance.now();
  const result = await work(c);
  rows.push({
    step: name,
    seconds: ((performance.now() - t0) / 1000).toFixed(2),
    calls: c.stats.calls,
    cost: Math.round(c.stats.costPoints),
    throttled: c.stats.throttled,
    'standard floor (s)': Math.round(Math.max(0, c.stats.costPoints - 1000) / 100),
    result,
  });
}

let ids: string[] = [];
try {
  await step('paged read of every product (ProductsPage)', async (c) => {
    const cat = await fetchCatalogue(c);
    ids = cat.products.flatMap((p) => p.variants.map((v) => v.id));
    return `${cat.products.length} products, ${ids.length} variants`;
  });
  await step(`import ${ids.length} (job: bulk read + import)`, async (c) => {
    // The import as the server runs it (issue 19): a store job on the queue, its client this step's.
    const job = await startStoreJob(db, { tipo: 'import', actorId: 'bench-admin', variantIds: ids });
    const logger = pino({ level: 'silent' });
    const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
    const worker = createQueueWorker({ db, logger, handlers: storeJobHandlers({ db, config, logger, openClient: async () => c }) });
    let done = await findJob(db, job.id);
    while (done && ['en_cola', 'en_curso', 'esperando_tienda'].includes(done.estado)) {
      await worker.drain();
      done = await findJob(db, job.id);
      if (done?.estado === 'esperando_tienda') await new Promise((r) => setTimeout(r, 500));
    }
    return `${done?.estado}: ${JSON.stringify(done?.resumen ?? done?.error)}`;
  });
  // Some stock moves in the store between runs, as in a real day.
  for (const v of [...emu.store.variants.values()].filter((_, i) => i % 50 === 0)) emu.controls.setInventory(v.id, (v.available + 3) % 7);
  await step(`sync ${ids.length}`, async (c) => {
    const r = await syncInventory(db, c, { trigger: 'manual' });
    return `updated ${r.updated}`;
  });
  const [n] = await db.select({ n: count() }).from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
  console.log(`\nStore bench: ${products} products × ${variantsPerProduct} variants, bucket 1000 pts restoring ${restoreRate}/s, ${database.kind}; ${n?.n} collaborations\n`);
  console.table(rows);
} finally {
  await emu.close();
  await database.close();
}
