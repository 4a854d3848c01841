import { useState } from 'react';
import type { FilaResultados } from '@shared/schemas/resultados';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { COSTO_NO_DISPONIBLE, costoPorUtilTexto, costoTexto, formatNumero, sinCostoTexto } from '../lib/formato';

const VISIBLES = 20;

/**
 * One breakdown as a table: the figures themselves, and the charts' equivalent for screen readers. A
 * row with some collaborations lacking a cost says how many were left out of its cost.
 */
export function ResultadosTabla({
  titulo,
  columna,
  filas,
  otros = null,
  moneda,
  testId,
}: {
  titulo: string;
  columna: string;
  filas: FilaResultados[];
  /** The groups past the list, summed (the CSV has each of them). */
  otros?: FilaResultados | null;
  moneda: string;
  testId: string;
}) {
  const [todas, setTodas] = useState(false);
  const visibles = todas ? filas : filas.slice(0, VISIBLES);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle size="sm">{titulo}</CardTitle>
      </CardHeader>
      <CardContent>
        {filas.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hay colaboraciones enviadas en estas fechas.</p>
        ) : (
          <>
            {/* Its own scroll box, reachable by keyboard: at a phone's width the seven columns scroll sideways. */}
            <div role="region" aria-label={`${titulo} (tabla)`} tabIndex={0} className="relative w-full overflow-x-auto rounded-md">
              <table data-testid={testId} className="w-full caption-bottom text-sm">
                <caption className="sr-only">{titulo}</caption>
                <TableHeader>
                  <TableRow hover={false}>
                    <TableHead scope="col">{columna}</TableHead>
                    <TableHead scope="col" align="right">
                      Colaboraciones
                    </TableHead>
                    <TableHead scope="col" align="right">
                      Costo
                    </TableHead>
                    <TableHead scope="col" align="right">
                      Archivos
                    </TableHead>
                    <TableHead scope="col" align="right">
                      Útiles
                    </TableHead>
                    <TableHead scope="col" align="right">
                      Costo por útil
                    </TableHead>
                    <TableHead scope="col" align="right">
                      Reemplazos
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {[...visibles, ...(otros && (todas || filas.length <= VISIBLES) ? [otros] : [])].map((f) => (
                    <TableRow key={f.clave}>
                      <th scope="row" className="max-w-56 truncate px-3 py-3 text-left align-middle font-medium">
                        {f.nombre}
                      </th>
                      <TableCell className="text-right tabular-nums">{formatNumero(f.colaboraciones)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        <span className={f.costo === null ? 'text-muted-foreground' : undefined}>{costoTexto(f, moneda)}</span>
                        {f.costo !== null && f.sinCosto > 0 ? <span className="block text-xs text-muted-foreground">{sinCostoTexto(f)}</span> : null}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumero(f.archivos)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumero(f.utiles)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        <span className={costoPorUtilTexto(f, moneda) === COSTO_NO_DISPONIBLE ? 'text-muted-foreground' : undefined}>{costoPorUtilTexto(f, moneda)}</span>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumero(f.reemplazos)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </table>
            </div>
            {otros ? <p className="mt-2 text-xs text-muted-foreground">«{otros.nombre}» reúne el resto; el CSV trae cada colaboración.</p> : null}
            {filas.length > VISIBLES ? (
              <Button variant="ghost" className="mt-3" onClick={() => setTodas((v) => !v)} aria-expanded={todas}>
                {todas ? `Ver solo las primeras ${VISIBLES}` : `Ver todas (${formatNumero(filas.length)})`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
