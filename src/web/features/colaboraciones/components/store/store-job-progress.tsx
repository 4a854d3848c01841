import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useId } from 'react';
import type { StoreJob } from '@shared/schemas/shopify';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { formatNumero } from '@web/lib/format';

const KIND: Record<StoreJob['tipo'], string> = {
  import: 'Importación',
  resync: 'Resincronización con la tienda',
  catalogo: 'Lectura del catálogo de la tienda',
};

/** 'N de M' (or just N while the store has not said how many). */
export function doneOfTotal(job: Pick<StoreJob, 'hechos' | 'total'>): string {
  return job.total != null ? `${formatNumero(job.hechos)} de ${formatNumero(job.total)}` : formatNumero(job.hechos);
}

/** The end of a job in one Spanish sentence: what was created, updated, left as it was, and what failed and why. */
export function jobSummary(job: StoreJob): string {
  if (job.estado === 'fallida') return job.error ?? 'El trabajo falló.';
  const r = job.resumen;
  if (!r) return `${KIND[job.tipo]} terminada.`;
  if (job.tipo === 'catalogo') {
    const l = r.lectura;
    return l ? `Catálogo leído: ${formatNumero(l.productos)} productos, ${formatNumero(l.variantes)} variantes.` : 'Catálogo leído.';
  }
  const parts = [`${formatNumero(r.creadas)} creadas`, `${formatNumero(r.actualizadas)} actualizadas`, `${formatNumero(r.sinCambios)} sin cambios`, `${formatNumero(r.fallidas)} fallidas`];
  const why = r.motivos.map((m) => `${m.motivo}: ${formatNumero(m.variantes)}`);
  const notes = r.avisos.map((m) => `${m.motivo}: ${formatNumero(m.variantes)}`);
  return [
    `${KIND[job.tipo]} terminada: ${parts.join(', ')}.`,
    why.length ? `No importadas: ${why.join('; ')}.` : '',
    notes.length ? `Avisos: ${notes.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A store job as staff follow it: what runs, its phase ('Leyendo la tienda', 'Descargando', 'Guardando',
 * 'La tienda no responde; reintentando…'), 'N de M' and a real progress bar; at the end, the summary.
 */
export function StoreJobProgress({ job, className }: { job: StoreJob; className?: string }) {
  const labelId = useId();
  const waiting = job.estado === 'esperando_tienda';
  return (
    <section
      aria-labelledby={labelId}
      className={cn('flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm', job.estado === 'fallida' && 'border-destructive/50', className)}
    >
      <div className="flex items-center gap-2">
        {job.activo ? (
          <Loader2Icon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : job.estado === 'fallida' ? (
          <AlertCircleIcon aria-hidden="true" className="size-4 text-destructive" />
        ) : (
          <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
        )}
        <h2 id={labelId} className="font-medium">
          {KIND[job.tipo]}
        </h2>
      </div>
      {job.activo ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
            <span className={cn(waiting && 'text-warning-foreground')}>{job.fase}</span>
            <span className="text-muted-foreground tabular-nums">{doneOfTotal(job)}</span>
          </div>
          <Progress value={job.porcentaje} aria-labelledby={labelId} aria-valuetext={`${job.fase}: ${doneOfTotal(job)}`} />
        </>
      ) : (
        <p role="status" className={cn(job.estado === 'fallida' ? 'text-destructive' : 'text-muted-foreground')}>
          {jobSummary(job)}
        </p>
      )}
    </section>
  );
}
