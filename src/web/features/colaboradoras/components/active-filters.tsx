import { XIcon } from 'lucide-react';
import { ACTIVA_LABELS } from '@shared/schemas/colaboradoras';
import type { ColaboradorasFilters } from '../hooks/use-colaboradoras-params';
import { SIN_ENTREGAR_LABEL } from './filtros-dialog';

/** The filters in force as chips, each removable on its own. */
export function ActiveFilters({ value, onChange }: { value: ColaboradorasFilters; onChange: (next: Partial<ColaboradorasFilters>) => void }) {
  const chips = [
    value.estado ? { key: 'estado' as const, label: `Estado: ${value.estado}` } : null,
    value.equipo ? { key: 'equipo' as const, label: `Equipo: ${value.equipo}` } : null,
    value.activa ? { key: 'activa' as const, label: ACTIVA_LABELS[value.activa] } : null,
    value.sinEntregar ? { key: 'sinEntregar' as const, label: SIN_ENTREGAR_LABEL } : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;

  return (
    <ul aria-label="Filtros activos" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-xs font-medium text-secondary-foreground">
            {chip.label}
            <button
              type="button"
              onClick={() => onChange({ [chip.key]: '' })}
              className="rounded-full p-1 outline-none hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <XIcon className="size-3" aria-hidden="true" />
              <span className="sr-only">Quitar filtro {chip.label}</span>
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
