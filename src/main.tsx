import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadPages } from '@/app/lazy-page';
import { AppRoutes, routes } from '@/app/router';
import { startFirebaseEarly } from '@/lib/auth/firebase-loader';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

startFirebaseEarly();
const queryClient = createQueryClient();
preloadPages(routes, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
