/** Option lists of spec §3. */
export const TIPOS = ['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom'] as const;
export const COLORES = ['Azul', 'Celeste', 'Negro'] as const;
export const TALLAS = ['1', '3', '5', '7', '9', '11', '13', '15', '17'] as const;
export const MARCAS = ['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam'] as const;
export const PRODUCTOS = ['Jeans', 'Joyería'] as const;

// Mexico's states and the recording equipment are in perfil-options.ts: Disponibles' first load, which
// carries this module, never needs them (the 120 kB budget, decision 064).

export const TIPOS_CONTENIDO = ['imagen', 'video'] as const;
/** A delivered video's poster and preview (issue 18): being made, ready, or given up (the original plays). */
export const VIDEO_ESTADOS = ['procesando', 'listo', 'fallido'] as const;
export type VideoEstado = (typeof VIDEO_ESTADOS)[number];
export type TipoContenido = (typeof TIPOS_CONTENIDO)[number];

export const FEEDBACK_STATUSES = ['excelente', 'bueno', 'descartado'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_LABELS: Record<FeedbackStatus, string> = {
  excelente: 'Excelente',
  bueno: 'Bueno',
  descartado: 'Descartado',
};

/** entregas.estado: enviado on creation; the review sets aprobado or pendiente (spec §3, §4). */
export const ENTREGA_ESTADOS = ['enviado', 'aprobado', 'pendiente'] as const;
export type EntregaEstado = (typeof ENTREGA_ESTADOS)[number];
