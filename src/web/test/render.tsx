import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Toaster } from '@web/components/ui/toaster';
import { ThemeProvider } from '@web/lib/theme-provider';

/** A QueryClient made as the app's (its one error path included, decision 036), fresh for each test. */
export function testQueryClient(): QueryClient {
  return createQueryClient();
}

/** The providers main.tsx gives every screen, and the Toaster mounted at once so toasts are on the page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export function renderWithApp(ui: ReactElement, { client = testQueryClient(), ...options }: RenderOptions & { client?: QueryClient } = {}) {
  return { client, ...render(ui, { wrapper: ({ children }) => <AppProviders client={client}>{children}</AppProviders>, ...options }) };
}

/**
 * `ui` inside a memory router at `url` (its links, search params and navigation work), with the app's
 * providers; `router.state.location` tells where a click took her.
 */
export function renderAtUrl(ui: ReactElement, { url = '/', client = testQueryClient() }: { url?: string; client?: QueryClient } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { router, ...renderWithApp(<RouterProvider router={router} />, { client }) };
}
