import { Link } from 'react-router';
import { InboxIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { buttonVariants } from '@web/components/ui/button';
import { formatNumero, pluralWord } from '@web/lib/format';
import { PATHS } from '@web/paths';
import { useAplicacionesConteo } from '../api/aplicaciones';

/** The Dashboard's card: applications waiting for an admin, and the decided ones, with the way to the queue. */
export function SolicitudesResumen() {
  const conteo = useAplicacionesConteo();
  if (!conteo.data) return null;
  const { pendiente, aceptada, rechazada } = conteo.data;
  return (
    <Card data-testid="solicitudes-resumen">
      <CardHeader layout="row">
        <CardTitle className="flex items-center gap-2">
          <InboxIcon className="size-5" aria-hidden="true" />
          Solicitudes
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <span className="text-2xl font-semibold" data-testid="solicitudes-pendientes">
            {formatNumero(pendiente)}
          </span>{' '}
          {pluralWord(pendiente, 'pendiente', 'pendientes')}
          <span className="text-muted-foreground">{` · ${formatNumero(aceptada)} aceptadas · ${formatNumero(rechazada)} rechazadas`}</span>
        </p>
        <Link to={PATHS.solicitudes} className={buttonVariants({ variant: 'outline' })}>
          Ver solicitudes
        </Link>
      </CardContent>
    </Card>
  );
}
