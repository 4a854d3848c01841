import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { perfilResponseSchema } from '@shared/schemas/perfil';
import { apiFetch } from '@web/lib/api-client';
import { perfilKey } from '@web/lib/query-keys';

/** POST /api/perfil/avatar (multipart `file`): bucket colaboradoras, replacing the previous photo. */
export async function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  const { perfil } = await apiFetch<z.infer<typeof perfilResponseSchema>>('/api/perfil/avatar', { method: 'POST', formData });
  return perfil;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: uploadAvatar,
    onSuccess: (perfil) => {
      queryClient.setQueryData(perfilKey, perfil);
      toast.success('Foto de perfil actualizada');
    },
    meta: { errorTitle: 'Error al subir la imagen' },
  });
}
