import { CheckIcon } from 'lucide-react';
import type { HistoriaEvento, ReemplazoEnvio } from '@shared/schemas/historia';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatFecha, formatFechaHoraMedia } from '@web/lib/format';

/**
 * A collaboration's second shipments and its story (issue 29, decision 078), drawn the same on Logística
 * (staff) and on her collaboration screen.
 */

type Paso = ReemplazoEnvio['pasos'][number];

/** A shipment's steps as the store (or she) reported them: reached ones ticked, with their date when known. */
export function PasosEnvio({ pasos, label }: { pasos: Paso[]; label: string }) {
  return (
    <ol className="flex flex-col gap-1 text-sm" aria-label={label}>
      {pasos.map((p) => (
        <li key={p.label} className="flex items-center gap-2" data-alcanzado={p.alcanzado}>
          <span
            className={cn(
              'flex size-5 shrink-0 items-center justify-center rounded-full border',
              p.alcanzado ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-muted-foreground',
            )}
            aria-hidden="true"
          >
            {p.alcanzado ? <CheckIcon className="size-3" /> : null}
          </span>
          <span className={p.alcanzado ? undefined : 'text-muted-foreground'}>
            {p.label}
            <span className="sr-only">{p.alcanzado ? ' (completado)' : ' (pendiente)'}</span>
          </span>
          {p.fecha ? (
            <time dateTime={p.fecha} className="text-xs text-muted-foreground">
              {formatFecha(p.fecha)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** One replacement, marked "Reemplazo": its order (or draft), why it was sent, the variant and its steps. */
export function ReemplazoEnvioBloque({ reemplazo: r }: { reemplazo: ReemplazoEnvio }) {
  const nombre = r.pedido ? `Pedido ${r.pedido}` : 'Pedido en preparación';
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-dashed p-3" aria-label={`Reemplazo: ${nombre}`} data-testid="reemplazo-envio">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="warning">Reemplazo</Badge>
        <span className="font-medium" data-testid="reemplazo-pedido">
          {nombre}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {r.etiqueta} · {r.motivo}
        {r.variante ? ` · ${r.variante}` : ''}
      </p>
      <PasosEnvio pasos={r.pasos} label={`Pasos del reemplazo ${r.pedido ?? ''}`.trim()} />
    </section>
  );
}

/** The story, oldest first. */
export function HistoriaLista({ historia, label = 'Historial de la colaboración' }: { historia: HistoriaEvento[]; label?: string }) {
  return (
    <ol className="flex flex-col gap-1 border-l pl-3 text-xs text-muted-foreground" aria-label={label} data-testid="historia-colaboracion">
      {historia.map((h, i) => (
        <li key={i}>
          <time dateTime={h.at} className="font-medium text-foreground">
            {formatFechaHoraMedia(h.at)}
          </time>{' '}
          · {h.texto}
        </li>
      ))}
    </ol>
  );
}
