import { describe, expect, it } from 'vitest';
import { PRODUCCION_NOTE, RECIBIDO_NOTE, shipmentView, stepOfStatus, type ShipmentFacts } from './logistica.timeline';

const at = (iso: string) => new Date(iso);
const none: ShipmentFacts = {
  envioCreatedAt: null,
  empaquetadoAt: null,
  fulfillmentId: null,
  trackingNumber: null,
  shipmentStatus: null,
  inTransitAt: null,
  deliveredAt: null,
  recibido: null,
  events: [],
};
const ev = (id: string, status: string, iso: string, city: string | null = null, province: string | null = null) => ({
  id,
  status,
  message: null,
  city,
  province,
  happenedAt: at(iso),
});

describe('the shipment timeline (docs/decisions/013)', () => {
  it('maps Shopify statuses to the five steps', () => {
    expect(stepOfStatus('LABEL_PRINTED')).toBe('procesado');
    expect(stepOfStatus('FULFILLED')).toBe('en_camino');
    expect(stepOfStatus('carrier_picked_up')).toBe('en_camino');
    expect(stepOfStatus('IN_TRANSIT')).toBe('en_transito');
    expect(stepOfStatus('DELAYED')).toBe('en_transito');
    expect(stepOfStatus('OUT_FOR_DELIVERY')).toBe('en_reparto');
    expect(stepOfStatus('ATTEMPTED_DELIVERY')).toBe('en_reparto');
    expect(stepOfStatus('DELIVERED')).toBe('entregado');
    expect(stepOfStatus('FAILURE')).toBeNull();
    expect(stepOfStatus(null)).toBeNull();
  });

  it('without a shipment: Procesado at 20, dated by the packing, no invented tracking', () => {
    const v = shipmentView({ ...none, empaquetadoAt: at('2025-05-01T10:00:00Z') });
    expect(v).toMatchObject({ paso: 'procesado', progreso: 20, alerta: null, ultimaUbicacion: null, eventos: [] });
    expect(v.timeline[0]).toEqual({ paso: 'procesado', alcanzado: true, fecha: '2025-05-01T10:00:00.000Z', nota: null });
    expect(v.timeline.slice(1).every((s) => !s.alcanzado && s.fecha === null)).toBe(true);
  });

  it("Pedido Realizado without a store order: no step reached, 0 %, not a ticked 'Procesado' (issue 16)", () => {
    const v = shipmentView({ ...none, pedidoPendiente: true, envioCreatedAt: at('2025-05-01T10:00:00Z') });
    expect(v.progreso).toBe(0);
    expect(v.timeline.every((s) => !s.alcanzado && s.fecha === null)).toBe(true);
    // Once anything shipped, the shipment speaks for itself.
    const shipped = shipmentView({ ...none, pedidoPendiente: true, fulfillmentId: 'gid://shopify/Fulfillment/1', trackingNumber: 'X1' });
    expect(shipped).toMatchObject({ paso: 'en_camino', progreso: 40 });
  });

  it('a fulfillment with tracking and no events is En camino (40)', () => {
    const v = shipmentView({ ...none, envioCreatedAt: at('2025-05-01T10:00:00Z'), fulfillmentId: 'gid://shopify/Fulfillment/1', trackingNumber: 'X1', shipmentStatus: 'FULFILLED' });
    expect(v).toMatchObject({ paso: 'en_camino', progreso: 40 });
    expect(v.timeline[1]).toEqual({ paso: 'en_camino', alcanzado: true, fecha: null, nota: null });
  });

  it('takes the furthest step any signal reaches, dates each step by its first event, and the last located event', () => {
    const v = shipmentView({
      ...none,
      envioCreatedAt: at('2025-05-01T10:00:00Z'),
      fulfillmentId: 'f',
      trackingNumber: 'X1',
      shipmentStatus: 'IN_TRANSIT',
      inTransitAt: at('2025-05-02T09:00:00Z'),
      events: [
        ev('3', 'OUT_FOR_DELIVERY', '2025-05-04T08:00:00Z'),
        ev('1', 'CARRIER_PICKED_UP', '2025-05-01T18:00:00Z', 'Guadalajara', 'Jalisco'),
        ev('2', 'IN_TRANSIT', '2025-05-02T09:00:00Z', 'Querétaro', null),
      ],
    });
    expect(v).toMatchObject({ paso: 'en_reparto', progreso: 80, ultimaUbicacion: 'Querétaro' });
    expect(v.timeline.map((s) => [s.paso, s.alcanzado, s.fecha])).toEqual([
      ['procesado', true, '2025-05-01T10:00:00.000Z'],
      ['en_camino', true, '2025-05-01T18:00:00.000Z'],
      ['en_transito', true, '2025-05-02T09:00:00.000Z'],
      ['en_reparto', true, '2025-05-04T08:00:00.000Z'],
      ['entregado', false, null],
    ]);
    expect(v.eventos.map((e) => [e.descripcion, e.ubicacion])).toEqual([
      ['En reparto', null],
      ['En tránsito', 'Querétaro'],
      ['Recolectado por la paquetería', 'Guadalajara, Jalisco'],
    ]);
  });

  it('Entregado from the store at 100, with no alert', () => {
    const v = shipmentView({ ...none, fulfillmentId: 'f', shipmentStatus: 'DELIVERED', deliveredAt: at('2025-05-05T12:00:00Z'), events: [ev('9', 'DELIVERED', '2025-05-05T12:00:00Z')] });
    expect(v).toMatchObject({ paso: 'entregado', progreso: 100, alerta: null });
    expect(v.timeline[4]).toEqual({ paso: 'entregado', alcanzado: true, fecha: '2025-05-05T12:00:00.000Z', nota: null });
  });

  it('in produccion the item is in hand: Entregado, noted with how it got there', () => {
    const v = shipmentView({ ...none, fulfillmentId: 'f', trackingNumber: 'X', recibido: { at: at('2025-05-06T15:00:00Z'), nota: RECIBIDO_NOTE } });
    expect(v.paso).toBe('entregado');
    expect(v.timeline[4]).toEqual({ paso: 'entregado', alcanzado: true, fecha: '2025-05-06T15:00:00.000Z', nota: RECIBIDO_NOTE });
    // The steps she skipped past have no date the store reported.
    expect(v.timeline[2]).toEqual({ paso: 'en_transito', alcanzado: true, fecha: null, nota: null });
    // The carrier's own delivery date wins over the history's.
    const both = shipmentView({ ...none, deliveredAt: at('2025-05-05T12:00:00Z'), recibido: { at: at('2025-05-06T15:00:00Z'), nota: RECIBIDO_NOTE } });
    expect(both.timeline[4]).toMatchObject({ fecha: '2025-05-05T12:00:00.000Z', nota: null });
    const moved = shipmentView({ ...none, recibido: { at: null, nota: PRODUCCION_NOTE } });
    expect(moved).toMatchObject({ paso: 'entregado', progreso: 100 });
    expect(moved.timeline[4]).toEqual({ paso: 'entregado', alcanzado: true, fecha: null, nota: PRODUCCION_NOTE });
  });

  it('a problem in the latest event is an alert and moves nothing', () => {
    const failed = shipmentView({ ...none, fulfillmentId: 'f', events: [ev('1', 'IN_TRANSIT', '2025-05-02T09:00:00Z'), ev('2', 'FAILURE', '2025-05-03T09:00:00Z')] });
    expect(failed).toMatchObject({ paso: 'en_transito', alerta: 'Falla en la entrega' });
    const attempted = shipmentView({ ...none, fulfillmentId: 'f', events: [ev('1', 'ATTEMPTED_DELIVERY', '2025-05-03T09:00:00Z')] });
    expect(attempted).toMatchObject({ paso: 'en_reparto', alerta: 'Intento de entrega sin éxito' });
    const recovered = shipmentView({ ...none, fulfillmentId: 'f', events: [ev('1', 'DELAYED', '2025-05-02T09:00:00Z'), ev('2', 'OUT_FOR_DELIVERY', '2025-05-03T09:00:00Z')] });
    expect(recovered.alerta).toBeNull();
  });
});
