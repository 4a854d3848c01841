import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras, ventasCodigos } from '../../db/schema';
import { guardarPrograma } from '../../ventas/programa';
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
    expect(await json(res)).toEqual({ nombre: 'Lucía Pérez', disponibles: 2, pendientes: 1, entregadas: 2, completitud: 13, puntaje: expect.objectContaining({ valor: null }), tieneCodigo: false });
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

describe('Inicio says whether she has a sales code to show (issue 27)', () => {
  it('false while the program is off or she has no current code; true with the program on and her code', async () => {
    const admin = await ctx.loginAs('admin');
    const creator = await ctx.loginAs('colaboradora', { name: 'Carla Códigos' });
    const [me] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const tiene = async () => (await json<{ tieneCodigo: boolean }>(await creator.get('/api/inicio'))).tieneCodigo;
    await ctx.db.insert(ventasCodigos).values({ colaboradoraId: me!.id, colaboradoraNombre: 'Carla Códigos', codigo: 'CARLA15', estado: 'activo', descuentoPorcentaje: 15 });
    expect(await tiene()).toBe(false);
    const programa = { activo: true, descuentoPorcentaje: 15, unaVezPorCliente: true, comisionPorcentaje: 10, diasRetencion: 30, entregaCodigo: 'manual' as const };
    await guardarPrograma(ctx.db, programa, admin.userId);
    expect(await tiene()).toBe(true);
    await ctx.db.update(ventasCodigos).set({ estado: 'reemplazado' }).where(eq(ventasCodigos.colaboradoraId, me!.id));
    expect(await tiene()).toBe(false);
  });
});
