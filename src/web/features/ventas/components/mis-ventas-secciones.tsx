import type { Ganancias, MisVentas, Venta } from '@shared/schemas/ventas';
import { COMISION_ESTADOS } from '@shared/schemas/ventas';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatFecha, formatNumero, plural } from '@web/lib/format';
import { COMISION_ESTADO_AYUDA, formatFechaDia, COMISION_ESTADO_TEXTOS, formatCentavos, formatMesVentas, formatPorcentaje, VENTA_ESTADO_TEXTOS } from '../lib/formato';

const GANANCIA_CENTS = { pendiente: 'pendienteCents', disponible: 'disponibleCents', pagada: 'pagadaCents' } as const;

/**
 * Her earnings by state (pendiente during the hold, disponible, pagada), one block per currency: pesos
 * and another currency are never added together. A negative balance (a refund after a payout) says so.
 */
export function GananciasCard({ ganancias, comisionPorcentaje, diasRetencion }: { ganancias: Ganancias[]; comisionPorcentaje: number; diasRetencion: number }) {
  return (
    <Card role="region" aria-labelledby="ganancias-titulo" data-testid="ganancias">
      <CardHeader>
        <CardTitle id="ganancias-titulo">Tus ganancias</CardTitle>
        <CardDescription>
          {comisionPorcentaje > 0
            ? `Ganas ${formatPorcentaje(comisionPorcentaje)} de cada venta con tu código, sin contar devoluciones.`
            : 'Por ahora el programa no paga comisión por venta.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ganancias.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no tienes ganancias.</p>
        ) : (
          ganancias.map((g) => (
            <div key={g.moneda} className="flex flex-col gap-2" data-moneda={g.moneda}>
              {ganancias.length > 1 ? <p className="text-xs font-semibold text-muted-foreground">En {g.moneda}</p> : null}
              <dl className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-3">
                {COMISION_ESTADOS.map((estado) => {
                  const cents = g[GANANCIA_CENTS[estado]];
                  return (
                    <div key={estado} className="rounded-lg bg-muted/60 px-3 py-2" data-estado={estado}>
                      <dt className="text-xs text-muted-foreground">{COMISION_ESTADO_TEXTOS[estado]}</dt>
                      <dd className={`text-lg font-semibold tabular-nums ${cents < 0 ? 'text-destructive' : ''}`}>{formatCentavos(cents, g.moneda)}</dd>
                      <dd className="text-xs text-muted-foreground">{COMISION_ESTADO_AYUDA[estado](diasRetencion)}</dd>
                    </div>
                  );
                })}
              </dl>
              {g.saldoNegativo ? (
                <p className="text-sm text-destructive" role="note">
                  Tu saldo es negativo: hubo devoluciones o cancelaciones después de un pago. Se descontará de tus próximas comisiones.
                </p>
              ) : null}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}

/** Her orders and revenue month by month, one line per currency. */
export function VentasPorMes({ porMes }: { porMes: MisVentas['porMes'] }) {
  return (
    <Card role="region" aria-labelledby="por-mes-titulo">
      <CardHeader>
        <CardTitle id="por-mes-titulo" size="sm">
          Pedidos por mes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {porMes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay pedidos con tu código.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Pedidos por mes" data-testid="ventas-por-mes">
            {porMes.map((m) => (
              <li key={`${m.mes}-${m.moneda}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="block font-medium first-letter:uppercase">{formatMesVentas(m.mes)}</span>
                  <span className="block text-xs text-muted-foreground">{plural(m.pedidos, 'pedido', 'pedidos')}</span>
                </span>
                <span className="font-semibold tabular-nums">{formatCentavos(m.ingresoCents, m.moneda)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Her latest sales: the order's number, date and city (never the customer's name or address), its net and her commission. */
export function VentasLista({ ventas }: { ventas: Venta[] }) {
  return (
    <Card role="region" aria-labelledby="ventas-titulo">
      <CardHeader>
        <CardTitle id="ventas-titulo" size="sm">
          Tus ventas
        </CardTitle>
        <CardDescription>Las compras hechas con tu código, de la más reciente a la más antigua.</CardDescription>
      </CardHeader>
      <CardContent>
        {ventas.length === 0 ? (
          <p className="text-sm text-muted-foreground">Cuando alguien compre con tu código, su pedido aparecerá aquí.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Ventas" data-testid="ventas-lista">
            {ventas.map((v) => (
              <VentaItem key={v.id} venta={v} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function VentaItem({ venta: v }: { venta: Venta }) {
  const devuelto = v.netoCents !== v.subtotalCents;
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3" data-venta={v.pedido}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Pedido {v.pedido}</span>
        <Badge variant={v.estado === 'pagada' ? 'success' : v.estado === 'pendiente_pago' ? 'secondary' : 'warning'}>{VENTA_ESTADO_TEXTOS[v.estado]}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">
          <time dateTime={v.fecha}>{formatFecha(v.fecha)}</time>
          {v.ciudad ? ` · ${v.ciudad}` : ''}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Venta</dt>
        <dd className="text-right tabular-nums">
          {devuelto ? <s className="mr-1 text-muted-foreground">{formatCentavos(v.subtotalCents, v.moneda)}</s> : null}
          {formatCentavos(v.netoCents, v.moneda)}
        </dd>
        <dt className="text-muted-foreground">Descuento</dt>
        <dd className="text-right tabular-nums">{formatCentavos(v.descuentoCents, v.moneda)}</dd>
        {v.comisionCents !== null ? (
          <>
            <dt className="text-muted-foreground">Tu comisión</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCentavos(v.comisionCents, v.moneda)}</dd>
          </>
        ) : null}
      </dl>
      {v.productos.length > 0 ? (
        <ul className="text-xs text-muted-foreground" aria-label={`Productos del pedido ${v.pedido}`}>
          {v.productos.map((p, i) => (
            <li key={`${p.titulo}-${i}`}>
              {formatNumero(p.cantidad)} × {p.titulo}
              {p.sembrado ? ' (el que te enviamos)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Payouts she received: date, amount in its currency, reference (the SPEI folio). */
export function PagosRecibidos({ pagos }: { pagos: MisVentas['pagos'] }) {
  return (
    <Card role="region" aria-labelledby="pagos-titulo">
      <CardHeader>
        <CardTitle id="pagos-titulo" size="sm">
          Pagos recibidos
        </CardTitle>
      </CardHeader>
      <CardContent>
        {pagos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no has recibido pagos.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Pagos recibidos">
            {pagos.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-semibold tabular-nums">{formatCentavos(p.montoCents, p.moneda)}</span>
                <span className="text-muted-foreground">
                  <time dateTime={p.fecha}>{formatFechaDia(p.fecha)}</time>
                </span>
                <span className="ml-auto text-xs break-all text-muted-foreground">Referencia: {p.referencia}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
