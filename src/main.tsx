import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { preloadPages } from '@/app/lazy-page';
import { AppRoutes, routes } from '@/app/router';
import { readSessionEarly } from '@/features/sessions/api/get-session';
import { startFirebaseEarly } from '@/lib/auth/firebase-loader';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

startFirebaseEarly();
const queryClient = createQueryClient();
preloadPages(routes, window.location.pathname);
const sessionPage = matchPath('/sessions/:id', window.location.pathname);
if (sessionPage?.params.id) readSessionEarly(sessionPage.params.id);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
