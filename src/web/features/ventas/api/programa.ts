import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramaVentas, ProgramaVentasInput, programaVentasSchema } from '@shared/schemas/ventas';
import { apiFetch } from '@web/lib/api-client';
import { ventasKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/ventas/programa (admin and tienda): the sales program's settings and the store's missing scopes. */
export const programaQueryOptions = queryOptions({
  queryKey: ventasKeys.programa,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof programaVentasSchema>>('/api/ventas/programa', { signal }),
  meta: { errorTitle: 'No se pudo cargar el programa de ventas' },
});

export function useProgramaVentas() {
  return useQuery(programaQueryOptions);
}

/** PUT /api/ventas/programa (admin). The answer is the saved program: it replaces the cache at once. */
export function useGuardarPrograma() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: ProgramaVentasInput) => apiFetch<ProgramaVentas>('/api/ventas/programa', { method: 'PUT', json: input }),
    meta: { errorTitle: 'No se pudo guardar el programa de ventas' },
    onSuccess: (programa) => {
      queryClient.setQueryData(ventasKeys.programa, programa);
      toast.success('Programa de ventas guardado');
    },
    // Her code card and the staff figures read whether the program is on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ventasKeys.all }),
  });
}
