import type { ConfirmacionCard } from '@shared/schemas/shopify';
import { firstGrapheme } from '@web/lib/initials';

/** Lower case without accents, so 'garcia' finds 'García'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/**
 * Spec §2: case-insensitive over the creator's first name, last name, city, brand and barcode; and the
 * size too, since the search box promises 'nombre, talla o marca' (docs/decisions/009). A size matches
 * whole ('1' does not find 11, 13 ...).
 */
export function searchCards(cards: readonly ConfirmacionCard[], query: string): ConfirmacionCard[] {
  const q = normalize(query);
  if (!q) return [...cards];
  return cards.filter(
    (card) =>
      (card.talla != null && normalize(card.talla) === q) ||
      [card.colaboradora.nombre, card.colaboradora.apellidos, card.colaboradora.ciudad, card.marca, card.barcode].some(
        (field) => field != null && normalize(field).includes(q),
      ),
  );
}

/** 'Ana L.': the first name and the initial of the last name. */
export function shortName(nombre: string, apellidos: string | null): string {
  const first = nombre.trim().split(/\s+/)[0] ?? nombre;
  const initial = firstGrapheme(apellidos?.trim());
  return initial ? `${first} ${initial.toLocaleUpperCase('es-MX')}.` : first;
}
