import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { BUSQUEDA_DIAS, PUBLICACION_ESTADOS } from '../../shared/domain/publicaciones';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiPresupuesto, colaboraciones, colaboradoras, instagramConfig, publicacionesBusquedas, tiktokConexiones } from '../db/schema';
import { enqueue, type JobHandler, type JobOutcome } from '../queue/queue';
import type { Storage } from '../storage';
import { attachFound } from './attach';
import { markInstagramVencida, readInstagram, sealed, tiktokAccess } from './connections';
import { businessDiscovery, exchangeToken, GraphApiError, mentionedMedia, taggedMedia } from './instagram-client';
import { matchReason, normalHandle, type FoundPost } from './match';
import { TikTokApiError, videosSince } from './tiktok-client';

/**
 * Finding her posts (issue 30 item 2, decision 075). The schedule's task (every checkEveryMs, once across
 * instances) renews the brand's token before it lapses, reads the brand's tags once for everyone, and
 * enqueues one job per collaboration from Recibido until BUSQUEDA_DIAS after, spread evenly over the
 * period so the calls never come in a burst. Each job reads her Instagram through Business Discovery
 * (within the hourly budget shared by every creator and instance, table api_presupuesto) and her TikTok
 * when she connected it, and attaches what matches. Rate limits (4/17/32/613, TikTok's 429) make the job
 * wait and every instance hold its calls (pausa_hasta); they never fail a collaboration. An expired or
 * revoked token pauses the checks and tells the admins.
 */
export const BUSCAR_JOB = 'publicaciones-buscar';
export const MENCION_JOB = 'publicaciones-mencion';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const RENEW_BEFORE_MS = 7 * DAY_MS;
/** The first wait after a rate-limit answer; each further one in a row doubles, up to an hour. */
const RATE_WAIT_MS = 15 * 60_000;

export interface FindDeps {
  db: Db;
  config: Config;
  logger: Logger;
  storage: Storage;
  now?: () => Date;
}

interface Candidate {
  colaboracionId: string;
  colaboradoraId: string;
  instagram: string | null;
  recibidoAt: Date;
}

const recibidoAtSql = sql<Date | string | null>`(SELECT max(ev.created_at) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${colaboraciones.id} AND ev.from_estado = 'logistica' AND ev.to_estado = 'produccion')`;

/** Collaborations whose posts are looked for now: received, still taking posts, within the window. */
async function candidates(db: Db, now: Date, where?: ReturnType<typeof eq>): Promise<Candidate[]> {
  const rows = await db
    .select({ colaboracionId: colaboraciones.id, colaboradoraId: colaboradoras.id, instagram: colaboradoras.instagram, recibidoAt: recibidoAtSql })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(inArray(colaboraciones.estado, [...PUBLICACION_ESTADOS]), isNotNull(colaboraciones.colaboradoraId), where));
  const from = now.getTime() - BUSQUEDA_DIAS * DAY_MS;
  return rows
    .filter((r) => r.recibidoAt !== null && new Date(r.recibidoAt).getTime() >= from)
    .map((r) => ({ colaboracionId: r.colaboracionId, colaboradoraId: r.colaboradoraId, instagram: r.instagram, recibidoAt: new Date(r.recibidoAt!) }));
}

/** Takes one call from the hour's budget across instances; false when the hour's calls are spent. */
export async function takeBudget(db: Db, fuente: string, perHour: number, now: Date): Promise<boolean> {
  const hora = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const rows = await db
    .insert(apiPresupuesto)
    .values({ fuente, hora, usadas: 1 })
    .onConflictDoUpdate({ target: [apiPresupuesto.fuente, apiPresupuesto.hora], set: { usadas: sql`${apiPresupuesto.usadas} + 1` }, setWhere: sql`${apiPresupuesto.usadas} < ${perHour}` })
    .returning({ usadas: apiPresupuesto.usadas });
  return rows.length > 0;
}

const msToNextHour = (now: Date) => HOUR_MS - (now.getTime() % HOUR_MS);

async function record(db: Db, colaboracionId: string, now: Date, encontradas: number, aviso: string | null) {
  await db
    .insert(publicacionesBusquedas)
    .values({ colaboracionId, revisadaAt: now, encontradas, aviso })
    .onConflictDoUpdate({ target: publicacionesBusquedas.colaboracionId, set: { revisadaAt: now, encontradas: sql`${publicacionesBusquedas.encontradas} + ${encontradas}`, aviso } });
}

async function attachMatches(deps: FindDeps, c: Candidate, posts: FoundPost[], handle: string, marcas: string[]): Promise<number> {
  let n = 0;
  for (const post of posts) {
    if (!matchReason(post, { colaboracionId: c.colaboracionId, recibidoAt: c.recibidoAt, handle, marcas })) continue;
    if ((await attachFound(deps.db, deps.storage, deps.config.social.mediaMaxBytes, c.colaboracionId, post)) === 'adjuntada') n += 1;
  }
  return n;
}

/** The schedule's task: renew, read the brand's tags, and spread this period's per-collaboration jobs. */
export async function runFindSchedule(deps: FindDeps): Promise<{ encolados: number }> {
  const { db, config, logger } = deps;
  const now = deps.now?.() ?? new Date();
  const ig = await readInstagram(db, config);
  if (ig && ig.estado === 'activa' && ig.tokenExpiresAt && ig.tokenExpiresAt.getTime() - now.getTime() < RENEW_BEFORE_MS) {
    try {
      const renewed = await exchangeToken(config.social.instagramGraphUrl, ig.appId, ig.appSecret, ig.cred.accessToken);
      await db.update(instagramConfig).set({ accessTokenEnc: sealed(config, renewed.accessToken), tokenExpiresAt: renewed.expiresAt, ultimoError: null });
      ig.cred.accessToken = renewed.accessToken;
      logger.info('instagram token renewed');
    } catch (e) {
      if (e instanceof GraphApiError && e.kind === 'token') await markInstagramVencida(db, e.message);
      else logger.warn({ err: e }, 'instagram token renewal failed; retried next period');
    }
  }
  const list = await candidates(db, now);
  // The brand's tags: one call for every creator (not counted against Business Discovery's budget).
  if (ig && ig.estado === 'activa' && !(ig.pausaHasta && ig.pausaHasta > now) && list.length > 0) {
    try {
      const oldest = new Date(Math.min(...list.map((c) => c.recibidoAt.getTime())));
      const tagged = await taggedMedia(ig.cred, oldest);
      for (const c of list) {
        if (!c.instagram) continue;
        const n = await attachMatches(deps, c, tagged, normalHandle(c.instagram), [ig.username]);
        if (n > 0) await record(db, c.colaboracionId, now, n, null);
      }
    } catch (e) {
      await onGraphError(deps, e, now);
    }
  }
  // Only collaborations something can be read for: her handle with the brand's Instagram connected, or her TikTok.
  const igActive = Boolean(ig && ig.estado === 'activa');
  const conTikTok = new Set(
    (await db.select({ id: tiktokConexiones.colaboradoraId }).from(tiktokConexiones).where(eq(tiktokConexiones.estado, 'activa'))).map((r) => r.id),
  );
  const due = list.filter((c) => (igActive && normalHandle(c.instagram) !== '') || conTikTok.has(c.colaboradoraId));
  let encolados = 0;
  const step = due.length > 0 ? Math.floor(config.social.checkEveryMs / due.length) : 0;
  for (const [i, c] of due.entries()) {
    const id = await enqueue(db, BUSCAR_JOB, { colaboracionId: c.colaboracionId }, { clave: `${BUSCAR_JOB}:${c.colaboracionId}`, at: new Date(now.getTime() + i * step), maxIntentos: 5 });
    if (id) encolados += 1;
  }
  return { encolados };
}

/** Rate limits hold every instance's calls; a refused token pauses the checks and tells the admins. */
async function onGraphError(deps: FindDeps, e: unknown, now: Date, esperas = 0): Promise<number | null> {
  if (!(e instanceof GraphApiError)) throw e;
  if (e.kind === 'token') {
    await markInstagramVencida(deps.db, e.message);
    return null;
  }
  if (e.kind === 'rate') {
    const wait = Math.min(HOUR_MS, RATE_WAIT_MS * 2 ** esperas);
    await deps.db.update(instagramConfig).set({ pausaHasta: new Date(now.getTime() + wait), ultimoError: `Límite de llamadas de Instagram (código ${e.code}); las búsquedas esperan.` });
    deps.logger.warn({ code: e.code, waitMs: wait }, 'instagram rate limit: checks wait');
    return wait;
  }
  if (e.kind === 'otro') throw e;
  return null;
}

async function findFor(deps: FindDeps, colaboracionId: string, esperas: number): Promise<JobOutcome> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  const [c] = await candidates(db, now, eq(colaboraciones.id, colaboracionId));
  if (!c) return;
  let encontradas = 0;
  let aviso: string | null = null;
  const ig = await readInstagram(db, config);
  const handle = normalHandle(c.instagram);
  if (ig && ig.estado === 'activa' && handle) {
    if (ig.pausaHasta && ig.pausaHasta > now) return { retryInMs: ig.pausaHasta.getTime() - now.getTime() + 1000 };
    if (!(await takeBudget(db, 'instagram:business_discovery', config.social.discoveryPerHour, now))) return { retryInMs: msToNextHour(now) + Math.floor(Math.random() * 60_000) };
    try {
      const posts = await businessDiscovery(ig.cred, handle, c.recibidoAt);
      encontradas += await attachMatches(deps, c, posts, handle, [ig.username]);
    } catch (e) {
      if (e instanceof GraphApiError && e.kind === 'no_encontrada') aviso = `No encontramos publicaciones públicas de @${handle}. Revisa que tu cuenta sea profesional (de empresa o de creador) y que el usuario en tu perfil esté bien escrito; mientras tanto, pega el enlace de tu publicación.`;
      else {
        const wait = await onGraphError(deps, e, now, esperas);
        if (wait !== null) return { retryInMs: wait };
      }
    }
  }
  const [tt] = await db.select({ estado: tiktokConexiones.estado }).from(tiktokConexiones).where(eq(tiktokConexiones.colaboradoraId, c.colaboradoraId));
  if (tt?.estado === 'activa') {
    try {
      const access = await tiktokAccess(db, config, c.colaboradoraId);
      if (access) {
        const posts = await videosSince({ apiUrl: config.social.tiktokApiUrl, authUrl: config.social.tiktokAuthUrl, clientKey: config.social.tiktokClientKey ?? '', clientSecret: config.social.tiktokClientSecret ?? '' }, access.token, access.username, c.recibidoAt);
        encontradas += await attachMatches(deps, c, posts, access.username, ig ? [ig.username] : []);
      }
    } catch (e) {
      if (!(e instanceof TikTokApiError)) throw e;
      if (e.kind === 'rate') return { retryInMs: Math.min(HOUR_MS, RATE_WAIT_MS * 2 ** esperas) };
      if (e.kind === 'token') await db.update(tiktokConexiones).set({ estado: 'vencida' }).where(eq(tiktokConexiones.colaboradoraId, c.colaboradoraId));
      else throw e;
    }
  }
  await record(db, colaboracionId, now, encontradas, aviso);
}

/** A mention of the brand (the signed webhook): read that one media and attach it where it matches. */
async function findMention(deps: FindDeps, mediaId: string): Promise<JobOutcome> {
  const now = deps.now?.() ?? new Date();
  const ig = await readInstagram(deps.db, deps.config);
  if (!ig || ig.estado !== 'activa') return;
  if (ig.pausaHasta && ig.pausaHasta > now) return { retryInMs: ig.pausaHasta.getTime() - now.getTime() + 1000 };
  let post: FoundPost | null;
  try {
    post = await mentionedMedia(ig.cred, mediaId);
  } catch (e) {
    const wait = await onGraphError(deps, e, now);
    return wait !== null ? { retryInMs: wait } : undefined;
  }
  if (!post) return;
  const found = post;
  for (const c of await candidates(deps.db, now)) {
    if (normalHandle(c.instagram) !== found.autor) continue;
    const n = await attachMatches(deps, c, [found], normalHandle(c.instagram), [ig.username]);
    if (n > 0) await record(deps.db, c.colaboracionId, now, n, null);
  }
}

export function findJobHandlers(deps: FindDeps): Record<string, JobHandler> {
  // How many rate-limit waits in a row this job had: the next one waits twice as long.
  const waits = new Map<string, number>();
  return {
    [BUSCAR_JOB]: async (job) => {
      const id = String(job.datos.colaboracionId ?? '');
      const outcome = await findFor(deps, id, waits.get(id) ?? 0);
      if (outcome && 'retryInMs' in outcome) waits.set(id, (waits.get(id) ?? 0) + 1);
      else waits.delete(id);
      return outcome;
    },
    [MENCION_JOB]: (job) => findMention(deps, String(job.datos.mediaId ?? '')),
  };
}
