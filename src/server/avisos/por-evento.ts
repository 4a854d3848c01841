import { and, count, eq, sql } from 'drizzle-orm';
import type { TransitionName } from '../../shared/domain/estado';
import type { FeedbackStatus, TipoContenido } from '../../shared/domain/options';
import type { Role } from '../../shared/domain/roles';
import type { Db, Tx } from '../db/client';
import { colaboraciones, colaboradoras, entregas, envios } from '../db/schema';
import { notify } from './avisar';
import { textos } from './textos';
import { nombreCompletoSql } from '../domain/nombre';

/**
 * Which step of the journey tells whom (issue 17 §5), called in the transaction of the step itself. The
 * key of each notice is the event: a step's history row, a rating's value, a shipment's guide.
 */
interface Subject {
  id: string;
  producto: string;
  creadoraUserId: string | null;
  creadora: string;
}

async function subject(tx: Db | Tx, colaboracionId: string): Promise<Subject | null> {
  const [row] = await tx
    .select({
      id: colaboraciones.id,
      producto: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
      creadoraUserId: colaboradoras.userId,
      creadora: nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos),
    })
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(eq(colaboraciones.id, colaboracionId));
  return row ?? null;
}

const STAFF: Role[] = ['admin', 'tienda'];
const ADMINS: Role[] = ['admin'];

/** After a step of the state machine wrote its history row `eventoId` (domain/transition.ts). */
export async function notifyTransition(tx: Tx, step: { name: TransitionName | 'override'; colaboracionId: string; eventoId: string; note: string | null }): Promise<void> {
  const { name, colaboracionId, eventoId } = step;
  if (!['solicitar', 'empaquetar', 'enviar_revision', 'solicitar_cambios', 'aprobar'].includes(name)) return;
  const c = await subject(tx, colaboracionId);
  if (!c) return;
  const clave = `${name}:${eventoId}`;
  const her = c.creadoraUserId ? { usuarios: [c.creadoraUserId] } : null;
  switch (name) {
    case 'solicitar':
      await notify(tx, { roles: STAFF }, textos.solicitudNueva(c, clave));
      return;
    case 'empaquetar':
      if (her) await notify(tx, her, textos.pedidoListo(c, clave));
      return;
    case 'enviar_revision': {
      const [files] = await tx.select({ n: count() }).from(entregas).where(eq(entregas.colaboracionId, colaboracionId));
      await notify(tx, { roles: ADMINS }, textos.entregaEnRevision({ ...c, archivos: files?.n ?? 0 }, clave));
      return;
    }
    case 'solicitar_cambios':
      if (her) await notify(tx, her, textos.cambiosSolicitados({ ...c, nota: step.note }, clave));
      return;
    case 'aprobar':
      if (her) await notify(tx, her, textos.entregaAprobada(c, clave));
      return;
  }
}

/** A file rated (Excelente, Bueno, Descartado): she hears once per file and rating, in one batched email. */
export async function notifyRating(tx: Db | Tx, r: { entregaId: string; feedback: FeedbackStatus; comentario: string | null }): Promise<void> {
  const [row] = await tx
    .select({ colaboracionId: entregas.colaboracionId, tipo: entregas.tipoContenido })
    .from(entregas)
    .where(eq(entregas.id, r.entregaId));
  if (!row) return;
  const c = await subject(tx, row.colaboracionId);
  if (!c?.creadoraUserId) return;
  const tipo: 'foto' | 'video' = (row.tipo as TipoContenido) === 'video' ? 'video' : 'foto';
  await notify(
    tx,
    { usuarios: [c.creadoraUserId] },
    textos.entregaCalificada({ entregaId: r.entregaId, colaboracionId: c.id, producto: c.producto, tipo, feedback: r.feedback, comentario: r.comentario }, `calificacion:${r.entregaId}:${r.feedback}`),
  );
}

/** The store reported a guide for her order: she hears once per guide. */
export async function notifyShipment(tx: Db | Tx, envioId: string, tracking: { company: string | null; number: string; url: string | null }): Promise<void> {
  const [row] = await tx.select({ colaboracionId: envios.colaboracionId }).from(envios).where(and(eq(envios.id, envioId)));
  if (!row) return;
  const c = await subject(tx, row.colaboracionId);
  if (!c?.creadoraUserId) return;
  await notify(
    tx,
    { usuarios: [c.creadoraUserId] },
    textos.pedidoEnviado({ id: c.id, producto: c.producto, paqueteria: tracking.company, guia: tracking.number, url: tracking.url }, `envio:${envioId}:${tracking.number}`),
  );
}
