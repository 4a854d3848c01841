import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras } from '../db/schema';
import { AppError } from '../app-error';
import { createTestContext, type TestContext } from '../test/context';
import { recordCreation, transition } from './transition';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function newColaboracion(estado: (typeof colaboraciones.$inferInsert)['estado'] = 'disponible') {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Recto', producto: 'Jeans', estado }).returning();
  return row!;
}

async function creator() {
  const user = await ctx.loginAs('colaboradora');
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  return { userId: user.userId, colaboradoraId: c!.id };
}

const history = (id: string) =>
  ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, id)).orderBy(asc(colaboracionEventos.createdAt));

describe('transition (one state machine, one history)', () => {
  it('moves a collaboration along the spec table and records who did it', async () => {
    const c = await newColaboracion('confirmacion');
    const admin = await ctx.loginAs('admin');
    const result = await transition(ctx.db, { colaboracionId: c.id, name: 'empaquetar', actor: { userId: admin.userId, role: 'tienda' } });
    expect(result).toEqual({ id: c.id, from: 'confirmacion', to: 'empaquetado' });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, c.id));
    expect(row!.estado).toBe('empaquetado');
    const events = await history(c.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromEstado: 'confirmacion', toEstado: 'empaquetado', actorId: admin.userId, actorRole: 'tienda' });
  });

  it('answers a repeated step (repeatOk) with the same success and writes nothing twice', async () => {
    const { userId, colaboradoraId } = await creator();
    const c = await newColaboracion('logistica');
    await ctx.db.update(colaboraciones).set({ colaboradoraId }).where(eq(colaboraciones.id, c.id));
    const hers = eq(colaboraciones.colaboradoraId, colaboradoraId);
    const press = () => transition(ctx.db, { colaboracionId: c.id, name: 'recibido', actor: { userId, role: 'colaboradora' }, where: hers, repeatOk: hers });
    expect(await press()).toEqual({ id: c.id, from: 'logistica', to: 'produccion' });
    expect(await press()).toEqual({ id: c.id, from: 'produccion', to: 'produccion', repeated: true });
    expect(await history(c.id)).toHaveLength(1);
    // Not hers: the repeat is no success of hers.
    const other = await creator();
    const notHers = eq(colaboraciones.colaboradoraId, other.colaboradoraId);
    await expect(transition(ctx.db, { colaboracionId: c.id, name: 'recibido', actor: { userId: other.userId, role: 'colaboradora' }, where: notHers, repeatOk: notHers })).rejects.toMatchObject({ code: 'NOT_IN_LOGISTICA', status: 409 });
    // A collaboration in the target state without having taken the step (made directly in produccion)
    // is a conflict, not a repeat.
    const third = await creator();
    const thirds = eq(colaboraciones.colaboradoraId, third.colaboradoraId);
    const direct = await newColaboracion('produccion');
    await ctx.db.update(colaboraciones).set({ colaboradoraId: third.colaboradoraId }).where(eq(colaboraciones.id, direct.id));
    await expect(
      transition(ctx.db, { colaboracionId: direct.id, name: 'recibido', actor: { userId: third.userId, role: 'colaboradora' }, where: thirds, repeatOk: thirds }),
    ).rejects.toMatchObject({ code: 'NOT_IN_LOGISTICA' });
  });

  it('refuses a transition from the wrong state with a 409 and changes nothing', async () => {
    const c = await newColaboracion('disponible');
    await expect(transition(ctx.db, { colaboracionId: c.id, name: 'recibido', actor: { userId: null, role: 'colaboradora' } })).rejects.toMatchObject({
      code: 'NOT_IN_LOGISTICA',
      status: 409,
    });
    expect(await history(c.id)).toHaveLength(0);
  });

  it('refuses an actor the state machine does not allow', async () => {
    const c = await newColaboracion('revision');
    await expect(transition(ctx.db, { colaboracionId: c.id, name: 'aprobar', actor: { userId: null, role: 'tienda' } })).rejects.toBeInstanceOf(AppError);
    await expect(
      transition(ctx.db, { colaboracionId: c.id, name: 'override', to: 'entregado', actor: { userId: null, role: 'tienda' } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an admin override to any state, in the history with the note', async () => {
    const c = await newColaboracion('produccion');
    await transition(ctx.db, { colaboracionId: c.id, name: 'override', to: 'cancelada', actor: { userId: null, role: 'admin' }, note: 'Producto dañado' });
    const events = await history(c.id);
    expect(events.at(-1)).toMatchObject({ fromEstado: 'produccion', toEstado: 'cancelada', note: 'Producto dañado' });
  });

  it('answers 404 for a missing collaboration', async () => {
    await expect(
      transition(ctx.db, { colaboracionId: '00000000-0000-4000-8000-000000000000', name: 'empaquetar', actor: { userId: null, role: 'admin' } }),
    ).rejects.toMatchObject({ code: 'COLABORACION_NOT_FOUND', status: 404 });
  });

  it('applies extra conditions: of two creators requesting one item, exactly one wins', async () => {
    const c = await newColaboracion('disponible');
    const [a, b] = await Promise.all([creator(), creator()]);
    const request = (colaboradoraId: string, userId: string) =>
      transition(ctx.db, {
        colaboracionId: c.id,
        name: 'solicitar',
        actor: { userId, role: 'colaboradora' },
        set: { colaboradoraId },
        where: isNull(colaboraciones.colaboradoraId),
      });
    const results = await Promise.allSettled([request(a.colaboradoraId, a.userId), request(b.colaboradoraId, b.userId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, c.id));
    expect([a.colaboradoraId, b.colaboradoraId]).toContain(row!.colaboradoraId);
    expect(await history(c.id)).toHaveLength(1);
  });

  it('records a creation in the history', async () => {
    const c = await newColaboracion('disponible');
    await recordCreation(ctx.db, c.id, 'disponible', { userId: null, role: 'system' }, 'Importado de Shopify');
    expect(await history(c.id)).toEqual([expect.objectContaining({ fromEstado: null, toEstado: 'disponible', actorRole: 'system' })]);
  });
});
