import { ImageIcon, VideoIcon } from 'lucide-react';
import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { DetallesProductoCard } from '@web/components/detalles-producto-card';
import { ProductImage } from '@web/components/product-image';

/**
 * revision / entregado: the read-only view with three cards, Fotos, Videos and Producto (spec §2).
 * The delivered files themselves come with the deliveries list API; until then, the counts.
 */
export function EntregadaView({ item }: { item: MiColaboracionDetail }) {
  const name = item.nombreVisualizacion ?? item.titulo;
  return (
    <div className="flex flex-col gap-4">
      <ContenidoCard icon={ImageIcon} title="Fotos" count={item.fotos} empty="No hay fotos entregadas aún" one="1 foto entregada" many={(n) => `${n} fotos entregadas`} />
      <ContenidoCard icon={VideoIcon} title="Videos" count={item.videos} empty="No hay videos entregados aún" one="1 video entregado" many={(n) => `${n} videos entregados`} />
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

function ContenidoCard({
  icon: Icon,
  title,
  count,
  empty,
  one,
  many,
}: {
  icon: typeof ImageIcon;
  title: string;
  count: number;
  empty: string;
  one: string;
  many: (n: number) => string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{count === 0 ? empty : count === 1 ? one : many(count)}</p>
      </CardContent>
    </Card>
  );
}
