import type { ShopifyClient } from './client';
import { ShopifyError } from './errors';
import { operations } from './operations';
import { bulkOperationRunQueryReply, bulkOperationStatusReply, type BulkOperationNode } from './replies';

/**
 * Shopify's bulk operations (issue 19, decision 054): one query run by the store in the background, its
 * result a JSONL file read line by line. Only one bulk query per app runs at a time in a store.
 */

/** Starts the catalogue read. 'busy': the store runs another bulk query of this app; ask again later. */
export async function startCatalogueRead(client: ShopifyClient): Promise<{ id: string } | 'busy'> {
  const reply = await client.request('BulkOperationRunQuery', { query: operations.BulkCatalogue }, bulkOperationRunQueryReply);
  const payload = reply.bulkOperationRunQuery;
  const errors = payload?.userErrors ?? [];
  if (errors.some((e) => e.code === 'OPERATION_IN_PROGRESS' || e.code === 'LIMIT_REACHED')) return 'busy';
  if (errors.length || !payload?.bulkOperation) {
    throw new ShopifyError('user', 'STORE_USER_ERROR', undefined, `La tienda no aceptó la lectura del catálogo: ${errors.map((e) => e.message).join('; ') || 'sin respuesta'}`);
  }
  return { id: payload.bulkOperation.id };
}

/** The operation as the store reports it now; null when the store no longer knows it. */
export async function bulkOperationStatus(client: ShopifyClient, id: string): Promise<BulkOperationNode | null> {
  const reply = await client.request('BulkOperationStatus', { id }, bulkOperationStatusReply);
  return reply.bulkOperation;
}

export const BULK_RUNNING = new Set(['CREATED', 'RUNNING', 'CANCELING']);

/** Why a finished operation gave nothing to read, in Spanish; null when it COMPLETED. */
export function bulkFailureMessage(op: BulkOperationNode): string | null {
  if (op.status === 'COMPLETED') return null;
  const cause = `${op.status}${op.errorCode ? `, ${op.errorCode}` : ''}`;
  if (op.errorCode === 'ACCESS_DENIED') {
    return `La tienda negó el acceso a la lectura del catálogo (${cause}): revisa los permisos de la app (read_products, read_inventory). No se guardó nada.`;
  }
  if (op.status === 'CANCELED') return `La lectura del catálogo se canceló en la tienda (${cause}). No se guardó nada; vuelve a intentarlo.`;
  if (op.errorCode === 'TIMEOUT') return `La lectura del catálogo tardó demasiado en la tienda (${cause}). No se guardó nada; vuelve a intentarlo.`;
  return `La lectura del catálogo falló en la tienda (${cause}). No se guardó nada; vuelve a intentarlo.`;
}

export const count = (v: string | number | null | undefined): number | null => {
  const n = typeof v === 'number' ? v : v ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The lines of a JSONL result, read as the consumer asks for them: the body is pulled a chunk at a time
 * (backpressure: a slow database slows the download), never held whole in memory.
 */
export async function* jsonlLines(url: string, fetchImpl: typeof fetch = fetch): AsyncGenerator<string> {
  let res: Response;
  try {
    res = await fetchImpl(url, { signal: AbortSignal.timeout(10 * 60_000) });
  } catch (err) {
    throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', err instanceof Error ? err.message : String(err));
  }
  if (res.status === 403 || res.status === 404 || res.status === 410) {
    await res.arrayBuffer().catch(() => undefined);
    // The result's URL expired: the caller reads the operation again for a fresh one, or starts over.
    throw new BulkResultExpired();
  }
  if (!res.ok || !res.body) {
    await res.arrayBuffer().catch(() => undefined);
    throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', `HTTP ${res.status}`);
  }
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      let nl = rest.indexOf('\n');
      while (nl >= 0) {
        const line = rest.slice(0, nl).trim();
        rest = rest.slice(nl + 1);
        if (line) yield line;
        nl = rest.indexOf('\n');
      }
    }
    rest += decoder.decode();
    if (rest.trim()) yield rest.trim();
  } finally {
    reader.releaseLock();
    await res.body.cancel().catch(() => undefined);
  }
}

export class BulkResultExpired extends Error {
  constructor() {
    super('El resultado de la lectura caducó');
    this.name = 'BulkResultExpired';
  }
}
