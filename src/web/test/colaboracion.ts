import type { Colaboracion } from '@shared/schemas/colaboracion';

/** A catalogue row as GET /api/colaboraciones answers it, with what a test needs changed. */
export function colaboracion(extra: Partial<Colaboracion> = {}): Colaboracion {
  return {
    id: 'col-1',
    titulo: 'Jeans Recto Azul 26',
    producto: 'Jeans',
    tipo: null,
    color: null,
    talla: '26',
    marca: null,
    imagen: null,
    imagenUrl: null,
    thumbUrl: null,
    pedidoUrl: null,
    estado: 'disponible',
    fechaInicio: null,
    fechaFin: null,
    cintura: 70,
    cadera: null,
    largo: null,
    numeroPedido: null,
    colaboradoraId: null,
    colaboradoraNombre: null,
    nombreVisualizacion: null,
    barcode: null,
    shopifyProductId: null,
    shopifyVariantId: null,
    shopifyInventoryQuantity: null,
    lastSyncAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    archivos: 0,
    ...extra,
  };
}
