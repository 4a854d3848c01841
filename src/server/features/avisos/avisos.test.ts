import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AvisosResponse, BajaResponse, PreferenciasResponse } from '../../../shared/schemas/avisos';
import { avisos, colaboraciones, colaboradoras, entregas, envios, preferenciasCorreo, trabajos } from '../../db/schema';
import { applyShipment } from '../../shopify/shipments';
import { transition } from '../../domain/transition';
import { createQueueWorker } from '../../queue/queue';
import { createMailer } from '../../mail/mailer';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { startTestMail, type TestMail } from '../../test/mail';
import { signBaja } from '../../avisos/baja-token';
import { mailJobHandlers } from '../../avisos/correo.jobs';

let ctx: TestContext;
let mail: TestMail;
beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startTestMail(ctx);
});
afterAll(async () => {
  await mail?.close();
  await ctx?.close();
});
afterEach(() => {
  mail.catcher.setDown(false);
  mail.catcher.setDelayMs(0);
});

type ErrorBody = { error: { code: string; message: string } };
type Creator = TestClient & { userId: string; email: string; colaboradoraId: string };

async function creator(name = 'Carla Gómez'): Promise<Creator> {
  const email = `creadora-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const c = await ctx.loginAs('colaboradora', { email, name });
  const [row] = await ctx.db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, c.userId));
  return Object.assign(c, { email, colaboradoraId: row!.id });
}

async function item(estado: 'disponible' | 'confirmacion' | 'produccion' | 'revision', colaboradoraId: string | null, nombre = 'Jeans Campana Balam · Talla 28') {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans Campana Balam', nombreVisualizacion: nombre, producto: 'Jeans', talla: '28', cintura: 70, cadera: 96, estado, colaboradoraId, shopifyInventoryQuantity: 3 })
    .returning();
  return row!;
}

const mailsTo = (address: string) => mail.catcher.messages.filter((m) => m.to.includes(address));
/** The batch jobs' wait (an hour, a few minutes) as if it had passed. */
const batchesDue = () => ctx.db.update(trabajos).set({ ejecutarAt: sql`now()` }).where(eq(trabajos.estado, 'pendiente'));
const noticesOf = async (c: TestClient) => json<AvisosResponse>(await c.get('/api/avisos'));

describe('a notice at every step (issue 17 §5)', () => {
  it('her order link after Empaquetado: one inbox notice and one email in Spanish, with the link, the logo and one-click unsubscribe', async () => {
    const carla = await creator();
    const colab = await item('confirmacion', carla.colaboradoraId);
    const staff = await ctx.loginAs('tienda');
    await transition(ctx.db, { colaboracionId: colab.id, name: 'empaquetar', actor: { userId: staff.userId, role: 'tienda' } });

    const inbox = await noticesOf(carla);
    expect(inbox.noLeidos).toBe(1);
    expect(inbox.avisos[0]).toMatchObject({
      tipo: 'pedido_listo',
      titulo: 'Tu enlace de pedido está listo',
      cuerpo: 'Ya puedes pedir Jeans Campana Balam · Talla 28 sin costo y con envío gratis. Abre tu colaboración y completa tu pedido.',
      enlace: `/colaboradora/colaboraciones/${colab.id}`,
      leido: false,
    });

    await mail.drain();
    const [email, ...more] = mailsTo(carla.email);
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe('Tu enlace de pedido está listo');
    expect(email!.text).toContain('Hola, Carla Gómez:');
    expect(email!.text).toContain(`http://localhost:3000/colaboradora/colaboraciones/${colab.id}`);
    expect(email!.html).toContain('Realizar mi pedido');
    expect(email!.html).toContain('lang="es-MX"');
    expect(email!.raw).toContain('src=3D"cid:logo@colabora"');
    expect(email!.raw).toContain('Content-ID: <logo@colabora>');
    expect(email!.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/avisos\/baja\?t=[\w-]+\.[\w-]+>$/);
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, carla.userId));
    expect(row!.correo).toBe('enviado');
  });

  it('a request reaches tienda and admins in the app at once, and by email in one message an hour with every request of it', async () => {
    const tiendaEmail = `tienda-${Date.now()}@example.com`;
    const tienda = await ctx.loginAs('tienda', { email: tiendaEmail });
    const ana = await creator('Ana Ruiz');
    const bea = await creator('Bea Soto');
    const first = await item('disponible', null, 'Jeans Recto Xoch · Talla 26');
    const second = await item('disponible', null, 'Collar Luna');
    expect((await ana.post(`/api/disponibles/${first.id}/solicitar`, {})).status).toBe(200);
    expect((await bea.post(`/api/disponibles/${second.id}/solicitar`, {})).status).toBe(200);
    // A double tap on Solicitar is the same request: no second notice.
    expect((await bea.post(`/api/disponibles/${second.id}/solicitar`, {})).status).toBe(200);

    const inbox = await noticesOf(tienda);
    expect(inbox.avisos.filter((a) => a.tipo === 'solicitud_nueva').map((a) => a.cuerpo)).toEqual([
      'Bea Soto solicitó Collar Luna. Confirma que sigue disponible.',
      'Ana Ruiz solicitó Jeans Recto Xoch · Talla 26. Confirma que sigue disponible.',
    ]);
    await mail.drain();
    expect(mailsTo(tiendaEmail)).toHaveLength(0); // the batch waits

    await batchesDue();
    await mail.drain();
    const batch = mailsTo(tiendaEmail);
    expect(batch).toHaveLength(1);
    expect(batch[0]!.subject).toBe('2 solicitudes nuevas');
    expect(batch[0]!.text).toContain('Ana Ruiz');
    expect(batch[0]!.text).toContain('Collar Luna');
    // The next request waits for the hour since this email.
    const third = await item('disponible', null, 'Aretes Sol');
    const cami = await creator('Cami Paz');
    await cami.post(`/api/disponibles/${third.id}/solicitar`, {});
    const [pending] = await ctx.db
      .select({ at: trabajos.ejecutarAt })
      .from(trabajos)
      .where(and(eq(trabajos.clave, `lote:solicitudes:${tienda.userId}`), eq(trabajos.estado, 'pendiente')));
    expect(pending!.at.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
  });

  it('ratings reach her in one email however many files were rated; the same rating again tells her nothing new', async () => {
    const carla = await creator();
    const colab = await item('revision', carla.colaboradoraId);
    const files = await ctx.db
      .insert(entregas)
      .values([
        { colaboracionId: colab.id, tipoContenido: 'imagen' as const },
        { colaboracionId: colab.id, tipoContenido: 'video' as const },
      ])
      .returning();
    const admin = await ctx.loginAs('admin');
    await admin.patch(`/api/revision/entregas/${files[0]!.id}/feedback`, { feedbackStatus: 'excelente', feedbackComentario: 'Muy buena luz' });
    await admin.patch(`/api/revision/entregas/${files[0]!.id}/feedback`, { feedbackStatus: 'excelente', feedbackComentario: 'Muy buena luz' });
    await admin.patch(`/api/revision/entregas/${files[1]!.id}/feedback`, { feedbackStatus: 'descartado' });
    const inbox = await noticesOf(carla);
    expect(inbox.avisos.map((a) => a.cuerpo)).toEqual([
      'Tu video de Jeans Campana Balam · Talla 28: Descartado.',
      'Tu foto de Jeans Campana Balam · Talla 28: Excelente. Comentario: «Muy buena luz».',
    ]);
    await batchesDue();
    await mail.drain();
    const sent = mailsTo(carla.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Calificaron tu contenido (2 archivos)');
    expect(sent[0]!.text).toContain('Tu video de Jeans Campana Balam · Talla 28: Descartado.');
  });

  it('the ratings email tells each current file once, with its latest rating, and never a deleted one (issue 28)', async () => {
    const carla = await creator();
    const colab = await item('revision', carla.colaboradoraId);
    const files = await ctx.db
      .insert(entregas)
      .values([
        { colaboracionId: colab.id, tipoContenido: 'imagen' as const },
        { colaboracionId: colab.id, tipoContenido: 'imagen' as const },
        { colaboracionId: colab.id, tipoContenido: 'video' as const },
      ])
      .returning();
    const admin = await ctx.loginAs('admin');
    const rate = (i: number, feedbackStatus: string, feedbackComentario?: string) =>
      admin.patch(`/api/revision/entregas/${files[i]!.id}/feedback`, { feedbackStatus, ...(feedbackComentario ? { feedbackComentario } : {}) });
    await rate(0, 'bueno');
    await rate(0, 'excelente', 'Muy buena luz, sigue así hasta el próximo.');
    await rate(1, 'descartado');
    await rate(2, 'bueno');
    await ctx.db.delete(entregas).where(eq(entregas.id, files[2]!.id));
    await batchesDue();
    await mail.drain();
    const sent = mailsTo(carla.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Calificaron tu contenido (2 archivos)');
    expect(sent[0]!.text).toContain('Tu foto de Jeans Campana Balam · Talla 28: Excelente. Comentario: «Muy buena luz, sigue así hasta el próximo».');
    expect(sent[0]!.text).toContain('Tu foto de Jeans Campana Balam · Talla 28: Descartado.');
    expect(sent[0]!.text).not.toContain(': Bueno.');
    expect(sent[0]!.text).not.toContain('Tu video');
    expect(sent[0]!.text).not.toContain('.».');
  });

  it('changes requested carry the staff note; approval and a delivery in review reach the right people once', async () => {
    const carla = await creator();
    const colab = await item('produccion', carla.colaboradoraId);
    await ctx.db.insert(entregas).values([
      { colaboracionId: colab.id, tipoContenido: 'imagen' as const },
      { colaboracionId: colab.id, tipoContenido: 'video' as const },
    ]);
    const adminEmail = `admin-${Date.now()}@example.com`;
    const admin = await ctx.loginAs('admin', { email: adminEmail });
    expect((await carla.post(`/api/entregas/${colab.id}/enviar-revision`, {})).status).toBe(200);
    expect((await carla.post(`/api/entregas/${colab.id}/enviar-revision`, {})).status).toBe(200);
    expect((await admin.post(`/api/revision/colaboraciones/${colab.id}/solicitar-cambios`, { nota: 'Falta una foto de cuerpo completo' })).status).toBe(200);
    expect((await carla.post(`/api/entregas/${colab.id}/enviar-revision`, {})).status).toBe(200);
    expect((await admin.post(`/api/revision/colaboraciones/${colab.id}/aprobar`, {})).status).toBe(200);
    expect((await admin.post(`/api/revision/colaboraciones/${colab.id}/aprobar`, {})).status).toBe(200);

    const hers = (await noticesOf(carla)).avisos.map((a) => [a.tipo, a.cuerpo]);
    expect(hers).toEqual([
      ['entrega_aprobada', 'El equipo aprobó tu contenido de Jeans Campana Balam · Talla 28. Gracias por colaborar.'],
      ['cambios_solicitados', 'En Jeans Campana Balam · Talla 28: «Falta una foto de cuerpo completo». Sube tus archivos de nuevo y envíalos a revisión.'],
    ]);
    const admins = (await noticesOf(admin)).avisos.filter((a) => a.tipo === 'entrega_en_revision');
    expect(admins).toHaveLength(2); // sent to review twice: two events
    expect(admins[0]!.cuerpo).toBe('Carla Gómez envió a revisión Jeans Campana Balam · Talla 28 (2 archivos).');
    // It opens that collaboration in Entregas, not the list (issue 28).
    expect(admins.map((a) => a.enlace)).toEqual([`/entregas?colaboracion=${colab.id}`, `/entregas?colaboracion=${colab.id}`]);
    await mail.drain();
    // Jobs are sent side by side: the order of arrival is not the order of events.
    expect(mailsTo(carla.email).map((m) => m.subject).sort()).toEqual(['El equipo te pidió cambios', '¡Tu entrega fue aprobada!'].sort());
    expect(mailsTo(adminEmail).filter((m) => m.subject === 'Entrega lista para revisar')).toHaveLength(2);
  });

  it('her order shipped: the guide and the tracking link, once per guide however often the store reports it', async () => {
    const carla = await creator();
    const colab = await item('produccion', carla.colaboradoraId);
    await ctx.db.update(colaboraciones).set({ estado: 'logistica' }).where(eq(colaboraciones.id, colab.id));
    const [envio] = await ctx.db.insert(envios).values({ colaboracionId: colab.id, orderId: `gid://shopify/Order/${Date.now()}` }).returning();
    const fulfillment = {
      id: 'gid://shopify/Fulfillment/1',
      status: 'SUCCESS',
      displayStatus: 'IN_TRANSIT',
      inTransitAt: null,
      estimatedDeliveryAt: null,
      deliveredAt: null,
      trackingInfo: [{ company: 'Estafeta', number: 'EST123456789', url: 'https://rastreo.example/EST123456789' }],
      events: { nodes: [] },
    };
    const order = { displayFulfillmentStatus: 'IN_TRANSIT', fulfillments: [fulfillment] };
    await applyShipment(ctx.db, envio!, order);
    const [again] = await ctx.db.select().from(envios).where(eq(envios.id, envio!.id));
    await applyShipment(ctx.db, again!, order); // the webhook and the poll both report it
    const notices = (await noticesOf(carla)).avisos;
    expect(notices.map((a) => [a.tipo, a.cuerpo])).toEqual([['pedido_enviado', 'Jeans Campana Balam · Talla 28 salió con Estafeta. Número de guía: EST123456789.']]);
    await mail.drain();
    const [sent, ...more] = mailsTo(carla.email);
    expect(more).toHaveLength(0);
    expect(sent!.subject).toBe('Tu pedido va en camino');
    expect(sent!.html).toContain('href="https://rastreo.example/EST123456789"');
    expect(sent!.text).toContain('Rastrear mi paquete');
  });

  it('a role assigned: account mail, with the sign-in link and no unsubscribe; the same role again tells nothing', async () => {
    const admin = await ctx.loginAs('admin');
    const email = `espera-${Date.now()}@example.com`;
    const waiting = await ctx.loginAs(null, { email, name: 'Dani Luna' });
    await admin.put(`/api/roles/users/${waiting.userId}`, { role: 'colaboradora' });
    await admin.put(`/api/roles/users/${waiting.userId}`, { role: 'colaboradora' });
    await mail.drain();
    const sent = mailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Ya tienes acceso a Colabora');
    expect(sent[0]!.text).toContain('Te asignaron el rol Colaboradora. Inicia sesión para empezar.');
    expect(sent[0]!.text).toContain('http://localhost:3000/auth');
    expect(sent[0]!.headers['list-unsubscribe']).toBeUndefined();
    expect((await noticesOf(waiting)).avisos).toHaveLength(1);
  });
});

describe('the inbox (issue 17 §7)', () => {
  it('lists hers newest first, counts unread, marks one and all read; another person’s notice is not found', async () => {
    const carla = await creator();
    const other = await creator('Otra');
    const admin = await ctx.loginAs('admin');
    for (const r of ['excelente', 'bueno', 'descartado'] as const) {
      const colab = await item('revision', carla.colaboradoraId);
      const [file] = await ctx.db.insert(entregas).values({ colaboracionId: colab.id, tipoContenido: 'imagen' }).returning();
      await admin.patch(`/api/revision/entregas/${file!.id}/feedback`, { feedbackStatus: r });
      await ctx.db.update(colaboraciones).set({ estado: 'entregado' }).where(eq(colaboraciones.id, colab.id));
    }
    const page = await noticesOf(carla);
    expect(page.noLeidos).toBe(3);
    expect(page.avisos.map((a) => a.cuerpo.split(': ')[1])).toEqual(['Descartado.', 'Bueno.', 'Excelente.']);
    expect(await json(await carla.get('/api/avisos/no-leidos'))).toEqual({ noLeidos: 3 });
    expect(await json(await carla.post(`/api/avisos/${page.avisos[0]!.id}/leido`, {}))).toEqual({ noLeidos: 2 });
    expect(await json(await carla.post(`/api/avisos/${page.avisos[0]!.id}/leido`, {}))).toEqual({ noLeidos: 2 });
    const foreign = await other.post(`/api/avisos/${page.avisos[1]!.id}/leido`, {});
    expect(foreign.status).toBe(404);
    expect(await json<ErrorBody>(foreign)).toEqual({ error: { code: 'AVISO_NOT_FOUND', message: 'Aviso no encontrado' } });
    expect(await json(await carla.post('/api/avisos/leidos', {}))).toEqual({ noLeidos: 0 });
    expect((await noticesOf(carla)).avisos.every((a) => a.leido)).toBe(true);
    expect((await noticesOf(other)).avisos).toHaveLength(0);
    expect((await ctx.client().get('/api/avisos')).status).toBe(401);
  });

  it('pages 20 at a time with ?antes=', async () => {
    const carla = await creator();
    await ctx.db.insert(avisos).values(
      Array.from({ length: 25 }, (_, i) => ({
        usuarioId: carla.userId,
        tipo: 'entrega_aprobada',
        clave: `prueba:${i}`,
        titulo: `Aviso ${i}`,
        cuerpo: 'x',
        enlace: '/colaboradora/entregadas',
        correo: 'no' as const,
        createdAt: new Date(Date.now() - (25 - i) * 1000),
      })),
    );
    const first = await noticesOf(carla);
    expect(first.avisos).toHaveLength(20);
    expect(first.hayMas).toBe(true);
    expect(first.avisos[0]!.titulo).toBe('Aviso 24');
    const second = await json<AvisosResponse>(await carla.get(`/api/avisos?antes=${first.avisos.at(-1)!.id}`));
    expect(second.avisos.map((a) => a.titulo)).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2', 'Aviso 1', 'Aviso 0']);
    expect(second.hayMas).toBe(false);
  });
});

describe('preferences and one-click unsubscribe (issue 17 §8)', () => {
  it('a creator turns rating emails off: the notice still reaches her inbox, no email; staff cannot touch her categories', async () => {
    const carla = await creator();
    const prefs = await json<PreferenciasResponse>(await carla.get('/api/avisos/preferencias'));
    expect(prefs.preferencias.map((p) => [p.categoria, p.correo])).toEqual([
      ['seguimiento', true],
      ['calificaciones', true],
      ['recordatorios', true],
    ]);
    const off = await json<PreferenciasResponse>(await carla.put('/api/avisos/preferencias', { categoria: 'calificaciones', correo: false }));
    expect(off.preferencias.find((p) => p.categoria === 'calificaciones')!.correo).toBe(false);
    const tienda = await ctx.loginAs('tienda');
    expect((await tienda.put('/api/avisos/preferencias', { categoria: 'calificaciones', correo: false })).status).toBe(403);
    expect((await json<PreferenciasResponse>(await tienda.get('/api/avisos/preferencias'))).preferencias.map((p) => p.categoria)).toEqual(['equipo']);

    const colab = await item('revision', carla.colaboradoraId);
    const [file] = await ctx.db.insert(entregas).values({ colaboracionId: colab.id, tipoContenido: 'imagen' }).returning();
    await (await ctx.loginAs('admin')).patch(`/api/revision/entregas/${file!.id}/feedback`, { feedbackStatus: 'bueno' });
    await batchesDue();
    await mail.drain();
    expect((await noticesOf(carla)).avisos).toHaveLength(1);
    expect(mailsTo(carla.email)).toHaveLength(0);
  });

  it('the List-Unsubscribe link turns the category off with a POST and no session; a forged or expired one changes nothing, in Spanish', async () => {
    const carla = await creator();
    const token = signBaja(ctx.config.appSecret, { usuarioId: carla.userId, categoria: 'recordatorios' });
    const anonymous = ctx.client();
    const info = await json<BajaResponse>(await anonymous.get(`/api/avisos/baja?t=${token}`));
    expect(info).toEqual({ categoria: 'recordatorios', titulo: 'Recordatorios de publicación', email: carla.email, dadaDeBaja: false });
    // As a mail provider sends it: form body, no Origin, no cookie.
    const res = await ctx.app.request(`/api/avisos/baja?t=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await json<BajaResponse>(res)).dadaDeBaja).toBe(true);
    const rows = await ctx.db.select().from(preferenciasCorreo).where(eq(preferenciasCorreo.usuarioId, carla.userId));
    expect(rows.map((r) => r.categoria)).toEqual(['recordatorios']);

    const forged = await anonymous.post(`/api/avisos/baja?t=${token.slice(0, -2)}xx`, {});
    expect(forged.status).toBe(400);
    expect(await json<ErrorBody>(forged)).toEqual({ error: { code: 'BAJA_INVALIDA', message: 'Este enlace para dejar de recibir correos no es válido.' } });
    const old = signBaja(ctx.config.appSecret, { usuarioId: carla.userId, categoria: 'seguimiento' }, Date.now() - 400 * 24 * 3600 * 1000);
    const expired = await anonymous.post(`/api/avisos/baja?t=${old}`, {});
    expect(expired.status).toBe(410);
    expect((await json<ErrorBody>(expired)).error.message).toBe('Este enlace para dejar de recibir correos ya venció. Cambia tus avisos en Preferencias de correo.');
    expect(await ctx.db.select().from(preferenciasCorreo).where(eq(preferenciasCorreo.usuarioId, carla.userId))).toHaveLength(1);
  });
});

describe('delivery that loses nothing (issue 17 §3)', () => {
  it('while the SMTP server is down the action succeeds at once; the email waits, retries and arrives exactly once', async () => {
    const admin = await ctx.loginAs('admin');
    const email = `abajo-${Date.now()}@example.com`;
    const waiting = await ctx.loginAs(null, { email });
    mail.catcher.setDown(true);
    expect((await admin.put(`/api/roles/users/${waiting.userId}`, { role: 'tienda' })).status).toBe(200);
    await mail.drain();
    expect(mailsTo(email)).toHaveLength(0);
    const [job] = await ctx.db.select().from(trabajos).where(sql`${trabajos.datos}->'avisoIds' IS NOT NULL AND ${trabajos.ultimoError} IS NOT NULL AND ${trabajos.estado} = 'pendiente'`);
    // Retried with backoff while drain() ran (how many times depends on the database's speed).
    const tries = job!.intentos;
    expect(tries).toBeGreaterThanOrEqual(1);

    mail.catcher.setDown(false);
    await ctx.db.update(trabajos).set({ ejecutarAt: sql`now()` }).where(eq(trabajos.id, job!.id));
    await mail.drain();
    await mail.drain();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await ctx.db.select().from(trabajos).where(eq(trabajos.id, job!.id)))[0]).toMatchObject({ estado: 'hecho', intentos: tries + 1 });
  });

  it('a refused address does not hold back the others', async () => {
    const admin = await ctx.loginAs('admin');
    const good = `bien-${Date.now()}@example.com`;
    const bad = `rechazo-${Date.now()}@example.com`;
    const a = await ctx.loginAs(null, { email: bad });
    const b = await ctx.loginAs(null, { email: good });
    mail.catcher.rejectRecipient(bad);
    await admin.put(`/api/roles/users/${a.userId}`, { role: 'tienda' });
    await admin.put(`/api/roles/users/${b.userId}`, { role: 'tienda' });
    await mail.drain();
    expect(mailsTo(good)).toHaveLength(1);
    expect(mailsTo(bad)).toHaveLength(0);
  });

  it('without SMTP_URL each email is kept as an .eml file under DATA_DIR/outbox', async () => {
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Colabora <no-responder@localhost>', outboxDir: ctx.config.mail.outboxDir }, logger);
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: mailJobHandlers({ db: ctx.db, mailer, appUrl: ctx.config.appUrl, appSecret: ctx.config.appSecret, logger }) });
    await mail.drain(); // nothing of earlier tests left for this worker
    const admin = await ctx.loginAs('admin');
    const address = `archivo-${Date.now()}@example.com`;
    const waiting = await ctx.loginAs(null, { email: address });
    await admin.put(`/api/roles/users/${waiting.userId}`, { role: 'tienda' });
    await worker.drain();
    expect(existsSync(ctx.config.mail.outboxDir)).toBe(true);
    const files = readdirSync(ctx.config.mail.outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(ctx.config.mail.outboxDir, f), 'utf8'))
      .filter((eml) => eml.includes(`To: ${address}`));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('Subject: Ya tienes acceso a Colabora');
    const [row] = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, waiting.userId));
    expect(row!.correo).toBe('archivado');
  });
});
