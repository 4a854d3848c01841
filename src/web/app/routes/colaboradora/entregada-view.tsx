import type { Entrega } from '@shared/schemas/entregas';
import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';
import { FotosEntregadasCard, VideosEntregadosCard } from '@web/features/entregas/components/entregas-read-only';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { DetallesProductoCard } from '@web/components/detalles-producto-card';
import { ProductImage } from '@web/components/product-image';
import { takesPublicaciones } from '@shared/domain/publicaciones';
import { PublicacionesCard } from '@web/features/publicaciones/components/publicaciones-card';
import { AutorizacionesCard } from '@web/features/anuncios/components/autorizaciones-card';

function countText(count: number, empty: string, one: string, many: string) {
  return <p className="text-sm text-muted-foreground">{count === 0 ? empty : count === 1 ? one : `${count} ${many}`}</p>;
}

/**
 * revision / entregado: the read-only view with three cards, Fotos, Videos and Producto (spec §2), under
 * her post links (the one thing she may still add, decision 047): her
 * delivered files with the staff's rating and comment on each, nothing to delete. If the list could
 * not be read (only logged, spec §8), the cards fall back to the collaboration's counts.
 */
export function EntregadaView({
  item,
  entregas,
  loadFailed,
}: {
  item: MiColaboracionDetail;
  entregas: Entrega[] | undefined;
  loadFailed: boolean;
}) {
  const name = item.nombreVisualizacion ?? item.titulo;
  return (
    <div className="flex flex-col gap-4">
      {/* Her post links stay editable in review and once delivered (decision 047). */}
      {takesPublicaciones(item.estado) ? <PublicacionesCard colaboracionId={item.id} canEdit /> : null}
      {/* Her content was sent with the usage terms accepted: the record that holds ad authorizations (issue 30). */}
      <AutorizacionesCard colaboracionId={item.id} />
      <FotosEntregadasCard
        colaboracionId={item.id}
        entregas={entregas}
        loadFailed={loadFailed}
        fallback={countText(item.fotos, 'No hay fotos entregadas aún', '1 foto entregada', 'fotos entregadas')}
      />
      <VideosEntregadosCard
        colaboracionId={item.id}
        entregas={entregas}
        loadFailed={loadFailed}
        fallback={countText(item.videos, 'No hay videos entregados aún', '1 video entregado', 'videos entregados')}
      />
      <Card>
        <CardHeader>
          <CardTitle>Producto</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="relative">
            <ProductImage src={item.thumbUrl} alt={name} className="aspect-[4/5] w-full max-w-48 rounded-lg" />
            <EstadoBadge estado={item.estado} className="absolute left-2 top-2" />
          </div>
        </CardContent>
      </Card>
      <DetallesProductoCard item={item} />
    </div>
  );
}
