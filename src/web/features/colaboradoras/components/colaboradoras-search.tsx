import { SearchInput } from '@web/components/ui/search-input';

/**
 * 'Buscar nombre, ciudad o Instagram…': the text is sent ~300 ms after the last key. It follows the
 * URL too, so back and forward show the search that was run.
 */
export function ColaboradorasSearch({ value, onSearch, delayMs = 300 }: { value: string; onSearch: (q: string) => void; delayMs?: number }) {
  return (
    <SearchInput landmark label="Buscar colaboradoras" placeholder="Buscar nombre, ciudad o Instagram…" value={value} onChange={onSearch} delayMs={delayMs} />
  );
}
