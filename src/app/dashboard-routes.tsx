/**
 * The dashboard's routes (docs/product.md#dashboard), relative to /dashboard. This table loads with the first dashboard
 * page rather than with the home page, and starts loading the code of the page it will show.
 */
import { type RouteObject, useRoutes } from 'react-router-dom';
import { dashboardRoutes as r, paths } from '@/config/paths';
import { RequireCapability } from './guards';
import { lazyPage as page, preloadPages } from './lazy-page';
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

const dashboardTree: RouteObject[] = [
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
];

const { pathname } = window.location;
if (pathname.startsWith(paths.dashboard.root)) preloadPages(dashboardTree, pathname.slice(paths.dashboard.root.length) || '/');

export default function DashboardRoutes() {
  return useRoutes(dashboardTree);
}
