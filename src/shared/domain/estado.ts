/**
 * The collaboration state machine of spec §4. Server and web both read it; no other code compares
 * estado strings by hand.
 */
export const ESTADOS = [
  'disponible',
  'confirmacion',
  'empaquetado',
  'logistica',
  'produccion',
  'revision',
  'entregado',
  'agotado',
  'cancelada',
] as const;
export type Estado = (typeof ESTADOS)[number];

export function isEstado(value: unknown): value is Estado {
  return typeof value === 'string' && (ESTADOS as readonly string[]).includes(value);
}

export type BadgeTone = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

export const ESTADO_BADGES: Record<Estado, { label: string; tone: BadgeTone }> = {
  disponible: { label: 'Disponible', tone: 'success' },
  confirmacion: { label: 'Confirmación', tone: 'warning' },
  empaquetado: { label: 'Empaquetado', tone: 'secondary' },
  logistica: { label: 'Logística', tone: 'secondary' },
  produccion: { label: 'Producción', tone: 'default' },
  revision: { label: 'En Revisión', tone: 'warning' },
  entregado: { label: 'Entregado', tone: 'success' },
  agotado: { label: 'Agotado', tone: 'outline' },
  cancelada: { label: 'Cancelada', tone: 'destructive' },
};

/** Spec §4: the create form offers six states, the edit form all nine. */
export const CREATE_FORM_ESTADOS = [
  'disponible',
  'empaquetado',
  'logistica',
  'produccion',
  'confirmacion',
  'entregado',
] as const satisfies readonly Estado[];

/**
 * Admin table tabs: spec §2 Gestión de Colaboraciones' eight, 'todos' first, plus En Revisión and
 * Cancelada (decision 040): without them those rows could be found only by scrolling Todos.
 */
export const ADMIN_TABS = [
  'todos',
  'disponible',
  'empaquetado',
  'logistica',
  'produccion',
  'confirmacion',
  'revision',
  'entregado',
  'agotado',
  'cancelada',
] as const;

/** Who triggers a transition. 'system' is the server itself (store sync, order webhooks). */
export type Actor = 'admin' | 'tienda' | 'colaboradora' | 'system';

export type TransitionName =
  | 'solicitar'
  | 'empaquetar'
  | 'pedido_realizado'
  | 'recibido'
  | 'enviar_revision'
  | 'aprobar'
  | 'solicitar_cambios'
  | 'agotar'
  | 'reponer';

export interface Transition {
  from: readonly Estado[];
  to: Estado;
  by: readonly Actor[];
}

export const TRANSITIONS: Record<TransitionName, Transition> = {
  /** The creator requests an unassigned item (only if still unassigned). */
  solicitar: { from: ['disponible'], to: 'confirmacion', by: ['colaboradora'] },
  /** Staff press Empaquetado, which creates the draft order. */
  empaquetar: { from: ['confirmacion'], to: 'empaquetado', by: ['admin', 'tienda'] },
  /** The creator presses 'Pedido Realizado', or the store reports the order completed. */
  pedido_realizado: { from: ['empaquetado'], to: 'logistica', by: ['colaboradora', 'system'] },
  /** The creator presses Recibido. */
  recibido: { from: ['logistica'], to: 'produccion', by: ['colaboradora'] },
  /** The creator presses 'Enviar a revisión'. */
  enviar_revision: { from: ['produccion'], to: 'revision', by: ['colaboradora'] },
  /** Staff approve the delivery; the creator is free for a new collaboration. */
  aprobar: { from: ['revision'], to: 'entregado', by: ['admin'] },
  /** Staff ask for changes; the creator sees a note on her detail page. */
  solicitar_cambios: { from: ['revision'], to: 'produccion', by: ['admin'] },
  /** Import and inventory sync flip unassigned items between disponible and agotado. */
  agotar: { from: ['disponible'], to: 'agotado', by: ['system'] },
  reponer: { from: ['agotado'], to: 'disponible', by: ['system'] },
};

export function canTrigger(name: TransitionName, actor: Actor, from: Estado): boolean {
  const t = TRANSITIONS[name];
  return t.by.includes(actor) && t.from.includes(from);
}

/** Admin edit can set any state (spec §4 'any → any'): the override, recorded in the history. */
export function canOverride(actor: Actor): boolean {
  return actor === 'admin';
}

/** One active collaboration per creator: every state but entregado and cancelada (DB index too). */
export const INACTIVE_ESTADOS = ['entregado', 'cancelada'] as const satisfies readonly Estado[];
export function isActive(estado: Estado): boolean {
  return !(INACTIVE_ESTADOS as readonly Estado[]).includes(estado);
}

/** Creator dashboard lists (spec §3): the Pendiente list. */
export const PENDIENTE_LIST_ESTADOS = ['empaquetado', 'logistica', 'produccion', 'confirmacion'] as const satisfies readonly Estado[];
/**
 * Inicio's Pendientes card counts what the Pendiente list it links to shows (decision 040): spec §4's
 * count leaves produccion out, which read 0 beside a list of 1 while she was creating her content.
 */
export const PENDIENTES_COUNT_ESTADOS = PENDIENTE_LIST_ESTADOS;
export const ENTREGADAS_ESTADOS = ['revision', 'entregado'] as const satisfies readonly Estado[];
/** The read-only detail view (spec §2 collaboration detail). */
export const READ_ONLY_ESTADOS = ['revision', 'entregado'] as const satisfies readonly Estado[];
/** States without upload cards on the detail page. */
export const NO_UPLOAD_ESTADOS = ['confirmacion', 'empaquetado'] as const satisfies readonly Estado[];
/**
 * She may add and delete files while the item is on its way or in production; not before it ships
 * (confirmacion, empaquetado: no upload cards) and not once she sent it to review (revision, entregado).
 */
export const UPLOAD_ESTADOS = ['logistica', 'produccion'] as const satisfies readonly Estado[];
export function takesUploads(estado: Estado): boolean {
  return (UPLOAD_ESTADOS as readonly Estado[]).includes(estado);
}
