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

// A phone's 1080×1920, 720×1280 or 2160×3840 are all 9:16; 2% absorbs odd encoder sizes like 1080×1916.
const RATIO_TOLERANCE = 0.02;
const NINE_SIXTEEN = 9 / 16;

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s}` : s.toFixed(1).replace('.', ',');
}

export function guiaTecnicaAvisos({ tipoContenido, width, height, durationMs }: MedidasArchivo): string[] {
  const avisos: string[] = [];
  const sized = width !== null && height !== null && width > 0 && height > 0;
  if (tipoContenido === 'video') {
    if (durationMs !== null && durationMs < LIMITS.videoMinSeconds * 1000) {
      avisos.push(`El video dura ${seconds(durationMs)} s; la Guía técnica pide de 15 a 60 segundos.`);
    } else if (durationMs !== null && durationMs > LIMITS.videoMaxSeconds * 1000) {
      avisos.push(`El video dura ${seconds(durationMs)} s; la Guía técnica pide de 15 a 60 segundos.`);
    }
    if (sized) {
      if (Math.abs(width / height - NINE_SIXTEEN) > NINE_SIXTEEN * RATIO_TOLERANCE) {
        avisos.push(`El video mide ${width}×${height}; la Guía técnica pide formato vertical 9:16.`);
      } else if (width < LIMITS.videoWidth || height < LIMITS.videoHeight) {
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
