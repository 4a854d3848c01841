import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, envios } from '../../db/schema';
import { transition } from '../../domain/transition';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { colaboracionTag } from '../../shopify/draft-orders';
import { createStoreTestContext, type StoreTestContext } from '../../test/shopify-store';
import { json, type TestClient } from '../../test/context';
import { importAndWait } from '../../test/store-jobs';
import { ERROR_MESSAGES } from '../../../shared/errors';
import type { MiColaboracion } from '../../../shared/schemas/mis-colaboraciones';
import type { LogisticaResponse } from '../../../shared/schemas/logistica';
import type { ResultadosResponse } from '../../../shared/schemas/resultados';

// Issue 28 item 1: the store decides the order. Her 'Pedido Realizado' is her word; until the store
// reports the order (webhook or sync) she cannot mark it received, Logística ticks nothing and Resultados
// counts no cost. On PGlite here and on PostgreSQL in the suite's second pass (real concurrency there).
type ErrorBody = { error: { code: string; message: string } };
const silent = pino({ level: 'silent' });

let ctx: StoreTestContext;
let admin: TestClient & { userId: string };
let variantIds: string[];
let next = 0;

/** A creator whose requested item staff packed: a draft order exists, she pressed 'Pedido Realizado'. */
async function placedOnHerWord() {
  const creator = await ctx.loginAs('colaboradora', { name: 'Renata' });
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [item] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantIds[next++]!));
  await transition(ctx.db, { colaboracionId: item!.id, name: 'solicitar', actor: { userId: creator.userId, role: 'colaboradora' }, set: { colaboradoraId: c!.id } });
  expect((await admin.post(`/api/confirmacion/${item!.id}/empaquetar`)).status).toBe(200);
  await ctx.settle();
  expect((await creator.post(`/api/mis-colaboraciones/${item!.id}/pedido-realizado`)).status).toBe(200);
  const draft = [...ctx.emu.store.draftOrders.values()].find((d) => d.tags.includes(colaboracionTag(item!.id)))!;
  return { creator, colaboradoraId: c!.id, id: item!.id, draftId: draft.id };
}

/** The store completes the draft (her checkout) and its webhook is processed. */
async function storeReports(draftId: string | number) {
  ctx.emu.controls.completeDraftOrder(String(draftId));
  await ctx.settle();
}

const estadoOf = async (id: string) => (await ctx.db.select({ estado: colaboraciones.estado }).from(colaboraciones).where(eq(colaboraciones.id, id)))[0]!.estado;
const recibidoMoves = (id: string) =>
  ctx.db
    .select()
    .from(colaboracionEventos)
    .where(and(eq(colaboracionEventos.colaboracionId, id), eq(colaboracionEventos.fromEstado, 'logistica'), eq(colaboracionEventos.toEstado, 'produccion')));
const mine = async (creator: TestClient, id: string) =>
  (await json<{ items: MiColaboracion[] }>(await creator.get('/api/mis-colaboraciones?grupo=pendientes'))).items.find((i) => i.id === id)!;
const counted = async (colaboradoraId: string) => (await json<ResultadosResponse>(await admin.get(`/api/resultados?colaboradoraId=${colaboradoraId}`))).totales.colaboraciones;

beforeAll(async () => {
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: silent });
  variantIds = [...ctx.emu.store.variants.values()].filter((v) => v.available >= 2).map((v) => `gid://shopify/ProductVariant/${v.id}`);
  await importAndWait(ctx, admin, variantIds);
});
afterAll(async () => {
  await ctx.settle();
  await ctx.close();
});

describe('the store decides the order', () => {
  it('on her word alone: no Recibido (409 in Spanish), no Logística step, no cost; once the store reports it, all proceeds', async () => {
    const { creator, colaboradoraId, id, draftId } = await placedOnHerWord();
    expect(await estadoOf(id)).toBe('logistica');
    expect(await mine(creator, id)).toMatchObject({ estado: 'logistica', esperaTienda: true });

    const refused = await creator.post(`/api/mis-colaboraciones/${id}/recibido`);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error).toEqual({ code: 'PEDIDO_NO_REGISTRADO', message: ERROR_MESSAGES.PEDIDO_NO_REGISTRADO });
    expect(await estadoOf(id)).toBe('logistica');
    expect(await recibidoMoves(id)).toHaveLength(0);

    const logistica = await json<LogisticaResponse>(await admin.get('/api/logistica'));
    const card = logistica.envios.find((e) => e.colaboracion.id === id)!;
    expect(card).toMatchObject({ pedido: null, pedidoPendiente: true, progreso: 0 });
    expect(card.timeline.some((s) => s.alcanzado)).toBe(false);
    expect(await counted(colaboradoraId)).toBe(0);

    await storeReports(draftId);
    expect(await mine(creator, id)).toMatchObject({ esperaTienda: false });
    const reported = (await json<LogisticaResponse>(await admin.get('/api/logistica'))).envios.find((e) => e.colaboracion.id === id)!;
    expect(reported.pedidoPendiente).toBe(false);
    expect(reported.pedido).toMatch(/^#\d+/);
    expect(reported.timeline[0]).toMatchObject({ paso: 'procesado', alcanzado: true });
    expect(await counted(colaboradoraId)).toBe(1);

    const ok = await creator.post(`/api/mis-colaboraciones/${id}/recibido`);
    expect(ok.status).toBe(200);
    expect(await estadoOf(id)).toBe('produccion');
    expect(await recibidoMoves(id)).toHaveLength(1);
  });

  it('a move to Producción the store never backed (a row from before the rule) ticks nothing in Logística and costs nothing', async () => {
    const { colaboradoraId, id } = await placedOnHerWord();
    // How the defect left rows: logistica → produccion with the draft still open.
    await ctx.db.update(colaboraciones).set({ estado: 'produccion' }).where(eq(colaboraciones.id, id));
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora' });
    const card = (await json<LogisticaResponse>(await admin.get('/api/logistica'))).envios.find((e) => e.colaboracion.id === id)!;
    expect(card).toMatchObject({ pedidoPendiente: true, progreso: 0 });
    expect(card.timeline.some((s) => s.alcanzado)).toBe(false);
    expect(await counted(colaboradoraId)).toBe(0);
  });

  it('her Recibido and the order webhook at once: never Producción without the store order, and a retry succeeds once', async () => {
    const { creator, id, draftId } = await placedOnHerWord();
    const [press] = await Promise.all([creator.post(`/api/mis-colaboraciones/${id}/recibido`), storeReports(draftId)]);
    const [envio] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, id));
    expect(envio!.orderId).not.toBeNull();
    if (press.status === 200) {
      expect(await estadoOf(id)).toBe('produccion');
    } else {
      // It ran before the order committed: refused as a whole, nothing moved.
      expect(press.status).toBe(409);
      expect((await json<ErrorBody>(press)).error.code).toBe('PEDIDO_NO_REGISTRADO');
      expect(await recibidoMoves(id)).toHaveLength(0);
      expect((await creator.post(`/api/mis-colaboraciones/${id}/recibido`)).status).toBe(200);
    }
    // Pressed again (a double tap, a retry after a lost answer): the same success, one move.
    expect((await creator.post(`/api/mis-colaboraciones/${id}/recibido`)).status).toBe(200);
    expect(await estadoOf(id)).toBe('produccion');
    expect(await recibidoMoves(id)).toHaveLength(1);
  });
});
