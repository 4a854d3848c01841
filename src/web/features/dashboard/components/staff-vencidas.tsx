import { AlertTriangleIcon } from 'lucide-react';
import { LIMITS } from '@shared/domain/limits';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatFecha, formatNumero } from '@web/lib/format';

// The limit itself, not schemas/dashboard's copy of it: that module builds zod schemas when imported, and
// this was the Dashboard's only value from it (decision 082).
const PUBLICATION_WINDOW_DAYS = LIMITS.publicationWindowDays;

/** Collaborations in production past their publication window (received + 7 days). */
export function StaffVencidas({ vencidas }: { vencidas: DashboardResponse['vencidas'] }) {
  const { total, items } = vencidas;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {total > 0 ? <AlertTriangleIcon className="size-5 text-destructive" aria-hidden="true" /> : null}
          Fuera de plazo
          {total > 0 ? (
            <span className="text-base font-normal text-muted-foreground tabular-nums" data-testid="vencidas-total">
              ({formatNumero(total)})
            </span>
          ) : null}
        </CardTitle>
        <CardDescription>
          Colaboraciones en producción que pasaron sus {PUBLICATION_WINDOW_DAYS} días para publicar desde que la colaboradora recibió el producto.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Ninguna colaboración está fuera de plazo.
          </p>
        ) : (
          <>
            <ul className="divide-y" data-testid="vencidas">
              {items.map((v) => (
                <li key={v.colaboracion.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0" data-testid="vencida">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium" data-testid="vencida-colaboradora">
                      {v.colaboradora?.nombre ?? 'Sin colaboradora'}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {v.colaboracion.nombre} · venció el <time dateTime={v.venceAt}>{formatFecha(v.venceAt)}</time>
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-destructive tabular-nums" data-testid="vencida-dias">
                    {v.diasVencida === 1 ? 'Vencida hace 1 día' : `Vencida hace ${formatNumero(v.diasVencida)} días`}
                  </p>
                </li>
              ))}
            </ul>
            {total > items.length ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Se muestran las {items.length} más atrasadas de {formatNumero(total)}.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
