import { SearchInput } from '@web/components/ui/search-input';

/** 'Buscar por título, producto o marca'. */
export function MedidasSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SearchInput label="Buscar por título, producto o marca" placeholder="Buscar por título, producto o marca" value={value} onChange={onChange} />;
}
