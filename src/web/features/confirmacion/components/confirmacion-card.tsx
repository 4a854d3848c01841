import { BarcodeIcon, ImageOffIcon, PackageCheckIcon, RulerIcon, TagIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConfirmacionCard as Card } from '@shared/schemas/shopify';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Spinner } from '@web/components/ui/spinner';
import { PATHS } from '@web/paths';
import { useEmpaquetar } from '../api/empaquetar';
import { shortName } from '../lib/search-cards';
import { Avatar } from '@web/components/avatar';

export interface StoreState {
  /** False while the connection is unknown or missing: Empaquetado needs the store. */
  connected: boolean;
  /** Known to be missing (not merely loading): say why and link to Configuración. */
  missing: boolean;
  canConfigure: boolean;
}

/** One request waiting for confirmation (spec §2): the creator, the product and 'Empaquetado'. */
export function ConfirmacionCard({ card, store }: { card: Card; store: StoreState }) {
  const empaquetar = useEmpaquetar();
  const [imageFailed, setImageFailed] = useState(false);
  const { colaboradora } = card;
  const name = shortName(colaboradora.nombre, colaboradora.apellidos);
  const displayName = card.nombreVisualizacion?.trim() || 'Sin nombre';
  const image = card.thumbUrl ?? card.imagenUrl;
  const reasonId = `sin-tienda-${card.id}`;

  return (
    <article aria-label={`${name}: ${displayName}`} data-colaboracion-id={card.id} className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <header className="flex items-start gap-3 p-4">
        <Avatar nombre={colaboradora.nombre} apellidos={colaboradora.apellidos} src={colaboradora.avatarUrl} size={44} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">{name}</h2>
          <p className="text-sm break-words text-muted-foreground">{colaboradora.ciudad?.trim() || 'Sin ciudad'}</p>
          {colaboradora.equipo ? <p className="text-xs break-words text-muted-foreground">Equipo {colaboradora.equipo}</p> : null}
        </div>
      </header>

      <div className="relative aspect-[4/3] bg-muted">
        <EstadoBadge estado="confirmacion" className="absolute top-2 left-2 shadow-sm" />
        {image && !imageFailed ? (
          <img src={image} alt={displayName} loading="lazy" onError={() => setImageFailed(true)} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOffIcon className="size-8" aria-hidden="true" />
            <span className="sr-only">Sin imagen</span>
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="font-medium leading-snug">{displayName}</p>
        <ul aria-label="Detalles del producto" className="flex flex-wrap gap-1.5">
          {card.talla ? (
            <li>
              <Badge variant="secondary">
                <RulerIcon aria-hidden="true" />
                Talla {card.talla}
              </Badge>
            </li>
          ) : null}
          {card.barcode ? (
            <li>
              <Badge variant="outline" className="font-mono">
                <BarcodeIcon aria-hidden="true" />
                <span className="sr-only">Código de barras </span>
                {card.barcode}
              </Badge>
            </li>
          ) : null}
          {card.marca ? (
            <li>
              <Badge variant="secondary">
                <TagIcon aria-hidden="true" />
                {card.marca}
              </Badge>
            </li>
          ) : null}
        </ul>

        <div className="mt-auto flex flex-col gap-2 pt-1">
          <Button
            onClick={() => empaquetar.mutate(card.id)}
            disabled={!store.connected || empaquetar.isPending}
            aria-describedby={store.missing ? reasonId : undefined}
            className="w-full"
          >
            {empaquetar.isPending ? <Spinner /> : <PackageCheckIcon aria-hidden="true" />}
            {empaquetar.isPending ? 'Creando...' : 'Empaquetado'}
          </Button>
          {store.missing ? (
            <p id={reasonId} className="text-xs text-muted-foreground">
              La tienda no está conectada: sin ella no se puede crear el pedido.{' '}
              {store.canConfigure ? (
                <Link to={PATHS.configuracion} className="font-medium text-primary underline underline-offset-4">
                  Configurar
                </Link>
              ) : (
                'Pide a un administrador que la configure.'
              )}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
