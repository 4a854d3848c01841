import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';

import { toast } from '@web/lib/toast';
import type { uploadedImageResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';

export type UploadedImage = ReturnType<typeof uploadedImageResponseSchema.parse>;

/** POST /api/colaboraciones/imagen (multipart, field `file`) → { imagen, imagenUrl, thumbUrl }. */
export async function uploadImagen(file: File): Promise<UploadedImage> {
  const formData = new FormData();
  formData.append('file', file);
  return apiFetch<z.infer<typeof uploadedImageResponseSchema>>('/api/colaboraciones/imagen', { method: 'POST', formData });
}

export function useUploadImagen() {
  return useAction({
    mutationFn: uploadImagen,
    onSuccess: () => toast.success('Imagen subida exitosamente'),
    meta: { errorTitle: 'Error al subir la imagen' },
  });
}
