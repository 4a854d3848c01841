import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** 'Conectado' or 'Shopify No Configurado' (spec §2). */
export function StoreConnectionBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Badge variant="success" data-testid="store-badge">
      <CircleCheckIcon aria-hidden="true" />
      Conectado
    </Badge>
  ) : (
    <Badge variant="warning" data-testid="store-badge">
      <CircleAlertIcon aria-hidden="true" />
      Shopify No Configurado
    </Badge>
  );
}
