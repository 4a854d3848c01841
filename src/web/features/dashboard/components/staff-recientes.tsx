import { ImageIcon, VideoIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { PATHS } from '@web/paths';
import { entregaBadge } from './staff-format';
import { formatFecha } from '@web/lib/format';

/** The newest deliveries: thumbnail, creator, collaboration, date and status badge. */
export function StaffRecientes({ items }: { items: DashboardResponse['recientes'] }) {
  return (
    <Card className="h-full">
      <CardHeader layout="row" className="items-start justify-between space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Entregas recientes</CardTitle>
          <CardDescription>Las últimas fotos y videos que subieron las colaboradoras.</CardDescription>
        </div>
        {items.length > 0 ? (
          <Link to={PATHS.contenido} className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline">
            Ver contenido
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Aún no hay entregas. Aquí aparecerán las fotos y videos que suban las colaboradoras.
          </p>
        ) : (
          <ul className="divide-y" data-testid="recientes">
            {items.map((item) => {
              const badge = entregaBadge(item.estado, item.feedbackStatus);
              const TipoIcon = item.tipoContenido === 'video' ? VideoIcon : ImageIcon;
              return (
                <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="reciente" data-entrega-id={item.id}>
                  {item.thumbUrl ? (
                    <Thumbnail src={item.thumbUrl} size={44} />
                  ) : (
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                      <TipoIcon className="size-5" aria-hidden="true" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium" data-testid="reciente-colaboradora">
                      {item.colaboradora?.nombre ?? 'Sin colaboradora'}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      <span className="sr-only">{item.tipoContenido === 'video' ? 'Video' : 'Foto'} de </span>
                      {item.colaboracion.nombre} · <time dateTime={item.createdAt}>{formatFecha(item.createdAt)}</time>
                    </p>
                  </div>
                  <Badge variant={badge.tone}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
