import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { preloadPages } from '@/app/lazy-page';
import { AppRoutes, routes } from '@/app/router';
import { readSessionEarly } from '@/features/sessions/api/get-session';
import { holdFirebaseUntil, startFirebaseEarly } from '@/lib/auth/firebase-loader';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const pages = preloadPages(routes, window.location.pathname);
const sessionPage = matchPath('/sessions/:id', window.location.pathname);
const earlyRead = sessionPage?.params.id ? readSessionEarly(sessionPage.params.id) : undefined;
// The session page shows before the sign-in is renewed: its code and data take the connection first.
if (earlyRead) holdFirebaseUntil(Promise.all([earlyRead, pages]));
startFirebaseEarly();
const queryClient = createQueryClient();
const FIRST_RENDER_WAIT_MS = 1000;

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
// The first render waits (a moment at most) for the code of the page it opens on. Rendered before,
// the page's Suspense fallback shows first, and React then holds the page back until that fallback
// has been seen for 300 ms: on the session page, most of the time between first and largest paint.
void Promise.race([pages, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(render);
