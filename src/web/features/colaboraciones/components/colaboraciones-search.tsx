import { SearchInput } from '@web/components/ui/search-input';

/**
 * 'Buscar colaboraciones': the text is sent ~300 ms after the last key. It follows the URL too, so
 * back and forward show the search that was run.
 */
export function ColaboracionesSearch({ value, onSearch, delayMs = 300 }: { value: string; onSearch: (q: string) => void; delayMs?: number }) {
  return <SearchInput label="Buscar colaboraciones" placeholder="Buscar colaboraciones" value={value} onChange={onSearch} delayMs={delayMs} />;
}
