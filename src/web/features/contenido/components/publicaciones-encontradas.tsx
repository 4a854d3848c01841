import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type { publicacionesEncontradasResponseSchema } from '@shared/schemas/publicaciones';
import { PublicacionesLista } from '@web/components/publicaciones-lista';
import { apiFetch } from '@web/lib/api-client';

/**
 * Contenido → Publicaciones encontradas (issue 30): the latest posts the checks found, each with its
 * kept copy, permalink and *publicada* badge, and whose collaboration it proves. Nothing when none.
 */
export function PublicacionesEncontradas() {
  const query = useQuery({
    queryKey: ['galeria', 'publicaciones'],
    queryFn: ({ signal }) => apiFetch<z.infer<typeof publicacionesEncontradasResponseSchema>>('/api/galeria/publicaciones', { signal }),
    meta: { errorTitle: 'Error al cargar las publicaciones encontradas' },
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="publicaciones-encontradas" className="mt-10 flex flex-col gap-3" data-testid="publicaciones-encontradas">
      <h2 id="publicaciones-encontradas" className="text-lg font-semibold">
        Publicaciones encontradas
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map(({ publicacion, creadora, producto }) => (
          <li key={publicacion.id} className="flex flex-col gap-1">
            <p className="text-sm">
              <span className="font-medium">{creadora}</span> · {producto}
            </p>
            <PublicacionesLista publicaciones={[publicacion]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
