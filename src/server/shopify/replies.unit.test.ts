import { describe, expect, it } from 'vitest';
import { draftOrderCreateReply, draftOrdersByTagReply, orderShipmentReply } from './replies';

/** Links in the store's replies are kept only when they are http(s) (issue 14 item 5, decision 032). */
const draft = (invoiceUrl: string | null) => ({ id: 'gid://shopify/DraftOrder/1', name: '#D1', status: 'OPEN', invoiceUrl });
const shipment = (url: string | null) => ({
  order: {
    id: 'gid://shopify/Order/1',
    name: '#1001',
    displayFulfillmentStatus: 'FULFILLED',
    fulfillments: [
      {
        id: 'gid://shopify/Fulfillment/1',
        status: 'SUCCESS',
        displayStatus: 'FULFILLED',
        inTransitAt: null,
        estimatedDeliveryAt: null,
        deliveredAt: null,
        trackingInfo: [{ company: 'Estafeta', number: 'EST1', url }],
        events: { nodes: [] },
      },
    ],
  },
});

describe('links in the store’s replies', () => {
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/invoices/1'])(
    'drops %j as the invoice and the tracking URL',
    (url) => {
      expect(draftOrderCreateReply.parse({ draftOrderCreate: { draftOrder: draft(url), userErrors: [] } }).draftOrderCreate?.draftOrder?.invoiceUrl).toBeNull();
      expect(draftOrdersByTagReply.parse({ draftOrders: { nodes: [{ ...draft(url), tags: [], completedAt: null, order: null }] } }).draftOrders.nodes[0]?.invoiceUrl).toBeNull();
      const tracking = orderShipmentReply.parse(shipment(url)).order?.fulfillments[0]?.trackingInfo[0];
      expect(tracking).toEqual({ company: 'Estafeta', number: 'EST1', url: null });
    },
  );

  it('keeps http(s) links', () => {
    const invoice = 'https://colabora-demo.myshopify.com/12345/invoices/abc';
    expect(draftOrderCreateReply.parse({ draftOrderCreate: { draftOrder: draft(invoice), userErrors: [] } }).draftOrderCreate?.draftOrder?.invoiceUrl).toBe(invoice);
    expect(orderShipmentReply.parse(shipment('http://rastreo.example/EST1')).order?.fulfillments[0]?.trackingInfo[0]?.url).toBe('http://rastreo.example/EST1');
    expect(orderShipmentReply.parse(shipment(null)).order?.fulfillments[0]?.trackingInfo[0]?.url).toBeNull();
  });
});
