import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactElement } from 'react';
import type { FilaResultados } from '@shared/schemas/resultados';
import { Card, CardContent, CardHeader, CardDescription, CardTitle } from '@web/components/ui/card';
import { formatDinero, formatMes, formatNumero } from '../lib/formato';

/**
 * The charts of Resultados, by month. Loaded lazily by the page only (recharts stays out of every other
 * chunk, the creator's pages included). The charts are pictures of the 'Por mes' table: screen readers
 * skip them (aria-hidden) and are told where the same figures are.
 */
const eje = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
const tooltip = { background: 'var(--color-popover)', borderColor: 'var(--color-border)', color: 'var(--color-popover-foreground)' };

/** One chart's card: its title, where the same figures are, and the picture (hidden from screen readers). */
function Grafica({ titulo, testId, children }: { titulo: string; testId: string; children: ReactElement }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle size="sm">{titulo}</CardTitle>
        <CardDescription>Los mismos datos están en la tabla «Por mes».</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true" className="h-64" data-testid={testId}>
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 256 }}>
            {children}
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}

export default function ResultadosGraficas({ porMes, moneda }: { porMes: FilaResultados[]; moneda: string }) {
  const datos = porMes.map((f) => ({ mes: formatMes(f.clave, true), costoPorUtil: f.costoPorUtil, archivos: f.archivos, utiles: f.utiles }));
  return (
    <div className="mb-6 grid gap-6 lg:grid-cols-2">
      <Grafica titulo="Costo por archivo útil, por mes" testId="grafica-costo">
        <BarChart data={datos} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="mes" tick={eje} stroke="var(--color-border)" />
          <YAxis tick={eje} stroke="var(--color-border)" width={72} tickFormatter={(v: number) => formatDinero(v, moneda).replace(/\.00$/, '')} />
          <Tooltip formatter={(v) => (typeof v === 'number' ? formatDinero(v, moneda) : 'Sin dato')} contentStyle={tooltip} />
          <Bar dataKey="costoPorUtil" name="Costo por archivo útil" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </Grafica>
      <Grafica titulo="Archivos entregados y útiles, por mes" testId="grafica-archivos">
        <BarChart data={datos} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="mes" tick={eje} stroke="var(--color-border)" />
          <YAxis tick={eje} stroke="var(--color-border)" allowDecimals={false} tickFormatter={(v: number) => formatNumero(v)} />
          <Tooltip contentStyle={tooltip} />
          <Legend wrapperStyle={{ color: 'var(--color-foreground)', fontSize: 12 }} />
          <Bar dataKey="archivos" name="Entregados" fill="var(--color-muted-foreground)" radius={[4, 4, 0, 0]} />
          <Bar dataKey="utiles" name="Útiles" fill="var(--color-success)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </Grafica>
    </div>
  );
}
