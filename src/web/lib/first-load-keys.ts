/**
 * The query keys a creator's first load reads (the session, Inicio, Disponibles, the bell), apart from
 * query-keys.ts, which re-exports them: a module lands whole in one chunk (tools/vite/first-load-chunks.ts),
 * and every screen's keys in the entry chunk cost the 120 kB budget about half a kilobyte (decision 081).
 * Import keys from query-keys.ts, except in modules of the first load.
 */

/** A resource's keys: `all` (the prefix every key of it starts with), its lists and its details. */
export function resource<const N extends string>(name: N) {
  return {
    all: [name] as const,
    list: <P>(params: P) => [name, 'list', params] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}

/** GET /api/me: the route guard, the shells and the auth page read it. */
export const sessionKey = ['session'] as const;

export const disponiblesKeys = { ...resource('disponibles'), lists: ['disponibles', 'list'] as const };

export const inicioKey = ['inicio'] as const;

/** GET /api/invitaciones/{token} (public): the sign-in screen reads it, and keeps query-keys.ts off its load. */
export const invitacionKey = (token: string | null) => ['invitacion', token] as const;

/** Her notices (issue 17): the bell's unread count and the inbox's pages (newest first). */
export const avisosKeys = {
  all: ['avisos'] as const,
  noLeidos: ['avisos', 'no-leidos'] as const,
  lista: ['avisos', 'lista'] as const,
} as const;
