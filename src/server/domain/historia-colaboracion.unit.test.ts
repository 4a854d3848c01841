import { describe, expect, it } from 'vitest';
import { envioOriginal, historiaColaboracion, reemplazoEnvio, type EnvioOriginalHechos, type ProblemaRow } from './historia-colaboracion';

const t = (s: string) => new Date(`2026-11-${s}Z`);

const envio: EnvioOriginalHechos = {
  draftOrderName: '#D1',
  // The store's order time is to the second; our draft row's to the millisecond, the same second.
  draftAt: t('10T12:00:00.600'),
  orderName: '#1001',
  orderAt: t('10T12:00:00.000'),
  enviado: true,
  inTransitAt: null,
  deliveredAt: t('12T09:00:00.000'),
  recibidoAt: t('12T18:00:00.000'),
};

const problema = (v: Partial<ProblemaRow>): ProblemaRow =>
  ({
    id: 'p1',
    colaboracionId: 'c1',
    tipo: 'talla',
    medida: 'cintura',
    sentido: 'chico',
    tallaDeseada: null,
    nota: null,
    foto: null,
    estado: 'abierto',
    variantId: null,
    talla: null,
    reportadoPor: null,
    resueltoPor: null,
    resueltoAt: null,
    resolucionNota: null,
    reemplazoEstado: null,
    reemplazoVariantId: null,
    reemplazoTitulo: null,
    reemplazoTalla: null,
    draftOrderId: null,
    draftOrderName: null,
    invoiceUrl: null,
    orderId: null,
    orderName: null,
    orderAt: null,
    recibidoAt: null,
    reemplazoError: null,
    costoUnitario: null,
    costoEnvio: null,
    costoMoneda: null,
    devolver: false,
    devueltoAt: null,
    createdAt: t('20T12:00:00.000'),
    updatedAt: t('20T12:00:00.000'),
    ...v,
  }) satisfies ProblemaRow;

describe('a collaboration story across both shipments (decision 078)', () => {
  it('reads the first shipment, the problem and the replacement in order, the store\'s same-second order after its draft', () => {
    const p = problema({
      estado: 'resuelto',
      resueltoAt: t('21T12:00:00.000'),
      reemplazoEstado: 'recibido',
      reemplazoTitulo: 'Wide leg - 30',
      draftOrderName: '#D2',
      orderName: '#1002',
      orderAt: t('22T12:00:00.000'),
      recibidoAt: t('25T12:00:00.000'),
    });
    expect(historiaColaboracion(envio, [p]).map((h) => h.texto)).toEqual([
      'Empaquetado: draft order #D1',
      'Pedido #1001 realizado',
      'Pedido #1001 entregado según la paquetería',
      'Recibido según la colaboradora',
      'Problema reportado: No me quedó (chico en cintura)',
      'Reemplazo elegido: Wide leg - 30',
      'Draft order de reemplazo #D2',
      'Pedido de reemplazo #1002 realizado',
      'Reemplazo recibido: el plazo de 7 días empieza de nuevo',
    ]);
    expect(envioOriginal(envio).pasos.map((s) => [s.label, s.alcanzado])).toEqual([
      ['Draft order creado', true],
      ['Pedido realizado', true],
      ['Enviado', true],
      ['En tránsito', true],
      ['Entregado', true],
      ['Recibido', true],
    ]);
    expect(envioOriginal(envio).pasos[1]!.fecha).toBe(envio.draftAt!.toISOString());
    expect(reemplazoEnvio(p)).toMatchObject({ pedido: '#1002', estado: 'recibido', motivo: 'No me quedó' });
  });

  it('a replacement being made has no order yet; one the store refused is no shipment', () => {
    expect(reemplazoEnvio(problema({ reemplazoEstado: 'creando' }))).toMatchObject({ pedido: null, pasos: [{ alcanzado: false }, { alcanzado: false }, { alcanzado: false }] });
    expect(reemplazoEnvio(problema({ reemplazoEstado: 'borrador', draftOrderName: '#D2' }))).toMatchObject({ pedido: '#D2', pasos: [{ alcanzado: true }, { alcanzado: false }, { alcanzado: false }] });
    expect(reemplazoEnvio(problema({ reemplazoEstado: 'fallido' }))).toBeNull();
    expect(reemplazoEnvio(problema({}))).toBeNull();
  });

  it('closed without a replacement, and no envío yet (staff made it by hand)', () => {
    const p = problema({ estado: 'cerrado', resueltoAt: t('21T12:00:00.000'), resolucionNota: 'Se ajusta con el uso' });
    expect(historiaColaboracion(null, [p]).map((h) => h.texto)).toEqual(['Problema reportado: No me quedó (chico en cintura)', 'Problema cerrado sin reemplazo: Se ajusta con el uso']);
  });
});
