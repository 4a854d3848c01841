import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { colaboraciones, colaboradoras, problemas, profiles } from '../db/schema';
import { notify } from '../avisos/avisar';
import { textos } from '../avisos/textos';
import { nombreCompleto } from '../domain/nombre';
import type { JobHandler } from '../queue/queue';
import { AppError } from '../app-error';
import type { ShopifyClient } from './client';
import { requireStoreClient } from './connection';
import { storeCurrency } from './currency';
import { ensureFreeDraftOrder, reemplazoTag } from './draft-orders';
import { ShopifyError } from './errors';
import { costOf } from './inventory';
import { draftOrderStatusReply, inventoryByIdsReply, inventoryNode } from './replies';

/**
 * A problem's replacement in the store (issue 29, decision 071): a second free draft order, linked to the
 * collaboration's first by its tag and found again by its own (`reemplazo:<id>`). It is made by a queue
 * job enqueued in the resolution's transaction, so a server killed while the store is creating it leaves
 * the job to be taken again; the tag look-up before every create makes that retry find the draft the
 * dead one made, never a second.
 */
export const JOB_REEMPLAZO = 'problema.reemplazo';
const RESERVE_DAYS = 7;

/** The variant's live stock and cost, asked of the store when staff press (the mirror may be minutes old). */
export async function liveVariant(
  client: ShopifyClient,
  variantId: string,
): Promise<{ disponibles: number | null; vendible: boolean; costo: { costo: string; moneda: string } | null }> {
  const reply = await client.request('InventoryByIds', { ids: [variantId] }, inventoryByIdsReply);
  const parsed = inventoryNode.safeParse(reply.nodes[0]);
  if (!parsed.success) return { disponibles: null, vendible: false, costo: null };
  const v = parsed.data;
  // A variant the store does not track, or sells past zero (CONTINUE), can always be ordered.
  const vendible = v.availableForSale && (!v.inventoryItem.tracked || v.inventoryPolicy === 'CONTINUE' || (v.inventoryQuantity ?? 0) > 0);
  return { disponibles: v.inventoryItem.tracked ? v.inventoryQuantity : null, vendible, costo: costOf(v.inventoryItem.unitCost) };
}

/** The live check at the moment staff press: out of stock answers in Spanish and nothing is sent. */
export async function requireInStock(client: ShopifyClient, variantId: string): Promise<{ costo: { costo: string; moneda: string } | null }> {
  let live;
  try {
    live = await liveVariant(client, variantId);
  } catch (err) {
    if (err instanceof ShopifyError) throw new AppError('DRAFT_ORDER_FAILED', 502);
    throw err;
  }
  if (!live.vendible) throw new AppError('REEMPLAZO_SIN_STOCK');
  return { costo: live.costo };
}

interface Deps {
  db: Db;
  config: Config;
  logger?: Logger;
}

/** The job: makes (or finds) the replacement's draft and records it, then tells her. */
export async function crearReemplazo(deps: Deps, problemaId: string): Promise<void> {
  const { db } = deps;
  const [p] = await db
    .select({
      id: problemas.id,
      estado: problemas.estado,
      reemplazoEstado: problemas.reemplazoEstado,
      variantId: problemas.reemplazoVariantId,
      draftOrderId: problemas.draftOrderId,
      colaboracionId: problemas.colaboracionId,
      titulo: colaboraciones.titulo,
      producto: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
      nombre: colaboradoras.nombre,
      apellidos: colaboradoras.apellidos,
      instagram: colaboradoras.instagram,
      userId: colaboradoras.userId,
      email: profiles.email,
    })
    .from(problemas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .leftJoin(profiles, eq(profiles.id, colaboradoras.userId))
    .where(eq(problemas.id, problemaId));
  // Done already (a job run twice), or staff chose otherwise meanwhile.
  if (!p || p.draftOrderId || p.reemplazoEstado !== 'creando' || !p.variantId) return;
  const client = await requireStoreClient(deps);
  const currencyCode = await storeCurrency(db, client);
  const creadora = nombreCompleto(p.nombre ?? '', p.apellidos) || 'Colaboradora';
  let draft;
  try {
    ({ draft } = await ensureFreeDraftOrder(client, {
      colaboracionId: p.colaboracionId,
      lookupTag: reemplazoTag(p.id),
      variantId: p.variantId,
      email: p.email ?? null,
      instagram: p.instagram,
      note: `Reemplazo de la colaboración con ${creadora}: ${p.titulo}. Producto y envío sin costo.`,
      customAttributes: [
        { key: 'colaboracion_id', value: p.colaboracionId },
        { key: 'problema_id', value: p.id },
        { key: 'colaboradora', value: creadora },
      ],
      reserveDays: RESERVE_DAYS,
      currencyCode,
    }));
  } catch (err) {
    // The store refused it (out of stock by now, a variant deleted): staff choose again. Anything else
    // (no reply, throttled, down) is thrown for the queue to retry.
    if (err instanceof ShopifyError && err.kind === 'user') {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(problemas)
          .set({ estado: 'abierto', reemplazoEstado: 'fallido', reemplazoError: err.message.slice(0, 500) })
          .where(sql`${problemas.id} = ${p.id} AND ${problemas.reemplazoEstado} = 'creando'`)
          .returning({ id: problemas.id });
        if (row) {
          await notify(tx, { roles: ['admin', 'tienda'] }, textos.reemplazoFallido({ id: p.colaboracionId, producto: p.producto, creadora, motivo: err.message }, `reemplazo-fallido:${p.id}:${Date.now()}`));
        }
      });
      return;
    }
    throw err;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(problemas)
      .set({ reemplazoEstado: 'borrador', draftOrderId: draft.id, draftOrderName: draft.name, invoiceUrl: draft.invoiceUrl, reemplazoError: null })
      .where(sql`${problemas.id} = ${p.id} AND ${problemas.reemplazoEstado} = 'creando'`)
      .returning({ id: problemas.id });
    if (row && p.userId) {
      await notify(tx, { usuarios: [p.userId] }, textos.reemplazoListo({ id: p.colaboracionId, producto: p.producto }, `reemplazo-listo:${p.id}`));
    }
  });
}

export function reemplazoJobHandlers(deps: Deps): Record<string, JobHandler> {
  return {
    [JOB_REEMPLAZO]: async (job) => {
      await crearReemplazo(deps, z.uuid().parse(job.datos.problemaId));
    },
  };
}

/** `reemplazo:<uuid>` among an order's tags: the replacement's order, not the first one. */
export function reemplazoFromTags(tags: readonly string[]): string | null {
  return tags.map((s) => /^reemplazo:([0-9a-f-]{36})$/i.exec(s.trim())?.[1]).find((id): id is string => Boolean(id)) ?? null;
}

/** She completed the replacement's checkout: its order is kept on the problem. Safe to apply twice. */
export async function applyReemplazoOrder(
  db: Db,
  where: { problemaId?: string; draftOrderId?: string },
  order: { id: string; name: string },
): Promise<boolean> {
  const cond = where.problemaId ? eq(problemas.id, where.problemaId) : where.draftOrderId ? eq(problemas.draftOrderId, where.draftOrderId) : undefined;
  if (!cond) return false;
  const rows = await db
    .update(problemas)
    .set({
      orderId: order.id,
      orderName: order.name,
      // When we learned of it (the story's order); the store's clock is not ours.
      orderAt: sql`now()`,
      reemplazoEstado: sql`CASE WHEN ${problemas.reemplazoEstado} IN ('creando', 'borrador') THEN 'pedido' ELSE ${problemas.reemplazoEstado} END`,
    })
    .where(sql`${cond} AND ${problemas.orderId} IS NULL`)
    .returning({ id: problemas.id });
  return rows.length > 0;
}

/** drafts/update for a replacement's draft: its order read from the store. */
export async function refreshReemplazoDraft(db: Db, client: ShopifyClient, draftOrderId: string): Promise<boolean> {
  const { draftOrder } = await client.request('DraftOrderStatus', { id: draftOrderId }, draftOrderStatusReply);
  if (draftOrder?.status !== 'COMPLETED' || !draftOrder.order) return false;
  return applyReemplazoOrder(db, { draftOrderId }, draftOrder.order);
}
