import type { TipoContenido } from '@shared/domain/options';

export const TIPO_LABEL: Record<TipoContenido, string> = { imagen: 'Foto', video: 'Video' };

