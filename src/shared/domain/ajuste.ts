/**
 * The fit hint on available jeans (issue 5): her own cintura and cadera (Mi Perfil) against the garment's,
 * all in cm around the body. Jeans stretch a little, so up to 2 cm less than her measure still fits and up
 * to 5 cm more is comfortable; the tighter of the two measures decides. Without both of hers, no hint.
 * docs/decisions/011-fit-hint.md explains the margins.
 */
export const AJUSTES = ['ajustado', 'a-tu-medida', 'holgado'] as const;
export type Ajuste = (typeof AJUSTES)[number];

export const AJUSTE_LABELS: Record<Ajuste, string> = {
  ajustado: 'Te quedaría ajustado',
  'a-tu-medida': 'A tu medida',
  holgado: 'Te quedaría holgado',
};

const TIGHT_BELOW_CM = -2;
const LOOSE_ABOVE_CM = 5;

interface Medidas {
  cintura: number | null;
  cadera: number | null;
}

function one(garment: number, body: number): Ajuste {
  const diff = garment - body;
  if (diff < TIGHT_BELOW_CM) return 'ajustado';
  if (diff > LOOSE_ABOVE_CM) return 'holgado';
  return 'a-tu-medida';
}

export function ajusteDe(prenda: Medidas, ella: Medidas): Ajuste | null {
  const results: Ajuste[] = [];
  if (prenda.cintura !== null && ella.cintura !== null) results.push(one(prenda.cintura, ella.cintura));
  if (prenda.cadera !== null && ella.cadera !== null) results.push(one(prenda.cadera, ella.cadera));
  if (results.length === 0) return null;
  // Tight anywhere means tight: a waist that does not close is not saved by roomy hips.
  if (results.includes('ajustado')) return 'ajustado';
  if (results.includes('holgado')) return 'holgado';
  return 'a-tu-medida';
}
