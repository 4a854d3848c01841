import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitacionStatusResponse } from '@shared/schemas/colaboradoras';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { invitacionKey } from '@web/lib/first-load-keys';

/**
 * The /auth?invitacion=<token> link staff make with 'Nueva Colaboradora' (the name of the parameter is
 * INVITACION_PARAM in @shared/schemas/colaboradoras; that module loads zod, which /auth keeps off its
 * first load, so only its types are imported here).
 */
export const INVITACION_PARAM = 'invitacion';

/** The token in the address, or null; anything that cannot be one of ours is left to the server's answer. */
export function invitacionToken(search: URLSearchParams): string | null {
  const token = search.get(INVITACION_PARAM)?.trim();
  return token ? token : null;
}

/** GET /api/invitaciones/{token} (public): its expiry, or the Spanish reason it no longer works. */
export async function getInvitacion(token: string, signal?: AbortSignal): Promise<InvitacionStatusResponse['invitacion']> {
  const body = await apiFetch<InvitacionStatusResponse>(`/api/invitaciones/${encodeURIComponent(token)}`, { signal });
  if (typeof body?.invitacion?.expiresAt !== 'string') throw new ApiError(500, 'INTERNAL', 'Ocurrió un error');
  return body.invitacion;
}

export function useInvitacion(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: invitacionKey(token),
      queryFn: ({ signal }) => getInvitacion(token ?? '', signal),
      enabled: token !== null,
      // A used or unknown link stays so: asking again would not change the answer.
      retry: false,
      staleTime: 60_000,
    }),
  );
}

/**
 * POST /api/invitaciones/{token}/aceptar: the signed-in person, who has no role yet, becomes a
 * Colaboradora. A used or expired link answers its Spanish reason and leaves her without a role.
 */
export function aceptarInvitacion(token: string): Promise<unknown> {
  return apiFetch(`/api/invitaciones/${encodeURIComponent(token)}/aceptar`, { method: 'POST', json: {} });
}
