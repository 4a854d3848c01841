import { SearchInput } from '@web/components/ui/search-input';

/** 'Buscar por nombre, talla o marca…', searching as one types. */
export function ConfirmacionSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SearchInput landmark id="confirmacion-buscar" label="Buscar colaboraciones" placeholder="Buscar por nombre, talla o marca…" value={value} onChange={onChange} />;
}
