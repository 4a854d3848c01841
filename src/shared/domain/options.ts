/** Option lists of spec §3. */
export const TIPOS = ['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom'] as const;
export const COLORES = ['Azul', 'Celeste', 'Negro'] as const;
export const TALLAS = ['1', '3', '5', '7', '9', '11', '13', '15', '17'] as const;
export const MARCAS = ['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam'] as const;
export const PRODUCTOS = ['Jeans', 'Joyería'] as const;

export const ESTADOS_MEXICO = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;

/** Recording equipment: Cámara and every iPhone model from the 8 to the 17 family. */
export const EQUIPOS = [
  'Cámara',
  // Issue 28: a creator filming on an Android phone had no choice to make.
  'Teléfono Android',
  'iPhone 8',
  'iPhone 8 Plus',
  'iPhone X',
  'iPhone XR',
  'iPhone XS',
  'iPhone XS Max',
  'iPhone 11',
  'iPhone 11 Pro',
  'iPhone 11 Pro Max',
  'iPhone SE',
  'iPhone 12 mini',
  'iPhone 12',
  'iPhone 12 Pro',
  'iPhone 12 Pro Max',
  'iPhone 13 mini',
  'iPhone 13',
  'iPhone 13 Pro',
  'iPhone 13 Pro Max',
  'iPhone 14',
  'iPhone 14 Plus',
  'iPhone 14 Pro',
  'iPhone 14 Pro Max',
  'iPhone 15',
  'iPhone 15 Plus',
  'iPhone 15 Pro',
  'iPhone 15 Pro Max',
  'iPhone 16e',
  'iPhone 16',
  'iPhone 16 Plus',
  'iPhone 16 Pro',
  'iPhone 16 Pro Max',
  'iPhone 17',
  'iPhone Air',
  'iPhone 17 Pro',
  'iPhone 17 Pro Max',
] as const;

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
