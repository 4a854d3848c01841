import { Badge } from '@web/components/ui/badge';

/** Her status on the card: holding a collaboration now (any estado but entregado or cancelada) or not. */
export function StatusBadge({ activa, className }: { activa: boolean; className?: string }) {
  return (
    <Badge variant={activa ? 'success' : 'outline'} className={className} data-activa={activa}>
      {activa ? 'Colaboración activa' : 'Sin colaboración activa'}
    </Badge>
  );
}
