import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToasterHost } from './components/ui/toaster-host';
import { queryClient } from './lib/query-client';
import { ThemeProvider } from './lib/theme-provider';
import { createRouter } from './router';
import './styles.css';

const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
