import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { problemaReportadoSchema, problemasColaSchema, problemasDeColaboracionSchema, reemplazoOpcionesSchema } from '../../../shared/schemas/problemas';
import { miColaboracionResponseSchema } from '../../../shared/schemas/mis-colaboraciones';
import { resultadosResponseSchema } from '../../../shared/schemas/resultados';
import { logisticaResponseSchema } from '../../../shared/schemas/logistica';
import { avisos, colaboraciones, colaboracionEventos, colaboradoras, envios, problemas, trabajos, webhookDeliveries } from '../../db/schema';
import { openStoreClient } from '../../shopify/connection';
import { pollOrders } from '../../shopify/shipments';
import { listSinEntregar } from '../../domain/sin-entregar';
import { transition } from '../../domain/transition';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { createQueueWorker } from '../../queue/queue';
import { colaboracionTag, reemplazoTag } from '../../shopify/draft-orders';
import { JOB_REEMPLAZO, reemplazoJobHandlers } from '../../shopify/reemplazos';
import { png } from '../../test/fixtures/images';
import { createStoreTestContext, type StoreTestContext } from '../../test/shopify-store';
import { importAndWait } from '../../test/store-jobs';
import { json, type TestClient } from '../../test/context';

// Issue 29 items 1-3 (decision 071): she reports, staff resolve, a replacement goes out as a second free
// draft order linked to the first, and the 7-day clock pauses and restarts. Real store: the emulator.
type ErrorBody = { error: { code: string; message: string } };
const silent = pino({ level: 'silent' });

let ctx: StoreTestContext;
let admin: TestClient & { userId: string };
let tienda: TestClient & { userId: string };
/** Products with at least three variants in stock, each variant used once. */
let products: { productId: number; variants: string[] }[];
let nextProduct = 0;

const gidVariant = (id: number) => `gid://shopify/ProductVariant/${id}`;

/** Runs the replacement jobs now, as the server's worker would. */
const runReplacementJobs = () => createQueueWorker({ db: ctx.db, logger: silent, handlers: reemplazoJobHandlers({ db: ctx.db, config: ctx.config, logger: silent }), backoffMs: 1000 }).drain();

/** A creator whose jeans (the first variant of a fresh product) were packed, ordered, and received. */
async function received(opts: { recibir?: boolean } = {}) {
  const creator = await ctx.loginAs('colaboradora', { name: 'Renata' });
  const [c] = await ctx.db
    .update(colaboradoras)
    .set({ apellidos: 'Solís', instagram: '@renata.mx', cintura: 72, cadera: 98 })
    .where(eq(colaboradoras.userId, creator.userId))
    .returning();
  const product = products[nextProduct++]!;
  const [item] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, product.variants[0]!));
  await transition(ctx.db, { colaboracionId: item!.id, name: 'solicitar', actor: { userId: creator.userId, role: 'colaboradora' }, set: { colaboradoraId: c!.id } });
  expect((await tienda.post(`/api/confirmacion/${item!.id}/empaquetar`, {})).status).toBe(200);
  const [envio] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, item!.id));
  ctx.emu.controls.completeDraftOrder(envio!.draftOrderId!);
  await ctx.settle();
  if (opts.recibir !== false) {
    await transition(ctx.db, { colaboracionId: item!.id, name: 'recibido', actor: { userId: creator.userId, role: 'colaboradora' } });
  }
  return { creator, colaboradora: c!, item: item!, product };
}

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

const report = (client: TestClient, colaboracionId: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) =>
  client.postForm(`/api/problemas/colaboracion/${colaboracionId}`, form(fields, file));

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBe(message ?? ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]);
}

/** Logística's card of a collaboration, as an admin reads it (the lists cache for 2 s: read fresh). */
async function logisticaCard(colaboracionId: string) {
  ctx.readCache.clear();
  const res = await admin.get('/api/logistica');
  expect(res.status).toBe(200);
  return logisticaResponseSchema.parse(await json(res)).envios.find((e) => e.colaboracion.id === colaboracionId);
}
const draftsTagged = (tag: string) => [...ctx.emu.store.draftOrders.values()].filter((d) => d.tags.includes(tag));

beforeAll(async () => {
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
  tienda = await ctx.loginAs('tienda');
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: silent });
  const byProduct = new Map<number, string[]>();
  for (const v of ctx.emu.store.variants.values()) {
    if (v.available < 3) continue;
    byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), gidVariant(v.id)]);
  }
  products = [...byProduct].filter(([, vs]) => vs.length >= 3).map(([productId, variants]) => ({ productId, variants }));
  expect(products.length).toBeGreaterThanOrEqual(6);
  await importAndWait(ctx, admin, products.slice(0, 8).flatMap((p) => p.variants));
});
afterAll(async () => {
  await ctx?.settle();
  await ctx?.close();
});

describe('No me quedó → the next size → a second free order → received → the clock restarts', () => {
  it('walks the whole story, with one problem, one replacement draft and the first order left alone', async () => {
    const { creator, colaboradora, item, product } = await received();
    const res = await report(creator, item.id, { tipo: 'talla', medida: 'cintura', sentido: 'chico', nota: 'Me aprieta de la cintura' });
    expect(res.status).toBe(201);
    const { problema, creado } = problemaReportadoSchema.parse(await json(res));
    expect(creado).toBe(true);
    expect(problema).toMatchObject({ tipo: 'talla', medida: 'cintura', sentido: 'chico', estado: 'abierto' });

    // Twice: the same one problem.
    const again = await report(creator, item.id, { tipo: 'talla', medida: 'cadera' });
    expect(again.status).toBe(200);
    expect(problemaReportadoSchema.parse(await json(again)).problema.id).toBe(problema.id);
    expect(await ctx.db.select().from(problemas).where(eq(problemas.colaboracionId, item.id))).toHaveLength(1);

    // Staff were told; the queue lists it with its count.
    expect((await ctx.db.select().from(avisos).where(eq(avisos.clave, `problema:${problema.id}`))).length).toBeGreaterThanOrEqual(2);
    const cola = problemasColaSchema.parse(await json(await tienda.get('/api/problemas')));
    expect(cola.problemas.map((p) => p.id)).toContain(problema.id);
    expect(cola.conteo.abiertos).toBeGreaterThanOrEqual(1);

    // Options: the product's other sizes, the current one marked.
    const { opciones } = reemplazoOpcionesSchema.parse(await json(await tienda.get(`/api/problemas/${problema.id}/opciones`)));
    expect(opciones.map((o) => o.variantId)).toEqual(expect.arrayContaining(product.variants));
    const sameProduct = [...ctx.emu.store.variants.values()].filter((v) => v.productId === product.productId).map((v) => gidVariant(v.id));
    expect(opciones.map((o) => o.variantId).sort()).toEqual(sameProduct.sort());
    expect(opciones.find((o) => o.actual)?.variantId).toBe(product.variants[0]);

    const next = product.variants[1]!;
    const resolved = await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'reemplazo', variantId: next, devolver: true });
    expect(resolved.status).toBe(200);
    expect((await json<{ problema: { estado: string; reemplazo: { estado: string } } }>(resolved)).problema).toMatchObject({ estado: 'reemplazo', reemplazo: { estado: 'creando' } });
    // Pressing again: already resolved, nothing more sent.
    await expectError(await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'reemplazo', variantId: next }), 409, 'PROBLEMA_YA_RESUELTO');

    await runReplacementJobs();
    const drafts = draftsTagged(reemplazoTag(problema.id));
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    // Linked to the first: the collaboration's tag and her handle, 100% off, free shipping, stock reserved.
    expect(draft.tags).toEqual(expect.arrayContaining([colaboracionTag(item.id), reemplazoTag(problema.id), '@renata.mx']));
    expect(draft.lineItems).toHaveLength(1);
    expect(gidVariant(draft.lineItems[0]!.variantId)).toBe(next);
    expect(draft.lineItems[0]!.reserved).toBe(1);
    expect(draftsTagged(colaboracionTag(item.id))).toHaveLength(2);
    // A second run of the job makes nothing more.
    await ctx.db.insert(trabajos).values({ tipo: JOB_REEMPLAZO, datos: { problemaId: problema.id } });
    await runReplacementJobs();
    expect(draftsTagged(reemplazoTag(problema.id))).toHaveLength(1);

    const [row] = await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(row).toMatchObject({ reemplazoEstado: 'borrador', draftOrderId: `gid://shopify/DraftOrder/${draft.id}` });
    expect(row!.invoiceUrl).toMatch(/^https?:\/\//);
    const [envioBefore] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, item.id));

    // Not received before the store has her order.
    await expectError(await creator.post(`/api/problemas/${problema.id}/recibido`, {}), 409, 'REEMPLAZO_SIN_PEDIDO');

    // She completes its checkout: the order is the problem's, the envío keeps the first one.
    const order = ctx.emu.controls.completeDraftOrder(row!.draftOrderId!);
    await ctx.settle();
    const [afterOrder] = await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(afterOrder).toMatchObject({ reemplazoEstado: 'pedido', orderName: order.name });
    const [envioAfter] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, item.id));
    expect(envioAfter!.orderId).toBe(envioBefore!.orderId);

    // Logística shows the replacement as a second shipment of the same collaboration (decision 078).
    const enCamino = (await logisticaCard(item.id))!;
    expect(enCamino.pedido).toBe(envioBefore!.orderName);
    expect(enCamino.problema).toEqual({ tipo: 'No me quedó', estado: 'Reemplazo en camino' });
    expect(enCamino.reemplazos).toEqual([
      expect.objectContaining({
        problemaId: problema.id,
        motivo: 'No me quedó',
        estado: 'pedido',
        pedido: order.name,
        pasos: [
          expect.objectContaining({ label: 'Draft order creado', alcanzado: true }),
          expect.objectContaining({ label: 'Pedido realizado', alcanzado: true }),
          { label: 'Recibido', alcanzado: false, fecha: null },
        ],
      }),
    ]);

    // Her Recibido 10 days ago (the first order placed 11 days ago); the replacement's today: the clock
    // starts again from today.
    await ctx.db
      .update(colaboracionEventos)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(and(eq(colaboracionEventos.colaboracionId, item.id), eq(colaboracionEventos.toEstado, 'produccion')));
    await ctx.db
      .update(envios)
      .set({ createdAt: sql`now() - interval '12 days'`, orderCompletedAt: sql`now() - interval '11 days'` })
      .where(eq(envios.colaboracionId, item.id));
    const ok = await creator.post(`/api/problemas/${problema.id}/recibido`, {});
    expect(ok.status).toBe(200);
    const [done] = await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(done).toMatchObject({ estado: 'resuelto', reemplazoEstado: 'recibido' });
    ctx.readCache.clear();
    const mine = miColaboracionResponseSchema.parse(await json(await creator.get(`/api/mis-colaboraciones/${item.id}`)));
    const dueIn = Date.parse(mine.item.dueAt!) - Date.now();
    expect(dueIn).toBeGreaterThan(6 * 86_400_000);

    // The history reads the whole story.
    const story = problemasDeColaboracionSchema.parse(await json(await creator.get(`/api/problemas/colaboracion/${item.id}`)));
    const textos = story.problemas[0]!.historia.map((h) => h.texto);
    expect(textos[0]).toMatch(/^Problema reportado: No me quedó \(chico en cintura\)/);
    expect(textos.join(' | ')).toMatch(/Reemplazo elegido.*Draft order de reemplazo.*Pedido de reemplazo.*Reemplazo recibido/);
    // The collaboration's: the first shipment, the problem and its resolution, the second shipment, in order.
    const first = envioAfter!.orderName!;
    expect(story.historia.map((h) => h.texto)).toEqual([
      `Empaquetado: draft order ${envioAfter!.draftOrderName}`,
      `Pedido ${first} realizado`,
      'Recibido según la colaboradora',
      'Problema reportado: No me quedó (chico en cintura). «Me aprieta de la cintura»',
      expect.stringMatching(/^Reemplazo elegido: .+ \(devolver la pieza anterior\)$/),
      `Draft order de reemplazo ${row!.draftOrderName}`,
      `Pedido de reemplazo ${order.name} realizado`,
      'Reemplazo recibido: el plazo de 7 días empieza de nuevo',
    ]);
    expect([...story.historia.map((h) => h.at)]).toEqual([...story.historia.map((h) => h.at)].sort());
    // Both shipments on her screen: the first with her Recibido, the replacement received.
    expect(story.envio).toMatchObject({ pedido: first });
    expect(story.envio!.pasos.find((p) => p.label === 'Recibido')).toMatchObject({ alcanzado: true });
    expect(story.reemplazos).toEqual([expect.objectContaining({ estado: 'recibido', pedido: order.name, etiqueta: 'Reemplazo recibido' })]);
    expect(story.reemplazos[0]!.pasos.every((p) => p.alcanzado)).toBe(true);
    // Staff's Logística reads the same story; the first shipment keeps her first Recibido (not the replacement's).
    const card = (await logisticaCard(item.id))!;
    expect(card.problema).toBeNull();
    expect(card.historia).toEqual(story.historia);
    expect(card.reemplazos).toEqual(story.reemplazos);
    expect(card.timeline.find((t) => t.paso === 'entregado')).toMatchObject({ alcanzado: true, nota: 'Recibido según la colaboradora' });

    // Resultados adds the replacement's cost to the collaboration's, in the store's currency only.
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    // The rows change under the API (no write request clears the 2-second read cache): read fresh each time.
    const resultados = async () => {
      ctx.readCache.clear();
      return resultadosResponseSchema.parse(await json(await admin.get(`/api/resultados?desde=${hoy}&hasta=${hoy}&colaboradoraId=${colaboradora.id}`)));
    };
    const { moneda } = await resultados();
    await ctx.db.update(colaboraciones).set({ costoUnitario: '400.00', costoEnvio: '90.00', costoMoneda: moneda, enviadaAt: new Date() }).where(eq(colaboraciones.id, item.id));
    await ctx.db.update(problemas).set({ costoUnitario: '410.00', costoEnvio: '90.00', costoMoneda: moneda }).where(eq(problemas.id, problema.id));
    expect((await resultados()).totales.costo).toBe(990);
    // A replacement of unknown cost: the whole is unknown, never a partial sum.
    await ctx.db.update(problemas).set({ costoUnitario: null }).where(eq(problemas.id, problema.id));
    expect((await resultados()).totales.costo).toBeNull();

    // The old piece comes back: staff mark it.
    expect((await tienda.post(`/api/problemas/${problema.id}/devuelto`, {})).status).toBe(200);
    // Medidas de Jeans flags the product.
    const { banderas } = await json<{ banderas: { productId: string; producto: string; texto: string; veces: number }[] }>(await tienda.get('/api/problemas/banderas-medidas'));
    expect(banderas).toContainEqual({
      productId: `gid://shopify/Product/${product.productId}`,
      producto: ctx.emu.store.products.get(product.productId)!.title,
      texto: 'reportado chico en cintura',
      veces: 1,
    });
  });
});

describe('a replacement order whose webhook never came', () => {
  it('is found by the scheduled order poll', async () => {
    const { creator, item, product } = await received();
    const { problema } = problemaReportadoSchema.parse(await json(await report(creator, item.id, { tipo: 'talla', medida: 'cadera', sentido: 'grande' })));
    expect((await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'reemplazo', variantId: product.variants[1]! })).status).toBe(200);
    await runReplacementJobs();
    const [row] = await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id));
    // The store's webhooks are lost: only the poll can tell.
    await ctx.emu.controls.webhooksIdle();
    await ctx.db.update(webhookDeliveries).set({ processedAt: new Date() }).where(sql`${webhookDeliveries.processedAt} IS NULL`);
    await ctx.db.delete(trabajos).where(eq(trabajos.tipo, 'webhook.procesar'));
    const order = ctx.emu.controls.completeDraftOrder(row!.draftOrderId!);
    await ctx.emu.controls.webhooksIdle();
    await ctx.db.delete(trabajos).where(eq(trabajos.tipo, 'webhook.procesar'));
    expect((await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id)))[0]!.orderId).toBeNull();
    const client = await openStoreClient({ db: ctx.db, config: ctx.config });
    await pollOrders(ctx.db, client!);
    expect((await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id)))[0]).toMatchObject({ reemplazoEstado: 'pedido', orderName: order.name });
  });
});

describe('bad input', () => {
  it("another creator's collaboration is 404 and nothing is stored", async () => {
    const { item } = await received();
    const other = await ctx.loginAs('colaboradora', { name: 'Otra' });
    await expectError(await report(other, item.id, { tipo: 'talla', medida: 'cintura' }), 404, 'COLABORACION_NOT_FOUND');
    await expectError(await other.get(`/api/problemas/colaboracion/${item.id}`), 404, 'COLABORACION_NOT_FOUND');
    expect(await ctx.db.select().from(problemas).where(eq(problemas.colaboracionId, item.id))).toHaveLength(0);
  });

  it('a damage report needs a photo, and a photo that is an image; a 10,000-character note is refused in Spanish', async () => {
    const { creator, item } = await received();
    await expectError(await report(creator, item.id, { tipo: 'danado', nota: 'Llegó roto' }), 400, 'PROBLEMA_FOTO_REQUERIDA');
    await expectError(
      await report(creator, item.id, { tipo: 'danado' }, { bytes: Buffer.from('<script>alert(1)</script>'), name: 'foto.jpg', type: 'image/jpeg' }),
      400,
      'INVALID_IMAGE',
    );
    await expectError(await report(creator, item.id, { tipo: 'talla', medida: 'largo', nota: 'x'.repeat(10_000) }), 400, 'VALIDATION', 'La nota debe tener como máximo 1000 caracteres');
    await expectError(await report(creator, item.id, { tipo: 'talla' }), 400, 'PROBLEMA_MEDIDA_REQUERIDA');
    await expectError(await report(creator, item.id, { tipo: 'roto' }), 400, 'VALIDATION', 'Elige qué pasó: No me quedó, Llegó dañado o No ha llegado');
    expect(await ctx.db.select().from(problemas).where(eq(problemas.colaboracionId, item.id))).toHaveLength(0);

    const ok = await report(creator, item.id, { tipo: 'danado', nota: 'Costura abierta' }, { bytes: await png(64, 48), name: 'dano.png', type: 'image/png' });
    expect(ok.status).toBe(201);
    const { problema } = problemaReportadoSchema.parse(await json(ok));
    expect(problema.foto?.thumbUrl).toMatch(/^\/api\/files\//);
    // Damage: only the same variant may replace it.
    const { opciones } = reemplazoOpcionesSchema.parse(await json(await tienda.get(`/api/problemas/${problema.id}/opciones`)));
    expect(opciones).toHaveLength(1);
    expect(opciones[0]!.actual).toBe(true);
  });

  it('No ha llegado only once the store says delivered or 10 days after shipping; not outside Logística or Producción', async () => {
    const { creator, item } = await received({ recibir: false });
    await expectError(await report(creator, item.id, { tipo: 'no_llego' }), 409, 'NO_LLEGO_TODAVIA');
    await ctx.db.update(envios).set({ inTransitAt: sql`now() - interval '11 days'` }).where(eq(envios.colaboracionId, item.id));
    expect((await report(creator, item.id, { tipo: 'no_llego' })).status).toBe(201);

    const other = await received();
    await ctx.db.update(colaboraciones).set({ estado: 'revision' }).where(eq(colaboraciones.id, other.item.id));
    await expectError(await report(other.creator, other.item.id, { tipo: 'talla', medida: 'cintura' }), 409, 'PROBLEMA_NO_APLICA');
  });

  it('a replacement out of stock by the time staff press: a Spanish message, nothing sent, the problem still open', async () => {
    const { creator, item, product } = await received();
    const { problema } = problemaReportadoSchema.parse(await json(await report(creator, item.id, { tipo: 'talla', medida: 'otra_talla', tallaDeseada: '30' })));
    const next = product.variants[2]!;
    ctx.emu.controls.setInventory(next, 0, { notify: false });
    const jobsBefore = (await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, JOB_REEMPLAZO))).length;
    await expectError(await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'reemplazo', variantId: next }), 409, 'REEMPLAZO_SIN_STOCK');
    expect(draftsTagged(reemplazoTag(problema.id))).toHaveLength(0);
    expect(await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, JOB_REEMPLAZO))).toHaveLength(jobsBefore);
    const [row] = await ctx.db.select().from(problemas).where(eq(problemas.id, problema.id));
    expect(row).toMatchObject({ estado: 'abierto', reemplazoEstado: null });
    // Another product's variant: refused.
    await expectError(await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'reemplazo', variantId: products[0]!.variants[1]! }), 400, 'REEMPLAZO_VARIANTE_INVALIDA');
    // Closing needs a note; with one, she is told.
    await expectError(await tienda.post(`/api/problemas/${problema.id}/resolver`, { accion: 'cerrar', nota: '  ' }), 400, 'PROBLEMA_NOTA_REQUERIDA');
    expect((await admin.post(`/api/problemas/${problema.id}/resolver`, { accion: 'cerrar', nota: 'Te quedas con la pieza' })).status).toBe(200);
    // Only staff resolve; she cannot.
    expect((await creator.post(`/api/problemas/${problema.id}/resolver`, { accion: 'cerrar', nota: 'x' })).status).toBe(403);
  });

  it('an open problem pauses the 7-day clock and its reminders', async () => {
    const { creator, item } = await received();
    await ctx.db
      .update(colaboracionEventos)
      .set({ createdAt: sql`now() - interval '9 days'` })
      .where(and(eq(colaboracionEventos.colaboracionId, item.id), eq(colaboracionEventos.toEstado, 'produccion')));
    expect((await listSinEntregar(ctx.db, { colaboracionId: item.id })).length).toBe(1);
    expect((await report(creator, item.id, { tipo: 'talla', medida: 'largo', sentido: 'grande' })).status).toBe(201);
    expect(await listSinEntregar(ctx.db, { colaboracionId: item.id })).toEqual([]);
  });
});
