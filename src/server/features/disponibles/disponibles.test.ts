import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras } from '../../db/schema';
import { FRESH_READS_COOKIE } from '../../http/read-cache';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Row = typeof colaboraciones.$inferInsert;
const available: Omit<Row, 'titulo'> = { producto: 'Jeans', estado: 'disponible', talla: '7', tipo: 'Recto', cintura: 70, cadera: 96, largo: 100 };

async function item(overrides: Partial<Row> = {}) {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Recto Azul', ...available, ...overrides }).returning();
  return row!;
}

async function creatorIdOf(userId: string) {
  const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, userId));
  return row!.id;
}

interface ErrorBody {
  error: { code: string; message: string };
}

describe('available list (spec §5)', () => {
  it('shows only unassigned disponible items with cintura, cadera, talla and stock', async () => {
    const ok = await item({ titulo: 'Visible manual' });
    const store = await item({ titulo: 'Visible tienda', shopifyVariantId: `v-${Math.random()}`, shopifyInventoryQuantity: 2 });
    const hidden = [
      await item({ titulo: 'Sin stock', shopifyVariantId: `v-${Math.random()}`, shopifyInventoryQuantity: 0 }),
      await item({ titulo: 'Sin cintura', cintura: null }),
      await item({ titulo: 'Sin cadera', cadera: null }),
      await item({ titulo: 'Sin talla', talla: null }),
      await item({ titulo: 'Agotado', estado: 'agotado' }),
    ];
    const creator = await ctx.loginAs('colaboradora');
    const res = await creator.get('/api/disponibles');
    expect(res.status).toBe(200);
    const { items } = await json<{ items: { id: string }[] }>(res);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([ok.id, store.id]));
    for (const h of hidden) expect(ids).not.toContain(h.id);
  });

  it('filters by size, cut and text', async () => {
    const wide = await item({ titulo: 'Wide leg Negro Kosch', tipo: 'Wide leg', talla: '11', marca: 'Kosch' });
    const creator = await ctx.loginAs('colaboradora');
    const byTalla = await json<{ items: { id: string; talla: string }[] }>(await creator.get('/api/disponibles?talla=11'));
    expect(byTalla.items.every((i) => i.talla === '11')).toBe(true);
    expect(byTalla.items.map((i) => i.id)).toContain(wide.id);
    const byTipo = await json<{ items: { id: string }[] }>(await creator.get('/api/disponibles?tipo=Wide%20leg'));
    expect(byTipo.items.map((i) => i.id)).toEqual([wide.id]);
    const byText = await json<{ items: { id: string }[] }>(await creator.get('/api/disponibles?q=kosch'));
    expect(byText.items.map((i) => i.id)).toContain(wide.id);
    // Issue 28: a 600-character search is refused in words about the search, not the network.
    const long = await creator.get(`/api/disponibles?q=${'a'.repeat(600)}`);
    expect(long.status).toBe(400);
    expect((await json<{ error: { message: string } }>(long)).error.message).toBe('La búsqueda admite hasta 100 caracteres');
  });

  it('pages 24 at a time, newest first, with a keyset cursor that survives ties and requests between pages', async () => {
    // One INSERT: all 30 share created_at (now() is the transaction's instant), so only the id orders them.
    const rows = await ctx.db
      .insert(colaboraciones)
      .values(Array.from({ length: 30 }, (_, i) => ({ titulo: `Paginada ${i}`, ...available, marca: 'Paginada' })))
      .returning({ id: colaboraciones.id });
    const expected = rows.map((r) => r.id).sort().reverse();
    const creator = await ctx.loginAs('colaboradora');
    type Page = { items: { id: string }[]; nextCursor: string | null };
    const first = await json<Page>(await creator.get('/api/disponibles?q=Paginada'));
    expect(first.items.map((i) => i.id)).toEqual(expected.slice(0, 24));
    expect(first.nextCursor).toMatch(/Z~/);

    // Another creator takes an item of the first page: the second page still starts right after it.
    const rival = await ctx.loginAs('colaboradora');
    expect((await rival.post(`/api/disponibles/${expected[3]}/solicitar`)).status).toBe(200);
    const second = await json<Page>(await creator.get(`/api/disponibles?q=Paginada&cursor=${encodeURIComponent(first.nextCursor!)}`));
    expect(second.items.map((i) => i.id)).toEqual(expected.slice(24));
    expect(second.nextCursor).toBeNull();
  });

  it('serves the page from the read cache: a request\'s write shows at once, a change from outside requests within 2 s', async () => {
    const creator = await ctx.loginAs('colaboradora');
    // Her sign-up was a write: for 3 s her reads skip the cache (decision 028). Past that, as here:
    creator.cookies.delete(FRESH_READS_COOKIE);
    const admin = await ctx.loginAs('admin');
    const ids = async () => (await json<{ items: { id: string }[] }>(await creator.get('/api/disponibles?q=Cacheada'))).items.map((i) => i.id);
    expect(await ids()).toEqual([]);
    const listedAt = Date.now();
    // What the scheduled store sync does: a write with no request of this instance around it.
    const quiet = await item({ titulo: 'Cacheada por el sync' });
    const stale = await ids();
    // Still the cached page, unless a crawling machine let the 2 s pass already.
    if (Date.now() - listedAt < 1_500) expect(stale).toEqual([]);
    // Any write through the API (here the admin adds an item) clears the cache on this instance.
    const created = await admin.post('/api/colaboraciones', { titulo: 'Cacheada por la API', ...available });
    expect(created.status).toBe(201);
    const { colaboracion } = await json<{ colaboracion: { id: string } }>(created);
    expect(await ids()).toEqual([colaboracion.id, quiet.id]);
  });

  it('refuses a cursor it did not make, in Spanish', async () => {
    const creator = await ctx.loginAs('colaboradora');
    for (const cursor of ['abc', "2026-01-01T00:00:00.000000Z~1' OR 1=1", '2026-01-01T00:00:00Z~00000000-0000-0000-0000-000000000000']) {
      const res = await creator.get(`/api/disponibles?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe('La página pedida no es válida. Recarga la lista.');
    }
  });

  it('is only for creators', async () => {
    expect((await ctx.client().get('/api/disponibles')).status).toBe(401);
    expect((await (await ctx.loginAs('admin')).get('/api/disponibles')).status).toBe(403);
    expect((await (await ctx.loginAs('tienda')).get('/api/disponibles')).status).toBe(403);
  });
});

describe('fit hint (ajuste) from her own measures', () => {
  interface Item {
    id: string;
    ajuste: string | null;
  }
  const ajusteOf = (items: Item[], id: string) => items.find((i) => i.id === id)?.ajuste;

  it('is null without her measures and follows them once she records them', async () => {
    // Items of 70/96 cm; her tight one is 4 cm under her waist, her loose one 10 cm over her hips.
    const fits = await item({ titulo: 'Ajuste exacto', cintura: 70, cadera: 96 });
    const tight = await item({ titulo: 'Ajuste chico', cintura: 66, cadera: 96 });
    const loose = await item({ titulo: 'Ajuste grande', cintura: 72, cadera: 106 });
    const creator = await ctx.loginAs('colaboradora');
    const other = await ctx.loginAs('colaboradora');

    let list = await json<{ items: Item[] }>(await creator.get('/api/disponibles'));
    for (const i of [fits, tight, loose]) expect(ajusteOf(list.items, i.id), i.titulo).toBeNull();
    expect((await json<{ item: Item }>(await creator.get(`/api/disponibles/${fits.id}`))).item.ajuste).toBeNull();

    // She records them in Mi Perfil: the list she opens next (even within the read cache's 2 s) follows.
    expect((await creator.put('/api/perfil', { nombre: 'Ana', cintura: 70, cadera: 96 })).status).toBe(200);
    list = await json<{ items: Item[] }>(await creator.get('/api/disponibles'));
    expect(ajusteOf(list.items, fits.id)).toBe('a-tu-medida');
    expect(ajusteOf(list.items, tight.id)).toBe('ajustado');
    expect(ajusteOf(list.items, loose.id)).toBe('holgado');
    // Every available item, hinted or not, is listed once: her row joins no extra rows.
    expect(new Set(list.items.map((i) => i.id)).size).toBe(list.items.length);
    expect((await json<{ item: Item }>(await creator.get(`/api/disponibles/${tight.id}`))).item.ajuste).toBe('ajustado');
    expect((await json<{ item: Item }>(await creator.get(`/api/disponibles/${loose.id}`))).item.ajuste).toBe('holgado');

    // Her measures are hers only: another creator without measures still gets no hint.
    const theirs = await json<{ items: Item[] }>(await other.get('/api/disponibles'));
    expect(theirs.items.length).toBe(list.items.length);
    expect(theirs.items.every((i) => i.ajuste === null)).toBe(true);
    expect((await json<{ item: Item }>(await other.get(`/api/disponibles/${tight.id}`))).item.ajuste).toBeNull();
  });

  it('uses the one measure she recorded', async () => {
    const target = await item({ cintura: 80, cadera: 100 });
    const creator = await ctx.loginAs('colaboradora');
    await ctx.db.update(colaboradoras).set({ cintura: 86 }).where(eq(colaboradoras.userId, creator.userId));
    expect((await json<{ item: Item }>(await creator.get(`/api/disponibles/${target.id}`))).item.ajuste).toBe('ajustado');
  });
});

describe('requesting an item (spec §4 disponible → confirmacion)', () => {
  it('assigns it to her, in confirmacion, with a history row', async () => {
    const target = await item();
    const creator = await ctx.loginAs('colaboradora');
    const res = await creator.post(`/api/disponibles/${target.id}/solicitar`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ colaboracion: { id: target.id, estado: 'confirmacion' } });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, target.id));
    expect(row!.colaboradoraId).toBe(await creatorIdOf(creator.userId));
    expect(row!.estado).toBe('confirmacion');
    const events = await ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, target.id));
    expect(events).toEqual([expect.objectContaining({ fromEstado: 'disponible', toEstado: 'confirmacion', actorRole: 'colaboradora', actorId: creator.userId })]);
    // It left the available list.
    expect((await creator.get(`/api/disponibles/${target.id}`)).status).toBe(404);
  });

  it('refuses a second active collaboration with the spec message', async () => {
    const [a, b] = [await item(), await item()];
    const creator = await ctx.loginAs('colaboradora');
    expect((await creator.post(`/api/disponibles/${a.id}/solicitar`)).status).toBe(200);
    const res = await creator.post(`/api/disponibles/${b.id}/solicitar`);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe('Ya tienes una colaboración activa. Complétala primero.');
  });

  it("refuses an item another creator took: 'Esta colaboración ya no está disponible'", async () => {
    const target = await item();
    await (await ctx.loginAs('colaboradora')).post(`/api/disponibles/${target.id}/solicitar`);
    const res = await (await ctx.loginAs('colaboradora')).post(`/api/disponibles/${target.id}/solicitar`);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe('Esta colaboración ya no está disponible');
  });

  it('answers 404 with the spec message for an item that is not available', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const noStock = await item({ shopifyVariantId: `v-${Math.random()}`, shopifyInventoryQuantity: 0 });
    const res = await creator.post(`/api/disponibles/${noStock.id}/solicitar`);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe('Esta colaboración ya no está disponible');
  });

  // 50 sign-ups hash 50 passwords first: on a loaded 2-core machine that alone can pass the default timeout.
  it('50 creators racing for one item: exactly one wins, the rest are told it is taken', { timeout: 120_000 }, async () => {
    const target = await item();
    const creators = await Promise.all(Array.from({ length: 50 }, () => ctx.loginAs('colaboradora')));
    const results = await Promise.all(creators.map((c) => c.post(`/api/disponibles/${target.id}/solicitar`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect((await json<ErrorBody>(r)).error.message).toBe('Esta colaboración ya no está disponible');
    }
    const events = await ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, target.id));
    expect(events).toHaveLength(1);
  });

  it('20 parallel requests by one creator for 20 items: exactly one wins', async () => {
    const items = await Promise.all(Array.from({ length: 20 }, () => item()));
    const creator = await ctx.loginAs('colaboradora');
    const results = await Promise.all(items.map((i) => creator.post(`/api/disponibles/${i.id}/solicitar`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect([
        'Ya tienes una colaboración activa. Complétala primero.',
        'Ya cuentas con una colaboración activa. Complétala primero.',
      ]).toContain((await json<ErrorBody>(r)).error.message);
    }
    const held = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.colaboradoraId, await creatorIdOf(creator.userId)));
    expect(held).toHaveLength(1);
  });
});
