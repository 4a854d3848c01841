import type { Calificacion } from '@shared/domain/calificacion';
import type { BadgeTone } from '@shared/domain/estado';

/** How each rating looks wherever it shows (badges, counters, section dots), staff and creator alike. */
export const CALIFICACION_TONE: Record<Calificacion, BadgeTone> = {
  sin_revisar: 'outline',
  excelente: 'success',
  bueno: 'secondary',
  descartado: 'destructive',
};

export const CALIFICACION_DOT: Record<Calificacion, string> = {
  sin_revisar: 'bg-warning',
  excelente: 'bg-success',
  bueno: 'bg-primary',
  descartado: 'bg-destructive',
};

export const CALIFICACION_TEXT: Record<Calificacion, string> = {
  sin_revisar: 'text-muted-foreground',
  excelente: 'text-success',
  bueno: 'text-foreground',
  descartado: 'text-destructive',
};
