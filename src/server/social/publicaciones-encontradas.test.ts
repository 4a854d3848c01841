import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramEmulator, type InstagramEmulator } from '../../../tools/instagram-emulator/emulator';
import { createTikTokEmulator, type TikTokEmulator } from '../../../tools/tiktok-emulator/emulator';
import { codigoColaboracion } from '../../shared/domain/publicaciones';
import { miColaboracionResponseSchema } from '../../shared/schemas/mis-colaboraciones';
import { publicacionesListResponseSchema } from '../../shared/schemas/publicaciones';
import { runReminders } from '../avisos/recordatorios';
import { avisos, colaboraciones, colaboracionEventos, colaboradoras, instagramConfig, publicaciones, publicacionesBusquedas, tiktokConexiones, trabajos } from '../db/schema';
import { createQueueWorker } from '../queue/queue';
import { createTestContext, json, type TestClient, type TestContext } from '../test/context';
import { findJobHandlers, runFindSchedule, takeBudget } from './find';

// Issue 30 items 1-3 (decisions 074, 075): posts found by themselves, against the two emulators.

let ctx: TestContext;
let ig: InstagramEmulator;
let tt: TikTokEmulator;
let admin: TestClient & { userId: string };
const TOKEN = 'ig_short_token';
const logger = pino({ level: 'silent' });
const DAY = 86_400_000;

beforeAll(async () => {
  ig = createInstagramEmulator({ token: TOKEN, seed: 'empty', brandUsername: 'colabora.demo' });
  tt = createTikTokEmulator({ seed: 'empty' });
  await Promise.all([ig.listen(0), tt.listen(0)]);
  ctx = await createTestContext({
    env: {
      INSTAGRAM_GRAPH_URL: ig.graphUrl,
      TIKTOK_API_URL: tt.url,
      TIKTOK_AUTH_URL: tt.url,
      TIKTOK_CLIENT_KEY: tt.clientKey,
      TIKTOK_CLIENT_SECRET: tt.clientSecret,
      PUBLICACION_MEDIA_MAX_MB: '1',
    },
  });
  admin = await ctx.loginAs('admin');
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([ig?.close(), tt?.close()]);
});

const deps = () => ({ db: ctx.db, config: ctx.config, logger, storage: ctx.storage });
const worker = () => createQueueWorker({ db: ctx.db, logger, handlers: findJobHandlers(deps()), backoffMs: 60_000 });

/** One check period: the schedule's task, then every job that is due now (the spread ones made due). */
async function checkNow() {
  await runFindSchedule(deps());
  await ctx.db.update(trabajos).set({ ejecutarAt: new Date() }).where(eq(trabajos.estado, 'pendiente'));
  return worker().drain();
}

async function connectInstagram() {
  const res = await admin.put('/api/conexiones/instagram', { appId: ig.appId, appSecret: ig.appSecret, accessToken: TOKEN, igUserId: ig.brand.id });
  expect(res.status).toBe(200);
  return res;
}

let seq = 0;
async function creatorReceived(handle: string | null, recibidoAgoMs = DAY) {
  const creator = await ctx.loginAs('colaboradora');
  await ctx.db.update(colaboradoras).set({ instagram: handle }).where(eq(colaboradoras.userId, creator.userId));
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
  seq += 1;
  const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: `Jeans ${seq}`, producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
  await ctx.db.insert(colaboracionEventos).values({ colaboracionId: colab!.id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date(Date.now() - recibidoAgoMs) });
  return { creator, colab: colab!, colaboradoraId: c!.id };
}

const rowsOf = (colaboracionId: string) => ctx.db.select().from(publicaciones).where(eq(publicaciones.colaboracionId, colaboracionId));

describe('connecting the brand account', () => {
  it('names what is missing in Spanish, refuses a token Meta refuses, and keeps the secrets encrypted', async () => {
    const missing = await admin.put('/api/conexiones/instagram', { appId: ig.appId });
    expect(missing.status).toBe(400);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe('Falta el secreto de la app, el token de acceso y el ID de la cuenta de Instagram.');
    const bad = await admin.put('/api/conexiones/instagram', { appId: ig.appId, appSecret: ig.appSecret, accessToken: 'no-sirve', igUserId: ig.brand.id });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toBe('Instagram rechazó la conexión: el token venció o no es válido.');
    expect((await (await ctx.loginAs('tienda')).put('/api/conexiones/instagram', {})).status).toBe(403);

    const body = await json<{ instagram: { username: string; estado: string; tokenExpiresAt: string } }>(await connectInstagram());
    expect(body.instagram).toMatchObject({ username: 'colabora.demo', estado: 'activa' });
    expect(new Date(body.instagram.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    const [row] = await ctx.db.select().from(instagramConfig);
    expect(row!.appSecretEnc).not.toContain(ig.appSecret);
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    expect(JSON.stringify(body)).not.toContain(ig.appSecret);
  });
});

describe('finding her posts', () => {
  it('attaches a post tagging the brand with its kept image; the 7-day clock closes and no reminder goes', async () => {
    await connectInstagram();
    const { creator, colab } = await creatorReceived('carla.viste', 8 * DAY);
    await ig.addPost({ username: 'carla.viste', caption: 'Antes de recibirlos', tagBrand: true, timestamp: new Date(Date.now() - 9 * DAY) });
    const post = await ig.addPost({ username: 'carla.viste', caption: 'Mis jeans nuevos <script>alert(1)</script>', tagBrand: true });
    await checkNow();
    const rows = await rowsOf(colab.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origen: 'encontrada', externoId: post.id, plataforma: 'instagram', mediaEstado: 'guardada', caption: 'Mis jeans nuevos <script>alert(1)</script>', createdBy: null });
    expect(await ctx.storage.exists('entregas', rows[0]!.mediaKey!)).toBe(true);
    const listed = publicacionesListResponseSchema.parse(await json(await creator.get(`/api/publicaciones/${colab.id}`))).publicaciones;
    expect(listed[0]).toMatchObject({ origen: 'encontrada', url: post.permalink.replace(/\/$/, ''), mediaUrl: expect.stringMatching(/^\/api\/files\/entregas\//) });
    // The kept image is served as an image, by our own signed URL.
    const media = await creator.get(listed[0]!.mediaUrl!);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    // Contenido lists it for staff, with whose it is.
    const contenido = await json<{ items: { publicacion: { id: string; mediaUrl: string }; producto: string }[] }>(await admin.get('/api/galeria/publicaciones'));
    expect(contenido.items.find((i) => i.publicacion.id === rows[0]!.id)).toMatchObject({ producto: colab.titulo, publicacion: { mediaUrl: expect.stringMatching(/^\/api\/files\//) } });
    const detail = miColaboracionResponseSchema.parse(await json(await creator.get(`/api/mis-colaboraciones/${colab.id}`))).item;
    expect(detail.publicadaAt).not.toBeNull();
    await runReminders(ctx.db, new Date());
    expect(await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, creator.userId))).toEqual([]);
  });

  it('takes a mention or the collaboration code; not a post of someone else', async () => {
    const a = await creatorReceived('lu.mencion');
    const b = await creatorReceived('pau.codigo');
    await ig.addPost({ username: 'lu.mencion', caption: 'Gracias @colabora.demo ✨' });
    await ig.addPost({ username: 'pau.codigo', caption: `Look del día #${codigoColaboracion(b.colab.id)}` });
    await ig.addPost({ username: 'otra.persona', caption: `@colabora.demo #${codigoColaboracion(a.colab.id)}`, tagBrand: true });
    await checkNow();
    expect((await rowsOf(a.colab.id)).map((r) => r.caption)).toEqual(['Gracias @colabora.demo ✨']);
    expect((await rowsOf(b.colab.id)).map((r) => r.origen)).toEqual(['encontrada']);
  });

  it('one publication per post, found by two sources and by two workers at once', async () => {
    const { colab } = await creatorReceived('doble.fuente');
    await ig.addPost({ username: 'doble.fuente', caption: 'con @colabora.demo', tagBrand: true });
    await runFindSchedule(deps());
    await runFindSchedule(deps());
    await ctx.db.update(trabajos).set({ ejecutarAt: new Date() }).where(eq(trabajos.estado, 'pendiente'));
    await Promise.all([worker().drain(), worker().drain()]);
    expect(await rowsOf(colab.id)).toHaveLength(1);
    // The database holds the rule whatever the code does.
    const [row] = await rowsOf(colab.id);
    await expect(ctx.db.insert(publicaciones).values({ ...row!, id: undefined, url: `${row!.url}x`, slot: 9 })).rejects.toThrow();
  });

  it('a personal account or a typo: the last check says so in Spanish; her pasted link still works', async () => {
    ig.addAccount('privada.personal', false);
    const { creator, colab } = await creatorReceived('privada.personal');
    await checkNow();
    const b = await json<{ codigo: string; aviso: string }>(await creator.get(`/api/conexiones/busqueda/${colab.id}`));
    expect(b.codigo).toBe(codigoColaboracion(colab.id));
    expect(b.aviso).toMatch(/^No encontramos publicaciones públicas de @privada\.personal\./);
    expect((await creator.post(`/api/publicaciones/${colab.id}`, { url: 'https://www.instagram.com/p/PEGADO1/' })).status).toBe(201);
  });

  it('a video past the size limit is refused, its permalink kept; a carousel keeps its first item', async () => {
    const { colab } = await creatorReceived('video.grande');
    await ig.addPost({ username: 'video.grande', caption: '@colabora.demo', media_type: 'VIDEO', videoBytes: 100 * 1024 * 1024 });
    await ig.addPost({ username: 'video.grande', caption: 'carrusel @colabora.demo', media_type: 'CAROUSEL_ALBUM' });
    await checkNow();
    const rows = await rowsOf(colab.id);
    const video = rows.find((r) => r.mediaTipo === 'VIDEO')!;
    expect(video).toMatchObject({ mediaEstado: 'demasiado_grande', mediaKey: null });
    expect(video.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\//);
    const carousel = rows.find((r) => r.caption?.startsWith('carrusel'))!;
    expect(carousel).toMatchObject({ mediaTipo: 'CAROUSEL_ALBUM', mediaEstado: 'guardada', mediaContentType: 'image/jpeg' });
    expect(await ctx.storage.exists('entregas', carousel.mediaKey!)).toBe(true);
  });

  it('rate limits make checks wait (never fail the collaboration); the hourly budget is shared', async () => {
    const { colab } = await creatorReceived('con.limite');
    await ig.addPost({ username: 'con.limite', caption: '@colabora.demo' });
    ig.failNext(17);
    await checkNow();
    expect(await rowsOf(colab.id)).toEqual([]);
    const [cfg] = await ctx.db.select().from(instagramConfig);
    expect(cfg!.pausaHasta!.getTime()).toBeGreaterThan(Date.now());
    const jobs = await ctx.db.select().from(trabajos).where(eq(trabajos.clave, `publicaciones-buscar:${colab.id}`));
    expect(jobs.every((j) => j.estado !== 'fallido')).toBe(true);
    // The wait over, the next period finds it.
    await ctx.db.update(instagramConfig).set({ pausaHasta: null });
    await checkNow();
    expect(await rowsOf(colab.id)).toHaveLength(1);

    const hour = new Date('2026-01-01T10:30:00Z');
    expect(await takeBudget(ctx.db, 'prueba', 2, hour)).toBe(true);
    expect(await takeBudget(ctx.db, 'prueba', 2, hour)).toBe(true);
    expect(await takeBudget(ctx.db, 'prueba', 2, hour)).toBe(false);
    expect(await takeBudget(ctx.db, 'prueba', 2, new Date('2026-01-01T11:00:00Z'))).toBe(true);
  });

  it('staff detach a wrong match; it is not attached again', async () => {
    const { creator, colab } = await creatorReceived('mal.match');
    await ig.addPost({ username: 'mal.match', caption: '@colabora.demo otra cosa' });
    await checkNow();
    const [row] = await rowsOf(colab.id);
    expect((await (await ctx.loginAs('tienda')).delete(`/api/publicaciones/encontrada/${row!.id}`)).status).toBe(403);
    // She cannot remove the brand's evidence herself.
    const hers = await creator.delete(`/api/publicaciones/item/${row!.id}`);
    expect(hers.status).toBe(409);
    expect((await json<{ error: { message: string } }>(hers)).error.message).toBe('Esta publicación la encontramos automáticamente. Si no es tuya, avisa al equipo para que la desvincule.');
    expect((await admin.delete(`/api/publicaciones/encontrada/${row!.id}`)).status).toBe(204);
    await checkNow();
    expect(await rowsOf(colab.id)).toEqual([]);
  });
});

describe('the mentions webhook', () => {
  it('refuses a forged one; a signed one attaches the mentioned post', async () => {
    const { colab } = await creatorReceived('por.mencion');
    ig.setWebhookUrl(undefined);
    const post = await ig.addPost({ username: 'por.mencion', caption: 'hola @colabora.demo' });
    const raw = JSON.stringify({ object: 'instagram', entry: [{ id: ig.brand.id, time: 1, changes: [{ field: 'mentions', value: { media_id: post.id } }] }] });
    const send = (sig: string | undefined) =>
      ctx.app.request(`${ctx.config.appUrl}/api/webhooks/instagram`, { method: 'POST', headers: { 'content-type': 'application/json', ...(sig ? { 'x-hub-signature-256': sig } : {}) }, body: raw });
    expect((await send(undefined)).status).toBe(401);
    expect((await send(`sha256=${createHmac('sha256', 'otro-secreto').update(raw).digest('hex')}`)).status).toBe(401);
    expect(await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, 'publicaciones-mencion'))).toEqual([]);
    expect((await send(`sha256=${createHmac('sha256', ig.appSecret).update(raw).digest('hex')}`)).status).toBe(200);
    expect(await worker().drain()).toBeGreaterThan(0);
    expect((await rowsOf(colab.id)).map((r) => r.externoId)).toEqual([post.id]);
  });
});

describe('her TikTok', () => {
  it('connects through OAuth with PKCE (state checked), finds a video with her code, disconnects', async () => {
    const { creator, colab, colaboradoraId } = await creatorReceived(null);
    const start = await json<{ url: string }>(await creator.post('/api/conexiones/tiktok/autorizar'));
    const params = new URL(start.url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('scope')).toBe('user.info.basic,video.list');
    // Another state than hers is refused and connects nothing.
    const back = new URL(tt.authorize(params, 'tiktok.carla'));
    const forged = await creator.get(`/api/conexiones/tiktok/callback?code=${back.searchParams.get('code')}&state=otro`);
    expect(forged.headers.get('location')).toBe('/colaboradora/perfil?tiktok=estado_invalido');
    const done = await creator.get(`/api/conexiones/tiktok/callback?${back.searchParams}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/colaboradora/perfil?tiktok=conectada');
    // The state is single use.
    expect((await creator.get(`/api/conexiones/tiktok/callback?${back.searchParams}`)).headers.get('location')).toBe('/colaboradora/perfil?tiktok=estado_invalido');
    expect(await json(await creator.get('/api/conexiones/tiktok'))).toMatchObject({ disponible: true, conexion: { username: 'tiktok.carla', estado: 'activa' } });

    tt.addVideo({ username: 'tiktok.carla', description: `Mis jeans #${codigoColaboracion(colab.id)}` });
    tt.addVideo({ username: 'tiktok.carla', description: 'otro video sin código' });
    await checkNow();
    const rows = await rowsOf(colab.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plataforma: 'tiktok', origen: 'encontrada', mediaEstado: 'guardada' });

    expect((await creator.delete('/api/conexiones/tiktok')).status).toBe(204);
    expect(await ctx.db.select().from(tiktokConexiones).where(eq(tiktokConexiones.colaboradoraId, colaboradoraId))).toEqual([]);
  });
});

describe('an expired or revoked token', () => {
  it('shows on the connection, pauses the checks and tells the admins once; nothing is lost', async () => {
    const { colab } = await creatorReceived('tras.vencer');
    await ig.addPost({ username: 'tras.vencer', caption: '@colabora.demo' });
    ig.expireTokens();
    await checkNow();
    await checkNow();
    const status = await json<{ instagram: { estado: string } }>(await admin.get('/api/conexiones/instagram'));
    expect(status.instagram.estado).toBe('vencida');
    const notices = await ctx.db.select().from(avisos).where(eq(avisos.tipo, 'conexion_vencida'));
    expect(notices.filter((n) => n.usuarioId === admin.userId)).toHaveLength(1);
    expect(notices[0]!.titulo).toBe('La conexión con Instagram venció');
    const calls = ig.discoveryCalls;
    await checkNow();
    expect(ig.discoveryCalls).toBe(calls);
    expect(await rowsOf(colab.id)).toEqual([]);
    const [busqueda] = await ctx.db.select().from(publicacionesBusquedas).where(eq(publicacionesBusquedas.colaboracionId, colab.id));
    expect(busqueda?.aviso ?? null).toBeNull();
  });
});
