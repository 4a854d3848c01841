import type { FilaResultados } from '@shared/schemas/resultados';
import { formatMoney, formatNumero, plural } from '@web/lib/format';

/** The shared money format (lib/format.ts): '$1,350.00' for MXN, 'USD 20.00' for another currency. */
export function formatDinero(n: number, moneda: string): string {
  return formatMoney(n, moneda) ?? COSTO_NO_DISPONIBLE;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11' → 'noviembre 2026'; short: 'nov 2026'. */
export function formatMes(clave: string, corto = false): string {
  const [y, m] = clave.split('-').map(Number) as [number, number];
  const nombre = MESES[m - 1] ?? clave;
  return `${corto ? nombre.slice(0, 3) : nombre} ${y}`;
}

/** '2026-11-01' → '1 nov 2026' without time-zone drift (a calendar day, not an instant). */
export function formatDia(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return `${d} ${(MESES[m - 1] ?? '').slice(0, 3)} ${y}`;
}

export const COSTO_NO_DISPONIBLE = 'Costo no disponible';

/** The row's cost, or 'Costo no disponible' when none of its collaborations has one (never $0.00). */
export function costoTexto(fila: FilaResultados, moneda: string): string {
  return fila.costo === null ? COSTO_NO_DISPONIBLE : formatDinero(fila.costo, moneda);
}

/** Cost per usable file; without a cost 'Costo no disponible', without usable files 'Sin archivos útiles'. */
export function costoPorUtilTexto(fila: FilaResultados, moneda: string): string {
  if (fila.costo === null) return COSTO_NO_DISPONIBLE;
  if (fila.costoPorUtil === null) return 'Sin archivos útiles';
  return formatDinero(fila.costoPorUtil, moneda);
}

/** '2 colaboraciones sin costo no incluidas'; null when none was left out. */
export function sinCostoTexto(fila: FilaResultados): string | null {
  if (fila.sinCosto === 0) return null;
  return `${plural(fila.sinCosto, 'colaboración', 'colaboraciones')} sin costo no ${fila.sinCosto === 1 ? 'incluida' : 'incluidas'}`;
}

export { formatNumero };
