import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { perfilResponseSchema, PerfilInput } from '@shared/schemas/perfil';
import { apiFetch } from '@web/lib/api-client';
import { perfilKey } from '@web/lib/query-keys';

/** PUT /api/perfil: the server applies the same rules (nombre required, edad integer, empty equipo null). */
export async function updatePerfil(input: PerfilInput) {
  const { perfil } = await apiFetch<z.infer<typeof perfilResponseSchema>>('/api/perfil', { method: 'PUT', json: input });
  return perfil;
}

export function useUpdatePerfil({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: updatePerfil,
    onSuccess: (perfil) => {
      queryClient.setQueryData(perfilKey, perfil);
      toast.success('Perfil actualizado exitosamente');
      onSaved?.();
    },
  });
}
