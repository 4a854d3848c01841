import type { ShopifyClient } from './client';
import { ShopifyError, userErrorsMessage } from './errors';
import { draftOrderCreateReply, draftOrdersByTagReply, type DraftOrderRef } from './replies';

/** The tag that names a collaboration's draft: how a retry finds the draft an earlier try created. */
export function colaboracionTag(colaboracionId: string): string {
  return `colaboracion:${colaboracionId}`;
}

/** The tag of a problem's replacement draft (issue 29): its own look-up key, beside the collaboration's. */
export function reemplazoTag(problemaId: string): string {
  return `reemplazo:${problemaId}`;
}

/** '#D12' → 12 (numero_pedido); null when the name carries no number. */
export function numeroFromName(name: string): number | null {
  const digits = name.replace(/\D/g, '');
  const n = digits ? Number(digits) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** An Instagram handle as a tag: '@ana.mx', 'https://instagram.com/ana.mx/' → 'ana.mx'. */
export function instagramTag(instagram: string | null | undefined): string | null {
  if (!instagram) return null;
  const handle = instagram
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `@${handle}` : null;
}

export async function findDraftByTag(client: ShopifyClient, tag: string): Promise<DraftOrderRef | null> {
  const reply = await client.request('DraftOrdersByTag', { first: 5, query: `tag:'${tag}'` }, draftOrdersByTagReply);
  // The search matches tags loosely on some shops: keep only an exact tag.
  return reply.draftOrders.nodes.find((d) => d.tags.includes(tag)) ?? null;
}

export interface FreeDraftInput {
  colaboracionId: string;
  /**
   * The tag a retry looks the draft up by; the collaboration's own by default. A replacement (issue 29)
   * carries the collaboration's tag and its own (`reemplazo:<problema id>`), and is looked up by its own.
   */
  lookupTag?: string;
  variantId: string;
  email: string | null;
  instagram: string | null;
  note: string;
  customAttributes: { key: string; value: string }[];
  /** The store's currency (currency.ts): Shopify refuses a shipping line in another. */
  currencyCode: string;
  reserveDays?: number;
}

/**
 * The creator's free order: the line at 100% off, a 0.00 shipping line (the discount covers line items
 * only), stock reserved, tagged with the collaboration. draftOrderCreate is not idempotent: before every
 * create, and after a reply that never came, look the tag up first.
 */
export async function ensureFreeDraftOrder(
  client: ShopifyClient,
  input: FreeDraftInput,
  opts: { sleep?: (ms: number) => Promise<void>; maxTries?: number; now?: Date } = {},
): Promise<{ draft: DraftOrderRef; created: boolean }> {
  const tag = input.lookupTag ?? colaboracionTag(input.colaboracionId);
  const tags = [...new Set([colaboracionTag(input.colaboracionId), tag])];
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxTries = opts.maxTries ?? 3;
  const reserveUntil = new Date((opts.now ?? new Date()).getTime() + (input.reserveDays ?? 7) * 86_400_000);
  const ig = instagramTag(input.instagram);
  const variables = {
    input: {
      email: input.email,
      tags: ig ? [...tags, ig] : tags,
      note: input.note,
      customAttributes: input.customAttributes,
      lineItems: [
        {
          variantId: input.variantId,
          quantity: 1,
          appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Colaboración' },
        },
      ],
      shippingLine: {
        title: 'Envío de colaboración',
        priceWithCurrency: { amount: '0.00', currencyCode: input.currencyCode },
      },
      reserveInventoryUntil: reserveUntil.toISOString(),
    },
  };

  for (let attempt = 1; ; attempt++) {
    const existing = await findDraftByTag(client, tag);
    if (existing) return { draft: existing, created: false };
    try {
      const reply = await client.request('DraftOrderCreate', variables, draftOrderCreateReply);
      const payload = reply.draftOrderCreate;
      if (payload?.userErrors.length) throw new ShopifyError('user', 'STORE_USER_ERROR', undefined, userErrorsMessage(payload.userErrors));
      if (!payload?.draftOrder?.invoiceUrl) throw new ShopifyError('invalid_reply', 'STORE_NO_INVOICE_URL');
      return { draft: payload.draftOrder, created: true };
    } catch (err) {
      // The create may have run: wait, then the tag look-up at the top of the loop decides.
      if (!(err instanceof ShopifyError && err.kind === 'uncertain') || attempt >= maxTries) throw err;
      await sleep(Math.min(4000, 500 * 2 ** (attempt - 1)));
    }
  }
}
