import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@web/components/ui/input';

/** 'Buscar por título, producto o marca'. */
export function MedidasSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Buscar por título, producto o marca
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder="Buscar por título, producto o marca"
        autoComplete="off"
        maxLength={100}
        className="pl-9"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
