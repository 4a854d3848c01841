import { type FormEvent, type ReactNode, useState } from 'react';
import type { Comisiones, Pago } from '@shared/schemas/ventas';
import { pagoInputSchema } from '@shared/schemas/ventas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useRegistrarPago } from '../api/staff';
import { centsATexto, formatCentavos, formatFechaDia, hoyMexico, parseMontoCents } from '../lib/formato';
import { formatClabe } from './datos-pago-card';

type FilaComision = Comisiones['filas'][number];

/**
 * What each creator has earned, by state and currency, with her payout details, and 'Registrar pago'
 * where something is disponible and she registered her CLABE. `csv`: the payable list's download link.
 */
export function ComisionesTabla({ filas, csv }: { filas: FilaComision[]; csv?: ReactNode }) {
  const [pagando, setPagando] = useState<FilaComision | null>(null);
  return (
    <Card role="region" aria-labelledby="comisiones-titulo">
      <CardHeader layout="row" className="flex-wrap items-start justify-between">
        <div className="space-y-1.5">
          <CardTitle id="comisiones-titulo">Comisiones por creadora</CardTitle>
          <CardDescription>Pendiente: dentro del plazo de devoluciones. Disponible: se puede pagar. Cada moneda por separado.</CardDescription>
        </div>
        {csv}
      </CardHeader>
      <CardContent>
        {filas.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay comisiones.</p>
        ) : (
          <div role="region" aria-label="Comisiones por creadora (tabla)" tabIndex={0} className="relative w-full overflow-x-auto rounded-md">
            <table className="w-full text-sm" data-testid="comisiones">
              <caption className="sr-only">Comisiones por creadora</caption>
              <TableHeader>
                <TableRow hover={false}>
                  <TableHead scope="col">Creadora</TableHead>
                  <TableHead scope="col" align="right">
                    Pendiente
                  </TableHead>
                  <TableHead scope="col" align="right">
                    Disponible
                  </TableHead>
                  <TableHead scope="col" align="right">
                    Pagada
                  </TableHead>
                  <TableHead scope="col">CLABE</TableHead>
                  <TableHead scope="col">
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {filas.map((f) => (
                  <TableRow key={`${f.colaboradoraId ?? f.nombre}-${f.moneda}`}>
                    <th scope="row" className="max-w-48 px-3 py-3 text-left font-medium [overflow-wrap:anywhere]">
                      {f.nombre}
                      {filas.some((o) => o !== f && o.colaboradoraId === f.colaboradoraId) ? <span className="block text-xs text-muted-foreground">{f.moneda}</span> : null}
                    </th>
                    <TableCell className="text-right tabular-nums">{formatCentavos(f.pendienteCents, f.moneda)}</TableCell>
                    <TableCell className={`text-right font-semibold tabular-nums ${f.disponibleCents < 0 ? 'text-destructive' : ''}`}>
                      {formatCentavos(f.disponibleCents, f.moneda)}
                      {f.saldoNegativo ? <span className="block text-xs font-normal">Saldo negativo</span> : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCentavos(f.pagadaCents, f.moneda)}</TableCell>
                    <TableCell>
                      {f.clabe ? (
                        <>
                          <span className="block font-mono text-xs whitespace-nowrap">{formatClabe(f.clabe)}</span>
                          <span className="block text-xs text-muted-foreground">{f.titular}</span>
                        </>
                      ) : (
                        <span className="text-xs text-muted-foreground">Sin CLABE registrada</span>
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      {f.disponibleCents > 0 && f.clabe && f.colaboradoraId ? (
                        <Button size="row" variant="outline" onClick={() => setPagando(f)} aria-label={`Registrar pago a ${f.nombre} (${f.moneda})`}>
                          Registrar pago
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </table>
          </div>
        )}
      </CardContent>
      <PagoDialog fila={pagando} onClose={() => setPagando(null)} />
    </Card>
  );
}

/** 'Registrar pago': the amount (what is disponible), the day it was sent and its reference (SPEI folio). */
function PagoDialog({ fila, onClose }: { fila: FilaComision | null; onClose: () => void }) {
  return (
    <Dialog open={fila !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width="md">{fila ? <PagoForm key={`${fila.colaboradoraId}-${fila.moneda}`} fila={fila} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

type CampoPago = 'montoCents' | 'fecha' | 'referencia';

function PagoForm({ fila, onClose }: { fila: FilaComision; onClose: () => void }) {
  const registrar = useRegistrarPago();
  const [monto, setMonto] = useState(centsATexto(fila.disponibleCents));
  const [fecha, setFecha] = useState(hoyMexico());
  const [referencia, setReferencia] = useState('');
  const [errores, setErrores] = useState<Partial<Record<CampoPago, string>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const montoCents = parseMontoCents(monto);
    const parsed = pagoInputSchema.safeParse({ colaboradoraId: fila.colaboradoraId, moneda: fila.moneda, montoCents: montoCents ?? -1, fecha, referencia });
    const next: Partial<Record<CampoPago, string>> = {};
    if (montoCents === null) next.montoCents = 'Escribe el monto como número positivo con hasta dos decimales, por ejemplo 850.00';
    else if (montoCents !== fila.disponibleCents) next.montoCents = `El monto debe ser igual a lo disponible: ${formatCentavos(fila.disponibleCents, fila.moneda)}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as CampoPago;
        if (campo !== 'montoCents') next[campo] ??= issue.message;
      }
    }
    setErrores(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    registrar.mutate(parsed.data, { onSuccess: onClose });
  }

  const pending = registrar.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registrar pago" className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Registrar pago a {fila.nombre}</DialogTitle>
        <DialogDescription>
          Marca como pagada su comisión disponible ({formatCentavos(fila.disponibleCents, fila.moneda)}). CLABE {fila.clabe ? formatClabe(fila.clabe) : '—'}
          {fila.titular ? `, a nombre de ${fila.titular}` : ''}.
        </DialogDescription>
      </DialogHeader>
      <FormField label={`Monto (${fila.moneda})`} required error={errores.montoCents}>
        {(control) => <Input {...control} inputMode="decimal" value={monto} onChange={(e) => setMonto(e.target.value)} disabled={pending} />}
      </FormField>
      <FormField label="Fecha del pago" required error={errores.fecha}>
        {(control) => <Input {...control} type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} disabled={pending} />}
      </FormField>
      <FormField label="Referencia" required error={errores.referencia} hint="El folio SPEI o la referencia de la transferencia.">
        {(control) => <Input {...control} maxLength={100} value={referencia} onChange={(e) => setReferencia(e.target.value)} disabled={pending} autoComplete="off" />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" pending={pending}>
          Registrar pago
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The payouts recorded, newest first, by creator name (from the comisiones rows). */
export function PagosRegistrados({ pagos, nombres }: { pagos: Pago[]; nombres: Map<string, string> }) {
  return (
    <Card role="region" aria-labelledby="pagos-registrados-titulo">
      <CardHeader>
        <CardTitle id="pagos-registrados-titulo" size="sm">
          Pagos registrados
        </CardTitle>
      </CardHeader>
      <CardContent>
        {pagos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no se ha registrado ningún pago.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Pagos registrados">
            {pagos.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-medium">{(p.colaboradoraId && nombres.get(p.colaboradoraId)) ?? 'Creadora eliminada'}</span>
                <span className="font-semibold tabular-nums">{formatCentavos(p.montoCents, p.moneda)}</span>
                <span className="text-muted-foreground">{formatFechaDia(p.fecha)}</span>
                <span className="ml-auto text-xs break-all text-muted-foreground">Referencia: {p.referencia}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
