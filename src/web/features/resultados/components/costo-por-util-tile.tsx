import { ChartColumnIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@web/components/ui/card';
import { PATHS } from '@web/paths';
import { useResultadosMes } from '../api/resultados';
import { costoPorUtilTexto, formatMes, sinCostoTexto } from '../lib/formato';

/**
 * The Dashboard's tile (issue 20 item 5): this month's cost per usable file and its change against last
 * month. Up is dearer: the arrow and the words both say so.
 */
export function CostoPorUtilTile() {
  const mes = useResultadosMes();
  if (mes.isPending || mes.isError) {
    return (
      <Card data-testid="stat-costo-por-util">
        <CardContent className="pt-5 text-sm text-muted-foreground sm:pt-6">{mes.isError ? 'No se pudo cargar el costo por archivo útil.' : 'Cargando costo por archivo útil...'}</CardContent>
      </Card>
    );
  }
  const { actual, anterior, tendencia, moneda } = mes.data;
  const fuera = sinCostoTexto(actual);
  return (
    <Card data-testid="stat-costo-por-util">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-5 sm:pt-6">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">Costo por archivo útil · {formatMes(mes.data.mes)}</p>
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="stat-value">
            {costoPorUtilTexto(actual, moneda)}
          </p>
          <p className="text-xs text-muted-foreground" data-testid="costo-tendencia">
            {tendencia === null ? (
              `Sin comparación con ${formatMes(mes.data.mesAnterior)} (${costoPorUtilTexto(anterior, moneda).toLowerCase()})`
            ) : (
              <>
                <span className="font-semibold text-foreground">{tendencia > 0 ? '↑ ' : tendencia < 0 ? '↓ ' : ''}</span>
                {`${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(Math.abs(tendencia))} % ${tendencia > 0 ? 'más caro' : tendencia < 0 ? 'más barato' : 'igual'} que en ${formatMes(mes.data.mesAnterior)} (${costoPorUtilTexto(anterior, moneda)})`}
              </>
            )}
          </p>
          {fuera ? <p className="text-xs text-muted-foreground">{fuera}</p> : null}
        </div>
        <Link to={PATHS.resultados} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ChartColumnIcon className="size-4" aria-hidden="true" />
          Ver resultados
        </Link>
      </CardContent>
    </Card>
  );
}
