import type { EnlaceContrasenaResponse } from '@shared/schemas/avisos';
import { apiFetch } from '@web/lib/api-client';
import { useAction } from '@web/lib/use-action';

/**
 * POST /api/roles/users/{userId}/enlace-contrasena (admins): a single-use link to choose a new password,
 * valid for an hour, for someone who cannot receive the recovery email. Each call makes a new link.
 */
export function crearEnlaceContrasena(userId: string): Promise<EnlaceContrasenaResponse> {
  return apiFetch<EnlaceContrasenaResponse>(`/api/roles/users/${encodeURIComponent(userId)}/enlace-contrasena`, { method: 'POST', json: {} });
}

export function useEnlaceContrasena() {
  return useAction({ mutationFn: crearEnlaceContrasena, meta: { errorTitle: 'No se pudo crear el enlace' } });
}
