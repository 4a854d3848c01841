import { REVISION_FILTRO_LABELS, REVISION_FILTROS, type RevisionFiltro } from '@shared/domain/revision';
import { cn } from '@web/lib/cn';

/** The review's state chips, En Revisión first (issue 16): what waits for a decision before the rest. */
export function RevisionEstadoFilter({ value, onChange }: { value: RevisionFiltro; onChange: (next: RevisionFiltro) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filtrar por estado de la colaboración">
      {REVISION_FILTROS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => value !== f && onChange(f)}
          className={cn(
            'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === f ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {REVISION_FILTRO_LABELS[f]}
        </button>
      ))}
    </div>
  );
}
