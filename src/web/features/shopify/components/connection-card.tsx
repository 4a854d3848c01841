import { ServerIcon } from 'lucide-react';
import type { StoreStatus } from '@shared/schemas/shopify';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectionForm } from './connection-form';
import { StoreConnectionBadge } from '@web/components/store-connection-badge';

const AUTH_KIND_LABELS: Record<NonNullable<StoreStatus['authKind']>, string> = {
  token: 'Token de acceso (Admin API)',
  client_credentials: 'Client ID y secret (Dev Dashboard)',
};

/** The connection: its badge, the shop, where it comes from; the form for admin, a summary for tienda. */
export function ConnectionCard({ status, canEdit }: { status: StoreStatus; canEdit: boolean }) {
  return (
    <Card role="region" aria-labelledby="conexion-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="conexion-title">Conexión con Shopify</CardTitle>
          <StoreConnectionBadge connected={status.connected} />
        </div>
        <CardDescription>
          {status.connected ? (
            <>
              <span className="font-medium text-foreground">{status.shopName ?? 'Tienda sin nombre'}</span>
              {status.storeDomain ? <span className="break-all"> · {status.storeDomain}</span> : null}
            </>
          ) : canEdit ? (
            'Conecta la tienda para importar productos, sincronizar el inventario y crear los pedidos de las colaboradoras.'
          ) : (
            'La tienda aún no está conectada. Pide a un administrador que la configure.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {status.source === 'env' ? (
          <p className="flex items-start gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
            <ServerIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Esta conexión viene de las variables de entorno del servidor (SHOPIFY_STORE_DOMAIN y sus credenciales) y tiene prioridad sobre esta
              página. Para cambiarla, edita esas variables y reinicia el servidor.
            </span>
          </p>
        ) : null}
        {canEdit ? (
          <ConnectionForm key={`${status.source}-${status.storeDomain}-${status.authKind}`} status={status} />
        ) : (
          <div className="grid gap-3 text-sm">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Dominio de la tienda</dt>
                <dd className="font-medium break-all">{status.storeDomain ?? 'Sin configurar'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Tipo de credenciales</dt>
                <dd className="font-medium">{status.authKind ? AUTH_KIND_LABELS[status.authKind] : 'Sin configurar'}</dd>
              </div>
            </dl>
            <p className="text-muted-foreground">Solo un administrador puede cambiar la conexión.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
