import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** What a product card lists (spec §2 collaboration detail). */
export interface ProductDetails {
  producto: string;
  tipo: string | null;
  color: string | null;
  talla: string | null;
  cintura: number | null;
  cadera: number | null;
  largo: number | null;
}

/** 'Detalles del Producto': each line only when the item has it (the request page and her detail page). */
export function DetallesProductoCard({ item, title = 'Detalles del Producto' }: { item: ProductDetails; title?: string }) {
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
