import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisos, colaboraciones, colaboracionEventos, colaboradoras, publicaciones } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { mxDate, reminderFor, runReminders } from './recordatorios';

// Issue 17 §6: the 7-day publication rule's reminders, in Mexico City's dates, each once.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('reminderFor', () => {
  it('two days before, on the day, after it; nothing earlier', () => {
    expect(reminderFor('2026-12-10', '2026-12-07')).toBeNull();
    expect(reminderFor('2026-12-10', '2026-12-08')).toBe('previo');
    expect(reminderFor('2026-12-10', '2026-12-09')).toBe('previo');
    expect(reminderFor('2026-12-10', '2026-12-10')).toBe('vence');
    expect(reminderFor('2026-12-10', '2026-12-11')).toBe('vencida');
    expect(reminderFor('2026-12-10', '2027-01-20')).toBe('vencida');
  });

  it('reads dates in Mexico City: 23:30 there on the 9th is already the 10th in UTC', () => {
    expect(mxDate(new Date('2026-12-10T05:30:00Z'))).toBe('2026-12-09');
    expect(mxDate(new Date('2026-12-10T06:30:00Z'))).toBe('2026-12-10');
  });
});

describe('runReminders', () => {
  it('tells her once per step as the days pass, and admins a daily digest of the overdue from 9:00', async () => {
    const carla = await ctx.loginAs('colaboradora', { name: 'Carla Gómez' });
    const admin = await ctx.loginAs('admin');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, carla.userId));
    const [colab] = await ctx.db
      .insert(colaboraciones)
      .values({ titulo: 'Jeans Campana Balam', nombreVisualizacion: 'Jeans Campana Balam · Talla 28', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id })
      .returning();
    // Received on Dec 3 at 18:00 in Mexico City: due Dec 10 at 18:00 there.
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: colab!.id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date('2026-12-04T00:00:00Z') });
    const at = (iso: string) => runReminders(ctx.db, new Date(iso));
    const hers = async () => (await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, carla.userId))).map((a) => a.tipo).sort();

    await at('2026-12-07T15:00:00Z');
    expect(await hers()).toEqual([]);
    await at('2026-12-08T15:00:00Z');
    await at('2026-12-09T15:00:00Z'); // the same step again: nothing new
    expect(await hers()).toEqual(['recordatorio_previo']);
    await at('2026-12-10T15:00:00Z');
    await at('2026-12-11T05:59:00Z'); // still Dec 10 in Mexico City
    expect(await hers()).toEqual(['recordatorio_previo', 'recordatorio_vence']);
    await at('2026-12-11T12:00:00Z'); // 6:00 there: overdue, before the digest's hour
    expect(await hers()).toEqual(['recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida']);
    const adminNotices = () => ctx.db.select().from(avisos).where(eq(avisos.usuarioId, admin.userId));
    expect(await adminNotices()).toHaveLength(0);
    await at('2026-12-11T16:00:00Z'); // 10:00 there
    await at('2026-12-11T20:00:00Z');
    await at('2026-12-12T20:00:00Z'); // the next day: a new digest
    const digests = await adminNotices();
    expect(digests.map((d) => d.titulo)).toEqual(['1 colaboración con plazo vencido', '1 colaboración con plazo vencido']);
    expect(digests[0]!.cuerpo).toBe('Carla Gómez: Jeans Campana Balam · Talla 28.');
    expect(await hers()).toHaveLength(3);
    const [previo] = await ctx.db.select().from(avisos).where(eq(avisos.tipo, 'recordatorio_previo'));
    expect(previo).toMatchObject({
      titulo: 'Te quedan 2 días para publicar',
      cuerpo: 'Tu plazo para publicar y subir tu contenido de Jeans Campana Balam · Talla 28 vence el jueves, 10 de diciembre.',
      enlace: `/colaboradora/colaboraciones/${colab!.id}`,
    });
  });

  it('a server down for days sends only the step the date has reached', async () => {
    const dani = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, dani.userId));
    const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Collar Luna', producto: 'Joyeria', estado: 'produccion', colaboradoraId: c!.id }).returning();
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: colab!.id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date('2026-11-01T18:00:00Z') });
    await runReminders(ctx.db, new Date('2026-11-20T18:00:00Z'));
    const rows = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, dani.userId));
    expect(rows.map((r) => r.tipo)).toEqual(['recordatorio_vencida']);
  });
});

// Issue 18 item 5 (decision 047): a post link meets the 7-day rule.
describe('runReminders with proof of publication', () => {
  async function receivedOn(name: string, titulo: string, receivedAt: string) {
    const creator = await ctx.loginAs('colaboradora', { name });
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const [colab] = await ctx.db.insert(colaboraciones).values({ titulo, producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: colab!.id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date(receivedAt) });
    const notices = async () => (await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, creator.userId))).map((a) => a.tipo).sort();
    return { creator, colab: colab!, notices };
  }
  const addPost = (colaboracionId: string, url: string, slot = 1) =>
    ctx.db.insert(publicaciones).values({ colaboracionId, plataforma: 'instagram', url, slot });

  it('a collaboration with a post link gets no reminder and is not in the overdue digest', async () => {
    const admin = await ctx.loginAs('admin');
    const published = await receivedOn('Paola Ruiz', 'Jeans Publicados', '2027-03-01T18:00:00Z');
    const late = await receivedOn('Lucía Mar', 'Jeans Sin Publicar', '2027-03-01T18:00:00Z');
    await addPost(published.colab.id, 'https://www.instagram.com/p/PUBLICADO1');

    for (const day of ['2027-03-06', '2027-03-08', '2027-03-09']) await runReminders(ctx.db, new Date(`${day}T17:00:00Z`));

    expect(await published.notices()).toEqual([]);
    expect(await late.notices()).toEqual(['recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida']);
    const [digest] = await ctx.db.select().from(avisos).where(and(eq(avisos.usuarioId, admin.userId), eq(avisos.clave, 'vencidas:2027-03-09')));
    expect(digest!.cuerpo).toContain('Lucía Mar: Jeans Sin Publicar');
    expect(digest!.cuerpo).not.toContain('Paola Ruiz');
  });

  it('a link added after the first reminder stops the rest; removing it makes her overdue again', async () => {
    const admin = await ctx.loginAs('admin');
    const { colab, notices } = await receivedOn('Renata Solís', 'Jeans Tarde', '2027-04-01T18:00:00Z');
    await runReminders(ctx.db, new Date('2027-04-06T17:00:00Z'));
    expect(await notices()).toEqual(['recordatorio_previo']);

    await addPost(colab.id, 'https://www.tiktok.com/@renata/video/7300000000000000001');
    await runReminders(ctx.db, new Date('2027-04-08T17:00:00Z'));
    await runReminders(ctx.db, new Date('2027-04-09T17:00:00Z'));
    expect(await notices()).toEqual(['recordatorio_previo']);
    const digestOn = async (day: string) =>
      (await ctx.db.select().from(avisos).where(and(eq(avisos.usuarioId, admin.userId), eq(avisos.clave, `vencidas:${day}`)))).map((d) => d.cuerpo).join('\n');
    expect(await digestOn('2027-04-09')).not.toContain('Renata Solís');

    await ctx.db.delete(publicaciones).where(eq(publicaciones.colaboracionId, colab.id));
    await runReminders(ctx.db, new Date('2027-04-10T17:00:00Z'));
    expect(await notices()).toEqual(['recordatorio_previo', 'recordatorio_vencida']);
    expect(await digestOn('2027-04-10')).toContain('Renata Solís: Jeans Tarde');
  });
});
