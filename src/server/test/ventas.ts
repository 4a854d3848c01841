import { eq } from 'drizzle-orm';
import type { ProgramaVentasInput } from '../../shared/schemas/ventas';
import type { Db } from '../db/client';
import { colaboradoras, ventasCodigos } from '../db/schema';
import type { TestContext } from './context';

/**
 * The sales tests' shared set-up (issue 27): the program they switch on, a creator with her code, and the
 * order and refund payloads as Shopify's REST webhooks send them. Test scaffolding only: the API tests
 * (src/server/features/ventas) and the fault suite (tests/faults/ventas-*.test.ts) import it.
 */

/** The program as the staff save it in these tests: 15 % off once per customer, 10 % commission, 30 days held. */
export const PROGRAMA: ProgramaVentasInput = {
  activo: true,
  descuentoPorcentaje: 15,
  unaVezPorCliente: true,
  comisionPorcentaje: 10,
  diasRetencion: 30,
  entregaCodigo: 'manual',
};

/** A creator signed in for the occasion, with her colaboradoras row's id. */
export async function crearCreadora(ctx: Pick<TestContext, 'db' | 'loginAs'>, nombre: string) {
  const user = await ctx.loginAs('colaboradora', { name: nombre });
  const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  return { user, id: row!.id };
}

/** Her 15 % code as the code job leaves it once the store made it (no store here: the row stands in). */
export async function crearCodigo(
  db: Db,
  c: { colaboradoraId: string; codigo: string; nombre: string; estado?: 'activo' | 'reemplazado' },
) {
  const [row] = await db
    .insert(ventasCodigos)
    .values({
      colaboradoraId: c.colaboradoraId,
      colaboradoraNombre: c.nombre,
      codigo: c.codigo,
      discountId: `gid://shopify/DiscountCodeNode/${c.codigo}`,
      estado: c.estado ?? 'activo',
      descuentoPorcentaje: 15,
    })
    .returning();
  return row!;
}

/** One line of an order (the REST resource's fields our ingest reads). */
export interface LineaShopify {
  id: number;
  product_id: number;
  variant_id: number;
  title: string;
  quantity: number;
  price: string;
  total_discount: string;
  discount_allocations?: { amount: string }[];
}

/**
 * The usual basket, 850.00 once the code's 150.00 is allocated: the jeans of product 501 (600.00 less 90.00)
 * and two belts at 200.00 (less 60.00). Line ids are the order's id × 10 + 1, + 2.
 */
export function lineasDeOrden(orderId: number): LineaShopify[] {
  return [
    { id: orderId * 10 + 1, product_id: 501, variant_id: 601, title: 'Wide leg azul', quantity: 1, price: '600.00', total_discount: '0.00', discount_allocations: [{ amount: '90.00' }] },
    { id: orderId * 10 + 2, product_id: 502, variant_id: 602, title: 'Cinturón', quantity: 2, price: '200.00', total_discount: '0.00', discount_allocations: [{ amount: '60.00' }] },
  ];
}

/** Where the customer's order goes (her details are never ours to keep: tests look for them to be absent). */
export interface EnvioShopify {
  city: string;
  province: string;
  zip: string;
}

export const ENVIO_GUADALAJARA: EnvioShopify = { city: 'Guadalajara', province: 'Jalisco', zip: '44100' };
export const ENVIO_PUEBLA: EnvioShopify = { city: 'Puebla', province: 'Puebla', zip: '72000' };

export interface OrdenShopifyOpciones {
  id: number;
  /** The discount code typed at checkout (sent lowercased, as a customer may type it); null: no code. */
  code: string | null;
  /** When it was placed and processed (ISO). */
  at: string;
  /** The subtotal after the discount; 850.00 unless given. */
  subtotal?: string;
  /** The order's discount and the code's amount; 150.00 unless given. */
  descuento?: string;
  currency?: string;
  status?: string;
  tags?: string;
  /** Cancelled then (its updated_at too), as the orders/cancelled payload says. */
  canceladaAt?: string;
  envio?: EnvioShopify;
  /** lineasDeOrden(id) unless given. */
  lineas?: LineaShopify[];
}

/** An order as Shopify's REST webhooks send it, with customer details the app must never keep. */
export function ordenShopify(o: OrdenShopifyOpciones) {
  const subtotal = o.subtotal ?? '850.00';
  const descuento = o.descuento ?? '150.00';
  const envio = o.envio ?? ENVIO_GUADALAJARA;
  return {
    id: o.id,
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#${o.id}`,
    created_at: o.at,
    processed_at: o.at,
    updated_at: o.canceladaAt ?? o.at,
    cancelled_at: o.canceladaAt ?? null,
    financial_status: o.status ?? 'paid',
    currency: o.currency ?? 'MXN',
    subtotal_price: subtotal,
    current_subtotal_price: subtotal,
    total_discounts: descuento,
    current_total_discounts: descuento,
    discount_codes: o.code === null ? [] : [{ code: o.code.toLowerCase(), amount: descuento, type: 'percentage' }],
    tags: o.tags ?? '',
    line_items: o.lineas ?? lineasDeOrden(o.id),
    customer: { first_name: 'Lucía', last_name: 'Secreta', email: 'lucia.secreta@example.com' },
    email: 'lucia.secreta@example.com',
    shipping_address: { first_name: 'Lucía', last_name: 'Secreta', address1: 'Calle Privada 123', ...envio },
  };
}

/** A refund of the order's first line (line id: order id × 10 + 1), by a successful MXN transaction. */
export function reembolsoShopify(r: { id: number; orderId: number; subtotal: string }) {
  return {
    id: r.id,
    admin_graphql_api_id: `gid://shopify/Refund/${r.id}`,
    order_id: r.orderId,
    created_at: new Date().toISOString(),
    refund_line_items: [{ line_item_id: r.orderId * 10 + 1, quantity: 1, subtotal: r.subtotal }],
    transactions: [{ amount: r.subtotal, kind: 'refund', status: 'success', currency: 'MXN' }],
  };
}
