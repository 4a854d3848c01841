import { BadgeCheckIcon, ExternalLinkIcon, SparklesIcon, Trash2Icon, UnlinkIcon } from 'lucide-react';
import { PLATAFORMA_LABELS } from '@shared/domain/publicaciones';
import type { Publicacion } from '@shared/schemas/publicaciones';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ExternalLink } from '@web/components/ui/external-link';
import { formatFecha } from '@web/lib/format';

/** The link as a person reads it: host and path, without the scheme. */
const shown = (url: string) => url.replace(/^https:\/\//, '');

/** A found post's kept copy (issue 30): our own signed URL, an image or a video, never the platform's. */
function KeptMedia({ p }: { p: Publicacion }) {
  if (!p.mediaUrl) {
    if (p.mediaEstado === 'demasiado_grande') return <p className="text-xs text-muted-foreground">El archivo era demasiado grande para guardarlo; queda el enlace.</p>;
    return null;
  }
  const label = `Copia guardada de la publicación de ${PLATAFORMA_LABELS[p.plataforma]}`;
  return p.mediaContentType?.startsWith('video/') ? (
    <video src={p.mediaUrl} controls preload="metadata" className="max-h-48 w-fit max-w-full rounded-md border" aria-label={label} data-testid="publicacion-media" />
  ) : (
    <img src={p.mediaUrl} alt={label} loading="lazy" className="max-h-48 w-fit max-w-full rounded-md border object-contain" data-testid="publicacion-media" />
  );
}

/**
 * Post links (proof of publication, decision 047), as the creator and staff see them: the platform, the
 * link (opened in a new tab, https only through ExternalLink) and the day it was added. A post the checks
 * found (issue 30) also shows the *publicada* badge, its kept copy and its caption (as text). With
 * `onRemove`, her pasted links have a button to take them back; with `onDetach`, staff detach a found one.
 */
export function PublicacionesLista({
  publicaciones,
  onRemove,
  onDetach,
  removing,
}: {
  publicaciones: Publicacion[];
  onRemove?: ((publicacion: Publicacion) => void) | undefined;
  onDetach?: ((publicacion: Publicacion) => void) | undefined;
  /** The id of the link being removed (its button waits). */
  removing?: string | null | undefined;
}) {
  return (
    <ul className="flex flex-col divide-y rounded-lg border" data-testid="publicaciones-lista">
      {publicaciones.map((p) => {
        const plataforma = PLATAFORMA_LABELS[p.plataforma];
        const fecha = formatFecha(p.createdAt);
        const found = p.origen === 'encontrada';
        return (
          <li key={p.id} className="flex items-start gap-3 p-3" data-testid="publicacion">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {plataforma}
                {found ? (
                  <>
                    <Badge variant="success">
                      <BadgeCheckIcon aria-hidden="true" />
                      publicada
                    </Badge>
                    <Badge variant="secondary">
                      <SparklesIcon aria-hidden="true" />
                      encontrada automáticamente
                    </Badge>
                  </>
                ) : null}
              </span>
              <ExternalLink
                href={p.url}
                className="inline-flex min-w-0 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                fallback={<span className="text-sm text-muted-foreground">Enlace no disponible</span>}
              >
                <span className="truncate">{p.url ? shown(p.url) : null}</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> (abre {plataforma} en una pestaña nueva)</span>
              </ExternalLink>
              {found ? (
                <>
                  <KeptMedia p={p} />
                  {p.caption ? <p className="line-clamp-3 text-sm whitespace-pre-line break-words">{p.caption}</p> : null}
                  <span className="text-xs text-muted-foreground">{p.publicadoAt ? `Publicada el ${formatFecha(p.publicadoAt)} · encontrada el ${fecha}` : `Encontrada el ${fecha}`}</span>
                </>
              ) : (
                <span className="text-xs text-muted-foreground">Agregada el {fecha}</span>
              )}
            </div>
            {onRemove && !found ? (
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
            {onDetach && found ? (
              <Button variant="ghost-destructive" size="icon-row" aria-label={`Desvincular la publicación de ${plataforma} encontrada el ${fecha}`} pending={removing === p.id} onClick={() => onDetach(p)}>
                <UnlinkIcon aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
