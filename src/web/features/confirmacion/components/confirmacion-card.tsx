import { BarcodeIcon, CircleCheckIcon, ImageOffIcon, PackageCheckIcon, RulerIcon, TagIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ConfirmacionCard as Card } from '@shared/schemas/shopify';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
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

export interface CardBatch {
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** In the batch being packed: neither its checkbox nor its button until the batch says how it went. */
  inBatch: boolean;
  /** Packed here (alone or in a batch), with its order number: the card stays as its placeholder. */
  packed: { numeroPedido: number | null } | null;
  onPacked: (id: string, numeroPedido: number | null) => void;
}

/**
 * One request waiting for confirmation (spec §2): the creator, the product and 'Empaquetado', and its
 * checkbox for a batch (issue 28). Once packed it keeps its size and place, its button replaced by a
 * line of the same height saying so, so the next card's button never slides under the pointer.
 */
export function ConfirmacionCard({ card, store, batch }: { card: Card; store: StoreState; batch: CardBatch }) {
  const empaquetar = useEmpaquetar({ onPacked: batch.onPacked });
  const [imageFailed, setImageFailed] = useState(false);
  const pressed = useRef(false);
  const { colaboradora } = card;
  const name = shortName(colaboradora.nombre, colaboradora.apellidos);
  const displayName = card.nombreVisualizacion?.trim() || 'Sin nombre';
  const image = card.thumbUrl ?? card.imagenUrl;
  const reasonId = `sin-tienda-${card.id}`;
  const { packed } = batch;

  return (
    <article
      aria-label={`${name}: ${displayName}`}
      data-colaboracion-id={card.id}
      data-empaquetada={packed ? '' : undefined}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm data-[empaquetada]:border-dashed"
    >
      <header className="flex items-start gap-3 p-4">
        <Avatar nombre={colaboradora.nombre} apellidos={colaboradora.apellidos} src={colaboradora.avatarUrl} size={44} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">{name}</h2>
          <p className="text-sm break-words text-muted-foreground">{colaboradora.ciudad?.trim() || 'Sin ciudad'}</p>
          {colaboradora.equipo ? <p className="text-xs break-words text-muted-foreground">Equipo {colaboradora.equipo}</p> : null}
        </div>
        {/* A 40 px target around the box; once packed, an empty square of the same size keeps the header's width. */}
        {packed ? (
          <span className="-m-2 size-10 shrink-0" aria-hidden="true" />
        ) : (
          <label className="-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center">
            <Checkbox checked={batch.selected} onCheckedChange={(checked) => batch.onSelectedChange(checked === true)} disabled={batch.inBatch} />
            <span className="sr-only">
              Seleccionar a {name}: {displayName}
            </span>
          </label>
        )}
      </header>

      <div className={packed ? 'relative aspect-[4/3] bg-muted opacity-50' : 'relative aspect-[4/3] bg-muted'}>
        <EstadoBadge estado={packed ? 'empaquetado' : 'confirmacion'} className="absolute top-2 left-2 shadow-sm" />
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
          {packed ? (
            // The button's height (h-10), so the card keeps its size.
            <p
              ref={(el) => {
                // The button she pressed is gone: focus stays on its card (a keyboard is not sent back to the page's start).
                if (el && pressed.current) el.focus();
              }}
              tabIndex={-1}
              className="flex h-10 items-center justify-center gap-2 rounded-md border border-success/40 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
              {packed.numeroPedido != null ? `Empaquetada · pedido #${packed.numeroPedido}` : 'Empaquetada'}
            </p>
          ) : (
            <Button
              onClick={() => {
                pressed.current = true;
                empaquetar.mutate(card.id);
              }}
              disabled={!store.connected || empaquetar.isPending || batch.inBatch}
              aria-describedby={store.missing ? reasonId : undefined}
              className="w-full"
            >
              {empaquetar.isPending || batch.inBatch ? <Spinner /> : <PackageCheckIcon aria-hidden="true" />}
              {empaquetar.isPending || batch.inBatch ? 'Creando...' : 'Empaquetado'}
            </Button>
          )}
          {store.missing && !packed ? (
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
