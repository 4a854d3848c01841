import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../shared/errors';
import {
  PREGUNTAS_POR_DEFECTO,
  type AplicacionesListResponse,
  type AplicaFormularioResponse,
  type Pregunta,
  type PreguntasResponse,
} from '../../../shared/schemas/aplicaciones';
import { signFicha } from '../../aplicaciones/ficha';
import { aplicaciones, invitaciones } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { startTestMail, type TestMail } from '../../test/mail';

/**
 * Decision 079: the application's questions edited in Configuración (admin writes, tienda reads), their
 * limits and bad input, answers checked against the set the page loaded and kept with their labels, and
 * accepting through the one invitation path (listed and resendable in Gestión de Roles).
 */
let ctx: TestContext;
let mail: TestMail;
let admin: TestClient & { userId: string };
let tienda: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startTestMail(ctx);
  admin = await ctx.loginAs('admin', { name: 'Ana Admin' });
  tienda = await ctx.loginAs('tienda');
});
afterAll(async () => {
  await mail?.close();
  await ctx?.close();
});

type ErrorBody = { error: { code: string; message: string } };
const byId = (set: readonly Pregunta[], id: string) => set.find((p) => p.id === id)!;
const actual = async () => json<PreguntasResponse>(await admin.get('/api/aplicaciones/preguntas'));
const save = (preguntas: unknown[], version: number, who: TestClient = admin) => who.put('/api/aplicaciones/preguntas', { version, preguntas });
async function refused(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(JSON.stringify(await res.json())).toContain(message);
}
let n = 0;
const uniqueEmail = () => `preguntas-${++n}-${Date.now().toString(36)}@example.com`;
/** Answers sent as a page opened a minute ago on this question set would send them. */
const apply = (version: number, respuestas: Record<string, unknown>) =>
  ctx.client().post('/api/aplica', { respuestas: { consentimiento: true, ...respuestas }, ficha: signFicha(ctx.config.appSecret, Date.now() - 60_000, version) });

const talla: Pregunta = { id: 'p_talla', etiqueta: '¿Qué talla de jeans usas?', tipo: 'opcion', requerida: true, oculta: false, opciones: ['26', '28', '30'] };
const contenido: Pregunta = { id: 'p_contenido', etiqueta: '¿Qué contenido haces?', tipo: 'texto_largo', requerida: false, oculta: false, opciones: [] };
/** The brand's set: its questions first, city hidden, sizes optional, the why renamed. */
function setDeMarca(): Pregunta[] {
  const d = PREGUNTAS_POR_DEFECTO.map((p) => ({ ...p }));
  byId(d, 'ciudad').oculta = true;
  byId(d, 'tallas').requerida = false;
  byId(d, 'porQue').etiqueta = '¿Qué te gusta de la marca?';
  return [byId(d, 'nombre'), byId(d, 'email'), talla, contenido, ...d.filter((p) => p.id !== 'nombre' && p.id !== 'email')];
}

describe('the question set in Configuración', () => {
  it('admin and tienda read the defaults (version 0); only admin saves; creators and strangers read nothing', async () => {
    for (const who of [admin, tienda]) {
      const res = await who.get('/api/aplicaciones/preguntas');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ version: 0, preguntas: PREGUNTAS_POR_DEFECTO, actualizadoAt: null, actualizadoPor: null });
    }
    expect((await save(PREGUNTAS_POR_DEFECTO, 0, tienda)).status).toBe(403);
    const creadora = await ctx.loginAs('colaboradora');
    expect((await creadora.get('/api/aplicaciones/preguntas')).status).toBe(403);
    expect((await ctx.client().get('/api/aplicaciones/preguntas')).status).toBe(401);
    expect((await ctx.client().put('/api/aplicaciones/preguntas', { version: 0, preguntas: PREGUNTAS_POR_DEFECTO })).status).toBe(401);
    expect((await actual()).version).toBe(0);
  });

  it('bad input is refused in Spanish and nothing is saved', async () => {
    const base = PREGUNTAS_POR_DEFECTO;
    const con = (p: Partial<Pregunta>) => [...base, { ...contenido, ...p }];
    await refused(await save(con({ etiqueta: '<script>alert("x")</script>' }), 0), 'Escribe la pregunta como texto, sin etiquetas HTML');
    await refused(await save(con({ etiqueta: 'a'.repeat(10_000) }), 0), 'Cada pregunta puede tener hasta 120 caracteres');
    await refused(await save(con({ opciones: ['Sí', 'No'] }), 0), 'Solo las preguntas de «una opción de una lista» llevan opciones');
    const veintiuna = [...base, ...Array.from({ length: 12 }, (_, i) => ({ ...contenido, id: `p_extra${i}` }))];
    expect(veintiuna).toHaveLength(21);
    await refused(await save(veintiuna, 0), 'La solicitud puede tener hasta 20 preguntas');
    await refused(await save([...base, { ...talla, opciones: Array.from({ length: 11 }, (_, i) => `Talla ${i}`) }], 0), 'Una pregunta puede tener hasta 10 opciones');
    await refused(await save([...base, { ...talla, opciones: ['28'] }], 0), 'necesita al menos 2 opciones');
    await refused(await save([...base, { ...talla, opciones: ['28', '<b>30</b>'] }], 0), 'Escribe las opciones como texto, sin etiquetas HTML');
    await refused(await save(base.map((p) => (p.id === 'email' ? { ...p, oculta: true } : p)), 0), 'El nombre y el correo siempre se preguntan y son obligatorios');
    await refused(await save(base.map((p) => (p.id === 'nombre' ? { ...p, requerida: false } : p)), 0), 'El nombre y el correo siempre se preguntan y son obligatorios');
    await refused(await save(base.filter((p) => p.id !== 'ciudad'), 0), 'Falta la pregunta «Ciudad» (puedes ocultarla, no quitarla)');
    await refused(await save(base.map((p) => (p.id === 'ciudad' ? { ...p, tipo: 'numero' } : p)), 0), 'no puede cambiar de tipo');
    await refused(await save(con({ tipo: 'correo' }), 0), 'Elige texto corto, texto largo, número o una opción de una lista');
    await refused(await save(con({ id: '__proto__' }), 0), 'Pregunta no válida');
    await refused(await save([...base, contenido, contenido], 0), 'Hay dos preguntas con el mismo identificador');
    expect((await actual()).version).toBe(0);
  });

  it('saves a reordered set with hidden, optional, renamed and new questions; /aplica asks it; an outdated editor is told to reload', async () => {
    const res = await save(setDeMarca(), 0);
    expect(res.status).toBe(200);
    const saved = await json<PreguntasResponse>(res);
    expect(saved).toMatchObject({ version: 1, actualizadoPor: 'Ana Admin' });
    expect(saved.preguntas.map((p) => p.id).slice(0, 4)).toEqual(['nombre', 'email', 'p_talla', 'p_contenido']);
    expect(await json<PreguntasResponse>(await tienda.get('/api/aplicaciones/preguntas'))).toEqual(saved);

    const page = await json<AplicaFormularioResponse>(await ctx.client().get('/api/aplica'));
    expect(page.preguntas.map((p) => p.id)).toEqual(['nombre', 'email', 'p_talla', 'p_contenido', 'instagram', 'seguidoresInstagram', 'tiktok', 'seguidoresTiktok', 'tallas', 'porQue']);
    expect(byId(page.preguntas, 'p_talla')).toEqual(talla);
    expect(byId(page.preguntas, 'porQue').etiqueta).toBe('¿Qué te gusta de la marca?');
    expect(page.ficha).toMatch(/^\d+\.1\.[\w-]+$/);

    // Another admin's editor, opened on version 0, does not overwrite version 1.
    const stale = await save(PREGUNTAS_POR_DEFECTO, 0);
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).error.message).toBe(ERROR_MESSAGES.APLICACION_PREGUNTAS_CAMBIARON);
    // Two saves from the same version at once: one wins.
    const both = await Promise.all([save(setDeMarca(), 1), save(setDeMarca(), 1)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await actual()).version).toBe(2);
  });
});

describe('answers against the questions her page showed', () => {
  it('checks the brand questions, drops what was not asked, and keeps every answer with its label', async () => {
    const { version } = await actual();
    const email = uniqueEmail();
    const base = { nombre: 'Carla Ruiz', email, instagram: '@carla.ruiz', porQue: 'Me encanta su mezclilla.' };
    await refused(await apply(version, base), 'Elige una opción');
    await refused(await apply(version, { ...base, p_talla: '<script>' }), 'Elige una de las opciones');
    await refused(await apply(version, { ...base, p_talla: '28', p_contenido: 'a'.repeat(10_000) }), 'Tu respuesta puede tener hasta 2,000 caracteres');
    await refused(await apply(version, { ...base, p_talla: '28', porQue: '' }), 'Cuéntanos por qué quieres colaborar');

    const ok = await apply(version, { ...base, p_talla: '28', p_contenido: '<img src=x onerror=alert(1)> reseñas', ciudad: 'No preguntada', p_inventada: 'x' });
    expect(ok.status).toBe(201);
    const [row] = await ctx.db.select().from(aplicaciones).where(eq(aplicaciones.email, email));
    expect(row).toMatchObject({ ciudad: null, tallas: null, instagram: 'carla.ruiz', formularioVersion: version });
    expect(row!.respuestas.map((r) => r.id)).not.toContain('p_inventada');
    expect(row!.respuestas.map((r) => r.id)).not.toContain('ciudad');
    expect(row!.respuestas).toEqual(
      expect.arrayContaining([
        { id: 'p_talla', etiqueta: '¿Qué talla de jeans usas?', tipo: 'opcion', valor: '28' },
        { id: 'p_contenido', etiqueta: '¿Qué contenido haces?', tipo: 'texto_largo', valor: '<img src=x onerror=alert(1)> reseñas' },
        { id: 'tallas', etiqueta: 'Tus tallas (jeans, tops)', tipo: 'texto_corto', valor: null },
        { id: 'porQue', etiqueta: '¿Qué te gusta de la marca?', tipo: 'texto_largo', valor: 'Me encanta su mezclilla.' },
      ]),
    );
  });

  it('a question changed or removed after her page loaded: her answer is checked against what she saw and kept under that label', async () => {
    const before = await actual();
    // She opens the page now...
    const page = await json<AplicaFormularioResponse>(await ctx.client().get('/api/aplica'));
    expect(page.ficha).toContain(`.${before.version}.`);
    // ...meanwhile the admin renames the size question, drops "26" and removes the content question.
    const next = before.preguntas.filter((p) => p.id !== 'p_contenido').map((p) => (p.id === 'p_talla' ? { ...p, etiqueta: 'Talla de cintura', opciones: ['28', '30'] } : p));
    expect((await save(next, before.version)).status).toBe(200);

    const email = uniqueEmail();
    const res = await apply(before.version, { nombre: 'Elena Paz', email, tiktok: 'elena.paz', porQue: 'Porque sí.', p_talla: '26', p_contenido: 'Videos de outfits' });
    expect(res.status).toBe(201);
    const list = await json<AplicacionesListResponse>(await admin.get('/api/aplicaciones?estado=pendiente'));
    const mine = list.items.find((a) => a.email === email)!;
    expect(mine.respuestas.find((r) => r.id === 'p_talla')).toEqual({ id: 'p_talla', etiqueta: '¿Qué talla de jeans usas?', tipo: 'opcion', valor: '26' });
    expect(mine.respuestas.find((r) => r.id === 'p_contenido')?.valor).toBe('Videos de outfits');
    // A page opened now asks the new set: "26" is no longer an option.
    await refused(await apply(before.version + 1, { nombre: 'Otra', email: uniqueEmail(), tiktok: 'otra', porQue: 'x', p_talla: '26' }), 'Elige una de las opciones');
    // A version that does not exist is not a page we handed out.
    const forged = await apply(999, { nombre: 'X', email: uniqueEmail(), tiktok: 'x', porQue: 'x' });
    expect((await json<ErrorBody>(forged)).error.code).toBe('APLICACION_FICHA');
  });
});

describe('accepting: the one invitation path', () => {
  it('makes an invitation addressed to her, listed in Gestión de Roles, emailed by the invitation job and resendable there', async () => {
    const email = uniqueEmail();
    expect((await apply(0, { nombre: 'Sofía Luna', email, instagram: 'sofia.luna', ciudad: 'León', tallas: '28', porQue: 'Me gusta.' })).status).toBe(201);
    const list = await json<AplicacionesListResponse>(await admin.get('/api/aplicaciones?estado=pendiente'));
    const id = list.items.find((a) => a.email === email)!.id;
    expect((await admin.post(`/api/aplicaciones/${id}/aceptar`, {})).status).toBe(200);

    const [app] = await ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id));
    const [inv] = await ctx.db.select().from(invitaciones).where(eq(invitaciones.id, app!.invitacionId!));
    expect(inv).toMatchObject({ email, createdBy: admin.userId, usedAt: null });
    expect(inv!.enviadaAt).not.toBeNull();
    const lista = await json<{ invitaciones: { id: string; email: string | null; estado: string }[] }>(await admin.get('/api/invitaciones'));
    expect(lista.invitaciones.find((i) => i.id === inv!.id)).toMatchObject({ email, estado: 'vigente' });

    await mail.drain();
    const first = mail.catcher.messages.filter((m) => m.to.includes(email));
    expect(first.map((m) => m.subject)).toEqual(['¡Te damos la bienvenida como colaboradora!']);
    expect(first[0]!.text).toContain('Hola, Sofía Luna:');
    // Resent from Gestión de Roles: a new link, the same greeting.
    const again = await admin.post(`/api/invitaciones/${inv!.id}/reenviar`, {});
    expect(again.status).toBe(200);
    const { invitacion } = await json<{ invitacion: { link: string } }>(again);
    await mail.drain();
    const all = mail.catcher.messages.filter((m) => m.to.includes(email));
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain(invitacion.link);
    expect(all[1]!.text).toContain('Hola, Sofía Luna:');
  });
});
