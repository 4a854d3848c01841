import type { Fugas } from '@shared/schemas/ventas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatNumero } from '@web/lib/format';
import { useCodigoAccion, useFugas } from '../api/staff';
import { formatFechaDia } from '../lib/formato';
import { CodigoEstadoBadge } from './codigo-staff';

/**
 * Leaked codes (issue 27 item 5): a code whose orders on one day jumped far above its own usual level,
 * with one-click 'Desactivar' (the store stops accepting it at once).
 */
export function FugasCard({ fugas }: { fugas: Fugas['fugas'] }) {
  const accion = useCodigoAccion();
  if (fugas.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="fugas-titulo" className="border-destructive/50" data-testid="fugas">
      <CardHeader>
        <CardTitle id="fugas-titulo">Códigos con actividad inusual</CardTitle>
        <CardDescription>Sus pedidos de un día superan por mucho su nivel habitual: el código pudo filtrarse a un sitio de cupones.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-label="Códigos con actividad inusual">
          {fugas.map((f) => (
            <li key={`${f.codigoId}-${f.dia}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm">
              <span className="font-mono font-semibold">{f.codigo}</span>
              <CodigoEstadoBadge estado={f.estado} />
              <span className="[overflow-wrap:anywhere]">{f.nombre}</span>
              <span className="text-muted-foreground">
                {formatNumero(f.pedidos)} pedidos el {formatFechaDia(f.dia)} (lo usual: {formatNumero(f.medianaDiaria)} al día)
              </span>
              {f.estado === 'activo' && f.colaboradoraId ? (
                <Button
                  size="sm"
                  variant="destructive"
                  className="ml-auto"
                  pending={accion.isPending && accion.variables?.colaboradoraId === f.colaboradoraId}
                  onClick={() => accion.mutate({ colaboradoraId: f.colaboradoraId!, accion: 'desactivar' })}
                  aria-label={`Desactivar el código ${f.codigo}`}
                >
                  Desactivar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The Dashboard's flag: the leaked codes card when there is one, nothing otherwise (nor while it loads). */
export function FugasAviso() {
  const fugas = useFugas();
  return fugas.data ? <FugasCard fugas={fugas.data.fugas} /> : null;
}
