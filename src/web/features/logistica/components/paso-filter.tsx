import { PASO_ENVIO_LABELS, PASOS_ENVIO, type LogisticaResponse, type PasoEnvio } from '@shared/schemas/logistica';
import { cn } from '@web/lib/cn';

export type PasoFiltro = PasoEnvio | 'todos';

/** Chips per step with how many shipments stand there; they filter the cards. */
export function PasoFilter({
  value,
  onChange,
  porPaso,
  total,
}: {
  value: PasoFiltro;
  onChange: (next: PasoFiltro) => void;
  porPaso: LogisticaResponse['porPaso'];
  total: number;
}) {
  const options: { value: PasoFiltro; label: string; count: number }[] = [
    { value: 'todos', label: 'Todos', count: total },
    ...PASOS_ENVIO.map((p) => ({ value: p, label: PASO_ENVIO_LABELS[p], count: porPaso[p] })),
  ];
  return (
    <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label="Filtrar por estado del envío">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === o.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {o.label}
          <span className={cn('tabular-nums', value === o.value ? 'opacity-90' : 'text-muted-foreground')}>{o.count}</span>
        </button>
      ))}
    </div>
  );
}
