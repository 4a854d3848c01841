import type { LucideIcon } from 'lucide-react';
import { ClockIcon, SparklesIcon, ThumbsUpIcon, UsersIcon } from 'lucide-react';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Card, CardContent } from '@web/components/ui/card';
import { formatNumero } from '@web/lib/format';

interface Stat {
  key: string;
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
}

function statsOf(s: DashboardResponse['stats']): Stat[] {
  return [
    {
      key: 'activas',
      label: 'Colaboradoras activas',
      value: formatNumero(s.colaboradorasActivas),
      detail: 'Con una colaboración en curso',
      icon: UsersIcon,
    },
    {
      key: 'pendientes',
      label: 'Entregas pendientes',
      value: formatNumero(s.entregasPendientes),
      detail: 'Colaboraciones en producción o en revisión',
      icon: ClockIcon,
    },
    {
      key: 'aprobado',
      label: 'Contenido aprobado',
      value: formatNumero(s.contenidoAprobado),
      detail: 'Fotos y videos calificados Excelente o Bueno',
      icon: ThumbsUpIcon,
    },
    {
      key: 'excelente',
      label: 'Calificadas Excelente',
      value: s.porcentajeExcelente === null ? '—' : `${s.porcentajeExcelente}%`,
      detail:
        s.entregasCalificadas === 0
          ? 'Aún no hay entregas calificadas'
          : `${formatNumero(s.entregasExcelentes)} de ${formatNumero(s.entregasCalificadas)} entregas calificadas`,
      icon: SparklesIcon,
    },
  ];
}

/** The four stat cards (spec §2 Dashboard), from live figures. */
export function StaffStatCards({ stats }: { stats: DashboardResponse['stats'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Indicadores">
      {statsOf(stats).map(({ key, label, value, detail, icon: Icon }) => (
        <li key={key} className="min-w-0">
          <Card className="h-full" data-testid={`stat-${key}`}>
            <CardContent className="space-y-1 pt-5 sm:pt-6">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </div>
              <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="stat-value">
                {value}
              </p>
              <p className="text-xs text-muted-foreground">{detail}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
