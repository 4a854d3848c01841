import { RulerIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AJUSTE_LABELS, type Ajuste } from '@shared/domain/ajuste';
import { Badge } from '@web/components/ui/badge';
import { PATHS } from '@web/paths';

/** The fit hint from her cintura and cadera (shared/domain/ajuste.ts): good news in green, a caution in amber. */
export function AjusteBadge({ ajuste, className }: { ajuste: Ajuste; className?: string }) {
  return (
    <Badge variant={ajuste === 'a-tu-medida' ? 'success' : 'warning'} wrap className={className} data-testid="ajuste-badge" data-ajuste={ajuste}>
      <RulerIcon aria-hidden="true" />
      <span className="sr-only">Según tus medidas: </span>
      {AJUSTE_LABELS[ajuste]}
    </Badge>
  );
}

/** Without her measurements there is no hint: one line saying where to add them. */
export function AjusteSinMedidas() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="ajuste-sin-medidas">
      <RulerIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Agrega tu cintura y cadera en{' '}
        <Link to={PATHS.creator.perfil} className="font-medium text-primary underline underline-offset-4">
          Mi Perfil
        </Link>{' '}
        para ver cómo te quedaría.
      </span>
    </p>
  );
}
