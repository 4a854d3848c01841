import { desc, sql } from 'drizzle-orm';
import { DERECHOS_AVISO_DIAS, type Canal, type Derechos, type Terminos, type TerminosInput } from '../../shared/schemas/derechos';
import type { Db, Tx } from '../db/client';
import { aceptacionesTerminos, terminosUso } from '../db/schema';

/**
 * Usage rights (issue 18 item 4, decision 050): the current terms, a new version, her acceptance, and the
 * rights a delivered file carries — the channels and the end of the newest terms accepted for its
 * collaboration, counted from the acceptance.
 */
type TermsRow = typeof terminosUso.$inferSelect;

const present = (r: TermsRow): Terminos => ({
  version: r.version,
  canales: r.canales as Canal[],
  duracionMeses: r.duracionMeses,
  texto: r.texto,
  createdAt: r.createdAt.toISOString(),
});

export async function currentTerms(db: Db | Tx): Promise<Terminos | null> {
  const [row] = await db.select().from(terminosUso).orderBy(desc(terminosUso.version)).limit(1);
  return row ? present(row) : null;
}

export async function saveTerms(db: Db, input: TerminosInput, actorId: string): Promise<Terminos> {
  const [row] = await db
    .insert(terminosUso)
    .values({ canales: input.canales, duracionMeses: input.duracionMeses, texto: input.texto, createdBy: actorId })
    .returning();
  return present(row!);
}

export async function recordAcceptance(tx: Db | Tx, colaboracionId: string, version: number, usuarioId: string): Promise<void> {
  await tx.insert(aceptacionesTerminos).values({ colaboracionId, version, usuarioId }).onConflictDoNothing();
}

/**
 * The newest accepted terms of the collaboration `colaboracionIdSql` as one JSON value (or null), for a
 * select list: version, canales, aceptado_at and vence_at (null when perpetual).
 */
export const derechosDe = (colaboracionIdSql: ReturnType<typeof sql>) => sql<DerechosRaw | null>`(
  SELECT json_build_object(
    'version', t.version, 'canales', t.canales, 'aceptadoAt', a.aceptado_at,
    'venceAt', CASE WHEN t.duracion_meses IS NULL THEN NULL ELSE a.aceptado_at + make_interval(months => t.duracion_meses) END)
  FROM aceptaciones_terminos a JOIN terminos_uso t ON t.version = a.version
  WHERE a.colaboracion_id = ${colaboracionIdSql}
  ORDER BY a.version DESC LIMIT 1)`;

export interface DerechosRaw {
  version: number;
  canales: string[];
  aceptadoAt: string;
  venceAt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function presentDerechos(raw: DerechosRaw | null, now = Date.now()): Derechos | null {
  if (!raw) return null;
  const vence = raw.venceAt ? new Date(raw.venceAt) : null;
  return {
    version: raw.version,
    canales: raw.canales as Canal[],
    aceptadoAt: new Date(raw.aceptadoAt).toISOString(),
    venceAt: vence ? vence.toISOString() : null,
    vencePronto: vence !== null && vence.getTime() - now <= DERECHOS_AVISO_DIAS * DAY_MS,
    vencido: vence !== null && vence.getTime() <= now,
  };
}

/** The rights a collaboration's files carry (the newest terms accepted for it), or null. */
export async function derechosOf(db: Db | Tx, colaboracionId: string): Promise<Derechos | null> {
  const res = (await db.execute(sql`SELECT ${derechosDe(sql`${colaboracionId}::uuid`)} AS d`)) as unknown as { rows: { d: DerechosRaw | null }[] };
  return presentDerechos(res.rows[0]?.d ?? null);
}
