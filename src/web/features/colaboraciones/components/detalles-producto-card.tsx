import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** 'Detalles del Producto': each line only when the item has it. */
export function DetallesProductoCard({ item, title = 'Detalles del Producto' }: { item: MiColaboracionDetail; title?: string }) {
  const rows: [string, string | number | null][] = [
    ['Producto', item.producto],
    ['Tipo', item.tipo],
    ['Color', item.color],
    ['Talla', item.talla],
    ['Cintura (cm)', item.cintura],
    ['Cadera (cm)', item.cadera],
    ['Largo (cm)', item.largo],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {rows
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
}
