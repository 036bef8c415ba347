/**
 * Every route of spec §2. Home is in the first bundle; everything else loads on demand, so the
 * dashboard, the forms and Stripe never weigh on the first page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { dashboardRoutes as r } from '@/config/paths';
import { AppShell } from './app-shell';
import { PrivateRoute, RequireCapability } from './guards';
import RootLayout from './layouts/root-layout';
import HomePage from './routes/home';
import NotFoundPage from './routes/not-found';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const studentRoutes: RouteObject[] = [
  { path: r.bookedSessions, lazy: page(() => import('./routes/dashboard/booked-sessions')) },
  { path: r.studyMaterials, lazy: page(() => import('./routes/dashboard/study-materials')) },
  { path: r.createNote, lazy: page(() => import('./routes/dashboard/create-note')) },
  { path: r.personalNotes, lazy: page(() => import('./routes/dashboard/personal-notes')) },
  { path: r.editNote, lazy: page(() => import('./routes/dashboard/edit-note')) },
  { path: r.viewMaterial, lazy: page(() => import('./routes/dashboard/view-material')) },
];

const tutorRoutes: RouteObject[] = [
  { path: r.mySessions, lazy: page(() => import('./routes/dashboard/my-sessions')) },
  { path: r.myMaterials, lazy: page(() => import('./routes/dashboard/my-materials')) },
  { path: r.createSession, lazy: page(() => import('./routes/dashboard/create-session')) },
  { path: r.uploadMaterials, lazy: page(() => import('./routes/dashboard/upload-materials')) },
  { path: r.uploadMaterial, lazy: page(() => import('./routes/dashboard/upload-material')) },
  { path: r.editMaterial, lazy: page(() => import('./routes/dashboard/edit-material')) },
  { path: r.tutorSession, lazy: page(() => import('./routes/dashboard/edit-session')) },
  { path: r.roster, lazy: page(() => import('./routes/dashboard/roster')) },
];

const adminRoutes: RouteObject[] = [
  { path: r.allMaterials, lazy: page(() => import('./routes/dashboard/all-materials')) },
  { path: r.allSessions, lazy: page(() => import('./routes/dashboard/all-sessions')) },
  { path: r.allUsers, lazy: page(() => import('./routes/dashboard/all-users')) },
  { path: r.materialDetails, lazy: page(() => import('./routes/dashboard/material-details')) },
  { path: r.customizeSession, lazy: page(() => import('./routes/dashboard/customize-session')) },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'signin', lazy: page(() => import('./routes/sign-in')) },
          { path: 'signup', lazy: page(() => import('./routes/sign-up')) },
          { path: 'forgotpassword', lazy: page(() => import('./routes/forgot-password')) },
          {
            element: <PrivateRoute />,
            children: [{ path: 'sessions/:id', lazy: page(() => import('./routes/session-detail')) }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <PrivateRoute />,
        children: [
          {
            lazy: page(() => import('./layouts/dashboard-layout')),
            children: [
              { index: true, lazy: page(() => import('./routes/dashboard/overview')) },
              { path: r.profile, lazy: page(() => import('./routes/dashboard/profile')) },
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

export const createRouter = () => createBrowserRouter(routes);
