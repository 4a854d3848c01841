/**
 * The creator score (issue 20 item 2): what she delivered, from her history, as one number 0-100 with a
 * plain-Spanish explanation. Server and web both read this file: the server computes, the web shows the
 * same explanation next to the number.
 */

/** A rated file's value: Excelente 3, Bueno 2, Descartado 1 (the average is shown on this 1-3 scale). */
export const NOTA_VALOR = { excelente: 3, bueno: 2, descartado: 1 } as const;

/** Below either threshold the history says too little: 'Sin historial suficiente', not a number. */
export const MIN_COLABORACIONES_TERMINADAS = 2;
export const MIN_ARCHIVOS_CALIFICADOS = 3;
/** Collaborations at which the experience part is full. */
export const COLABORACIONES_PLENAS = 5;

/** Weights of the parts; a part with no data yet is left out and the rest weigh in proportion. */
export const PESOS = { utiles: 35, aTiempo: 25, nota: 20, cambios: 10, experiencia: 10 } as const;

export const SIN_HISTORIAL = 'Sin historial suficiente';

/** Her history, counted by the server (see puntaje.queries.ts). */
export interface PuntajeDatos {
  /** Collaborations Entregado (approved). */
  terminadas: number;
  /** Files staff rated (estado aprobado or pendiente). */
  calificados: number;
  /** Of those, rated Excelente or Bueno. */
  utiles: number;
  /** Sum of NOTA_VALOR over the rated files. */
  sumaNotas: number;
  /** Received collaborations whose 7-day window closed or that have a post link. */
  conPlazo: number;
  /** Of those, with a post link on or before the 7th day after receipt (Mexico City dates). */
  aTiempo: number;
  /** Times she sent to review, and times staff asked for changes. */
  envios: number;
  cambios: number;
}

export interface Puntaje {
  /** 0-100, or null: 'Sin historial suficiente'. */
  valor: number | null;
  /** Each part as shown in the explanation; null where it has no data. */
  partes: {
    utiles: number | null;
    aTiempo: number | null;
    notaPromedio: number | null;
    tasaCambios: number | null;
  };
  datos: PuntajeDatos;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

export function calcularPuntaje(d: PuntajeDatos): Puntaje {
  const utiles = ratio(d.utiles, d.calificados);
  const aTiempo = ratio(d.aTiempo, d.conPlazo);
  const notaPromedio = ratio(d.sumaNotas, d.calificados);
  const tasaCambios = d.envios > 0 ? Math.min(1, d.cambios / d.envios) : null;
  const partes = { utiles, aTiempo, notaPromedio, tasaCambios };
  if (d.terminadas < MIN_COLABORACIONES_TERMINADAS || d.calificados < MIN_ARCHIVOS_CALIFICADOS) {
    return { valor: null, partes, datos: d };
  }
  // Each part on 0..1, with its weight; parts without data are left out.
  const piezas: [number | null, number][] = [
    [utiles, PESOS.utiles],
    [aTiempo, PESOS.aTiempo],
    [notaPromedio === null ? null : (notaPromedio - 1) / 2, PESOS.nota],
    [tasaCambios === null ? null : 1 - tasaCambios, PESOS.cambios],
    [Math.min(1, d.terminadas / COLABORACIONES_PLENAS), PESOS.experiencia],
  ];
  let suma = 0;
  let pesos = 0;
  for (const [v, w] of piezas) {
    if (v === null) continue;
    suma += v * w;
    pesos += w;
  }
  return { valor: Math.round((100 * suma) / pesos), partes, datos: d };
}

/** The '¿Cómo se calcula?' text, one paragraph per line. */
export const PUNTAJE_EXPLICACION: readonly string[] = [
  `El puntaje va de 0 a 100 y sale de su historial en Colabora.`,
  `${PESOS.utiles}% archivos útiles: de los archivos que el equipo calificó, cuántos fueron Excelente o Bueno.`,
  `${PESOS.aTiempo}% publicación a tiempo: de las colaboraciones recibidas, en cuántas agregó el enlace de su publicación a más tardar 7 días después de marcar Recibido.`,
  `${PESOS.nota}% calificación promedio: Excelente vale 3, Bueno 2 y Descartado 1.`,
  `${PESOS.cambios}% pocos cambios: cuántas veces se le pidieron cambios por cada envío a revisión (menos es mejor).`,
  `${PESOS.experiencia}% experiencia: colaboraciones entregadas, hasta ${COLABORACIONES_PLENAS}.`,
  `Si un dato todavía no aplica, no cuenta y el resto pesa en proporción.`,
  `Con menos de ${MIN_COLABORACIONES_TERMINADAS} colaboraciones entregadas o menos de ${MIN_ARCHIVOS_CALIFICADOS} archivos calificados se muestra "${SIN_HISTORIAL}".`,
];
