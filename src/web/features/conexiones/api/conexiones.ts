import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstagramInput, instagramStatusSchema, tiktokAutorizarSchema, tiktokStatusSchema } from '@shared/schemas/conexiones';
import { apiFetch } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** Issue 30's connections: the brand's Instagram (Configuración) and her TikTok (Mi Perfil). */
export const conexionesKeys = {
  instagram: ['conexiones', 'instagram'] as const,
  tiktok: ['conexiones', 'tiktok'] as const,
};

type InstagramStatus = z.infer<typeof instagramStatusSchema>;

export function useInstagramStatus() {
  return useQuery(
    queryOptions({
      queryKey: conexionesKeys.instagram,
      queryFn: ({ signal }) => apiFetch<InstagramStatus>('/api/conexiones/instagram', { signal }),
      meta: { errorTitle: 'Error al cargar la conexión con Instagram' },
    }),
  );
}

export function useSaveInstagram() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: InstagramInput) => apiFetch<InstagramStatus>('/api/conexiones/instagram', { method: 'PUT', json: input }),
    onSuccess: (status) => {
      queryClient.setQueryData(conexionesKeys.instagram, status);
      toast.success('Instagram conectado', status.instagram ? { description: `Cuenta @${status.instagram.username}` } : undefined);
    },
    meta: { errorTitle: 'No se pudo conectar Instagram' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conexionesKeys.instagram }),
  });
}

export function useRemoveInstagram() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => apiFetch('/api/conexiones/instagram', { method: 'DELETE' }),
    onSuccess: () => toast.success('Instagram desconectado'),
    meta: { errorTitle: 'No se pudo desconectar Instagram' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conexionesKeys.instagram }),
  });
}

export function useTikTokStatus() {
  return useQuery(
    queryOptions({
      queryKey: conexionesKeys.tiktok,
      queryFn: ({ signal }) => apiFetch<z.infer<typeof tiktokStatusSchema>>('/api/conexiones/tiktok', { signal }),
      meta: { errorTitle: 'Error al cargar tu conexión con TikTok' },
    }),
  );
}

/** Asks the server for TikTok's authorize URL (its state and PKCE challenge stay on the server) and goes there. */
export function useConnectTikTok() {
  return useAction({
    mutationFn: () => apiFetch<z.infer<typeof tiktokAutorizarSchema>>('/api/conexiones/tiktok/autorizar', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorTitle: 'No se pudo conectar TikTok' },
  });
}

export function useDisconnectTikTok() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => apiFetch('/api/conexiones/tiktok', { method: 'DELETE' }),
    onSuccess: () => toast.success('TikTok desconectado'),
    meta: { errorTitle: 'No se pudo desconectar TikTok' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conexionesKeys.tiktok }),
  });
}
