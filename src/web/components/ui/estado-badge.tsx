import { ESTADO_BADGES, type Estado } from '@shared/domain/estado';
import { Badge } from './badge';

/** The collaboration state's badge: label and tone come from the shared state machine. */
export function EstadoBadge({ estado, className }: { estado: Estado; className?: string }) {
  const { label, tone } = ESTADO_BADGES[estado];
  return (
    <Badge variant={tone} className={className} data-estado={estado}>
      {label}
    </Badge>
  );
}
