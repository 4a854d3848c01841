import { createHmac, randomUUID } from 'node:crypto';

/**
 * Signed `orders/paid` deliveries as a store sends them (the REST order resource, the fields our ingest and
 * Shopify's own payload share: tools/shopify-emulator/webhooks.ts orderPayload), built ahead of a burst so
 * that sending them costs the sender nothing but the POST. Shared by bench/ventas/ingest.ts and the fault
 * suite (tests/faults/ventas.test.ts).
 */
export interface OrderDelivery {
  orderId: string;
  code: string;
  body: string;
  headers: Record<string, string>;
}

export interface OrderSpec {
  /** A numeric store order id, unique per run. */
  id: number;
  code: string;
  /** Subtotal after the discount, cents. */
  subtotalCents: number;
  paidAt: Date;
}

const pesos = (cents: number) => (cents / 100).toFixed(2);

export function orderPaidDelivery(o: OrderSpec, secret: string): OrderDelivery {
  const discount = Math.round(o.subtotalCents * 0.15);
  const at = o.paidAt.toISOString();
  const payload = {
    id: o.id,
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#B${o.id}`,
    created_at: at,
    updated_at: at,
    processed_at: at,
    cancelled_at: null,
    financial_status: 'paid',
    currency: 'MXN',
    subtotal_price: pesos(o.subtotalCents),
    current_subtotal_price: pesos(o.subtotalCents),
    total_discounts: pesos(discount),
    current_total_discounts: pesos(discount),
    discount_codes: [{ code: o.code, amount: pesos(discount), type: 'percentage' }],
    tags: '',
    line_items: [
      {
        id: o.id * 10 + 1,
        product_id: 9_000_000 + (o.id % 50),
        variant_id: 9_500_000 + (o.id % 50),
        title: `Jean Wide leg #${o.id % 50}`,
        quantity: 1,
        price: pesos(o.subtotalCents + discount),
        total_discount: pesos(discount),
        discount_allocations: [{ amount: pesos(discount) }],
      },
    ],
    shipping_address: {
      city: 'Guadalajara',
      province: 'Jalisco',
      province_code: 'JAL',
      country_code: 'MX',
    },
  };
  const body = JSON.stringify(payload);
  return {
    orderId: payload.admin_graphql_api_id,
    code: o.code,
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body, 'utf8').digest('base64'),
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-shop-domain': 'colabora-bench.myshopify.com',
      'x-shopify-api-version': '2026-10',
    },
  };
}

/**
 * POSTs every delivery to the app's webhook endpoint, `concurrency` at a time (a store sends a burst over
 * many connections). Returns the status of each, in order; a refused connection counts as status 0.
 */
export async function sendDeliveries(base: string, deliveries: OrderDelivery[], concurrency: number): Promise<number[]> {
  const statuses = new Array<number>(deliveries.length).fill(0);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) {
        const i = next++;
        const d = deliveries[i]!;
        try {
          const res = await fetch(`${base}/api/shopify/webhooks`, {
            method: 'POST',
            headers: d.headers,
            body: d.body,
          });
          statuses[i] = res.status;
          await res.arrayBuffer();
        } catch {
          statuses[i] = 0;
        }
      }
    }),
  );
  return statuses;
}
