import { transition } from '../../domain/transition';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { requireStoreClient } from '../../shopify/connection';
import { storeCurrency } from '../../shopify/currency';
import { ensureFreeDraftOrder, numeroFromName } from '../../shopify/draft-orders';
import { ShopifyError } from '../../shopify/errors';
import { fileUrls } from '../../storage/file-refs';
import type { ConfirmacionCard } from '../../../shared/schemas/shopify';
import { claimEnvio, listConfirmacionRows, lockForEmpaquetar, saveDraftOnEnvio } from './confirmacion.queries';
import { withKeyLock } from '../../keyed-lock';
import { nombreCompleto } from '../../domain/nombre';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'actor'>;

export async function listConfirmacion({ db, config }: Pick<ServiceContext, 'db' | 'config'>, q: string | undefined): Promise<ConfirmacionCard[]> {
  const rows = await listConfirmacionRows(db, q);
  return rows.map((r) => {
    const img = fileUrls(config.appSecret, r.imagen);
    return {
      id: r.id,
      nombreVisualizacion: r.nombreVisualizacion,
      titulo: r.titulo,
      talla: r.talla,
      barcode: r.barcode,
      marca: r.marca,
      imagenUrl: img.url,
      thumbUrl: img.thumbUrl,
      colaboradora: { ...r.colaboradora, avatarUrl: fileUrls(config.appSecret, r.colaboradora.avatarUrl).url },
    };
  });
}

const DRAFT_RESERVE_DAYS = 7;

/**
 * Empaquetado (spec create-draft-order): the creator's free draft order, then confirmacion →
 * empaquetado with pedido_url and numero_pedido, all or nothing. Never two drafts for one collaboration:
 * the envío row is claimed and locked first (two staff at once wait for each other), and the store is
 * asked by tag before creating (a retry after a lost reply finds the first draft). Pressing again once
 * it worked answers the same draft.
 */
export async function empaquetar(
  { db, config, actor }: Ctx,
  colaboracionId: string,
): Promise<{ success: true; invoice_url: string; numeroPedido: number | null }> {
  if (actor.role !== 'admin' && actor.role !== 'tienda') throw new AppError('FORBIDDEN');
  const role = actor.role;
  // Before the transaction: on PGlite nothing else may use the connection while it is open.
  const client = await requireStoreClient({ db, config });
  let currencyCode: string;
  try {
    // The shipping line is in the store's currency: stored on connection and each sync, else asked now.
    currencyCode = await storeCurrency(db, client);
  } catch (err) {
    if (err instanceof ShopifyError) throw new AppError('DRAFT_ORDER_FAILED', 502);
    throw err;
  }
  return withKeyLock(`empaquetar:${colaboracionId}`, () =>
    db.transaction(async (tx) => {
      const row = await lockForEmpaquetar(tx, colaboracionId);
      if (!row) throw new AppError('COLABORACION_NOT_FOUND');
      const envio = await claimEnvio(tx, colaboracionId);
      if (row.estado === 'empaquetado' && envio.draftOrderId && envio.invoiceUrl) {
        return { success: true as const, invoice_url: envio.invoiceUrl, numeroPedido: numeroFromName(envio.draftOrderName ?? '') };
      }
      if (row.estado !== 'confirmacion' || !row.colaboradoraId) {
        throw new AppError('NOT_IN_CONFIRMACION');
      }
      if (!row.variantId) {
        throw new AppError('NOT_FROM_STORE');
      }
      let draft;
      try {
        ({ draft } = await ensureFreeDraftOrder(client, {
          colaboracionId,
          variantId: row.variantId,
          email: row.email ?? null,
          instagram: row.instagram,
          note: `Colaboración con ${nombreCompleto(row.nombre, row.apellidos)}: ${row.titulo}. Producto y envío sin costo.`,
          customAttributes: [
            { key: 'colaboracion_id', value: colaboracionId },
            { key: 'colaboradora', value: nombreCompleto(row.nombre, row.apellidos) || 'Colaboradora' },
          ],
          reserveDays: DRAFT_RESERVE_DAYS,
          currencyCode,
        }));
      } catch (err) {
        if (err instanceof ShopifyError) {
          throw new AppError('DRAFT_ORDER_FAILED', err.kind === 'user' ? 422 : 502, err.kind === 'user' ? err.message : undefined);
        }
        throw err;
      }
      if (!draft.invoiceUrl) throw new AppError('DRAFT_ORDER_FAILED', 502);
      const numeroPedido = numeroFromName(draft.name);
      await saveDraftOnEnvio(tx, envio.id, { id: draft.id, name: draft.name, invoiceUrl: draft.invoiceUrl });
      await transition(tx, {
        colaboracionId,
        name: 'empaquetar',
        actor: { userId: actor.userId, role },
        set: { pedidoUrl: draft.invoiceUrl, numeroPedido },
        note: `Draft order ${draft.name}`,
      });
      return { success: true as const, invoice_url: draft.invoiceUrl, numeroPedido };
    }),
  );
}
