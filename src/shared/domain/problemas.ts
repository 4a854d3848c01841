/**
 * Problems with a collaboration's parcel (issue 29): what she may report, what staff may do, and the
 * words both screens use. Server and web read these; the database checks the same lists.
 */
import type { Estado } from './estado';

export const PROBLEMA_TIPOS = ['talla', 'danado', 'no_llego'] as const;
export type ProblemaTipo = (typeof PROBLEMA_TIPOS)[number];

/** Which measurement did not fit, or "another size" (she names it). */
export const PROBLEMA_MEDIDAS = ['cintura', 'cadera', 'largo', 'otra_talla'] as const;
export type ProblemaMedida = (typeof PROBLEMA_MEDIDAS)[number];

/** Chica or grande: "reportado chico en cintura". */
export const PROBLEMA_SENTIDOS = ['chico', 'grande'] as const;
export type ProblemaSentido = (typeof PROBLEMA_SENTIDOS)[number];

/**
 * abierto: waiting for staff. reemplazo: a replacement is on its way (its draft, her order, her receipt).
 * resuelto: the replacement arrived, or staff closed it with a note (cerrado).
 */
export const PROBLEMA_ESTADOS = ['abierto', 'reemplazo', 'resuelto', 'cerrado'] as const;
export type ProblemaEstado = (typeof PROBLEMA_ESTADOS)[number];
/** Open problems pause the 7-day clock and its reminders; one per collaboration at a time. */
export const PROBLEMA_ABIERTO_ESTADOS = ['abierto', 'reemplazo'] as const satisfies readonly ProblemaEstado[];

/** The replacement's own steps: the draft being made, made (invoice link), her order placed, received. */
export const REEMPLAZO_ESTADOS = ['creando', 'borrador', 'pedido', 'recibido', 'fallido'] as const;
export type ReemplazoEstado = (typeof REEMPLAZO_ESTADOS)[number];

/** Where she can report from: her item is on its way (Logística) or with her (Producción). */
export const PROBLEMA_DESDE_ESTADOS = ['logistica', 'produccion'] as const satisfies readonly Estado[];

/** "No ha llegado" only after the store says delivered, or this many days after it shipped. */
export const NO_LLEGO_DIAS = 10;
export const PROBLEMA_NOTA_MAX = 1000;

export const PROBLEMA_TIPO_LABELS: Record<ProblemaTipo, string> = {
  talla: 'No me quedó',
  danado: 'Llegó dañado',
  no_llego: 'No ha llegado',
};

export const PROBLEMA_MEDIDA_LABELS: Record<ProblemaMedida, string> = {
  cintura: 'Cintura',
  cadera: 'Cadera',
  largo: 'Largo',
  otra_talla: 'Otra talla',
};

export const PROBLEMA_ESTADO_LABELS: Record<ProblemaEstado, string> = {
  abierto: 'Problema reportado',
  reemplazo: 'Reemplazo en camino',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
};

export const REEMPLAZO_ESTADO_LABELS: Record<ReemplazoEstado, string> = {
  creando: 'Creando el pedido de reemplazo',
  borrador: 'Reemplazo listo: completa tu pedido',
  pedido: 'Pedido de reemplazo realizado',
  recibido: 'Reemplazo recibido',
  fallido: 'No se pudo crear el pedido de reemplazo',
};

/** "chico en cintura": what Medidas de Jeans counts per product. */
export function problemaMedidaTexto(medida: ProblemaMedida, sentido: ProblemaSentido | null): string {
  if (medida === 'otra_talla') return 'otra talla';
  return `${sentido ?? 'no quedó'} en ${PROBLEMA_MEDIDA_LABELS[medida].toLowerCase()}`;
}
