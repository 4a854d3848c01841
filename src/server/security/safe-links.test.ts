import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticaResponseSchema, type EnvioCard } from '../../shared/schemas/logistica';
import { storeStatusSchema, URL_INVALID_MESSAGE, URL_NOT_WEB_MESSAGE } from '../../shared/schemas/shopify';
import { appSettings, colaboraciones, colaboradoras, envios } from '../db/schema';
import { SETTING_KEYS } from '../db/app-settings';
import { transition } from '../domain/transition';
import { registerWebhooksOnStart } from '../jobs/store-sync';
import { colaboracionTag } from '../shopify/draft-orders';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import { json, type TestClient } from '../test/context';
import { importAndWait } from '../test/store-jobs';

/**
 * Issue 14 item 5: a store tracking URL `javascript:…` was kept and drawn as a link. Every source of an
 * outside link, fed `javascript:` and `data:`: what the API keeps and answers is an http(s) URL or null.
 * (The order link's reply parsing is in shopify/replies.unit.test.ts; the web's side in tests/e2e.)
 */
const SCRIPT_URLS = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

let ctx: StoreTestContext;
let admin: TestClient;
type ErrorBody = { error: { code: string; message: string } };

beforeAll(async () => {
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await ctx.settle();
  await ctx?.close();
});

const storedGallery = async () => (await ctx.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEYS.referenciasUrl)))[0]?.value ?? null;

describe('the references gallery URL (Configuración → Referencias)', () => {
  it('refuses javascript:, data: and vbscript: with a Spanish message and keeps what was there', async () => {
    expect((await admin.put('/api/shopify/settings', { referenciasUrl: 'https://drive.google.com/referencias' })).status).toBe(200);
    for (const url of SCRIPT_URLS) {
      const res = await admin.put('/api/shopify/settings', { referenciasUrl: url });
      expect(res.status, JSON.stringify(url)).toBe(400);
      // A NUL is refused by the rule for every route before the URL rule reads it (decision 060).
      const expected = url.includes('\u0000') ? { code: 'TEXT_NOT_STORABLE' } : { code: 'VALIDATION', message: URL_NOT_WEB_MESSAGE };
      expect((await json<ErrorBody>(res)).error).toMatchObject(expected);
    }
    const notUrl = await admin.put('/api/shopify/settings', { referenciasUrl: 'galería de la marca' });
    expect((await json<ErrorBody>(notUrl)).error.message).toBe(URL_INVALID_MESSAGE);
    const relative = await admin.put('/api/shopify/settings', { referenciasUrl: '/colaboradora/referencias' });
    expect((await json<ErrorBody>(relative)).error.message).toBe(URL_INVALID_MESSAGE);
    expect(await storedGallery()).toBe('https://drive.google.com/referencias');
  });

  it('keeps a web URL as browsers read it and gives it to creators', async () => {
    const res = await admin.put('/api/shopify/settings', { referenciasUrl: '  HTTPS://Drive.Google.com/drive/folders/abc  ' });
    expect(res.status).toBe(200);
    expect(storeStatusSchema.parse(await res.json()).referenciasUrl).toBe('https://drive.google.com/drive/folders/abc');
    expect(await storedGallery()).toBe('https://drive.google.com/drive/folders/abc');
    const creator = await ctx.loginAs('colaboradora');
    expect(await json(await creator.get('/api/referencias'))).toEqual({ url: 'https://drive.google.com/drive/folders/abc' });
  });

  it('never hands out a script URL kept before this rule (status for staff, Referencias for creators)', async () => {
    const creator = await ctx.loginAs('colaboradora');
    for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      await ctx.db.update(appSettings).set({ value }).where(eq(appSettings.key, SETTING_KEYS.referenciasUrl));
      expect(await json(await creator.get('/api/referencias'))).toEqual({ url: null });
      expect(storeStatusSchema.parse(await json(await admin.get('/api/shopify/status'))).referenciasUrl).toBeNull();
    }
  });
});

describe('the store’s tracking URL (Logística)', () => {
  it('keeps and answers null for javascript: and data: tracking links from the store, the guide itself kept; an https one stays', async () => {
    const variant = [...ctx.emu.store.variants.values()].find((v) => v.available >= 2)!;
    const variantGid = `gid://shopify/ProductVariant/${variant.id}`;
    await importAndWait(ctx, admin, [variantGid]);
    const [item] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantGid));
    const creator = await ctx.loginAs('colaboradora', { name: 'Rocío' });
    const [k] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    await transition(ctx.db, { colaboracionId: item!.id, name: 'solicitar', actor: { userId: creator.userId, role: 'colaboradora' }, set: { colaboradoraId: k!.id } });
    expect((await admin.post(`/api/confirmacion/${item!.id}/empaquetar`)).status).toBe(200);
    await ctx.settle();
    const draft = [...ctx.emu.store.draftOrders.values()].find((d) => d.tags.includes(colaboracionTag(item!.id)))!;
    const { orderId } = ctx.emu.controls.completeDraftOrder(draft.id);
    await ctx.settle();

    const card = async (): Promise<EnvioCard> => {
      const body = logisticaResponseSchema.parse(await json(await admin.get('/api/logistica')));
      return body.envios.find((e) => e.colaboracion.id === item!.id)!;
    };
    const stored = async () => (await ctx.db.select().from(envios).where(eq(envios.colaboracionId, item!.id)))[0]!;

    // Each new fulfillment (the webhook, then the store read back) replaces the guide shown.
    for (const [i, url] of ['javascript:alert(document.cookie)', 'JAVASCRIPT:fetch("/api/roles")', 'data:text/html,<script>alert(1)</script>'].entries()) {
      const number = `EST77000${i}`;
      ctx.emu.controls.fulfillOrder(orderId, { company: 'Estafeta', number, url });
      await ctx.settle();
      expect(await card(), url).toMatchObject({ guia: { numero: number, url: null, paqueteria: 'Estafeta' }, paso: 'en_camino' });
      expect((await stored()).trackingUrl).toBeNull();
    }
    ctx.emu.controls.fulfillOrder(orderId, { company: 'Estafeta', number: 'EST770009', url: 'https://rastreo.example/EST770009' });
    await ctx.settle();
    expect((await card()).guia).toEqual({ numero: 'EST770009', url: 'https://rastreo.example/EST770009', paqueteria: 'Estafeta' });

    // A row written before this rule: answered as no link.
    await ctx.db.update(envios).set({ trackingUrl: 'javascript:alert(1)' }).where(eq(envios.colaboracionId, item!.id));
    expect((await card()).guia.url).toBeNull();
  });
});

describe('the order link (Mis colaboraciones)', () => {
  it('the collaboration form refuses javascript:, data: and our own storage references as the order URL', async () => {
    const valid = { titulo: 'Jeans Mom Negro', producto: 'Jeans', estado: 'disponible' };
    for (const pedidoUrl of [...SCRIPT_URLS, 'storage://entregas/colaboraciones/x-1.png', 'ftp://tienda.example/x']) {
      const res = await admin.post('/api/colaboraciones', { ...valid, pedidoUrl });
      expect(res.status, JSON.stringify(pedidoUrl)).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe(pedidoUrl.includes('\u0000') ? 'El texto contiene caracteres no válidos' : 'Debe ser una URL válida');
    }
    expect((await admin.post('/api/colaboraciones', { ...valid, pedidoUrl: 'https://tienda.example/invoices/1' })).status).toBe(201);
  });

  it('is answered to the creator as null when a kept row holds a script URL', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const [k] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const [row] = await ctx.db
      .insert(colaboraciones)
      .values({ titulo: 'Jeans Recto', producto: 'Jeans', estado: 'empaquetado', colaboradoraId: k!.id, pedidoUrl: 'javascript:alert(document.cookie)' })
      .returning();
    const detail = await json<{ item: { id: string; pedidoUrl: string | null } }>(await creator.get(`/api/mis-colaboraciones/${row!.id}`));
    expect(detail.item).toMatchObject({ id: row!.id, pedidoUrl: null });
    const list = await json<{ items: { id: string; pedidoUrl: string | null }[] }>(await creator.get('/api/mis-colaboraciones?grupo=pendientes'));
    expect(list.items.find((i) => i.id === row!.id)).toMatchObject({ pedidoUrl: null });
  });
});
