import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ErrorMeta, showError } from './show-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/**
 * One error path (decision 036): a failed read toasts when its `meta` names the failure (`errorTitle` or
 * `errorFallback`; other reads show their error on the page); a failed write always toasts unless its
 * `meta.silentError` says the caller shows it. A superseded read (new filter, page left) is no failure:
 * TanStack Query cancels it with `revert` or `silent`, and neither reaches onError.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const meta = query.meta;
      if (meta?.errorTitle || meta?.errorFallback) showError(error, meta);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => showError(error, mutation.meta),
  }),
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
}

/** The app's one client. */
export const queryClient = createQueryClient();
