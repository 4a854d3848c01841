import type { StoreStatus, SyncRun } from '@shared/schemas/shopify';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatFechaHoraMedia } from '@web/lib/format';

const TRIGGER_LABELS: Record<SyncRun['trigger'], string> = {
  manual: 'manual (Sincronizar)',
  schedule: 'programada',
  screen: 'al abrir Gestión de Colaboraciones',
  webhook: 'aviso de Shopify',
};

const KIND_LABELS: Record<SyncRun['kind'], string> = {
  inventory: 'Inventario',
  import: 'Importación',
  orders: 'Pedidos y envíos',
};

function RunResult({ run }: { run: SyncRun }) {
  if (run.status === 'running') return <Badge variant="secondary">En curso</Badge>;
  if (run.status === 'error') {
    return (
      <span className="flex flex-col gap-1">
        <Badge variant="destructive">Error</Badge>
        {run.error ? <span className="break-words">{run.error}</span> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="success">Completa</Badge>
      <span>{run.updatedCount === 1 ? '1 producto actualizado' : `${run.updatedCount} productos actualizados`}</span>
    </span>
  );
}

/** The inventory schedule: the last run (when, how, result), the next one and the last error. */
export function SyncCard({ status }: { status: StoreStatus }) {
  const run = status.lastSync;
  const next = formatFechaHoraMedia(status.nextRunAt);
  return (
    <Card role="region" aria-labelledby="sync-title">
      <CardHeader>
        <CardTitle id="sync-title">Sincronización de inventario</CardTitle>
        <CardDescription>Cada {status.syncIntervalMinutes} minutos el servidor actualiza el stock y la disponibilidad desde Shopify.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Última sincronización</dt>
            <dd className="font-medium">
              {run ? (
                <>
                  <time dateTime={run.finishedAt ?? run.startedAt}>{formatFechaHoraMedia(run.finishedAt ?? run.startedAt)}</time>
                  <span className="block text-xs font-normal text-muted-foreground">
                    {KIND_LABELS[run.kind]}, {TRIGGER_LABELS[run.trigger]}
                  </span>
                </>
              ) : (
                'Aún no se ha sincronizado'
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Resultado</dt>
            <dd>{run ? <RunResult run={run} /> : '—'}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Próxima ejecución</dt>
            <dd className="font-medium">{next && status.nextRunAt ? <time dateTime={status.nextRunAt}>{next}</time> : status.connected ? 'Pendiente de programar' : 'Sin programar: la tienda no está conectada'}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Último error</dt>
            <dd>
              {status.lastError ? (
                <>
                  <time dateTime={status.lastError.at} className="font-medium">
                    {formatFechaHoraMedia(status.lastError.at)}
                  </time>
                  <span className="block break-words text-destructive">{status.lastError.message}</span>
                </>
              ) : (
                'Sin errores'
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
