import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaMexico } from '../../../shared/mexico-time';
import type { AutorizacionesResponse, Autorizacion } from '../../../shared/schemas/anuncios';
import type { GaleriaResponse } from '../../../shared/schemas/galeria';
import { aceptacionesTerminos, autorizacionesAnuncio, avisos, colaboraciones, colaboradoras, entregas, terminosUso } from '../../db/schema';
import { runAnuncioReminders } from '../../derechos/anuncios-avisos';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

/**
 * Issue 30 item 4 (decision 073): a collaboration's usage record holds ad authorizations (a TikTok Spark
 * code, a Meta partnership-ad permission); Contenido filters by them; admins hear 7 days before one ends.
 */
let ctx: TestContext;
let admin: TestClient & { userId: string };
let terminos: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  const [t] = await ctx.db.insert(terminosUso).values({ canales: ['organico', 'anuncios'], duracionMeses: 12, texto: 'Redes y anuncios.' }).returning();
  terminos = t!.version;
});
afterAll(() => ctx?.close());

type ErrorBody = { error: { code: string; message: string } };
const DAY_MS = 86_400_000;
const diasAtras = (n: number) => fechaMexico(new Date(Date.now() - n * DAY_MS));

/** A creator's delivered collaboration: one photo, her terms accepted (or not). */
async function delivered(aceptada = true) {
  const creator = await ctx.loginAs('colaboradora', { name: 'Carla Gómez' });
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Campana', producto: 'Jeans', estado: 'entregado', colaboradoraId: c!.id }).returning();
  await ctx.db.insert(entregas).values({ colaboracionId: colab!.id, tipoContenido: 'imagen', fileKey: `${colab!.id}/a.jpg`, imagenUrl: `storage://entregas/${colab!.id}/a.jpg` });
  if (aceptada) await ctx.db.insert(aceptacionesTerminos).values({ colaboracionId: colab!.id, version: terminos, usuarioId: creator.userId });
  return { creator, colabId: colab!.id };
}

const spark = (over: Record<string, unknown> = {}) => ({ tipo: 'spark', codigo: '#Ab12Cd34Ef56+Gh/78=', otorgadaEl: fechaMexico(), dias: 30, ...over });

describe('ad authorizations', () => {
  it('she pastes a Spark code and records a Meta permission; each ends otorgada + días; both show in Contenido', async () => {
    const { creator, colabId } = await delivered();
    const res = await creator.post(`/api/anuncios/${colabId}`, spark());
    expect(res.status).toBe(201);
    const { autorizacion } = await json<{ autorizacion: Autorizacion }>(res);
    expect(autorizacion).toMatchObject({ tipo: 'spark', codigo: '#Ab12Cd34Ef56+Gh/78=', dias: 30, vigente: true });
    expect(Date.parse(autorizacion.venceEl) - Date.parse(autorizacion.otorgadaEl)).toBe(30 * DAY_MS);

    const meta = await admin.post(`/api/anuncios/${colabId}`, { tipo: 'meta', otorgadaEl: diasAtras(10), dias: 90 });
    expect(meta.status).toBe(201);
    const list = await json<AutorizacionesResponse>(await creator.get(`/api/anuncios/${colabId}`));
    expect(list.autorizaciones.map((a) => a.tipo)).toEqual(['spark', 'meta']);

    const galeria = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos'));
    const item = galeria.items.find((i) => i.colaboracion.id === colabId)!;
    expect(item.anuncios.map((a) => a.tipo).sort()).toEqual(['meta', 'spark']);

    // The same code twice on one collaboration: one row, a Spanish 409.
    const twice = await creator.post(`/api/anuncios/${colabId}`, spark());
    expect(twice.status).toBe(409);
    expect((await json<ErrorBody>(twice)).error.message).toBe('Ese código Spark ya está registrado en esta colaboración.');
  });

  it('Contenido filters by kind and by any, counting only those still valid', async () => {
    const conSpark = await delivered();
    const conMeta = await delivered();
    const vencida = await delivered();
    const sinNada = await delivered();
    await conSpark.creator.post(`/api/anuncios/${conSpark.colabId}`, spark());
    await admin.post(`/api/anuncios/${conMeta.colabId}`, { tipo: 'meta', otorgadaEl: fechaMexico(), dias: 7 });
    // Granted 40 days ago for 30: over.
    await admin.post(`/api/anuncios/${vencida.colabId}`, spark({ otorgadaEl: diasAtras(40), dias: 30 }));

    const ids = async (q: string) => (await json<GaleriaResponse>(await admin.get(`/api/galeria?tipo=todos${q}`))).items.map((i) => i.colaboracion.id);
    const sparkIds = await ids('&anuncio=spark');
    expect(sparkIds).toContain(conSpark.colabId);
    expect(sparkIds).not.toContain(conMeta.colabId);
    expect(sparkIds).not.toContain(vencida.colabId);
    const metaIds = await ids('&anuncio=meta');
    expect(metaIds).toContain(conMeta.colabId);
    expect(metaIds).not.toContain(conSpark.colabId);
    const any = await ids('&anuncio=cualquiera');
    expect(any).toEqual(expect.arrayContaining([conSpark.colabId, conMeta.colabId]));
    expect(any).not.toContain(vencida.colabId);
    expect(any).not.toContain(sinNada.colabId);
    const counted = await json<GaleriaResponse>(await admin.get('/api/galeria?tipo=todos&anuncio=cualquiera'));
    expect(counted.total).toBe(counted.items.length);

    const bad = await admin.get('/api/galeria?tipo=todos&anuncio=tiktok');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Elige una autorización de anuncio: cualquiera, Spark o Meta');
  });

  it('bad input: Spanish messages for the duration, the date and the code', async () => {
    const { creator, colabId } = await delivered();
    const cases: [Record<string, unknown>, string][] = [
      [spark({ dias: 6 }), 'La autorización debe durar al menos 7 días'],
      [spark({ dias: 366 }), 'La autorización puede durar hasta 365 días'],
      [spark({ dias: 10.5 }), 'Escribe la duración en días, de 7 a 365'],
      [spark({ otorgadaEl: '2026-02-30' }), 'Escribe una fecha válida (AAAA-MM-DD)'],
      [spark({ otorgadaEl: fechaMexico(new Date(Date.now() + 3 * DAY_MS)) }), 'La fecha no puede ser posterior a hoy'],
      [spark({ codigo: '' }), 'Pega el código Spark de tu video'],
      [spark({ codigo: '<script>alert(1)</script>' }), 'El código Spark solo lleva letras, números y los signos + / = _ -: pega solo el código que te dio TikTok'],
      [spark({ codigo: 'a'.repeat(201) }), 'El código Spark es demasiado largo: pega solo el código'],
      [{ tipo: 'youtube', otorgadaEl: fechaMexico(), dias: 30 }, 'Elige código Spark de TikTok o anuncio de colaboración en Meta'],
    ];
    for (const [body, message] of cases) {
      const res = await creator.post(`/api/anuncios/${colabId}`, body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(await ctx.db.select().from(autorizacionesAnuncio).where(eq(autorizacionesAnuncio.colaboracionId, colabId))).toHaveLength(0);
  });

  it('only her own collaboration (another creator: 404), admins any, tienda none (404); no usage record yet: 409', async () => {
    const a = await delivered();
    const b = await delivered();
    const ajena = await a.creator.post(`/api/anuncios/${b.colabId}`, spark());
    expect(ajena.status).toBe(404);
    expect((await a.creator.get(`/api/anuncios/${b.colabId}`)).status).toBe(404);
    const tienda = await ctx.loginAs('tienda');
    expect((await tienda.post(`/api/anuncios/${a.colabId}`, spark())).status).toBe(404);
    expect((await ctx.client().get(`/api/anuncios/${a.colabId}`)).status).toBe(401);

    const created = await json<{ autorizacion: Autorizacion }>(await b.creator.post(`/api/anuncios/${b.colabId}`, spark()));
    expect((await a.creator.delete(`/api/anuncios/item/${created.autorizacion.id}`)).status).toBe(404);
    expect((await b.creator.delete(`/api/anuncios/item/${created.autorizacion.id}`)).status).toBe(204);
    expect((await b.creator.delete(`/api/anuncios/item/${created.autorizacion.id}`)).status).toBe(404);

    const sinTerminos = await delivered(false);
    const res = await sinTerminos.creator.post(`/api/anuncios/${sinTerminos.colabId}`, spark());
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.code).toBe('AUTORIZACION_SIN_DERECHOS');
  });

  it('admins hear once, 7 days before one ends; not sooner, not twice', async () => {
    const { creator, colabId } = await delivered();
    const ends5 = await json<{ autorizacion: Autorizacion }>(await creator.post(`/api/anuncios/${colabId}`, spark({ otorgadaEl: diasAtras(25), dias: 30 })));
    const ends20 = await json<{ autorizacion: Autorizacion }>(await admin.post(`/api/anuncios/${colabId}`, { tipo: 'meta', otorgadaEl: diasAtras(10), dias: 30 }));
    const sent = await runAnuncioReminders(ctx.db);
    expect(sent.avisos).toBeGreaterThanOrEqual(1);
    const mine = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, admin.userId));
    const about = (id: string) => mine.filter((a) => a.tipo === 'anuncio_por_vencer' && (a.datos as { autorizacionId?: string }).autorizacionId === id);
    expect(about(ends5.autorizacion.id)).toHaveLength(1);
    expect(about(ends5.autorizacion.id)[0]!.cuerpo).toMatch(/^El código Spark de TikTok de Carla Gómez \(Jeans Campana\) vence el /);
    expect(about(ends20.autorizacion.id)).toHaveLength(0);
    // Run again (another instance, the next hour): nothing new.
    await runAnuncioReminders(ctx.db);
    const again = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, admin.userId));
    expect(again.filter((a) => (a.datos as { autorizacionId?: string }).autorizacionId === ends5.autorizacion.id)).toHaveLength(1);
    // Thirteen days later the Meta one is within 7 days.
    await runAnuncioReminders(ctx.db, new Date(Date.now() + 13 * DAY_MS));
    const later = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, admin.userId));
    expect(later.filter((a) => (a.datos as { autorizacionId?: string }).autorizacionId === ends20.autorizacion.id)).toHaveLength(1);
  });
});
