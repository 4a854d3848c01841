import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@web/paths';
import { useConteoProblemas } from '../api/problemas';

/** The Dashboard's count of open problems (issue 29); nothing while there are none. */
export function ProblemasAviso() {
  const conteo = useConteoProblemas();
  const c = conteo.data;
  if (!c || c.abiertos + c.enReemplazo === 0) return null;
  return (
    <Link
      to={PATHS.problemas}
      className="flex items-center gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm hover:bg-warning/20"
      data-testid="problemas-aviso"
    >
      <TriangleAlertIcon className="size-5 shrink-0" aria-hidden="true" />
      <span>
        <span className="block font-medium">
          {c.abiertos} {c.abiertos === 1 ? 'problema por resolver' : 'problemas por resolver'}
        </span>
        <span className="block text-muted-foreground">
          {c.enReemplazo} {c.enReemplazo === 1 ? 'reemplazo en camino' : 'reemplazos en camino'} · Ir a Problemas
        </span>
      </span>
    </Link>
  );
}
