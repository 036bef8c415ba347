/**
 * Every route of spec §2. Home is in the first bundle; everything else loads on demand, so the
 * dashboard, the forms and Stripe never weigh on the first page. Declarative routing (useRoutes)
 * rather than the data router: nothing here uses loaders or actions, and the data router's core
 * would be the largest part of the first bundle after React.
 */
import { type RouteObject, useRoutes } from 'react-router-dom';
import { dashboardRoutes as r } from '@/config/paths';
import { AppShell } from './app-shell';
import { PrivateRoute, RequireCapability } from './guards';
import { lazyPage as page } from './lazy-page';
import RootLayout from './layouts/root-layout';
import HomePage from './routes/home';
import NotFoundPage from './routes/not-found';

const studentRoutes: RouteObject[] = [
  { path: r.bookedSessions, element: page(() => import('./routes/dashboard/booked-sessions')) },
  { path: r.studyMaterials, element: page(() => import('./routes/dashboard/study-materials')) },
  { path: r.createNote, element: page(() => import('./routes/dashboard/create-note')) },
  { path: r.personalNotes, element: page(() => import('./routes/dashboard/personal-notes')) },
  { path: r.editNote, element: page(() => import('./routes/dashboard/edit-note')) },
  { path: r.viewMaterial, element: page(() => import('./routes/dashboard/view-material')) },
];

const tutorRoutes: RouteObject[] = [
  { path: r.mySessions, element: page(() => import('./routes/dashboard/my-sessions')) },
  { path: r.myMaterials, element: page(() => import('./routes/dashboard/my-materials')) },
  { path: r.createSession, element: page(() => import('./routes/dashboard/create-session')) },
  { path: r.uploadMaterials, element: page(() => import('./routes/dashboard/upload-materials')) },
  { path: r.uploadMaterial, element: page(() => import('./routes/dashboard/upload-material')) },
  { path: r.editMaterial, element: page(() => import('./routes/dashboard/edit-material')) },
  { path: r.tutorSession, element: page(() => import('./routes/dashboard/edit-session')) },
  { path: r.roster, element: page(() => import('./routes/dashboard/roster')) },
];

const adminRoutes: RouteObject[] = [
  { path: r.allMaterials, element: page(() => import('./routes/dashboard/all-materials')) },
  { path: r.allSessions, element: page(() => import('./routes/dashboard/all-sessions')) },
  { path: r.allUsers, element: page(() => import('./routes/dashboard/all-users')) },
  { path: r.materialDetails, element: page(() => import('./routes/dashboard/material-details')) },
  { path: r.customizeSession, element: page(() => import('./routes/dashboard/customize-session')) },
];

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
        path: 'dashboard',
        element: <PrivateRoute />,
        children: [
          {
            element: page(() => import('./layouts/dashboard-layout')),
            children: [
              { index: true, element: page(() => import('./routes/dashboard/overview')) },
              { path: r.profile, element: page(() => import('./routes/dashboard/profile')) },
              { element: <RequireCapability capability="session:book" />, children: studentRoutes },
              { element: <RequireCapability capability="session:create" />, children: tutorRoutes },
              { element: <RequireCapability capability="user:manage" />, children: adminRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
