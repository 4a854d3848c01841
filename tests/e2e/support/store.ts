import type { APIResponse } from '@playwright/test';
import { adminApi } from './api';

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

/**
 * The emulator's catalogue, listed once per worker: a listing pages through the whole store under the
 * emulator's cost bucket (tens of seconds once other workers drained it), and the catalogue's variants
 * do not change during a run (stock does, and the import reads it fresh).
 */
let catalogue: Promise<StoreVariant[]> | null = null;
/** Variants this worker already imported for a test (each test gets its own item). */
const taken = new Set<string>();
function storeVariants(): Promise<StoreVariant[]> {
  catalogue ??= (async () => {
    // A listing refused as throttled (other workers drained the bucket) is tried again after a pause.
    for (let attempt = 1; ; attempt += 1) {
      const res = await (await adminApi()).get('/api/shopify/products');
      if (res.status() === 502 && attempt < 4 && (await res.text()).includes('demasiadas solicitudes')) {
        await new Promise((r) => setTimeout(r, 5_000));
        continue;
      }
      await expectOk(res, 'GET /api/shopify/products');
      return ((await res.json()).products as { variants: StoreVariant[] }[]).slice(10).flatMap((p) => p.variants);
    }
  })();
  return catalogue;
}

/**
 * Imports an in-stock pair of jeans still disponible from the Shopify emulator's catalogue, after the
 * first ten products (the store tests take the first ones, confirmacion.spec.ts counts from the end), and
 * gives it the measurements the available rule needs. Variants another test already took are skipped.
 */
export async function importAvailableItem(measures = { cintura: 72, cadera: 98, largo: 104 }): Promise<{ id: string; titulo: string; nombre: string }> {
  const admin = await adminApi();
  const candidates = (await storeVariants()).filter((v) => !taken.has(v.variantId) && v.available && (v.inventoryQuantity ?? 0) > 0 && v.barcode && v.option2);
  for (const variant of candidates) {
    taken.add(variant.variantId);
    await expectOk(await admin.post('/api/shopify/import', { data: { variantIds: [variant.variantId] } }), 'POST /api/shopify/import');
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
