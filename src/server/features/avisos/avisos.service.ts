import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CATEGORIA_TEXTOS,
  type Aviso,
  type AvisoTipo,
  type AvisosResponse,
  type BajaResponse,
  type CategoriaOpcional,
  type Preferencia,
  type PreferenciaInput,
} from '../../../shared/schemas/avisos';
import type { Role } from '../../../shared/domain/roles';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { avisos, preferenciasCorreo, profiles } from '../../db/schema';
import type { PublicServiceContext, ServiceContext } from '../../http/service-context';
import { verifyBaja } from '../../avisos/baja-token';
import { unreadCount } from '../../avisos/no-leidos';

/** Her inbox, preferences and one-click unsubscribe (issue 17 §7, §8). Every read and write is hers only. */
export const AVISOS_PAGE_SIZE = 20;

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const present = (r: typeof avisos.$inferSelect): Aviso => ({
  id: r.id,
  tipo: r.tipo as AvisoTipo,
  titulo: r.titulo,
  cuerpo: r.cuerpo,
  enlace: r.enlace,
  leido: r.leidoAt !== null,
  creadoAt: r.createdAt.toISOString(),
});

export async function listAvisos({ db, actor }: Ctx, antes?: string): Promise<AvisosResponse> {
  const mine = eq(avisos.usuarioId, actor.userId);
  let cursor;
  if (antes) {
    const [ref] = await db.select({ createdAt: avisos.createdAt, id: avisos.id }).from(avisos).where(and(mine, eq(avisos.id, antes)));
    if (!ref) throw new AppError('AVISO_NOT_FOUND');
    cursor = or(lt(avisos.createdAt, ref.createdAt), and(eq(avisos.createdAt, ref.createdAt), lt(avisos.id, ref.id)));
  }
  const rows = await db
    .select()
    .from(avisos)
    .where(and(mine, cursor))
    .orderBy(desc(avisos.createdAt), desc(avisos.id))
    .limit(AVISOS_PAGE_SIZE + 1);
  return {
    avisos: rows.slice(0, AVISOS_PAGE_SIZE).map(present),
    noLeidos: await unreadCount(db, actor.userId),
    hayMas: rows.length > AVISOS_PAGE_SIZE,
  };
}

/** Marks one of hers read (again is fine: a double tap); another's or a made-up id is not found. */
export async function markRead({ db, actor }: Ctx, id: string): Promise<number> {
  const [row] = await db
    .update(avisos)
    .set({ leidoAt: sql`coalesce(${avisos.leidoAt}, now())` })
    .where(and(eq(avisos.id, id), eq(avisos.usuarioId, actor.userId)))
    .returning({ id: avisos.id });
  if (!row) throw new AppError('AVISO_NOT_FOUND');
  return unreadCount(db, actor.userId);
}

export async function markAllRead({ db, actor }: Ctx): Promise<number> {
  await db.update(avisos).set({ leidoAt: sql`now()` }).where(and(eq(avisos.usuarioId, actor.userId), isNull(avisos.leidoAt)));
  return 0;
}

/** The categories a role hears of by email: staff the team's, creators their journey's. */
export function categoriasDe(role: Role | null): CategoriaOpcional[] {
  if (role === 'admin' || role === 'tienda') return ['equipo'];
  if (role === 'colaboradora') return ['seguimiento', 'calificaciones', 'recordatorios'];
  return [];
}

export async function listPreferencias({ db, actor }: Ctx): Promise<Preferencia[]> {
  const off = new Set(
    (await db.select({ c: preferenciasCorreo.categoria }).from(preferenciasCorreo).where(eq(preferenciasCorreo.usuarioId, actor.userId))).map((r) => r.c),
  );
  return categoriasDe(actor.role).map((categoria) => ({ categoria, ...CATEGORIA_TEXTOS[categoria], correo: !off.has(categoria) }));
}

async function setCategoria(db: Db, usuarioId: string, categoria: CategoriaOpcional, correo: boolean): Promise<void> {
  if (correo) {
    await db.delete(preferenciasCorreo).where(and(eq(preferenciasCorreo.usuarioId, usuarioId), eq(preferenciasCorreo.categoria, categoria)));
  } else {
    await db.insert(preferenciasCorreo).values({ usuarioId, categoria }).onConflictDoNothing();
  }
}

export async function savePreferencia(ctx: Ctx, input: PreferenciaInput): Promise<Preferencia[]> {
  if (!categoriasDe(ctx.actor.role).includes(input.categoria)) throw new AppError('FORBIDDEN');
  await setCategoria(ctx.db, ctx.actor.userId, input.categoria, input.correo);
  return listPreferencias(ctx);
}

/** What an unsubscribe link turns off (GET), or turns it off (POST). No session: the signed token is hers. */
export async function baja({ db, config }: Pick<PublicServiceContext, 'db' | 'config'>, token: string, confirm: boolean): Promise<BajaResponse> {
  const claims = verifyBaja(config.appSecret, token);
  if (claims === 'invalid') throw new AppError('BAJA_INVALIDA');
  if (claims === 'expired') throw new AppError('BAJA_EXPIRADA');
  const [person] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, claims.usuarioId));
  if (!person) throw new AppError('BAJA_INVALIDA');
  if (confirm) await setCategoria(db, claims.usuarioId, claims.categoria, false);
  const [off] = await db
    .select({ c: preferenciasCorreo.categoria })
    .from(preferenciasCorreo)
    .where(and(eq(preferenciasCorreo.usuarioId, claims.usuarioId), eq(preferenciasCorreo.categoria, claims.categoria)));
  return { categoria: claims.categoria, titulo: CATEGORIA_TEXTOS[claims.categoria].titulo, email: person.email, dadaDeBaja: Boolean(off) };
}
