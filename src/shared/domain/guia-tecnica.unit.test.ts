import { describe, expect, it } from 'vitest';
import { guiaTecnicaAvisos, type MedidasArchivo } from './guia-tecnica';

const video = (durationMs: number | null, width: number | null = 1080, height: number | null = 1920): MedidasArchivo => ({
  tipoContenido: 'video',
  width,
  height,
  durationMs,
});
const foto = (width: number | null, height: number | null): MedidasArchivo => ({ tipoContenido: 'imagen', width, height, durationMs: null });

const DURACION = (s: string) => `El video dura ${s} s; la Guía técnica pide de 15 a 60 segundos.`;

describe('Guía técnica checks on videos (spec §2: 15-60 s, vertical 9:16, at least 1080×1920)', () => {
  it('has nothing to say about a 30 s 1080×1920 video, nor at the limits of the range', () => {
    expect(guiaTecnicaAvisos(video(30_000))).toEqual([]);
    expect(guiaTecnicaAvisos(video(15_000))).toEqual([]);
    expect(guiaTecnicaAvisos(video(60_000))).toEqual([]);
  });

  it('warns about a short or a long video, in seconds with a decimal comma', () => {
    expect(guiaTecnicaAvisos(video(5_000))).toEqual([DURACION('5')]);
    expect(guiaTecnicaAvisos(video(12_500))).toEqual([DURACION('12,5')]);
    expect(guiaTecnicaAvisos(video(75_000))).toEqual([DURACION('75')]);
  });

  it('never shows a duration just outside the range as if it were inside it', () => {
    // 14.999 s rounds to "15,0" and 60.04 s to "60,0": both would read as within 15 to 60.
    expect(guiaTecnicaAvisos(video(14_999))).toEqual([DURACION('14,9')]);
    expect(guiaTecnicaAvisos(video(60_040))).toEqual([DURACION('60,1')]);
  });

  it('warns about a horizontal or square video (not 9:16), and about both problems at once', () => {
    expect(guiaTecnicaAvisos(video(30_000, 1920, 1080))).toEqual(['El video mide 1920×1080; la Guía técnica pide formato vertical 9:16.']);
    expect(guiaTecnicaAvisos(video(30_000, 1080, 1080))).toEqual(['El video mide 1080×1080; la Guía técnica pide formato vertical 9:16.']);
    expect(guiaTecnicaAvisos(video(5_000, 1920, 1080))).toEqual([DURACION('5'), 'El video mide 1920×1080; la Guía técnica pide formato vertical 9:16.']);
  });

  it('tolerates 2% off 9:16 for odd encoder sizes, not more', () => {
    expect(guiaTecnicaAvisos(video(30_000, 1080, 1916))).toEqual([]);
    expect(guiaTecnicaAvisos(video(30_000, 2160, 3840))).toEqual([]);
    // 1080×1880 is 0.5745, 2.1% over 9:16 (0.5625).
    expect(guiaTecnicaAvisos(video(30_000, 1080, 1880))).toEqual(['El video mide 1080×1880; la Guía técnica pide formato vertical 9:16.']);
    // 3:4 is far from it.
    expect(guiaTecnicaAvisos(video(30_000, 1440, 1920))).toEqual(['El video mide 1440×1920; la Guía técnica pide formato vertical 9:16.']);
  });

  it('warns about a 9:16 video under 1080×1920, with the same 2% for encoder sizes', () => {
    expect(guiaTecnicaAvisos(video(30_000, 720, 1280))).toEqual(['El video mide 720×1280; la Guía técnica pide al menos 1080×1920.']);
    expect(guiaTecnicaAvisos(video(30_000, 1064, 1888))).toEqual([]);
    expect(guiaTecnicaAvisos(video(30_000, 1056, 1878))).toEqual(['El video mide 1056×1878; la Guía técnica pide al menos 1080×1920.']);
  });

  it('says nothing about measures it could not read', () => {
    expect(guiaTecnicaAvisos(video(null, null, null))).toEqual([]);
    expect(guiaTecnicaAvisos(video(30_000, 0, 0))).toEqual([]);
    expect(guiaTecnicaAvisos(video(null, 1920, 1080))).toEqual(['El video mide 1920×1080; la Guía técnica pide formato vertical 9:16.']);
    expect(guiaTecnicaAvisos(video(5_000, null, null))).toEqual([DURACION('5')]);
  });
});

describe('Guía técnica checks on photos (spec §2: at least 1080×1350, vertical)', () => {
  it('has nothing to say about a vertical photo of 1080×1350 or more', () => {
    expect(guiaTecnicaAvisos(foto(1080, 1350))).toEqual([]);
    expect(guiaTecnicaAvisos(foto(3024, 4032))).toEqual([]);
  });

  it('warns about a horizontal photo before its size', () => {
    expect(guiaTecnicaAvisos(foto(1600, 900))).toEqual(['La foto es horizontal (1600×900); la Guía técnica pide fotos verticales.']);
    expect(guiaTecnicaAvisos(foto(4032, 3024))).toEqual(['La foto es horizontal (4032×3024); la Guía técnica pide fotos verticales.']);
  });

  it('warns about a vertical photo under 1080×1350', () => {
    expect(guiaTecnicaAvisos(foto(800, 1000))).toEqual(['La foto mide 800×1000; la Guía técnica pide al menos 1080×1350.']);
    expect(guiaTecnicaAvisos(foto(1080, 1349))).toEqual(['La foto mide 1080×1349; la Guía técnica pide al menos 1080×1350.']);
  });

  it('says nothing about a photo whose size it could not read, and ignores a duration', () => {
    expect(guiaTecnicaAvisos(foto(null, null))).toEqual([]);
    expect(guiaTecnicaAvisos({ tipoContenido: 'imagen', width: 1080, height: 1350, durationMs: 1_000 })).toEqual([]);
  });
});
