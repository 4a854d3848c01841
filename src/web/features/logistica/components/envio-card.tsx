import { AlertTriangleIcon, CalendarClockIcon, ExternalLinkIcon, MapPinIcon, NavigationIcon, PackageIcon } from 'lucide-react';
import { PASO_ENVIO_LABELS, type EnvioCard as Envio } from '@shared/schemas/logistica';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { ExternalLink } from '@web/components/ui/external-link';
import { EnvioTimeline } from './envio-timeline';
import { HistoriaLista, ReemplazoEnvioBloque } from '@web/components/envios-e-historia';
import { formatFecha, formatFechaHora, nombreConTalla } from '@web/lib/format';

function destino(c: Envio['colaboradora']): string | null {
  const parts = [c.ciudad, c.estado].map((p) => p?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * One collaboration's shipment: tracking, creator, destination, step, progress, estimate, location, timeline
 * and events; then each replacement sent for a problem (a second shipment, marked Reemplazo) and the
 * collaboration's story across both (issue 29).
 */
export function EnvioCard({ envio }: { envio: Envio }) {
  // The order's own address first; her profile's city only while the store has not given one.
  const lugar = envio.destino ?? destino(envio.colaboradora);
  // On her word only (no store order yet) no step is reached: the card says the order is pending instead.
  const label = envio.pedidoPendiente ? 'Pedido pendiente' : PASO_ENVIO_LABELS[envio.paso];
  return (
    <Card className="flex h-full flex-col" data-testid="envio-card" data-paso={envio.paso}>
      <CardHeader layout="stack-loose">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {envio.guia.paqueteria ? `Guía · ${envio.guia.paqueteria}` : 'Guía'}
            </p>
            {envio.guia.numero ? (
              <p className="flex flex-wrap items-center gap-x-2 font-mono text-base font-semibold" data-testid="envio-guia">
                {envio.guia.numero}
                {/* No link at all unless the store's tracking URL is a web address. */}
                <ExternalLink
                  href={envio.guia.url}
                  className="inline-flex items-center gap-1 font-sans text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Rastrear
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only"> la guía {envio.guia.numero} (se abre en una pestaña nueva)</span>
                </ExternalLink>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="envio-guia">
                Sin guía todavía
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <EstadoBadge estado={envio.colaboracion.estado} />
            {envio.problema ? (
              <Badge variant="warning" data-testid="envio-problema" title={envio.problema.tipo}>
                {envio.problema.estado}
              </Badge>
            ) : null}
            <Badge variant={envio.paso === 'entregado' ? 'success' : 'default'} data-testid="envio-paso">
              {label}
            </Badge>
          </div>
        </div>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold" data-testid="envio-colaboradora">
            {envio.colaboradora.nombre}
          </p>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground" title={envio.colaboracion.nombre}>
            {nombreConTalla(envio.colaboracion.nombre, envio.colaboracion.talla)}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="envio-pedido">
            {envio.pedido
              ? `Pedido ${envio.pedido}`
              : envio.pedidoPendiente
                ? 'Pedido pendiente en la tienda: la colaboradora marcó Pedido Realizado, pero la tienda aún no lo registra'
                : 'Sin pedido registrado en la tienda'}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="space-y-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">{label}</span>
            <span className="text-muted-foreground tabular-nums">{envio.progreso}%</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`Avance del envío de ${envio.colaboradora.nombre}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={envio.progreso}
            aria-valuetext={`${envio.progreso}%: ${label}`}
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${envio.progreso}%` }} />
          </div>
        </div>

        {envio.alerta ? (
          <p className="flex items-center gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive" role="note">
            <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
            {envio.alerta}
          </p>
        ) : null}

        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="relative pl-6">
            <dt className="text-xs text-muted-foreground">
              <MapPinIcon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
              Destino
            </dt>
            <dd data-testid="envio-destino">{lugar ?? 'Sin ciudad en su perfil'}</dd>
          </div>
          <div className="relative pl-6">
            <dt className="text-xs text-muted-foreground">
              <CalendarClockIcon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
              Entrega estimada
            </dt>
            <dd data-testid="envio-estimada">
              {envio.entregaEstimada ? <time dateTime={envio.entregaEstimada}>{formatFecha(envio.entregaEstimada)}</time> : 'Sin fecha estimada'}
            </dd>
          </div>
          <div className="relative pl-6">
            <dt className="text-xs text-muted-foreground">
              <NavigationIcon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
              Última ubicación
            </dt>
            <dd data-testid="envio-ubicacion">{envio.ultimaUbicacion ?? 'Sin ubicación reportada'}</dd>
          </div>
        </dl>

        <EnvioTimeline steps={envio.timeline} />

        {/* Issue 29: each replacement is a second shipment of the same collaboration. */}
        {envio.reemplazos.map((r) => (
          <ReemplazoEnvioBloque key={r.problemaId} reemplazo={r} />
        ))}

        {envio.eventos.length > 0 ? (
          <details className="group rounded-lg border px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium outline-none focus-visible:underline">
              Historial de la paquetería ({envio.eventos.length})
            </summary>
            <ol className="mt-2 space-y-2" data-testid="envio-eventos">
              {envio.eventos.map((e) => (
                <li key={e.id} className="flex gap-2">
                  <PackageIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0">
                    <p>
                      <span className="font-medium">{e.descripcion}</span>
                      {e.ubicacion ? <span className="text-muted-foreground"> · {e.ubicacion}</span> : null}
                    </p>
                    {e.mensaje ? <p className="text-muted-foreground">{e.mensaje}</p> : null}
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={e.fecha}>{formatFechaHora(e.fecha)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </details>
        ) : null}

        {envio.historia.length > 0 ? (
          // Open when there is more to it than the first shipment: a problem and its resolution.
          <details className="group rounded-lg border px-3 py-2 text-sm" open={envio.reemplazos.length > 0 || envio.problema !== null}>
            <summary className="cursor-pointer font-medium outline-none focus-visible:underline">Historial de la colaboración ({envio.historia.length})</summary>
            <div className="mt-2">
              <HistoriaLista historia={envio.historia} />
            </div>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
