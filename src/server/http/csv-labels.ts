import { ESTADO_BADGES, type Estado } from '../../shared/domain/estado';

/** Rows per keyset page of a CSV export: one page in memory at a time. */
export const EXPORT_PAGE = 500;

/** A collaboration's state as staff read it (produccion has no badge label in the spec: 'Producción'). */
export const estadoLabel = (e: Estado): string => (e === 'produccion' ? 'Producción' : ESTADO_BADGES[e].label);

/** 'En Revisión' → 'en-revisión': a file-name part that keeps its accents (filename* carries them). */
export const namePart = (label: string): string => label.toLowerCase().replace(/\s+/g, '-');
