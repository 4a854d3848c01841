import { Link } from 'react-router';
import type { MiColaboracion } from '@shared/schemas/mis-colaboraciones';
import { Button, buttonVariants } from '@web/components/ui/button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { PATHS } from '@web/paths';

/** One item of the Pendiente list with its per-state button (spec §2): Recibido, Entregar, Ver estatus, Ver Detalles. */
export function PendienteCard({ item, onRecibido, recibiendo }: { item: MiColaboracion; onRecibido: (id: string) => void; recibiendo: boolean }) {
  const name = item.nombreVisualizacion ?? item.titulo;
  const detail = PATHS.creator.colaboracion(item.id);
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs" data-testid="pendiente-card">
      <Thumbnail src={item.thumbUrl} size={72} radius="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={detail} className="line-clamp-2 text-sm font-medium hover:underline">
            {name}
          </Link>
          <EstadoBadge estado={item.estado} className="shrink-0" />
        </div>
        <p className="text-xs text-muted-foreground">{[item.talla ? `Talla ${item.talla}` : null, item.tipo, item.color].filter(Boolean).join(' · ')}</p>
        {item.estado === 'logistica' && item.esperaTienda ? (
          // The store decides the order (issue 28): no 'Recibido' until it reports hers.
          <div className="flex flex-col items-start gap-2" data-testid="espera-tienda">
            <p className="text-xs text-muted-foreground">La tienda aún no registra tu pedido. Podrás marcarlo como recibido cuando lo confirme.</p>
            <Link to={detail} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Ver Detalles
            </Link>
          </div>
        ) : item.estado === 'logistica' ? (
          <Button size="sm" className="self-start" disabled={recibiendo} onClick={() => onRecibido(item.id)}>
            Recibido
          </Button>
        ) : (
          <Link to={detail} className={buttonVariants({ size: 'sm', variant: item.estado === 'produccion' ? 'default' : 'outline', className: 'self-start' })}>
            {item.estado === 'produccion' ? 'Entregar' : item.estado === 'confirmacion' ? 'Ver estatus' : 'Ver Detalles'}
          </Link>
        )}
      </div>
    </li>
  );
}
