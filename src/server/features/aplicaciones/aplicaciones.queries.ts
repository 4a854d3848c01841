import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Aplicacion, AplicacionEstado, AplicacionesConteo, Respuesta, RespuestaGuardada } from '../../../shared/schemas/aplicaciones';
import type { Db, Tx } from '../../db/client';
import { aplicaciones, profiles } from '../../db/schema';

type Queryable = Db | Tx;

const columns = {
  id: aplicaciones.id,
  estado: aplicaciones.estado,
  nombre: aplicaciones.nombre,
  email: aplicaciones.email,
  instagram: aplicaciones.instagram,
  seguidoresInstagram: aplicaciones.seguidoresInstagram,
  tiktok: aplicaciones.tiktok,
  seguidoresTiktok: aplicaciones.seguidoresTiktok,
  ciudad: aplicaciones.ciudad,
  tallas: aplicaciones.tallas,
  porQue: aplicaciones.porQue,
  respuestas: aplicaciones.respuestas,
  envios: aplicaciones.envios,
  createdAt: aplicaciones.createdAt,
  updatedAt: aplicaciones.updatedAt,
  decididaAt: aplicaciones.decididaAt,
  decididaPor: profiles.fullName,
  mensaje: aplicaciones.mensaje,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  estado: string;
  respuestas: RespuestaGuardada[];
  createdAt: Date;
  updatedAt: Date;
  decididaAt: Date | null;
  decididaPor: string | null;
};

const present = (r: Row): Aplicacion => ({
  ...(r as unknown as Aplicacion),
  estado: r.estado as AplicacionEstado,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  decididaAt: r.decididaAt ? r.decididaAt.toISOString() : null,
});

/**
 * Her application: a new row, or (the same address, still pending) the pending one updated with what she
 * sent now. One statement on the partial unique index, so two sends at once still make one row. The
 * defaults' answers fill their columns (the queue's card, the handles); every answer is kept with its
 * label as she read it (decision 079).
 */
export async function upsertPendiente(
  db: Queryable,
  { valores, guardadas, version }: { valores: Record<string, Respuesta>; guardadas: RespuestaGuardada[]; version: number },
): Promise<{ id: string; envios: number }> {
  const text = (id: string) => (typeof valores[id] === 'string' ? valores[id] : null);
  const num = (id: string) => (typeof valores[id] === 'number' ? valores[id] : null);
  const values = {
    nombre: String(valores.nombre),
    email: String(valores.email),
    instagram: text('instagram'),
    seguidoresInstagram: num('seguidoresInstagram'),
    tiktok: text('tiktok'),
    seguidoresTiktok: num('seguidoresTiktok'),
    ciudad: text('ciudad'),
    tallas: text('tallas'),
    porQue: text('porQue'),
    respuestas: guardadas,
    formularioVersion: version === 0 ? null : version,
    consentimientoAt: new Date(),
  };
  const [row] = await db
    .insert(aplicaciones)
    .values(values)
    .onConflictDoUpdate({
      target: aplicaciones.email,
      targetWhere: sql`estado = 'pendiente'`,
      set: { ...values, envios: sql`${aplicaciones.envios} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: aplicaciones.id, envios: aplicaciones.envios });
  return row!;
}

export async function listAplicaciones(db: Queryable, estado: AplicacionEstado): Promise<Aplicacion[]> {
  const rows = await db
    .select(columns)
    .from(aplicaciones)
    .leftJoin(profiles, eq(profiles.id, aplicaciones.decididaPor))
    .where(eq(aplicaciones.estado, estado))
    // The queue reads oldest first (who waited longest); decided ones newest decision first.
    .orderBy(...(estado === 'pendiente' ? [aplicaciones.createdAt, aplicaciones.id] : [desc(aplicaciones.decididaAt), aplicaciones.id]))
    .limit(200);
  return rows.map((r) => present(r as Row));
}

export async function getAplicacion(db: Queryable, id: string): Promise<Aplicacion | null> {
  const [row] = await db.select(columns).from(aplicaciones).leftJoin(profiles, eq(profiles.id, aplicaciones.decididaPor)).where(eq(aplicaciones.id, id));
  return row ? present(row as Row) : null;
}

export async function conteoAplicaciones(db: Queryable): Promise<AplicacionesConteo> {
  const rows = await db.select({ estado: aplicaciones.estado, n: count() }).from(aplicaciones).groupBy(aplicaciones.estado);
  const conteo: AplicacionesConteo = { pendiente: 0, aceptada: 0, rechazada: 0 };
  for (const r of rows) conteo[r.estado as AplicacionEstado] = r.n;
  return conteo;
}

/** Decides a pending application: her email when this call decided it (of two admins at once, one does), else null. */
export async function decidir(tx: Tx, id: string, estado: 'aceptada' | 'rechazada', actorId: string, mensaje: string | null): Promise<string | null> {
  const [row] = await tx
    .update(aplicaciones)
    .set({ estado, decididaAt: sql`now()`, decididaPor: actorId, mensaje })
    .where(and(eq(aplicaciones.id, id), eq(aplicaciones.estado, 'pendiente')))
    .returning({ email: aplicaciones.email });
  return row?.email ?? null;
}

/** The invitation accepting made for her. */
export async function vincularInvitacion(tx: Tx, id: string, invitacionId: string): Promise<void> {
  await tx.update(aplicaciones).set({ invitacionId }).where(eq(aplicaciones.id, id));
}

export async function estadoDe(tx: Queryable, id: string): Promise<AplicacionEstado | null> {
  const [row] = await tx.select({ estado: aplicaciones.estado }).from(aplicaciones).where(eq(aplicaciones.id, id));
  return (row?.estado as AplicacionEstado | undefined) ?? null;
}
