import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GaleriaResponse } from '../../shared/schemas/galeria';
import type { TerminosResponse } from '../../shared/schemas/derechos';
import type { RevisionEntregasResponse } from '../../shared/schemas/revision';
import { aceptacionesTerminos, colaboraciones, colaboradoras, entregas } from '../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../test/context';

// Issue 18 item 4: versioned usage terms, accepted with the content, carried by every delivered file.
let ctx: TestContext;
let admin: TestClient & { userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
});
afterAll(() => ctx?.close());

type ErrorBody = { error: { code: string; message: string } };

async function readyToSend() {
  const creator = await ctx.loginAs('colaboradora', { name: 'Carla Gómez' });
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Campana', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
  await ctx.db.insert(entregas).values([
    { colaboracionId: colab!.id, tipoContenido: 'imagen' as const, fileKey: `${colab!.id}/a.jpg`, imagenUrl: `storage://entregas/${colab!.id}/a.jpg` },
    { colaboracionId: colab!.id, tipoContenido: 'video' as const, fileKey: `${colab!.id}/b.mp4`, imagenUrl: `storage://entregas/${colab!.id}/b.mp4` },
  ]);
  return { creator, colab: colab! };
}

describe('usage terms', () => {
  it('before any terms she sends as before; then an admin writes versions that everyone signed in reads', async () => {
    const { creator, colab } = await readyToSend();
    expect(await json<TerminosResponse>(await creator.get('/api/terminos-uso'))).toEqual({ terminos: null });
    expect((await creator.post(`/api/entregas/${colab.id}/enviar-revision`, {})).status).toBe(200);

    const first = await admin.put('/api/terminos-uso', { canales: ['organico', 'web'], duracionMeses: 12, texto: 'La marca puede publicar tu contenido en sus redes y su tienda durante 12 meses.' });
    expect(first.status).toBe(200);
    const v1 = (await json<TerminosResponse>(first)).terminos!;
    expect(v1).toMatchObject({ canales: ['organico', 'web'], duracionMeses: 12 });
    const second = (await json<TerminosResponse>(await admin.put('/api/terminos-uso', { canales: ['organico', 'anuncios', 'web'], duracionMeses: null, texto: 'Uso perpetuo en todos los canales.' }))).terminos!;
    expect(second.version).toBe(v1.version + 1);
    expect((await json<TerminosResponse>(await creator.get('/api/terminos-uso'))).terminos).toEqual(second);

    for (const role of ['tienda', 'colaboradora'] as const) {
      expect((await (await ctx.loginAs(role)).put('/api/terminos-uso', { canales: ['web'], duracionMeses: 6, texto: 'x' })).status).toBe(403);
    }
    const bad = await admin.put('/api/terminos-uso', { canales: [], duracionMeses: 5, texto: '' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.message).toBe('Elige al menos un canal');
    // Issue 28: a 30,000-character text is refused with its bound.
    const long = await admin.put('/api/terminos-uso', { canales: ['web'], duracionMeses: 6, texto: 'a'.repeat(30_000) });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.message).toBe('Máximo 4000 caracteres');
  });

  it('she must accept the current version to send; the acceptance keeps version, time and person, and travels with every file', async () => {
    const terms = (await json<TerminosResponse>(await admin.put('/api/terminos-uso', { canales: ['organico', 'anuncios'], duracionMeses: 12, texto: 'Redes y anuncios por 12 meses.' }))).terminos!;
    const { creator, colab } = await readyToSend();

    const none = await creator.post(`/api/entregas/${colab.id}/enviar-revision`, {});
    expect(none.status).toBe(409);
    expect(await json<ErrorBody>(none)).toEqual({
      error: { code: 'TERMINOS_NO_ACEPTADOS', message: 'Acepta los términos de uso vigentes para enviar tu contenido. Si cambiaron, recarga la página para leerlos.' },
    });
    const old = await creator.post(`/api/entregas/${colab.id}/enviar-revision`, { terminosVersion: terms.version - 1 });
    expect((await json<ErrorBody>(old)).error.code).toBe('TERMINOS_NO_ACEPTADOS');
    const [still] = await ctx.db.select({ estado: colaboraciones.estado }).from(colaboraciones).where(eq(colaboraciones.id, colab.id));
    expect(still!.estado).toBe('produccion');

    expect((await creator.post(`/api/entregas/${colab.id}/enviar-revision`, { terminosVersion: terms.version })).status).toBe(200);
    const accepted = await ctx.db.select().from(aceptacionesTerminos).where(eq(aceptacionesTerminos.colaboracionId, colab.id));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ version: terms.version, usuarioId: creator.userId });

    const review = await json<RevisionEntregasResponse>(await admin.get(`/api/revision/colaboraciones/${colab.id}/entregas`));
    expect(review.derechos).toMatchObject({ version: terms.version, canales: ['organico', 'anuncios'], vencePronto: false, vencido: false });
    const vence = new Date(review.derechos!.venceAt!);
    const aceptado = new Date(review.derechos!.aceptadoAt);
    expect(vence.getUTCFullYear() * 12 + vence.getUTCMonth() - (aceptado.getUTCFullYear() * 12 + aceptado.getUTCMonth())).toBe(12);

    const galeria = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos'));
    const mine = galeria.items.filter((i) => i.colaboracion.id === colab.id);
    expect(mine).toHaveLength(2);
    for (const item of mine) expect(item.derechos?.canales).toEqual(['organico', 'anuncios']);
  });

  it('Contenido filters by permitted use today, and flags rights that end within 30 days', async () => {
    const terms = (await json<TerminosResponse>(await admin.put('/api/terminos-uso', { canales: ['organico'], duracionMeses: 3, texto: 'Solo redes, 3 meses.' }))).terminos!;
    const { creator, colab } = await readyToSend();
    expect((await creator.post(`/api/entregas/${colab.id}/enviar-revision`, { terminosVersion: terms.version })).status).toBe(200);

    const onlyAds = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos&uso=anuncios'));
    expect(onlyAds.items.some((i) => i.colaboracion.id === colab.id)).toBe(false);
    const organic = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos&uso=organico'));
    expect(organic.items.filter((i) => i.colaboracion.id === colab.id)).toHaveLength(2);
    // The chips count the same filter: only files whose rights allow the use.
    const everything = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos'));
    expect(onlyAds.counts.todos).toBeLessThan(everything.counts.todos);
    expect(organic.counts.todos).toBe(organic.total);

    // Accepted 80 days ago: 3 months end within 30 days.
    await ctx.db.update(aceptacionesTerminos).set({ aceptadoAt: sql`now() - interval '80 days'` }).where(eq(aceptacionesTerminos.colaboracionId, colab.id));
    const soon = (await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos&uso=organico'))).items.find((i) => i.colaboracion.id === colab.id)!;
    expect(soon.derechos).toMatchObject({ vencePronto: true, vencido: false });
    // Accepted 4 months ago: ended, so no longer permitted for organic use.
    await ctx.db.update(aceptacionesTerminos).set({ aceptadoAt: sql`now() - interval '4 months'` }).where(eq(aceptacionesTerminos.colaboracionId, colab.id));
    const ended = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos&uso=organico'));
    expect(ended.items.some((i) => i.colaboracion.id === colab.id)).toBe(false);
    const all = (await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos'))).items.find((i) => i.colaboracion.id === colab.id)!;
    expect(all.derechos).toMatchObject({ vencido: true, vencePronto: true });

    const bad = await admin.get('/api/galeria?uso=television');
    expect((await json<ErrorBody>(bad)).error.message).toContain('Elige un uso: orgánico, anuncios o web');
  });
});
