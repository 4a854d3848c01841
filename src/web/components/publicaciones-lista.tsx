import { ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { PLATAFORMA_LABELS } from '@shared/domain/publicaciones';
import type { Publicacion } from '@shared/schemas/publicaciones';
import { Button } from '@web/components/ui/button';
import { ExternalLink } from '@web/components/ui/external-link';
import { formatFecha } from '@web/lib/format';

/** The link as a person reads it: host and path, without the scheme. */
const shown = (url: string) => url.replace(/^https:\/\//, '');

/**
 * Post links (proof of publication, decision 047), as the creator and staff see them: the platform, the
 * link (opened in a new tab, https only through ExternalLink) and the day it was added. With `onRemove`,
 * each has a button to take it back.
 */
export function PublicacionesLista({
  publicaciones,
  onRemove,
  removing,
}: {
  publicaciones: Publicacion[];
  onRemove?: ((publicacion: Publicacion) => void) | undefined;
  /** The id of the link being removed (its button waits). */
  removing?: string | null | undefined;
}) {
  return (
    <ul className="flex flex-col divide-y rounded-lg border" data-testid="publicaciones-lista">
      {publicaciones.map((p) => {
        const plataforma = PLATAFORMA_LABELS[p.plataforma];
        const fecha = formatFecha(p.createdAt);
        return (
          <li key={p.id} className="flex items-center gap-3 p-3" data-testid="publicacion">
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-sm font-medium">{plataforma}</span>
              <ExternalLink
                href={p.url}
                className="inline-flex min-w-0 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                fallback={<span className="text-sm text-muted-foreground">Enlace no disponible</span>}
              >
                <span className="truncate">{p.url ? shown(p.url) : null}</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> (abre {plataforma} en una pestaña nueva)</span>
              </ExternalLink>
              <span className="text-xs text-muted-foreground">Agregada el {fecha}</span>
            </div>
            {onRemove ? (
              <Button
                variant="ghost-destructive"
                size="icon-row"
                aria-label={`Quitar enlace de ${plataforma} agregado el ${fecha}`}
                pending={removing === p.id}
                onClick={() => onRemove(p)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
