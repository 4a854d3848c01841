import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, ImagesIcon } from 'lucide-react';
import { safeHttpUrl } from '@shared/safe-url';
import type { referenciasResponseSchema } from '@shared/schemas/recursos';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { ExternalLink } from '@web/components/ui/external-link';
import { Skeleton } from '@web/components/ui/skeleton';
import { apiFetch } from '@web/lib/api-client';
import { referenciasKey } from '@web/lib/query-keys';

/** GET /api/referencias: the shared gallery URL an admin saves in Configuración (null until then). */
export async function getReferenciasUrl(signal?: AbortSignal): Promise<string | null> {
  const { url } = await apiFetch<z.infer<typeof referenciasResponseSchema>>('/api/referencias', { signal });
  return url;
}

export const referenciasQueryOptions = queryOptions({
  queryKey: referenciasKey,
  queryFn: ({ signal }) => getReferenciasUrl(signal),
  // An admin changes it rarely; a few minutes old is fine.
  staleTime: 5 * 60_000,
});

const CARPETAS = ['Ejemplos de estilo', 'Poses y ángulos', 'Ideas de outfits', 'Referencias de videos cortos y reels'];

/** The visual references card (spec §2), used on the order-confirmed page and on Referencias visuales. */
export function ReferenciasCard() {
  const referencias = useQuery(referenciasQueryOptions);
  // A gallery that is no web address is treated as none (decision 032).
  const url = safeHttpUrl(referencias.data);

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ImagesIcon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Referencias visuales</CardTitle>
        </div>
        <CardDescription>
          Inspírate antes de crear: preparamos carpetas con ejemplos para que tu contenido luzca increíble.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {CARPETAS.map((carpeta) => (
            <li key={carpeta} className="rounded-lg bg-muted px-3 py-2">
              {carpeta}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {referencias.isPending ? (
          <div role="status" className="w-full sm:w-auto">
            <span className="sr-only">Cargando galería de referencias...</span>
            <Skeleton className="h-10 w-full sm:w-56" />
          </div>
        ) : referencias.isError ? (
          <p className="text-sm text-muted-foreground">No pudimos cargar la galería de referencias. Intenta de nuevo más tarde.</p>
        ) : url ? (
          <Button asChild className="w-full sm:w-auto">
            <ExternalLink href={url}>
              <ExternalLinkIcon aria-hidden="true" />
              Ver galería de referencias
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </ExternalLink>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">La galería de referencias estará disponible pronto.</p>
        )}
      </CardFooter>
    </Card>
  );
}
