import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** 'Conectado' or 'Shopify No Configurado' (spec §2): Gestión's toolbar and Configuración both show it. */
export function StoreConnectionBadge({ connected, shopName }: { connected: boolean; shopName?: string | null }) {
  return connected ? (
    <Badge variant="success" title={shopName ?? undefined} data-testid="store-badge">
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
