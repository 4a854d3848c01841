import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ERROR_MESSAGES } from '@shared/errors';
import { LIMITS } from '@shared/domain/limits';
import { uploadedImageResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch, toastError } from '@web/lib/api-client';

export type UploadedImage = ReturnType<typeof uploadedImageResponseSchema.parse>;

/**
 * Spec §5 image rules, checked in the browser before any byte is sent (the server sniffs the bytes
 * again): the declared type must be an image and the size at most 5 MB. Returns the message, or null.
 */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return ERROR_MESSAGES.INVALID_IMAGE;
  if (file.size > LIMITS.imageMaxBytes) return ERROR_MESSAGES.IMAGE_TOO_LARGE;
  return null;
}

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
