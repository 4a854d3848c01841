import { SearchIcon } from 'lucide-react';
import { Input } from '@web/components/ui/input';

/** 'Buscar por nombre, talla o marca…', searching as one types. */
export function ConfirmacionSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor="confirmacion-buscar" className="sr-only">
        Buscar colaboraciones
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input id="confirmacion-buscar" type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder="Buscar por nombre, talla o marca…" className="pl-9" />
    </div>
  );
}
