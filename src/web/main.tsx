import { startTransition, StrictMode, useEffect } from 'react';
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
// loaders. React renders once that navigation has resolved (decision 090): index.html's loading screen
// stays until then, rather than React drawing the same screen again (a commit, a style and a layout of a
// tree that is thrown away), and the first commit is the shell with the screen.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// What waits for the end of the first load (the bell, the service worker) waits for the first commit of
// the routed screen too.
let committed = () => {};
gateOnFirstNavigation(new Promise<void>((resolve) => (committed = resolve)));

/** Its effect runs once React has committed the first screen. */
function FirstCommit() {
  useEffect(() => committed(), []);
  return null;
}

// Not a top-level await: that would make the bundler split main.tsx's imports into ~20 small chunks.
void (async () => {
  await yieldToMain();
  const router = createRouter();
  const initialized = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await yieldToMain();
  router.initialize();
  if (!router.state.initialized) await initialized;
  await yieldToMain();
  // A transition: React renders the shell and the screen in slices and commits them in one task.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <ToasterHost />
            <FirstCommit />
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
})();

registerServiceWorker();
