import type { Capability } from '@domain/capabilities';
import { paths } from '@/config/paths';

/** The sidebar links of each role (docs/product.md#dashboard), keyed by the capability that marks the role. */
export const DASHBOARD_NAV: { capability: Capability; links: { to: string; label: string }[] }[] = [
  {
    capability: 'session:book',
    links: [
      { to: paths.dashboard.bookedSessions, label: 'Booked Sessions' },
      { to: paths.dashboard.studyMaterials, label: 'Study Materials' },
      { to: paths.dashboard.createNote, label: 'Create Note' },
      { to: paths.dashboard.personalNotes, label: 'Personal Notes' },
    ],
  },
  {
    capability: 'session:create',
    links: [
      { to: paths.dashboard.mySessions, label: 'My Sessions' },
      { to: paths.dashboard.myMaterials, label: 'My Materials' },
      { to: paths.dashboard.createSession, label: 'Create Session' },
      { to: paths.dashboard.uploadMaterials, label: 'Upload Materials' },
    ],
  },
  {
    capability: 'user:manage',
    links: [
      { to: paths.dashboard.allMaterials, label: 'All Materials' },
      { to: paths.dashboard.allSessions, label: 'All Sessions' },
      { to: paths.dashboard.allUsers, label: 'All Users' },
    ],
  },
];
