import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras } from '../../db/schema';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("the creator's Inicio counts (spec §4)", () => {
  it('counts available items, her pending (empaquetado, logistica, produccion, confirmacion) and delivered (revision, entregado)', async () => {
    const creator = await ctx.loginAs('colaboradora', { name: 'Lucía Pérez' });
    const other = await ctx.loginAs('colaboradora');
    const [me] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const [them] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, other.userId));
    const base = { titulo: 'Jeans', producto: 'Jeans', talla: '7', cintura: 70, cadera: 95 };
    await ctx.db.insert(colaboraciones).values([
      { ...base, estado: 'disponible' },
      { ...base, estado: 'disponible' },
      { ...base, estado: 'disponible', cintura: null },
      { ...base, estado: 'agotado' },
      { ...base, estado: 'confirmacion', colaboradoraId: me!.id },
      { ...base, estado: 'entregado', colaboradoraId: me!.id },
      { ...base, estado: 'entregado', colaboradoraId: me!.id },
      { ...base, estado: 'logistica', colaboradoraId: them!.id },
    ]);
    const res = await creator.get('/api/inicio');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ nombre: 'Lucía Pérez', disponibles: 2, pendientes: 1, entregadas: 2, completitud: 13, puntaje: expect.objectContaining({ valor: null }) });
    expect(await json(await other.get('/api/inicio'))).toMatchObject({ pendientes: 1, entregadas: 0 });
  });

  it('the Pendientes card counts what the Pendiente list shows, produccion too (decision 040)', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const [me] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans', producto: 'Jeans', talla: '7', estado: 'produccion', colaboradoraId: me!.id });
    ctx.readCache.clear();
    const list = (await json(await creator.get('/api/mis-colaboraciones?grupo=pendientes'))) as { items: unknown[] };
    expect(list.items).toHaveLength(1);
    expect(await json(await creator.get('/api/inicio'))).toMatchObject({ pendientes: 1 });
  });

  it('is only for creators', async () => {
    expect((await ctx.client().get('/api/inicio')).status).toBe(401);
    expect((await (await ctx.loginAs('tienda')).get('/api/inicio')).status).toBe(403);
  });
});
