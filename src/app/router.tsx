/**
 * Every route of docs/product.md#routes. Home is in the first bundle; everything else loads on demand, so the
 * dashboard, the forms and Stripe never weigh on the first page. Declarative routing (useRoutes)
 * rather than the data router: nothing here uses loaders or actions, and the data router's core
 * would be the largest part of the first bundle after React.
 */
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AppShell } from './app-shell';
import { PrivateRoute } from './guards';
import { lazyPage as page } from './lazy-page';
import RootLayout from './layouts/root-layout';
import HomePage from './routes/home';
import NotFoundPage from './routes/not-found';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'signin', element: page(() => import('./routes/sign-in')) },
          { path: 'signup', element: page(() => import('./routes/sign-up')) },
          { path: 'forgotpassword', element: page(() => import('./routes/forgot-password')) },
          {
            element: <PrivateRoute />,
            children: [{ path: 'sessions/:id', element: page(() => import('./routes/session-detail')) }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The dashboard's own route table loads with it (dashboard-routes.tsx), so the first
        // bundle carries neither its pages' list nor their chunk names.
        path: 'dashboard/*',
        element: <PrivateRoute>{page(() => import('./dashboard-routes'))}</PrivateRoute>,
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
