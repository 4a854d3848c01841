import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToasterHost } from './components/ui/toaster-host';
import { queryClient } from './lib/query-client';
import { ThemeProvider } from './lib/theme-provider';
import { registerServiceWorker } from './pwa';
import { yieldToMain } from './lib/yield-to-main';
import { gateOnFirstNavigation } from './lib/after-idle';
import { createRouter } from './router';
import './styles.css';

// Start-up in separate tasks, so that none blocks the main thread for long on a phone (decisions 019, 027):
// this module's evaluation; the router's set-up; its first navigation, which starts the screen's chunk and
// loaders; the first render, which only repeats the loading screen index.html already shows.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// What waits for the end of the first load (the bell, the service worker) waits for the first navigation too.
let navigated = () => {};
gateOnFirstNavigation(new Promise<void>((resolve) => (navigated = resolve)));

// Not a top-level await: that would make the bundler split main.tsx's imports into ~20 small chunks.
void (async () => {
  await yieldToMain();
  const router = createRouter();
  router.subscribe((state) => state.initialized && navigated());
  await yieldToMain();
  router.initialize();
  if (router.state.initialized) navigated();
  await yieldToMain();
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToasterHost />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
})();

registerServiceWorker();
