import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { uploadedImageResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch, toastError } from '@web/lib/api-client';

export type UploadedImage = ReturnType<typeof uploadedImageResponseSchema.parse>;

/** POST /api/colaboraciones/imagen (multipart, field `file`) → { imagen, imagenUrl, thumbUrl }. */
export async function uploadImagen(file: File): Promise<UploadedImage> {
  const formData = new FormData();
  formData.append('file', file);
  return apiFetch('/api/colaboraciones/imagen', { method: 'POST', formData, schema: uploadedImageResponseSchema });
}

export function useUploadImagen() {
  return useMutation({
    mutationFn: uploadImagen,
    onSuccess: () => toast.success('Imagen subida exitosamente'),
    onError: (error) => toastError(error, undefined, { title: 'Error al subir la imagen' }),
  });
}
