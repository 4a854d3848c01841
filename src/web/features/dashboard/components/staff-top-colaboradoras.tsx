import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Avatar } from '@web/components/avatar';
import { formatNumero } from '@web/lib/format';

/** Creators with the most approved deliveries (rated Excelente or Bueno) and their counts. */
export function StaffTopColaboradoras({ items }: { items: DashboardResponse['topColaboradoras'] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Colaboradoras destacadas</CardTitle>
        <CardDescription>Por entregas aprobadas (Excelente o Bueno).</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Aún no hay entregas aprobadas. Cuando califiques entregas como Excelente o Bueno, aquí verás a quienes más aportan.
          </p>
        ) : (
          <ol className="space-y-3" data-testid="top-colaboradoras">
            {items.map((c, i) => (
              <li key={c.id} className="flex items-center gap-3" data-testid="top-colaboradora">
                <span className="w-4 text-sm font-semibold text-muted-foreground tabular-nums" aria-hidden="true">
                  {i + 1}
                </span>
                <Avatar nombre={c.nombre} size={36} tone="soft" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words" data-testid="top-nombre">
                    {c.nombre}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Excelente: {formatNumero(c.excelentes)}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block text-lg font-semibold tabular-nums" data-testid="top-aprobadas">
                    {formatNumero(c.aprobadas)}
                  </span>
                  <span className="block text-xs text-muted-foreground">{c.aprobadas === 1 ? 'aprobada' : 'aprobadas'}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
