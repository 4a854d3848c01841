import { BellRingIcon, CheckIcon } from 'lucide-react';
import { SIN_ENTREGAR_NIVELES, type SinEntregarItem, type SinEntregarNivel } from '@shared/schemas/seguimiento';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { formatFecha, formatNumero } from '@web/lib/format';
import { useRecordar, useSinEntregar } from '../api/sin-entregar';

const NIVEL_TONO: Record<SinEntregarNivel, 'secondary' | 'warning' | 'destructive'> = { 7: 'secondary', 10: 'warning', 14: 'destructive' };
const nivelTexto = (n: SinEntregarNivel) => `${n}+ días`;

/**
 * The ghosted queue (issue 20 item 3) on the Dashboard: who received her item and has not sent her
 * content to review after 7, 10 and 14 days, longest waiting first, each with 'Recordar' (the 7-day
 * reminder, by email and in her notices; once a day per collaboration).
 */
export function SinEntregarQueue() {
  const queue = useSinEntregar();
  const recordar = useRecordar();
  return (
    <Card data-testid="sin-entregar">
      <CardHeader>
        <CardTitle>Sin entregar</CardTitle>
        <CardDescription>Colaboradoras que recibieron su producto y no han enviado su contenido a revisión después de 7, 10 y 14 días.</CardDescription>
      </CardHeader>
      <CardContent>
        {queue.isPending ? (
          <Skeleton radius="xl" className="h-24 w-full" />
        ) : queue.isError ? (
          <p className="text-sm text-destructive">{errorMessage(queue.error)}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label="Por días de espera" className="flex flex-wrap gap-2">
              {SIN_ENTREGAR_NIVELES.map((n) => (
                <li key={n}>
                  <Badge variant={NIVEL_TONO[n]}>
                    {nivelTexto(n)}: <span className="tabular-nums">{formatNumero(queue.data.counts[n])}</span>
                  </Badge>
                </li>
              ))}
            </ul>
            {queue.data.items.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">Nadie tiene entregas pendientes de más de 7 días.</p>
            ) : (
              <ul className="divide-y">
                {queue.data.items.map((item) => (
                  <SinEntregarRow key={item.colaboracionId} item={item} pending={recordar.isPending && recordar.variables === item.colaboracionId} onRecordar={() => recordar.mutate(item.colaboracionId)} />
                ))}
              </ul>
            )}
            {queue.data.total > queue.data.items.length ? (
              <p className="text-sm text-muted-foreground">
                Se muestran las {queue.data.items.length} que más esperan de {formatNumero(queue.data.total)}.
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SinEntregarRow({ item, pending, onRecordar }: { item: SinEntregarItem; pending: boolean; onRecordar: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0" data-testid="sin-entregar-item" data-colaboracion-id={item.colaboracionId}>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.creadora}</p>
        <p className="truncate text-sm text-muted-foreground">
          {item.producto} · recibido el <time dateTime={item.recibidoEl}>{formatFecha(item.recibidoEl)}</time>
        </p>
      </div>
      <Badge variant={NIVEL_TONO[item.nivel]}>{item.dias === 1 ? 'Hace 1 día' : `Hace ${formatNumero(item.dias)} días`}</Badge>
      {item.recordadaHoy ? (
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <CheckIcon className="size-4" aria-hidden="true" />
          Recordada hoy
        </span>
      ) : (
        <Button variant="outline" size="sm" pending={pending} onClick={onRecordar} aria-label={`Recordar a ${item.creadora}`}>
          <BellRingIcon aria-hidden="true" />
          Recordar
        </Button>
      )}
    </li>
  );
}
