import { LIMITS } from './limits';
import type { TipoContenido } from './options';

/**
 * The Guía técnica (spec §2, §9) as checks on a delivered file: photos at least 1080×1350 and vertical;
 * videos 15-60 s, vertical 9:16, at least 1080×1920. A file outside it is still accepted (issue 5: say
 * so, never refuse); these lines tell the creator what to fix next time. Unknown measures give no line.
 */
export interface MedidasArchivo {
  tipoContenido: TipoContenido;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

// A phone's 1080×1920, 720×1280 or 2160×3840 are all 9:16; 2% absorbs odd encoder sizes like 1080×1916,
// both in the ratio and in the 1080×1920 minimum (docs/decisions/012-guia-tecnica-avisos.md).
const TOLERANCE = 0.02;
const NINE_SIXTEEN = 9 / 16;

/**
 * Seconds with one decimal (comma), rounded away from the allowed range so that a file just outside it
 * never reads as inside it: 14.999 s is "14,9", not "15,0"; 60.04 s is "60,1", not "60,0".
 */
function seconds(ms: number, round: 'down' | 'up'): string {
  const tenths = round === 'down' ? Math.floor(ms / 100) : Math.ceil(ms / 100);
  return tenths % 10 === 0 ? `${tenths / 10}` : (tenths / 10).toFixed(1).replace('.', ',');
}

export function guiaTecnicaAvisos({ tipoContenido, width, height, durationMs }: MedidasArchivo): string[] {
  const avisos: string[] = [];
  const sized = width !== null && height !== null && width > 0 && height > 0;
  if (tipoContenido === 'video') {
    if (durationMs !== null && durationMs < LIMITS.videoMinSeconds * 1000) {
      avisos.push(`El video dura ${seconds(durationMs, 'down')} s; la Guía técnica pide de 15 a 60 segundos.`);
    } else if (durationMs !== null && durationMs > LIMITS.videoMaxSeconds * 1000) {
      avisos.push(`El video dura ${seconds(durationMs, 'up')} s; la Guía técnica pide de 15 a 60 segundos.`);
    }
    if (sized) {
      if (Math.abs(width / height - NINE_SIXTEEN) > NINE_SIXTEEN * TOLERANCE) {
        avisos.push(`El video mide ${width}×${height}; la Guía técnica pide formato vertical 9:16.`);
      } else if (width < LIMITS.videoWidth * (1 - TOLERANCE) || height < LIMITS.videoHeight * (1 - TOLERANCE)) {
        avisos.push(`El video mide ${width}×${height}; la Guía técnica pide al menos 1080×1920.`);
      }
    }
  } else if (sized) {
    if (width > height) {
      avisos.push(`La foto es horizontal (${width}×${height}); la Guía técnica pide fotos verticales.`);
    } else if (width < LIMITS.photoMinWidth || height < LIMITS.photoMinHeight) {
      avisos.push(`La foto mide ${width}×${height}; la Guía técnica pide al menos 1080×1350.`);
    }
  }
  return avisos;
}
