import type { ReactNode } from 'react';
import type { VentasResultados } from '@shared/schemas/ventas';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatNumero } from '@web/lib/format';
import { formatCentavos, formatMesVentas, formatRetorno } from '../lib/formato';

type Cifras = VentasResultados['totales'][number];

const centavosONo = (cents: number | null, moneda: string) => (cents === null ? 'Sin costo' : formatCentavos(cents, moneda));
const ticket = (c: { ticketPromedioCents: number | null; moneda: string }) => (c.ticketPromedioCents === null ? '—' : formatCentavos(c.ticketPromedioCents, c.moneda));

/**
 * Resultados' sales (issue 27 item 3): what the creators' codes brought in the range, beside what their
 * collaborations cost. Every figure is in its own currency; a currency is never added to another, so
 * totals are one block per currency. `acciones`: the sales CSV's link.
 */
export function VentasResultadosSeccion({ data, acciones }: { data: VentasResultados; acciones?: ReactNode }) {
  return (
    <section aria-labelledby="ventas-resultados-titulo" className="mt-6 flex flex-col gap-6" data-testid="ventas-resultados">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ventas-resultados-titulo" className="text-lg font-semibold">
            Ventas con los códigos de las creadoras
          </h2>
          <p className="text-sm text-muted-foreground">Ingreso neto de devoluciones y su retorno: ingreso ÷ costo de sus colaboraciones (producto + envío).</p>
        </div>
        {acciones}
      </div>
      {data.totales.length === 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm">No hubo pedidos con códigos de creadoras en estas fechas.</p>
      ) : (
        data.totales.map((t) => <Totales key={t.moneda} t={t} varias={data.totales.length > 1} />)
      )}
      <TablaCifras
        titulo="Ventas por creadora"
        columna="Creadora"
        filas={data.porColaboradora.map((f) => ({ ...f, clave: `${f.colaboradoraId ?? f.nombre}-${f.moneda}` }))}
        testId="ventas-creadora"
      />
      <TablaProductos filas={data.porProducto} />
      <TablaCifras
        titulo="Ventas por mes"
        columna="Mes"
        filas={data.porMes.map((f) => ({ ...f, clave: `${f.mes}-${f.moneda}`, nombre: formatMesVentas(f.mes) }))}
        testId="ventas-mes"
      />
    </section>
  );
}

function Totales({ t, varias }: { t: Cifras; varias: boolean }) {
  const items: [string, string][] = [
    ['Ingreso', formatCentavos(t.ingresoCents, t.moneda)],
    ['Pedidos', formatNumero(t.pedidos)],
    ['Ticket promedio', ticket(t)],
    ['Descuento otorgado', formatCentavos(t.descuentoCents, t.moneda)],
    ['Retorno', formatRetorno(t.retorno)],
    ['Costo por archivo útil', centavosONo(t.costoPorArchivoUtilCents, t.moneda)],
  ];
  return (
    <div>
      {varias ? <p className="mb-2 text-xs font-semibold text-muted-foreground">En {t.moneda}</p> : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6" data-moneda={t.moneda}>
        {items.map(([dt, dd]) => (
          <div key={dt} className="rounded-xl border bg-card px-4 py-3 shadow-sm">
            <dt className="text-xs text-muted-foreground">{dt}</dt>
            <dd className="text-lg font-semibold tabular-nums [overflow-wrap:anywhere]">{dd}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type FilaCifras = Cifras & { clave: string; nombre: string };

function Tabla({ titulo, testId, children }: { titulo: string; testId: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle size="sm">{titulo}</CardTitle>
      </CardHeader>
      <CardContent>
        <div role="region" aria-label={`${titulo} (tabla)`} tabIndex={0} className="relative w-full overflow-x-auto rounded-md">
          <table data-testid={testId} className="w-full text-sm">
            <caption className="sr-only">{titulo}</caption>
            {children}
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

function TablaCifras({ titulo, columna, filas, testId }: { titulo: string; columna: string; filas: FilaCifras[]; testId: string }) {
  if (filas.length === 0) return null;
  return (
    <Tabla titulo={titulo} testId={testId}>
      <TableHeader>
        <TableRow hover={false}>
          <TableHead scope="col">{columna}</TableHead>
          {['Pedidos', 'Ingreso', 'Ticket promedio', 'Descuento', 'Costo', 'Retorno', 'Costo por útil'].map((h) => (
            <TableHead key={h} scope="col" align="right">
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {filas.map((f) => (
          <TableRow key={f.clave}>
            <th scope="row" className="max-w-56 px-3 py-3 text-left font-medium [overflow-wrap:anywhere] first-letter:uppercase">
              {f.nombre}
            </th>
            <TableCell className="text-right tabular-nums">{formatNumero(f.pedidos)}</TableCell>
            <TableCell className={`text-right tabular-nums ${f.ingresoCents < 0 ? 'text-destructive' : ''}`}>{formatCentavos(f.ingresoCents, f.moneda)}</TableCell>
            <TableCell className="text-right tabular-nums">{ticket(f)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCentavos(f.descuentoCents, f.moneda)}</TableCell>
            <TableCell className="text-right tabular-nums">{centavosONo(f.costoCents, f.moneda)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatRetorno(f.retorno)}</TableCell>
            <TableCell className="text-right tabular-nums">{centavosONo(f.costoPorArchivoUtilCents, f.moneda)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Tabla>
  );
}

/** Per product: its attributed sales, split into the seeded product itself and the rest of those baskets. */
function TablaProductos({ filas }: { filas: VentasResultados['porProducto'] }) {
  if (filas.length === 0) return null;
  return (
    <Tabla titulo="Ventas por producto" testId="ventas-producto">
      <TableHeader>
        <TableRow hover={false}>
          <TableHead scope="col">Producto</TableHead>
          <TableHead scope="col" align="right">
            Pedidos
          </TableHead>
          <TableHead scope="col" align="right">
            Ingreso del producto
          </TableHead>
          <TableHead scope="col" align="right">
            Del producto enviado
          </TableHead>
          <TableHead scope="col" align="right">
            Resto de la compra
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {filas.map((f) => (
          <TableRow key={`${f.productoId}-${f.moneda}`}>
            <th scope="row" className="max-w-56 px-3 py-3 text-left font-medium [overflow-wrap:anywhere]">
              {f.titulo}
            </th>
            <TableCell className="text-right tabular-nums">{formatNumero(f.pedidos)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCentavos(f.ingresoCents, f.moneda)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCentavos(f.sembradoCents, f.moneda)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCentavos(f.restoCestaCents, f.moneda)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Tabla>
  );
}
