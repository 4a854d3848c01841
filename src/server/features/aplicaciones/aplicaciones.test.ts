import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../shared/errors';
import type { AvisosResponse } from '../../../shared/schemas/avisos';
import { APLICACION_RECIBIDA, type AplicacionesListResponse, type AplicacionFormInput, type Aplicacion, type AplicaFormularioResponse } from '../../../shared/schemas/aplicaciones';
import { signFicha } from '../../aplicaciones/ficha';
import { hitRateLimit } from '../../http/rate-limit';
import { aplicaciones, avisos, invitaciones, trabajos } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { startTestMail, type TestMail } from '../../test/mail';

/**
 * Issue 29 item 4 (decision 072): the public application, its spam guard and bad input, and the admins'
 * queue whose acceptance emails an invitation she signs up with, as a real SMTP server receives it.
 */
let ctx: TestContext;
let mail: TestMail;
let admin: TestClient & { userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startTestMail(ctx);
  admin = await ctx.loginAs('admin', { name: 'Ana Admin' });
});
afterAll(async () => {
  await mail?.close();
  await ctx?.close();
});

type ErrorBody = { error: { code: string; message: string } };
let n = 0;
const uniqueEmail = (tag = 'aplica') => `${tag}-${++n}-${Date.now().toString(36)}@example.com`;

function answers(over: Partial<AplicacionFormInput> = {}): AplicacionFormInput {
  return {
    nombre: 'Renata Solís',
    email: uniqueEmail(),
    instagram: '@renata.solis',
    seguidoresInstagram: 12_400,
    tiktok: 'renatasolis',
    seguidoresTiktok: 3_100,
    ciudad: 'Guadalajara',
    tallas: 'Jeans 28, top M',
    porQue: 'Uso sus jeans desde hace años y hago reseñas de mezclilla.',
    consentimiento: true,
    ...over,
  };
}

/** A page opened a minute ago (past the minimum fill time). */
const ficha = (agoMs = 60_000) => signFicha(ctx.config.appSecret, Date.now() - agoMs);
const apply = (client: TestClient, respuestas: unknown, extra: Record<string, unknown> = {}) => client.post('/api/aplica', { respuestas, ficha: ficha(), ...extra });
const pending = async () => json<AplicacionesListResponse>(await admin.get('/api/aplicaciones?estado=pendiente'));
const byEmail = async (email: string) => ctx.db.select().from(aplicaciones).where(eq(aplicaciones.email, email));

describe('GET /api/aplica', () => {
  it('answers the questions and a signed opening time, to anyone', async () => {
    const res = await ctx.client().get('/api/aplica');
    expect(res.status).toBe(200);
    const body = await json<AplicaFormularioResponse>(res);
    expect(body.preguntas.find((p) => p.id === 'porQue')?.etiqueta).toBe('¿Por qué quieres colaborar con la marca?');
    expect(body.preguntas.map((p) => p.id)).toEqual(['nombre', 'email', 'instagram', 'seguidoresInstagram', 'tiktok', 'seguidoresTiktok', 'ciudad', 'tallas', 'porQue']);
    expect(body.consentimiento).toContain('aviso de privacidad');
    expect(body.ficha).toMatch(/^\d+\.0\.[\w-]+$/);
  });
});

describe('applying, and the queue', () => {
  it('apply → admin accepts → the email carries an invitation she signs up with as a colaboradora', async () => {
    const respuestas = answers({ nombre: 'Lucía Aplicante' });
    const res = await apply(ctx.client(), respuestas);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ mensaje: APLICACION_RECIBIDA });

    const list = await pending();
    const mine = list.items.find((a) => a.email === respuestas.email)!;
    expect(mine).toMatchObject({ estado: 'pendiente', nombre: 'Lucía Aplicante', instagram: 'renata.solis', tiktok: 'renatasolis', seguidoresInstagram: 12_400, ciudad: 'Guadalajara', envios: 1 });
    expect(list.conteo.pendiente).toBeGreaterThanOrEqual(1);
    const before = await json<{ pendiente: number; aceptada: number }>(await admin.get('/api/aplicaciones/conteo'));

    const accepted = await admin.post(`/api/aplicaciones/${mine.id}/aceptar`, {});
    expect(accepted.status).toBe(200);
    expect((await json<{ aplicacion: Aplicacion }>(accepted)).aplicacion).toMatchObject({ estado: 'aceptada', decididaPor: 'Ana Admin' });
    const after = await json<{ pendiente: number; aceptada: number }>(await admin.get('/api/aplicaciones/conteo'));
    expect(after).toMatchObject({ pendiente: before.pendiente - 1, aceptada: before.aceptada + 1 });
    // A double tap answers the same; the other decision is refused.
    expect((await admin.post(`/api/aplicaciones/${mine.id}/aceptar`, {})).status).toBe(200);
    const late = await admin.post(`/api/aplicaciones/${mine.id}/rechazar`, {});
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error.message).toBe(ERROR_MESSAGES.APLICACION_YA_DECIDIDA);

    await mail.drain();
    const sent = mail.catcher.messages.filter((m) => m.to.includes(respuestas.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('¡Te damos la bienvenida como colaboradora!');
    expect(sent[0]!.text).toContain('Hola, Lucía Aplicante:');
    const token = /\/auth\?invitacion=([\w-]{43})/.exec(sent[0]!.text)?.[1];
    expect(token).toBeDefined();
    const [row] = await byEmail(respuestas.email);
    expect(row!.invitacionId).not.toBeNull();
    const [inv] = await ctx.db.select().from(invitaciones).where(eq(invitaciones.id, row!.invitacionId!));
    expect(inv!.createdBy).toBe(admin.userId);

    // She signs up through the link and uses it, as /auth does.
    const ella = ctx.client();
    expect((await ella.signUp(respuestas.email, 'Lucía Aplicante', 'contrasena-segura')).status).toBe(200);
    expect((await ella.post(`/api/invitaciones/${token}/aceptar`, {})).status).toBe(200);
    expect((await json<{ role: string }>(await ella.get('/api/me'))).role).toBe('colaboradora');
  });

  it('declining with a message emails it kindly, and inert; without one sends nothing', async () => {
    const con = answers();
    const sin = answers();
    expect((await apply(ctx.client(), con)).status).toBe(201);
    expect((await apply(ctx.client(), sin)).status).toBe(201);
    const list = await pending();
    const idCon = list.items.find((a) => a.email === con.email)!.id;
    const idSin = list.items.find((a) => a.email === sin.email)!.id;
    const mensaje = 'Por ahora buscamos creadoras en CDMX. <script>alert(1)</script> ¡Gracias!';
    const res = await admin.post(`/api/aplicaciones/${idCon}/rechazar`, { mensaje });
    expect(res.status).toBe(200);
    expect((await json<{ aplicacion: Aplicacion }>(res)).aplicacion).toMatchObject({ estado: 'rechazada', mensaje });
    expect((await admin.post(`/api/aplicaciones/${idSin}/rechazar`, {})).status).toBe(200);
    await mail.drain();
    const [kind, ...more] = mail.catcher.messages.filter((m) => m.to.includes(con.email));
    expect(more).toHaveLength(0);
    expect(kind!.subject).toBe('Sobre tu solicitud para colaborar');
    expect(kind!.text).toContain('Por ahora buscamos creadoras en CDMX.');
    expect(kind!.html).not.toContain('<script>');
    expect(kind!.html).toContain('&lt;script&gt;');
    expect(mail.catcher.messages.filter((m) => m.to.includes(sin.email))).toHaveLength(0);

    const rechazadas = await json<AplicacionesListResponse>(await admin.get('/api/aplicaciones?estado=rechazada'));
    expect(rechazadas.items.map((a) => a.id)).toEqual(expect.arrayContaining([idCon, idSin]));
    const long = await admin.post(`/api/aplicaciones/${idSin}/rechazar`, { mensaje: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('El mensaje puede tener hasta 1,000 caracteres');
  });

  it('the same email again (any case) updates the one pending application', async () => {
    const first = answers({ ciudad: 'Monterrey' });
    expect((await apply(ctx.client(), first)).status).toBe(201);
    expect((await apply(ctx.client(), { ...first, email: first.email.toUpperCase(), ciudad: 'Puebla' })).status).toBe(201);
    const rows = await byEmail(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ estado: 'pendiente', ciudad: 'Puebla', envios: 2 });
    // Two at once still make one.
    const racing = answers();
    const both = await Promise.all([apply(ctx.client(), racing), apply(ctx.client(), { ...racing, tallas: '30' })]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await byEmail(racing.email)).toHaveLength(1);
  });

  it('only admins see and decide the queue', async () => {
    const tienda = await ctx.loginAs('tienda');
    const creadora = await ctx.loginAs('colaboradora');
    for (const who of [tienda, creadora]) {
      expect((await who.get('/api/aplicaciones')).status).toBe(403);
      expect((await who.post(`/api/aplicaciones/${crypto.randomUUID()}/aceptar`, {})).status).toBe(403);
    }
    expect((await ctx.client().get('/api/aplicaciones/conteo')).status).toBe(401);
    const missing = await admin.post(`/api/aplicaciones/${crypto.randomUUID()}/aceptar`, {});
    expect(missing.status).toBe(404);
    expect((await json<ErrorBody>(missing)).error.message).toBe('Solicitud no encontrada');
  });
});

describe('a notice to admins for each application (issue 29 item 5, decision 079)', () => {
  it('one inbox row per admin, none for tienda or creators; a repeat adds none; one email an hour with each name, if her preference is on', async () => {
    const adminEmail = `admin-avisos-${Date.now().toString(36)}@example.com`;
    const otra = await ctx.loginAs('admin', { email: adminEmail, name: 'Olga Admin' });
    const tag = Date.now().toString(36);
    const quietos = [`admin-sin-correo-${tag}@example.com`, `tienda-${tag}@example.com`, `creadora-${tag}@example.com`];
    const callada = await ctx.loginAs('admin', { name: 'Carmen Admin', email: quietos[0]! });
    expect((await callada.put('/api/avisos/preferencias', { categoria: 'equipo', correo: false })).status).toBe(200);
    const tienda = await ctx.loginAs('tienda', { email: quietos[1]! });
    const creadora = await ctx.loginAs('colaboradora', { email: quietos[2]! });

    const lucia = answers({ nombre: 'Lucía Nueva' });
    const marta = answers({ nombre: 'Marta Nueva' });
    expect((await apply(ctx.client(), lucia)).status).toBe(201);
    expect((await apply(ctx.client(), { ...lucia, ciudad: 'Puebla' })).status).toBe(201); // updates the pending one
    expect((await apply(ctx.client(), marta)).status).toBe(201);
    const [a] = await byEmail(lucia.email);
    const [b] = await byEmail(marta.email);

    const rows = await ctx.db.select().from(avisos).where(inArray(avisos.clave, [`aplicacion:${a!.id}`, `aplicacion:${b!.id}`]));
    const porPersona = (userId: string) => rows.filter((r) => r.usuarioId === userId);
    for (const who of [admin, otra, callada]) expect(porPersona(who.userId)).toHaveLength(2);
    expect(porPersona(tienda.userId)).toHaveLength(0);
    expect(porPersona(creadora.userId)).toHaveLength(0);
    expect(rows.every((r) => r.tipo === 'aplicacion_nueva')).toBe(true);
    expect(porPersona(callada.userId).map((r) => r.correo)).toEqual(['no', 'no']);

    const inbox = await json<AvisosResponse>(await otra.get('/api/avisos'));
    expect(inbox.avisos.filter((x) => x.tipo === 'aplicacion_nueva')).toEqual([
      expect.objectContaining({ titulo: 'Nueva solicitud para colaborar', cuerpo: 'Marta Nueva quiere colaborar con la marca. Revísala en Solicitudes.', enlace: '/admin/solicitudes' }),
      expect.objectContaining({ cuerpo: 'Lucía Nueva quiere colaborar con la marca. Revísala en Solicitudes.' }),
    ]);

    // The email waits to gather what follows (decision 079): both arrive in one, as if the wait had passed.
    await mail.drain();
    const toOtra = () => mail.catcher.messages.filter((m) => m.to.includes(adminEmail));
    expect(toOtra()).toHaveLength(0);
    await ctx.db.update(trabajos).set({ ejecutarAt: sql`now()` }).where(and(eq(trabajos.clave, `lote:aplicaciones:${otra.userId}`), eq(trabajos.estado, 'pendiente')));
    await mail.drain();
    expect(toOtra()).toHaveLength(1);
    expect(toOtra()[0]!.subject).toBe('2 solicitudes nuevas para colaborar');
    expect(toOtra()[0]!.text).toContain('Lucía Nueva');
    expect(toOtra()[0]!.text).toContain('Marta Nueva');
    expect(toOtra()[0]!.text).toContain('/admin/solicitudes');
    for (const email of quietos) expect(mail.catcher.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('a script in every field: kept as inert text where text is free, refused in Spanish where the field has a shape', async () => {
    const script = '<script>alert("x")</script>';
    const respuestas = answers({ nombre: script, ciudad: script, tallas: script, porQue: `${script}<img src=x onerror=alert(1)>` });
    expect((await apply(ctx.client(), respuestas)).status).toBe(201);
    const res = await admin.get('/api/aplicaciones?estado=pendiente');
    expect(res.headers.get('content-type')).toContain('application/json');
    const row = (await json<AplicacionesListResponse>(res)).items.find((a) => a.email === respuestas.email)!;
    expect(row).toMatchObject({ nombre: script, ciudad: script, tallas: script });

    for (const [field, message] of [
      ['instagram', 'Escribe tu usuario de Instagram como aparece en tu perfil, por ejemplo @tu.usuario'],
      ['tiktok', 'Escribe tu usuario de TikTok como aparece en tu perfil, por ejemplo @tu.usuario'],
      ['email', 'Escribe un correo válido'],
    ] as const) {
      const bad = await apply(ctx.client(), answers({ [field]: script }));
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain(message);
    }
    const followers = await apply(ctx.client(), { ...answers(), seguidoresInstagram: script });
    expect(followers.status).toBe(400);
    expect(JSON.stringify(await followers.json())).toContain('Escribe cuántos seguidores tienes, solo el número');
    const noConsent = await apply(ctx.client(), answers({ consentimiento: false as unknown as true }));
    expect(noConsent.status).toBe(400);
    expect(JSON.stringify(await noConsent.json())).toContain('Acepta el aviso de privacidad para enviar tu solicitud');
    const noHandle = await apply(ctx.client(), answers({ instagram: '', tiktok: '' }));
    expect(noHandle.status).toBe(400);
    expect(JSON.stringify(await noHandle.json())).toContain('Escribe tu usuario de Instagram o de TikTok');
  });

  it('a 1 MB body: 413 in Spanish, nothing kept', async () => {
    const respuestas = answers({ porQue: 'a'.repeat(1024 * 1024) });
    const res = await apply(ctx.client(), respuestas);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' } });
    expect(await byEmail(respuestas.email)).toHaveLength(0);
    // Under the limit but over the answer's own: the field's message.
    const long = await apply(ctx.client(), answers({ porQue: 'a'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('Tu respuesta puede tener hasta 2,000 caracteres');
  });

  it('100 in a minute from one client: the first few kept, the rest 429 in Spanish; other clients and the queue unaffected', async () => {
    const bot = ctx.client();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await apply(bot, answers({ nombre: `Bot ${i}` }))).status);
    const limit = ctx.config.aplica.rateLimitMax;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const refused = await apply(bot, answers());
    expect(await refused.json()).toEqual({ error: { code: 'APLICACIONES_DEMASIADAS', message: ERROR_MESSAGES.APLICACIONES_DEMASIADAS } });
    // Someone else applies fine; the admins' queue answers with the few that were kept.
    expect((await apply(ctx.client(), answers())).status).toBe(201);
    const list = await pending();
    expect(list.items.filter((a) => a.nombre.startsWith('Bot '))).toHaveLength(limit);
  });

  it('the counters open again when their window has passed, and keep to their own key', async () => {
    const t0 = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await hitRateLimit(ctx.db, 'prueba:ventana', 60_000, 2, t0 + i));
    expect(hits).toEqual([true, true, false]);
    expect(await hitRateLimit(ctx.db, 'prueba:otra', 60_000, 2, t0)).toBe(true);
    expect(await hitRateLimit(ctx.db, 'prueba:ventana', 60_000, 2, t0 + 60_001)).toBe(true);
    expect(await hitRateLimit(ctx.db, 'prueba:ventana', 60_000, 2, t0 + 60_002)).toBe(true);
    expect(await hitRateLimit(ctx.db, 'prueba:ventana', 60_000, 2, t0 + 60_003)).toBe(false);
  });

  it('one address sent from many clients: at most a few an hour', async () => {
    const respuestas = answers();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await apply(ctx.client(), respuestas)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await byEmail(respuestas.email)).toHaveLength(1);
  });

  it('the honeypot: thanked and dropped; too fast or without our opening time: refused', async () => {
    const trap = answers();
    const res = await apply(ctx.client(), trap, { sitioWeb: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ mensaje: APLICACION_RECIBIDA });
    expect(await byEmail(trap.email)).toHaveLength(0);

    const fast = await ctx.client().post('/api/aplica', { respuestas: answers(), ficha: signFicha(ctx.config.appSecret) });
    expect(fast.status).toBe(400);
    expect((await json<ErrorBody>(fast)).error.message).toBe(ERROR_MESSAGES.APLICACION_MUY_RAPIDA);

    for (const forged of [`${Date.now() - 60_000}.firma-falsa`, signFicha('otro-secreto-de-al-menos-32-caracteres', Date.now() - 60_000), 'nada']) {
      const bad = await ctx.client().post('/api/aplica', { respuestas: answers(), ficha: forged });
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toBe(ERROR_MESSAGES.APLICACION_FICHA);
    }
    // A page left open for more than a day asks for a reload.
    const stale = await ctx.client().post('/api/aplica', { respuestas: answers(), ficha: ficha(25 * 60 * 60_000) });
    expect((await json<ErrorBody>(stale)).error.code).toBe('APLICACION_FICHA');
  });
});
