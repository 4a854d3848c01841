import { RulerIcon } from 'lucide-react';
import { AJUSTE_LABELS, type Ajuste } from '@shared/domain/ajuste';
import { Badge } from '@web/components/ui/badge';

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
