import { GALERIA_FEEDBACK_LABELS, GALERIA_FEEDBACKS, GALERIA_TIPO_LABELS, GALERIA_TIPOS, type GaleriaFeedback, type GaleriaResponse, type GaleriaTipo } from '@shared/schemas/galeria';
import { useState } from 'react';
import { CANAL_LABELS, CANALES, type Canal } from '@shared/schemas/derechos';
import { ANUNCIO_FILTRO_LABELS, ANUNCIO_FILTROS, type AnuncioFiltro } from '@shared/schemas/anuncios';
import { DownloadIcon } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';

/**
 * Type chips (Todos, Fotos, Videos) with their counts, the rating and permitted-use filters, and the ZIP
 * download of what the filter shows (every page), optionally of one month.
 */
export function GaleriaFilters({
  tipo,
  feedback,
  counts,
  onTipo,
  onFeedback,
  uso,
  onUso,
  anuncio = null,
  onAnuncio,
}: {
  tipo: GaleriaTipo;
  feedback: GaleriaFeedback | null;
  counts: GaleriaResponse['counts'] | undefined;
  onTipo: (tipo: GaleriaTipo) => void;
  onFeedback: (feedback: GaleriaFeedback | null) => void;
  uso: Canal | null;
  onUso: (uso: Canal | null) => void;
  /** Ad authorizations (issue 30 item 4): shown when the screen passes onAnuncio. */
  anuncio?: AnuncioFiltro | null;
  onAnuncio?: (anuncio: AnuncioFiltro | null) => void;
}) {
  const [mes, setMes] = useState('');
  const descarga = new URLSearchParams({ tipo, ...(feedback ? { feedback } : {}), ...(uso ? { uso } : {}), ...(anuncio ? { anuncio } : {}), ...(mes ? { mes } : {}) });
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Tipo de contenido">
        {GALERIA_TIPOS.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={tipo === t}
            onClick={() => onTipo(t)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              tipo === t ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {GALERIA_TIPO_LABELS[t]}
            {counts ? <span className={cn('tabular-nums', tipo === t ? 'opacity-90' : 'text-muted-foreground')}>{counts[t]}</span> : null}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="galeria-feedback" className="shrink-0">
          Calificación
        </Label>
        <NativeSelect
          id="galeria-feedback"
          className="sm:w-44"
          value={feedback ?? ''}
          onChange={(e) => onFeedback((e.target.value || null) as GaleriaFeedback | null)}
        >
          <option value="">Todas</option>
          {GALERIA_FEEDBACKS.map((f) => (
            <option key={f} value={f}>
              {GALERIA_FEEDBACK_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="galeria-uso" className="shrink-0">
          Uso permitido
        </Label>
        <NativeSelect id="galeria-uso" className="sm:w-56" value={uso ?? ''} onChange={(e) => onUso((e.target.value || null) as Canal | null)}>
          <option value="">Cualquiera</option>
          {CANALES.map((c) => (
            <option key={c} value={c}>
              {CANAL_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {onAnuncio ? (
        <div className="flex items-center gap-2">
          <Label htmlFor="galeria-anuncio" className="shrink-0">
            Anuncios
          </Label>
          <NativeSelect id="galeria-anuncio" className="sm:w-56" value={anuncio ?? ''} onChange={(e) => onAnuncio((e.target.value || null) as AnuncioFiltro | null)}>
            <option value="">Todos</option>
            {ANUNCIO_FILTROS.map((a) => (
              <option key={a} value={a}>
                {ANUNCIO_FILTRO_LABELS[a]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="galeria-mes" className="shrink-0">
          Mes
        </Label>
        {/* Wide enough for 'septiembre de 2026' and the calendar icon (issue 28: the icon was clipped). */}
        <div className="w-56">
          <Input id="galeria-mes" type="month" compact value={mes} onChange={(e) => setMes(e.target.value)} aria-describedby="galeria-mes-ayuda" />
        </div>
        <span id="galeria-mes-ayuda" className="sr-only">
          Opcional: descarga solo lo entregado ese mes.
        </span>
        {/* A plain link: the browser downloads the ZIP as the server streams it (issue 18). */}
        <a href={`/api/galeria/descarga?${descarga.toString()}`} download className={buttonVariants({ variant: 'outline', size: 'toolbar' })}>
          <DownloadIcon aria-hidden="true" />
          Descargar ZIP
        </a>
      </div>
    </div>
  );
}
