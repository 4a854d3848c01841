import { fechaMexico } from '@shared/mexico-time';
import type { ComisionEstado, VentaEstado } from '@shared/schemas/ventas';
import { formatFecha, formatMoney } from '@web/lib/format';

/**
 * Integer cents in their own currency: '$1,350.00' for MXN, 'USD 20.00' for another. Amounts of different
 * currencies are never added up anywhere on screen: every total is one line per currency.
 */
export function formatCentavos(cents: number, moneda: string): string {
  return formatMoney(cents / 100, moneda) ?? `${(cents / 100).toFixed(2)} ${moneda}`;
}

export const COMISION_ESTADO_TEXTOS: Record<ComisionEstado, string> = {
  pendiente: 'Pendiente',
  disponible: 'Disponible',
  pagada: 'Pagada',
};

export const COMISION_ESTADO_AYUDA: Record<ComisionEstado, (dias: number) => string> = {
  pendiente: (dias) => `En espera durante el plazo de devoluciones (${dias} ${dias === 1 ? 'día' : 'días'}).`,
  disponible: () => 'Lista para pagarte.',
  pagada: () => 'Ya te la pagamos.',
};

// The badge sits beside 'Pedido #1002', so it agrees with pedido (masculine), and reads apart from her
// commission's 'Pagada' (which means the brand paid her).
export const VENTA_ESTADO_TEXTOS: Record<VentaEstado, string> = {
  pendiente_pago: 'Pago pendiente',
  pagada: 'Pagado',
  reembolso_parcial: 'Reembolso parcial',
  reembolsada: 'Reembolsado',
  cancelada: 'Cancelado',
};

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11' → 'noviembre 2026'. */
export function formatMesVentas(clave: string): string {
  const [y, m] = clave.split('-').map(Number) as [number, number];
  const nombre = MESES[m - 1];
  return nombre ? `${nombre} ${y}` : clave;
}

/** '2.5×' for a return of 2.5; 'Sin costo' when it cannot be computed. */
export function formatRetorno(retorno: number | null): string {
  if (retorno === null) return 'Sin costo';
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(retorno)}×`;
}

/** '15 %' (es-MX writes the space). */
export function formatPorcentaje(n: number): string {
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }).format(n)} %`;
}

/** A calendar day ('2026-11-01', a payout's date) as '1 nov 2026', without a time zone moving it a day. */
export function formatFechaDia(ymd: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? formatFecha(`${ymd}T12:00:00-06:00`) : formatFecha(ymd);
}

/**
 * An amount typed in a form ('1,234.50', '$850', '850.5') as integer cents; null when it is not a
 * positive amount with at most two decimals. Exact: never goes through a float's rounding.
 */
export function parseMontoCents(texto: string): number | null {
  const limpio = texto.trim().replace(/[$,\s]/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(limpio);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Cents as a form writes them back: 123450 → '1234.50'. */
export function centsATexto(cents: number): string {
  // The sign apart: -50 cents is '-0.50', which Math.trunc alone would write '0.50'.
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Today's calendar day in Mexico City, 'YYYY-MM-DD' (a payout's default date). */
export function hoyMexico(now = new Date()): string {
  return fechaMexico(now);
}
