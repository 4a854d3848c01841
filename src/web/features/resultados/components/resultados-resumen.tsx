import type { ResultadosResponse } from '@shared/schemas/resultados';
import { Card, CardContent } from '@web/components/ui/card';
import { costoPorUtilTexto, costoTexto, formatNumero, sinCostoTexto } from '../lib/formato';

/** The four figures of the range, and how many collaborations the cost figures leave out (never a silent zero). */
export function ResultadosResumen({ data }: { data: ResultadosResponse }) {
  const t = data.totales;
  const fuera = sinCostoTexto(t);
  const figuras = [
    {
      key: 'costo',
      label: 'Costo del programa',
      value: costoTexto(t, data.moneda),
      // Issue 29: a replacement's product and shipping are in the cost; how many there were is said here.
      detail: `Producto + envío, ${formatNumero(t.colaboraciones)} ${t.colaboraciones === 1 ? 'colaboración' : 'colaboraciones'}${
        t.reemplazos > 0 ? `, ${formatNumero(t.reemplazos)} ${t.reemplazos === 1 ? 'reemplazo' : 'reemplazos'}` : ''
      }`,
    },
    { key: 'archivos', label: 'Archivos entregados', value: formatNumero(t.archivos), detail: 'Fotos y videos subidos' },
    { key: 'utiles', label: 'Archivos útiles', value: formatNumero(t.utiles), detail: 'Calificados Excelente o Bueno' },
    { key: 'costo-por-util', label: 'Costo por archivo útil', value: costoPorUtilTexto(t, data.moneda), detail: 'Costo ÷ archivos útiles de las colaboraciones con costo' },
  ];
  return (
    <section aria-label="Resumen" className="mb-6 space-y-2">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figuras.map((f) => (
          <li key={f.key} className="min-w-0">
            <Card className="h-full" data-testid={`resultado-${f.key}`}>
              <CardContent className="space-y-1 pt-5 sm:pt-6">
                <p className="text-sm font-medium text-muted-foreground">{f.label}</p>
                <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl" data-testid="resultado-valor">
                  {f.value}
                </p>
                <p className="text-xs text-muted-foreground">{f.detail}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {fuera ? (
        <p className="text-sm text-warning-foreground dark:text-warning" data-testid="resultados-sin-costo">
          {fuera}: les falta el costo unitario del producto o el costo de envío.
        </p>
      ) : null}
    </section>
  );
}
