import { useState } from 'react';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useMedidas } from '../api/get-medidas';
import { TODAS, useMarcaFilter } from './use-marca-filter';

/**
 * The Medidas screen's state: the search (sent ~300 ms after the last key), the remembered brand tab
 * and the list they select. A remembered brand that no longer has rows falls back to 'Todas'.
 */
export function useMedidasView() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [marca, setMarca] = useMarcaFilter();
  const list = useMedidas({ q, marca: marca === TODAS ? null : marca });

  // The brands with rows come with every answer (whatever the filter), so the current one is decisive.
  const marcas = list.data && !list.isPlaceholderData ? list.data.marcas : undefined;
  if (marcas && marca !== TODAS && !marcas.includes(marca)) setMarca(TODAS);

  return { search, setSearch, filtered: q !== '' || marca !== TODAS, marca, setMarca, list };
}
