import { QueryClient } from '@tanstack/react-query';

/** The session query (GET /api/me); the route guard, the shells and the auth page read it. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // apiFetch already retries reads on network errors and 502/503/504 with backoff.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
