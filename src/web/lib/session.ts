import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { isRole } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import { ApiError, apiFetch } from './api-client';
import { queryClient } from './query-client';
import { avisosKeys, sessionKey } from './first-load-keys';
import { forgetReadsInPage } from './reads-in-page';

/**
 * The shape of src/shared/schemas/session.ts, checked by hand: the session is read on every first load,
 * including /auth, and zod (about 17 kB gzip) stays off that critical path.
 */
function parseMe(body: unknown): MeResponse {
  if (typeof body === 'object' && body !== null && 'user' in body && 'role' in body && 'noLeidos' in body) {
    const { user, role, noLeidos } = body as { user: unknown; role: unknown; noLeidos: unknown };
    if (typeof user === 'object' && user !== null && (role === null || isRole(role)) && typeof noLeidos === 'number') {
      const { id, email, fullName } = user as Record<string, unknown>;
      if (typeof id === 'string' && typeof email === 'string' && typeof fullName === 'string') {
        return { user: { id, email, fullName }, role, noLeidos };
      }
    }
  }
  throw new ApiError(500, 'INTERNAL', 'Ocurrió un error');
}

/**
 * Who is signed in (GET /api/me); null when nobody is (401). Her unread count rides on the answer
 * (decision 101): it seeds the bell's query when that holds nothing yet, so the shell's first render
 * draws the bell with its number and the first load makes no read for it. From there the bell's own
 * reads (every 30 s, on focus, after a mark) keep it; a later /api/me leaves it alone.
 */
export async function getSession(signal?: AbortSignal, client?: QueryClient): Promise<MeResponse | null> {
  let me: MeResponse;
  try {
    me = parseMe(await apiFetch('/api/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  if (client && client.getQueryData(avisosKeys.noLeidos) === undefined) client.setQueryData(avisosKeys.noLeidos, me.noLeidos);
  return me;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal, client }) => getSession(signal, client),
  staleTime: 60_000,
});

/** Signs out every session of the user (spec §7 scope=global). 401/403/404 are ignored (spec §8). */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
  } catch (error) {
    if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
  }
}

/** After sign-out: forget the person first (the guard reacts), then drop every cached read. */
export function clearSessionCache(): void {
  forgetReadsInPage();
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
}

/** After sign-in or sign-up: read the session again. */
export function refreshSession(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKey });
}
